import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

/**
 * The list of a header menu (messages, notifications): a spinner while the first page loads, a dimmed line
 * when there is nothing, else the rows.
 */
export function MenuListBody({ pending, empty, emptyText, children }: { pending: boolean; empty: boolean; emptyText: string; children: ReactNode }) {
  const t = useT();
  if (pending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (empty) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {emptyText}
      </Text>
    );
  }
  return children;
}
