import type { Ebook } from '@community/contracts';
import { Stack } from '@mantine/core';
import { useKeysetPages } from '../../shared/api/useKeysetPages';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import { useT } from '../../shared/i18n/useT';
import { EbookCard } from './EbookCard';

/** Ebooks page by page (keyset pages from the API). */
export function EbookList({
  queryKey,
  load,
  empty,
  showStatus = false,
}: {
  queryKey: readonly unknown[];
  load: (after: string | undefined, signal: AbortSignal) => Promise<{ items: Ebook[]; next: string | null }>;
  empty: string;
  showStatus?: boolean;
}) {
  const t = useT();
  const list = useKeysetPages(queryKey, load);
  return (
    <KeysetListStates list={list} failed={t('ebooks.loadFailed')} empty={empty} emptyTestId="ebooks-empty">
      {(items) => (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="ebook-list">
            {items.map((e) => (
              <li key={e.id}>
                <EbookCard ebook={e} showStatus={showStatus} />
              </li>
            ))}
          </Stack>
          <MoreButton list={list} style={{ alignSelf: 'center' }}>
            {t('ebooks.more')}
          </MoreButton>
        </Stack>
      )}
    </KeysetListStates>
  );
}
