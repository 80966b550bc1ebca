import type { Ebook } from '@community/contracts';
import type { LoadKeysetPage } from '../../shared/api/useKeysetPages';
import { KeysetCardList } from '../../shared/layout/KeysetCardList';
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
  load: LoadKeysetPage<{ items: Ebook[]; next: string | null }>;
  empty: string;
  showStatus?: boolean;
}) {
  const t = useT();
  const texts = { failed: t('ebooks.loadFailed'), empty, more: t('ebooks.more'), listTestId: 'ebook-list', emptyTestId: 'ebooks-empty' };
  return (
    <KeysetCardList queryKey={queryKey} load={load} texts={texts}>
      {(ebook) => <EbookCard ebook={ebook} showStatus={showStatus} />}
    </KeysetCardList>
  );
}
