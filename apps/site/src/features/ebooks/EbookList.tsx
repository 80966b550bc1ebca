import type { Ebook } from '@community/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
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
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  if (list.isError) return <Alert color="red">{t('ebooks.loadFailed')}</Alert>;
  if (list.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  const items = list.data.pages.flatMap((p) => p.items);
  if (!items.length)
    return (
      <Text c="dimmed" data-testid="ebooks-empty">
        {empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="ebook-list">
        {items.map((e) => (
          <li key={e.id}>
            <EbookCard ebook={e} showStatus={showStatus} />
          </li>
        ))}
      </Stack>
      {list.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('ebooks.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
