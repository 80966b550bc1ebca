import { Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useKeysetPages, type LoadKeysetPage } from '../api/useKeysetPages';
import { KeysetListStates } from './KeysetListStates';
import { MoreButton } from './MoreButton';

/** The texts and test ids of a KeysetCardList. */
export interface KeysetCardListTexts {
  failed: string;
  empty: string;
  more: string;
  listTestId: string;
  emptyTestId: string;
}

/**
 * A keyset-paged list of cards (stories, ebooks): its honest states, the cards of every page loaded so far as a
 * plain list, and "Show more" under it while there is a next page.
 */
export function KeysetCardList<T extends { id: string }>({
  queryKey,
  load,
  texts,
  children,
}: {
  queryKey: QueryKey;
  load: LoadKeysetPage<{ items: T[]; next: string | null }>;
  texts: KeysetCardListTexts;
  children: (item: T) => ReactNode;
}) {
  const list = useKeysetPages(queryKey, load);
  return (
    <KeysetListStates list={list} failed={texts.failed} empty={texts.empty} emptyTestId={texts.emptyTestId}>
      {(items) => (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid={texts.listTestId}>
            {items.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </Stack>
          <MoreButton list={list} style={{ alignSelf: 'center' }}>
            {texts.more}
          </MoreButton>
        </Stack>
      )}
    </KeysetListStates>
  );
}
