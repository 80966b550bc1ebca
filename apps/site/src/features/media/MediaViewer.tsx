import { MEDIA_COMMENT_MAX, MEDIA_DESCRIPTION_MAX } from '@community/domain';
import { MediaCommentCreate, MediaUpdate, type MediaItem } from '@community/contracts';
import { SiteModal, toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Checkbox, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { openReport } from '../overlays';
import { relativeTime } from '../../shared/format';
import { useLayoutLocale } from '../../shared/i18n/useLayoutLocale';
import { mediaApi, mediaKeys } from './api';
import { AlbumField, VisibilityField } from './MediaFields';
import { StatusBadge } from './MediaGrid';
import classes from './media.module.css';
import type { ViewerRequest } from './store';
import { MoreButton } from '../../shared/layout/MoreButton';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

const errorText = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.error.message : fallback);
type CommentForm = z.input<typeof MediaCommentCreate>;
const BODY_FIELDS = ['body'] as const;
/** A horizontal swipe at least this long (px) moves to the next or previous photo. */
const SWIPE_PX = 50;

function Comments({ item }: { item: MediaItem }) {
  const t = useT();
  const locale = useLayoutLocale();
  const queryClient = useQueryClient();
  const form = useForm<CommentForm, unknown, z.output<typeof MediaCommentCreate>>({ resolver: zodResolver(MediaCommentCreate), defaultValues: { body: '' } });
  const showServerErrors = useServerErrors(form.setError, BODY_FIELDS);
  const list = useKeysetPages(mediaKeys.comments(item.id), (after, signal) => mediaApi.comments(item.id, after, signal));
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.comments(item.id) });
  const send = useMutation({
    mutationFn: ({ body }: z.output<typeof MediaCommentCreate>) => mediaApi.comment(item.id, body),
    onSuccess: async () => {
      form.reset();
      await refresh();
    },
    onError: showServerErrors,
  });
  const remove = useMutation({ mutationFn: (commentId: string) => mediaApi.deleteComment(item.id, commentId), onSuccess: refresh, onError: (e) => toast.error(errorText(e, t('errors.unexpected'))) });
  const comments = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="xs" data-testid="viewer-comments">
      <Text fw={600}>{t('media.viewer.comments')}</Text>
      {item.permissions.canComment ? (
        <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
          <Stack gap={6}>
            <Textarea
              aria-label={t('media.viewer.commentLabel')}
              placeholder={t('media.viewer.commentLabel')}
              maxLength={MEDIA_COMMENT_MAX}
              autosize
              minRows={2}
              maxRows={5}
              error={form.formState.errors.body?.message ?? form.formState.errors.root?.server?.message}
              {...form.register('body')}
            />
            <Button type="submit" size="xs" loading={send.isPending} disabled={!form.watch('body').trim()} style={{ alignSelf: 'flex-end' }}>
              {t('media.viewer.commentSend')}
            </Button>
          </Stack>
        </form>
      ) : item.status !== 'approved' ? (
        <Text size="sm" c="dimmed">
          {t('media.viewer.commentsClosed')}
        </Text>
      ) : null}
      {list.isSuccess && !comments.length ? (
        <Text size="sm" c="dimmed">
          {t('media.viewer.noComments')}
        </Text>
      ) : null}
      <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {comments.map((c) => (
          <li key={c.id} data-testid="viewer-comment">
            <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={routeTo('profile-name', { name: c.authorName })} fw={600} size="sm">
                  {c.authorName}
                </Anchor>{' '}
                {c.body}
                <Text span size="xs" c="dimmed" ml={6} suppressHydrationWarning>
                  {relativeTime(c.createdAt, locale)}
                </Text>
              </Text>
              {c.canDelete ? (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate(c.id)} aria-label={t('media.viewer.commentDelete')}>
                  ×
                </Button>
              ) : null}
            </Group>
          </li>
        ))}
      </Stack>
      <MoreButton list={list} size="xs">
        {t('media.more')}
      </MoreButton>
    </Stack>
  );
}

const EDIT_FIELDS = ['description', 'visibility', 'adult', 'albumId'] as const;

