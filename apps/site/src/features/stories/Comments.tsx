import { STORY_LIMITS } from '@community/domain';
import { StoryCommentEdit, type StoryComment, type StoryCommentPage, type StoryDetail } from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useSchemaPasses } from '../../shared/forms/useSchemaPasses';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { storiesApi, storiesKeys } from './api';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

type CommentFormValues = z.input<typeof StoryCommentEdit>;
type CommentFormOutput = z.output<typeof StoryCommentEdit>;
const COMMENT_FIELDS = ['body'] as const;

/** A comment box on the comment's own schema (the API's limits); a refusal naming the text shows under it, anything else as a toast. */
function useCommentForm(body: string) {
  const t = useT();
  const form = useForm<CommentFormValues, unknown, CommentFormOutput>({ resolver: zodResolver(StoryCommentEdit), defaultValues: { body } });
  const showServerErrors = useServerErrors(form.setError, COMMENT_FIELDS);
  const onError = (error: unknown) => {
    if (isApiRequestError(error) && error.error.errors?.some((f) => f.field === 'body')) showServerErrors(error);
    else toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected'));
  };
  return { form, onError, canSend: useSchemaPasses(StoryCommentEdit, form.control) };
}

function CommentForm({ storyId, parentId, onDone }: { storyId: string; parentId?: string; onDone?: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { form, onError, canSend } = useCommentForm('');
  const post = useMutation({
    mutationFn: ({ body }: CommentFormOutput) => storiesApi.comment(storyId, body, parentId),
    onSuccess: async () => {
      form.reset();
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: storiesKeys.comments(storyId) });
    },
    onError,
  });
  return (
    <Stack gap="xs" component="form" onSubmit={form.handleSubmit((values) => post.mutate(values))}>
      <Textarea
        aria-label={t('stories.comments.placeholder')}
        placeholder={t('stories.comments.placeholder')}
        maxLength={STORY_LIMITS.commentMax}
        rows={parentId ? 2 : 3}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      <Group gap="xs">
        <Button type="submit" size="compact-md" loading={post.isPending} disabled={!canSend}>
          {t(parentId ? 'stories.comments.reply' : 'stories.comments.post')}
        </Button>
        {onDone ? (
          <Button variant="subtle" size="compact-md" onClick={onDone}>
            {t('stories.comments.cancel')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * Editing my own comment in place: the same schema as writing one (not empty, at most
 * STORY_LIMITS.commentMax characters); the comment then shows "edited".
 */
function EditCommentForm({ comment, storyId, onDone }: { comment: StoryComment; storyId: string; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { form, onError, canSend } = useCommentForm(comment.body);
  const save = useMutation({
    mutationFn: ({ body }: CommentFormOutput) => storiesApi.editComment(comment.id, body),
    onSuccess: async (saved) => {
      // The edited comment in place at once; the thread is then read again.
      queryClient.setQueryData<InfiniteData<StoryCommentPage>>(storiesKeys.comments(storyId), (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.id === saved.id ? saved : c)) })) } : data,
      );
      onDone();
      await queryClient.invalidateQueries({ queryKey: storiesKeys.comments(storyId) });
    },
    onError,
  });
  return (
    <Stack
      gap="xs"
      component="form"
      data-testid="comment-edit"
      onSubmit={form.handleSubmit((values) => {
        if (values.body === comment.body.trim()) onDone();
        else save.mutate(values);
      })}
    >
      <Textarea
        aria-label={t('stories.comments.editLabel')}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        maxLength={STORY_LIMITS.commentMax}
        error={form.formState.errors.body?.message}
        autosize
        minRows={2}
        data-autofocus
        autoFocus
        {...form.register('body')}
      />
      <Group gap="xs">
        <Button type="submit" size="compact-md" loading={save.isPending} disabled={!canSend}>
          {t('stories.comments.save')}
        </Button>
        <Button variant="subtle" size="compact-md" onClick={onDone}>
          {t('stories.comments.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function CommentItem({ comment, story }: { comment: StoryComment; story: StoryDetail }) {
  const t = useT();
  const { loggedIn } = useAuth();
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => storiesApi.deleteComment(comment.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKeys.comments(story.id) }),
    onError: (error) => toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected')),
  });
  const like = useMutation({
    mutationFn: () => storiesApi.likeComment(comment.id, !comment.liked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKeys.comments(story.id) }),
    onError: (error) => toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected')),
  });
  const canDelete = !comment.deleted && (comment.canEdit || story.viewer.canEdit);
  // Members like others' comments; their own (and guests) see the count.
  const canLike = loggedIn && !comment.canEdit;
  return (
    <Paper component="li" withBorder radius="md" p="sm" ml={`${(comment.depth - 1) * 1.25}rem`} data-testid="comment">
      {comment.deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('stories.comments.deleted')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs">
            {comment.author ? (
              <Anchor component={Link} to={routeTo('profile-name', { name: comment.author.name })} fw={600} size="sm">
                {comment.author.name}
              </Anchor>
            ) : null}
            {comment.isAuthorOfStory ? <Badge size="xs">{t('stories.comments.writer')}</Badge> : null}
            <Text size="xs" c="dimmed">
              {new Date(comment.createdAt).toLocaleString()}
              {comment.editedAt ? ` · ${t('stories.comments.edited')}` : ''}
            </Text>
          </Group>
          {editing ? (
            <EditCommentForm comment={comment} storyId={story.id} onDone={() => setEditing(false)} />
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {comment.body}
            </Text>
          )}
          {editing ? null : (
          <Group gap="xs">
            {canLike ? (
              <Button
                variant={comment.liked ? 'light' : 'subtle'}
                size="compact-xs"
                aria-pressed={comment.liked}
                onClick={() => like.mutate()}
                loading={like.isPending}
              >
                {t(comment.liked ? 'stories.comments.liked' : 'stories.comments.like')} · {comment.likeCount.toLocaleString()}
              </Button>
            ) : comment.likeCount > 0 ? (
              <Text size="xs" c="dimmed">
                {t.count('stories.comments.likeCount', comment.likeCount, { count: comment.likeCount.toLocaleString() })}
              </Text>
            ) : null}
            {loggedIn && comment.depth < STORY_LIMITS.commentMaxDepth ? (
              <Button variant="subtle" size="compact-xs" onClick={() => setReplying((r) => !r)}>
                {t('stories.comments.reply')}
              </Button>
            ) : null}
            {comment.canEdit ? (
              <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
                {t('stories.comments.edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button variant="subtle" color="red" size="compact-xs" onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('stories.comments.delete')}
              </Button>
            ) : null}
          </Group>
          )}
          {replying ? <CommentForm storyId={story.id} parentId={comment.id} onDone={() => setReplying(false)} /> : null}
        </Stack>
      )}
    </Paper>
  );
}

