import { Alert, Text } from '@mantine/core';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

/** What KeysetListStates needs of a keyset-paged infinite query. */
export interface LoadedPages<T> {
  isError: boolean;
  isPending: boolean;
  data: InfiniteData<{ items: T[] }, unknown> | undefined;
}

/**
 * A keyset-paged list's honest states: the failure (red), loading, the empty line (dimmed, with its test id),
 * else the items of every page loaded so far, drawn by `children`.
 */
export function KeysetListStates<T>({
  list,
  failed,
  empty,
  emptyTestId,
  children,
}: {
  list: LoadedPages<T>;
  failed: ReactNode;
  empty: ReactNode;
  emptyTestId: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  if (list.isError) return <Alert color="red">{failed}</Alert>;
  if (list.isPending || !list.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const items = list.data.pages.flatMap((p) => p.items);
  if (!items.length)
    return (
      <Text c="dimmed" data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  return children(items);
}
