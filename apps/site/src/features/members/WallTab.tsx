import { WallCommentBody, WallPostBody, type MediaItem, type ProfileView, type WallComment, type WallPost } from '@community/contracts';
import { WALL_COMMENT_MAX_LENGTH, WALL_POST_MAX_LENGTH, type WallVote } from '@community/domain';
import { toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Anchor, Button, Group, Image, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { SERVER_ERROR } from '../../shared/forms/server-errors';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { mediaApi } from '../media';
import { openMediaViewer, pickMedia } from '../media';
import { relativeTime } from '../../shared/format';
import { EmptyNote } from '../../shared/layout/EmptyNote';
import { MemberAvatar } from './MemberAvatar';
import { useLayoutLocale } from '../../shared/i18n/useLayoutLocale';
import { wallApi, wallCommentsQuery, wallKeys, wallPostQuery, wallQuery } from './wall-api';
import { MoreButton } from '../../shared/layout/MoreButton';

/** What went wrong, in the server's words: the first field's message on a 422, else the message. */
function errorText(error: unknown, fallback: string): string {
  if (!isApiRequestError(error)) return fallback;
  return error.error.errors?.[0]?.message ?? error.error.message;
}

type WallBodySchema = typeof WallPostBody | typeof WallCommentBody;
type WallBodyForm = z.input<typeof WallCommentBody>;
const FIELDS = ['body'] as const;

/**
 * A text box with a send button, validated by the API's own schema (`WallPostBody` or `WallCommentBody`); shows the
 * server's refusal under the box. `withPhoto`: one of my photos may go along.
 */
function Composer({
  label,
  send,
  max,
  schema,
  onSend,
  testId,
  withPhoto = false,
}: {
  label: string;
  send: string;
  max: number;
  schema: WallBodySchema;
  onSend: (body: string, mediaId?: string) => Promise<unknown>;
  testId: string;
  withPhoto?: boolean;
}) {
  const t = useT();
  const [photo, setPhoto] = useState<MediaItem | null>(null);
  const form = useForm<WallBodyForm, unknown, WallCommentBody>({ resolver: zodResolver(schema), defaultValues: { body: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const mutation = useMutation({
    mutationFn: ({ body }: WallCommentBody) => onSend(body, photo?.id),
    onSuccess: () => {
      form.reset();
      setPhoto(null);
    },
    onError: showServerErrors,
  });
  /** The media picker (my approved photos shown to everyone or members; the server says the same). */
  async function choosePhoto() {
    const picked = await pickMedia({ type: 'image', showAdult: false, showPrivate: false, emitSelectedOnClick: true, title: t('discover.wall.addPhoto') });
    const first = picked?.[0];
    if (!first || first.kind !== 'media') return;
    if (first.item.status !== 'approved' || first.item.processing !== 'ready') {
      toast.error(t('discover.wall.photoPending'));
      return;
    }
    form.clearErrors();
    setPhoto(first.item);
  }
  return (
    <form noValidate data-testid={testId} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="xs">
        <Textarea
          label={label}
          rows={2}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={max}
          {...form.register('body', { onChange: () => form.clearErrors(SERVER_ERROR) })}
          error={errors.body?.message ?? errors.root?.server?.message}
        />
        {photo ? (
          <Group gap="xs" data-testid="wall-photo-chosen">
            <Image src={photo.sizes.small} alt={t('discover.wall.photo')} w={64} h={64} radius="sm" fit="cover" />
            <Button size="compact-xs" variant="subtle" onClick={() => setPhoto(null)}>
              {t('discover.wall.removePhoto')}
            </Button>
          </Group>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" w="fit-content" disabled={!form.watch('body').trim()} loading={mutation.isPending}>
            {send}
          </Button>
          {withPhoto && !photo ? (
            <Button size="xs" variant="default" onClick={() => void choosePhoto()} data-testid="wall-add-photo">
              {t('discover.wall.addPhoto')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The photo on a post: opens the media viewer (the full item is fetched on click). */
function PostPhoto({ media }: { media: NonNullable<WallPost['media']> }) {
  const t = useT();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      openMediaViewer([await mediaApi.item(media.id)], 0);
    } catch (err) {
      toast.error(errorText(err, t('errors.unexpected')));
    } finally {
      setOpening(false);
    }
  };
  return (
    <UnstyledButton onClick={() => void open()} disabled={opening} aria-label={t('discover.wall.openPhoto')} w="fit-content" data-testid="wall-post-photo">
      <Image src={media.sizes.medium} alt={t('discover.wall.photo')} maw={360} mah={360} radius="md" fit="contain" w="auto" />
    </UnstyledButton>
  );
}

function Byline({ author, at, extra }: { author: WallPost['author']; at: string; extra?: string }) {
  const locale = useLayoutLocale();
  return (
    <Group gap="xs" wrap="nowrap">
      <Link to={routeTo('profile-name', { name: author.name })} aria-label={author.name} style={{ textDecoration: 'none' }}>
        <MemberAvatar member={author} size="sm" />
      </Link>
      <Text size="sm">
        <Anchor component={Link} to={routeTo('profile-name', { name: author.name })} fw={600}>
          {author.name}
        </Anchor>{' '}
        {extra ? <Text span c="dimmed" size="sm">{`${extra} · `}</Text> : null}
        <Text span c="dimmed" size="xs" suppressHydrationWarning>
          {relativeTime(at, locale)}
        </Text>
      </Text>
    </Group>
  );
}

function CommentItem({ postId, comment }: { postId: string; comment: WallComment }) {
  const t = useT();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => wallApi.removeComment(postId, comment.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wallKeys.all }),
    onError: (e) => toast.error(errorText(e, t('errors.unexpected'))),
  });
  return (
    <Stack gap={2} data-testid="wall-comment">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Byline author={comment.author} at={comment.createdAt} />
        {comment.canRemove ? (
          <Button size="compact-xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('members.wall.comment.delete')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
    </Stack>
  );
}

function Comments({ post }: { post: WallPost }) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(wallCommentsQuery(post.id));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="sm" pl="md" data-testid="wall-comments">
      {query.isError ? <Text c="red" size="sm">{errorText(query.error, t('errors.unexpected'))}</Text> : null}
      {query.data && !items.length ? (
        <Text size="sm" c="dimmed">
          {t('members.wall.comments.empty')}
        </Text>
      ) : null}
      {items.map((c) => (
        <CommentItem key={c.id} postId={post.id} comment={c} />
      ))}
      <MoreButton list={query} size="xs" w="fit-content">
        {t('members.wall.comments.more')}
      </MoreButton>
      {post.canComment ? (
        <Composer
          testId="wall-comment-form"
          label={t('members.wall.comment.label')}
          send={t('members.wall.comment.send')}
          max={WALL_COMMENT_MAX_LENGTH}
          schema={WallCommentBody}
          onSend={async (body) => {
            await wallApi.comment(post.id, body);
            await queryClient.invalidateQueries({ queryKey: wallKeys.all });
          }}
        />
      ) : null}
    </Stack>
  );
}

/** One post: author, text, votes, comments, and delete for those who may. */
function PostCard({ post, wallName, open: startOpen = false, onRemoved }: { post: WallPost; wallName: string; open?: boolean; onRemoved?: () => void }) {
  const t = useT();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(startOpen);
  const [vote, setVote] = useState<{ score: number; myVote: WallVote } | null>(null);
  const score = vote?.score ?? post.score;
  const myVote = vote?.myVote ?? post.myVote;
  const voting = useMutation({
    mutationFn: (value: WallVote) => wallApi.vote(post.id, value),
    onSuccess: (result) => setVote(result),
    onError: (e) => toast.error(errorText(e, t('errors.unexpected'))),
  });
  const remove = useMutation({
    mutationFn: () => wallApi.remove(post.id),
    onSuccess: async () => {
      toast.success(t('members.wall.deleted'));
      onRemoved?.();
      await queryClient.invalidateQueries({ queryKey: wallKeys.all });
    },
    onError: (e) => toast.error(errorText(e, t('errors.unexpected'))),
  });
  const askRemove = async () => {
    if (await confirm({ title: t('members.wall.delete.title'), message: t('members.wall.delete.text'), confirmLabel: t('members.wall.delete'), danger: true })) remove.mutate();
  };
  const elsewhere = post.wall.name.toLowerCase() !== wallName.toLowerCase() ? t('members.wall.onWall', { name: post.wall.name }) : undefined;
  return (
    <Paper withBorder radius="md" p="md" data-testid="wall-post">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Byline author={post.author} at={post.createdAt} extra={elsewhere} />
          {post.canRemove ? (
            <Button size="compact-xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => void askRemove()}>
              {t('members.wall.delete')}
            </Button>
          ) : null}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.body}</Text>
        {post.media ? <PostPhoto media={post.media} /> : null}
        <Group gap="xs">
          <ActionIcon
            variant={myVote === 1 ? 'filled' : 'default'}
            aria-label={t('members.wall.voteUp')}
            aria-pressed={myVote === 1}
            disabled={!post.canVote}
            loading={voting.isPending && voting.variables !== -1}
            onClick={() => voting.mutate(myVote === 1 ? 0 : 1)}
          >
            ▲
          </ActionIcon>
          <Text size="sm" fw={600} data-testid="wall-score" aria-label={t('members.wall.score', { score })}>
            {score}
          </Text>
          <ActionIcon
            variant={myVote === -1 ? 'filled' : 'default'}
            aria-label={t('members.wall.voteDown')}
            aria-pressed={myVote === -1}
            disabled={!post.canVote}
            loading={voting.isPending && voting.variables === -1}
            onClick={() => voting.mutate(myVote === -1 ? 0 : -1)}
          >
            ▼
          </ActionIcon>
          <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {t('members.wall.comments', { count: post.commentsCount })}
          </Button>
        </Group>
        {open ? <Comments post={post} /> : null}
      </Stack>
    </Paper>
  );
}

/** `/profile/{name}/post/{id}`: one post with its comments open. */
function SinglePost({ profile, id }: { profile: ProfileView; id: string }) {
  const t = useT();
  const query = useQuery(wallPostQuery(id));
  const [removed, setRemoved] = useState(false);
  const back = (
    <Anchor component={Link} to={routeTo('profile-name-post-id', { name: profile.name })} size="sm">
      {t('members.wall.back')}
    </Anchor>
  );
  if (removed || query.isError) {
    return (
      <Stack gap="sm">
        <EmptyNote testId="wall-post-gone">{removed ? t('members.wall.deleted') : query.error && isApiRequestError(query.error) && query.error.statusCode === 404 ? t('members.wall.gone') : errorText(query.error, t('errors.unexpected'))}</EmptyNote>
        {back}
      </Stack>
    );
  }
  if (!query.data) return null;
  return (
    <Stack gap="sm">
      {back}
      <PostCard post={query.data} wallName={profile.name} open onRemoved={() => setRemoved(true)} />
    </Stack>
  );
}

/** The wall of `/profile/{name}/post`: write (when the owner's settings allow), then the posts, newest first. */
function WallList({ profile }: { profile: ProfileView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const self = profile.relation?.self ?? false;
  const query = useInfiniteQuery(wallQuery(profile.name));
  if (query.isError) return <EmptyNote testId="wall-refused">{errorText(query.error, t('errors.unexpected'))}</EmptyNote>;
  if (!query.data) return null;
  const canPost = query.data.pages[0]?.canPost ?? false;
  const items = query.data.pages.flatMap((p) => p.items);
  return (
    <Stack gap="md" data-testid="wall">
      {canPost ? (
        <Composer
          testId="wall-form"
          label={self ? t('members.wall.writeOwn') : t('members.wall.write', { name: profile.name })}
          send={t('members.wall.send')}
          max={WALL_POST_MAX_LENGTH}
          schema={WallPostBody}
          withPhoto
          onSend={async (body, mediaId) => {
            await wallApi.create(profile.name, body, mediaId);
            toast.success(t('members.wall.posted'));
            await queryClient.invalidateQueries({ queryKey: wallKeys.wall(profile.name) });
          }}
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="wall-closed">
          {t('members.wall.closed', { name: profile.name })}
        </Text>
      )}
      {!items.length ? <EmptyNote testId="wall-empty">{self ? t('members.wall.emptyOwn') : t('members.wall.empty', { name: profile.name })}</EmptyNote> : null}
      {items.map((p) => (
        <PostCard key={p.id} post={p} wallName={profile.name} />
      ))}
      <MoreButton list={query} w="fit-content">
        {t('members.wall.more')}
      </MoreButton>
    </Stack>
  );
}

/** The wall tab of `/profile/{name}/post/{id?}`: the wall, or one post when an id is given. */
export function WallTab({ profile }: { profile: ProfileView }) {
  const { id } = useParams();
  return id ? <SinglePost key={id} profile={profile} id={id} /> : <WallList key={profile.name} profile={profile} />;
}
