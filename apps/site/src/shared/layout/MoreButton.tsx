import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What MoreButton needs of an infinite query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show more" under a keyset-paged list: there while the list has a next page, busy while it loads. */
export function MoreButton({ list, children, variant = 'default', ...button }: { list: PagedList; children: ReactNode } & Omit<ButtonProps, 'children' | 'loading'>) {
  if (!list.hasNextPage) return null;
  return (
    <Button variant={variant} {...button} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {children}
    </Button>
  );
}
