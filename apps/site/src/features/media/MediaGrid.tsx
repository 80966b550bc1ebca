import type { MediaItem } from '@community/contracts';
import { Badge, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveRedirect } from '../../shared/auth/redirect';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import classes from './media.module.css';
import { openMediaViewer } from './store';
import { MoreButton } from '../../shared/layout/MoreButton';
import { useKeysetPages } from '../../shared/api/useKeysetPages';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';

/** Opens the viewer; guests go to log in first and come back here (SPEC 5: the viewer needs a login). */
export function useOpenViewer(): (items: readonly MediaItem[], index: number) => void {
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (items, index) => {
      if (loggedIn) {
        openMediaViewer(items, index);
        return;
      }
      saveRedirect(`${location.pathname}${location.search}`);
      void navigate(routeTo('login'));
    },
    [loggedIn, navigate, location.pathname, location.search],
  );
}

/** Moderation and processing state, for the owner (and staff): a video being prepared shows that first. */
export function StatusBadge({ item }: { item: MediaItem }) {
  const t = useT();
  if (item.processing === 'processing')
    return (
      <Badge color="blue" variant="filled" size="sm" data-testid="processing-badge">
        {t('media.processing')}
      </Badge>
    );
  if (item.processing === 'failed')
    return (
      <Badge color="red" variant="filled" size="sm" data-testid="processing-badge">
        {t('media.processing.failed')}
      </Badge>
    );
  if (item.status === 'pending') return <Badge color="yellow" variant="filled" size="sm">{t('media.status.pending')}</Badge>;
  if (item.status === 'rejected') return <Badge color="red" variant="filled" size="sm">{t('media.status.rejected')}</Badge>;
  return null;
}

export interface MediaThumbProps {
  item: MediaItem;
  index: number;
  onClick: () => void;
  /** Shows moderation state (the owner's own lists). */
  showStatus?: boolean;
  /** A caption under the picture (the gallery shows the owner). */
  caption?: string;
  selected?: boolean;
}

export function MediaThumb({ item, index, onClick, showStatus, caption, selected }: MediaThumbProps) {
  const t = useT();
  const cls = [classes.thumb, item.status !== 'approved' ? classes.pending : '', selected ? classes.picked : ''].filter(Boolean).join(' ');
  // A video's poster exists once it is processed; until then a placeholder says so.
  const ready = item.processing === 'ready';
  return (
    <button type="button" className={cls} onClick={onClick} aria-label={item.description || t('media.open', { n: index + 1 })} aria-pressed={selected ?? undefined} data-testid="media-thumb">
      {ready ? (
        <img src={item.sizes.medium} alt="" loading="lazy" width={320} height={320} />
      ) : (
        <span className={classes.placeholder}>{item.processing === 'failed' ? t('media.processing.failed') : t('media.processing')}</span>
      )}
      {item.kind === 'video' && ready ? (
        <span className={classes.play} data-testid="play-mark" role="img" aria-label={t('media.video')}>
          ▶
        </span>
      ) : null}
      <span className={classes.thumbBadges}>
        {showStatus ? <StatusBadge item={item} /> : null}
        {item.adult ? (
          <Badge color="dark" variant="filled" size="sm">
            {t('media.adult')}
          </Badge>
        ) : null}
      </span>
      {caption ? <span className={classes.thumbCaption}>{caption}</span> : null}
      {selected ? <span className={classes.tick}>✓</span> : null}
    </button>
  );
}

/** A grid of thumbnails; a click opens the viewer on that item, with the whole loaded list for next/previous. */
export function MediaGrid({ items, showStatus, captions }: { items: readonly MediaItem[]; showStatus?: boolean; captions?: (item: MediaItem) => string | undefined }) {
  const open = useOpenViewer();
  return (
    <ul className={classes.grid} data-testid="media-grid">
      {items.map((item, i) => (
        <li key={item.id}>
          <MediaThumb item={item} index={i} showStatus={showStatus} caption={captions?.(item)} onClick={() => open(items, i)} />
        </li>
      ))}
    </ul>
  );
}

/** A keyset-paged grid of media ("Show more"), with honest empty and failed states. */
export function MediaList({
  queryKey,
  load,
  empty,
  showStatus,
  captions,
}: {
  queryKey: readonly unknown[];
  load: (after: string | undefined, signal: AbortSignal) => Promise<{ items: MediaItem[]; next: string | null }>;
  empty: string;
  showStatus?: boolean;
  captions?: (item: MediaItem) => string | undefined;
}) {
  const t = useT();
  // While one of the owner's videos is being prepared, look again now and then to show it once ready.
  const list = useKeysetPages(queryKey, load, {
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some((i) => i.processing === 'processing')) ? 5000 : false),
  });
  return (
    <KeysetListStates list={list} failed={t('media.loadFailed')} empty={empty} emptyTestId="media-empty">
      {(items) => (
        <Stack gap="md">
          <MediaGrid items={items} showStatus={showStatus} captions={captions} />
          <MoreButton list={list} style={{ alignSelf: 'center' }}>
            {t('media.more')}
          </MoreButton>
        </Stack>
      )}
    </KeysetListStates>
  );
}