/** The owner's settings for one item: description, who sees it, adult flag, album; and delete. */
function OwnerEdit({ item, onChanged, onDeleted }: { item: MediaItem; onChanged: (item: MediaItem) => void; onDeleted: () => void }) {
  const t = useT();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const form = useForm<MediaUpdate>({
    resolver: zodResolver(MediaUpdate),
    defaultValues: { description: item.description, visibility: item.visibility, adult: item.adult, albumId: item.albumId },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, EDIT_FIELDS);
  const albums = useQuery({ queryKey: [...mediaKeys.albums(item.ownerName), 'all'], queryFn: ({ signal }) => mediaApi.albums(item.ownerName, undefined, signal) });
  const save = useMutation({
    mutationFn: (patch: MediaUpdate) => mediaApi.update(item.id, patch),
    onSuccess: async (updated) => {
      onChanged(updated);
      toast.success(t('media.viewer.saved'));
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onError: showServerErrors,
  });
  const remove = useMutation({
    mutationFn: () => mediaApi.remove(item.id),
    onSuccess: async () => {
      toast.success(t('media.viewer.deleted'));
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onError: (e) => toast.error(errorText(e, t('errors.unexpected'))),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} data-testid="viewer-edit">
      <Stack gap="xs">
        <FormAlert errors={errors} />
        <Textarea label={t('media.upload.description')} maxLength={MEDIA_DESCRIPTION_MAX} autosize minRows={2} maxRows={4} error={errors.description?.message} {...form.register('description')} />
        <VisibilityField control={form.control} name="visibility" modal />
        {albums.data?.items.length ? (
          <AlbumField control={form.control} name="albumId" albums={albums.data.items} none={null} modal />
        ) : null}
        <Checkbox label={t('media.upload.adult')} {...form.register('adult')} />
        <Group gap="xs" justify="space-between">
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={remove.isPending}
            onClick={async () => {
              if (await confirm({ title: t('media.viewer.deleteConfirm'), confirmLabel: t('media.viewer.delete'), danger: true })) remove.mutate();
            }}
          >
            {t('media.viewer.delete')}
          </Button>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('media.viewer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The media viewer overlay (SPEC 2): full screen, the photo with previous/next (buttons, arrow keys, a swipe
 * on phones), likes, views, description, comments and report; the owner edits or deletes the photo here.
 * Opening a photo fetches it afresh, which counts a view for anyone but its owner.
 */
export function MediaViewer({ request, onClose }: { request: ViewerRequest | null; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<readonly MediaItem[]>([]);
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState(false);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    if (request) {
      setItems(request.items);
      setIndex(request.index);
      setEditing(false);
    }
  }, [request]);

  const listed = items[index];
  const fresh = useQuery({
    queryKey: ['media', 'item', listed?.id],
    queryFn: ({ signal }) => mediaApi.item(listed!.id, signal),
    enabled: Boolean(request && listed),
    staleTime: 60_000,
  });
  const item = fresh.data ?? listed;
  const total = items.length;
  const go = (delta: number) => {
    if (total < 2) return;
    setEditing(false);
    setIndex((i) => (i + delta + total) % total);
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    if (!request) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (e.key === 'ArrowRight') goRef.current(1);
      else if (e.key === 'ArrowLeft') goRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [request]);

  const replace = (updated: Partial<MediaItem> & { id: string }) => {
    setItems((all) => all.map((i) => (i.id === updated.id ? { ...i, ...updated } : i)));
    queryClient.setQueryData(['media', 'item', updated.id], (old: MediaItem | undefined) => (old ? { ...old, ...updated } : old));
  };
  const like = useMutation({
    mutationFn: (m: MediaItem) => mediaApi.like(m.id, !m.isLiked),
    onSuccess: (r, m) => replace({ id: m.id, isLiked: r.isLiked, likes: r.likes, likesText: r.likesText }),
    onError: (e) => toast.error(errorText(e, t('errors.unexpected'))),
  });

  const opened = Boolean(request && item);
  return (
    <SiteModal opened={opened} onClose={onClose} fullScreen ariaLabel={t('media.viewer.label')} closeLabel={t('common.close')} title={item ? t('media.viewer.by', { name: item.ownerName }) : undefined} padding="sm">
      {item ? (
        <div className={classes.viewer} data-testid="media-viewer">
          <div
            className={classes.stage}
            onTouchStart={(e) => {
              touchX.current = e.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(e) => {
              const start = touchX.current;
              const end = e.changedTouches[0]?.clientX;
              touchX.current = null;
              if (start === null || end === undefined) return;
              if (end - start <= -SWIPE_PX) go(1);
              else if (end - start >= SWIPE_PX) go(-1);
            }}
            data-testid="viewer-stage"
          >
            {item.kind === 'video' && item.video ? (
              // key: a new element per item, so moving to the next video never keeps playing the last one.
              <video
                key={item.id}
                controls
                playsInline
                preload="metadata"
                poster={item.sizes.large}
                src={item.video['video-480']}
                aria-label={item.description || t('media.open', { n: index + 1 })}
                data-testid="viewer-video"
              />
            ) : item.processing !== 'ready' ? (
              <Text c="gray.4" p="md" ta="center" data-testid="viewer-processing">
                {item.processing === 'failed' ? t('media.processing.failed') : t('media.processing.long')}
              </Text>
            ) : (
              <img src={item.sizes.large} alt={item.description || t('media.open', { n: index + 1 })} data-testid="viewer-image" />
            )}
            {total > 1 ? (
              <>
                <span className={classes.position} data-testid="viewer-position">
                  {t('media.viewer.position', { n: index + 1, total })}
                </span>
                <button type="button" className={`${classes.nav} ${classes.prev}`} onClick={() => go(-1)} aria-label={t('media.viewer.previous')}>
                  ‹
                </button>
                <button type="button" className={`${classes.nav} ${classes.next}`} onClick={() => go(1)} aria-label={t('media.viewer.next')}>
                  ›
                </button>
              </>
            ) : null}
          </div>
          <Stack className={classes.side} gap="sm">
            <Group gap="xs" justify="space-between">
              <Anchor component={Link} to={routeTo('profile-name-media', { name: item.ownerName })} fw={600}>
                {item.ownerName}
              </Anchor>
              <Group gap={4}>
                <StatusBadge item={item} />
                {item.adult ? <Badge color="dark">{t('media.adult')}</Badge> : null}
              </Group>
            </Group>
            {item.processing === 'failed' && item.processingError ? (
              <Text size="sm" c="red" data-testid="viewer-processing-error">
                {item.processingError}
              </Text>
            ) : null}
            {item.status === 'pending' && item.processing !== 'failed' ? (
              <Text size="sm" c="dimmed">
                {t('media.status.pendingLong')}
              </Text>
            ) : null}
            {item.status === 'rejected' && item.rejectReason ? (
              <Text size="sm" c="red">
                {t('media.status.rejectedReason', { reason: item.rejectReason })}
              </Text>
            ) : null}
            {item.description && !editing ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Text> : null}
            <Group gap="xs">
              <Button
                size="xs"
                variant={item.isLiked ? 'filled' : 'light'}
                disabled={!item.permissions.canLike}
                loading={like.isPending}
                onClick={() => like.mutate(item)}
                aria-pressed={item.isLiked}
              >
                {`♥ ${item.isLiked ? t('media.viewer.liked') : t('media.viewer.like')} · ${item.likesText}`}
              </Button>
              <Text size="sm" c="dimmed">
                {t.count('media.viewer.views', item.views, { views: item.viewsText })}
              </Text>
              {!item.permissions.canEdit ? (
                <Button size="xs" variant="subtle" color="gray" onClick={() => openReport({ subjectType: 'media', subjectId: item.id, label: t('media.viewer.reportLabel', { name: item.ownerName }) })}>
                  {t('media.viewer.report')}
                </Button>
              ) : (
                <Button size="xs" variant="subtle" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
                  {t('media.viewer.edit')}
                </Button>
              )}
            </Group>
            {editing && item.permissions.canEdit ? (
              <OwnerEdit
                key={item.id}
                item={item}
                onChanged={(u) => {
                  replace(u);
                  setEditing(false);
                }}
                onDeleted={() => {
                  const rest = items.filter((i) => i.id !== item.id);
                  if (!rest.length) onClose();
                  else {
                    setItems(rest);
                    setIndex((i) => Math.min(i, rest.length - 1));
                    setEditing(false);
                  }
                }}
              />
            ) : null}
            {total > 1 ? (
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {t('media.viewer.swipeHint')}
              </Text>
            ) : null}
            <Divider />
            <Comments key={item.id} item={item} />
          </Stack>
        </div>
      ) : null}
    </SiteModal>
  );
}