/** A story's comments in thread order, with replies up to five levels and a form for members. */
export function Comments({ story }: { story: StoryDetail }) {
  const t = useT();
  const { loggedIn } = useAuth();
  const comments = useKeysetPages(storiesKeys.comments(story.id), (after, signal) => storiesApi.comments(story.id, after, signal));
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  // Arriving at `#comments` (from /stories/{id}/comments or a notification): scroll there once they are in.
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = comments.isSuccess;
  useEffect(() => {
    if (hash === '#comments' && loaded) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);
  const total = comments.data?.pages[0]?.totalItems ?? story.commentCount;
  return (
    <Stack gap="sm" component="section" aria-labelledby="comments-title" id="comments" ref={section}>
      <Title order={2} size="h3" id="comments-title">
        {t('stories.comments.title')} ({total.toLocaleString()})
      </Title>
      {loggedIn && story.status === 'published' ? (
        <CommentForm storyId={story.id} />
      ) : !loggedIn ? (
        <Anchor component={Link} to={routeTo('login')} size="sm">
          {t('stories.comments.login')}
        </Anchor>
      ) : null}
      {comments.isSuccess && !items.length ? <Text c="dimmed">{t('stories.comments.empty')}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((c) => (
          <CommentItem key={c.id} comment={c} story={story} />
        ))}
      </Stack>
      {comments.hasNextPage ? (
        <Button variant="default" onClick={() => void comments.fetchNextPage()} loading={comments.isFetchingNextPage}>
          {t('stories.comments.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
