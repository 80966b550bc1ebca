import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../shared/layout/SectionHeading';

/** A part of the coins page (requests, gift cards): a labelled section with its heading and what it is for. */
export function CoinsSection({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <SectionHeading title={title} text={text} id={id} />
      {children}
    </Stack>
  );
}
