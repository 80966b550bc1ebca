import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An honest empty, refused or not-yours state in a page or a profile tab: one dimmed line in a bordered card. */
export function EmptyNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}
