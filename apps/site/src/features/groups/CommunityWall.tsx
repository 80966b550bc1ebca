import type { CommunityMember, CommunityPlaceKind, CommunityWallPost } from '@community/contracts';
import { toast, useConfirm } from '@community/ui';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import { routeTo } from '../../shared/routes';
import { MemberAvatar } from '../members';
import { groupsApi, useComments, useGroupsMutation, useWall } from './api';

type T = ReturnType<typeof useT>;

export function failureText(t: T, error: unknown): string {
  if (isApiRequestError(error) && error.kind === 'http' && error.error.statusCode < 500 && error.error.message) return error.error.message;
  return t('groups.failed');
}

export function useFailToast() {
  const t = useT();
  return (error: unknown) => void toast.error(failureText(t, error));
}

/** A member's name linking to their profile, with a small avatar. */
export function MemberLine({ member, size = 28 }: { member: CommunityMember; size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <MemberAvatar member={member} size={size} />
      <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} size="sm" fw={600}>
        {member.name}
      </Anchor>
    </Group>
  );
}

/** Where one post of a place's wall lives. */
export function postHref(kind: CommunityPlaceKind, slug: string, id: string): string {
  return kind === 'group' ? routeTo('groups-slug-post-id', { slug, id }) : routeTo('clubs-slug-post-id', { slug, id });
}

function Comments({ post }: { post: CommunityWallPost }) {
  const t = useT();
  const fail = useFailToast();
  const { dateTime } = useDates();
  const list = useComments(post.id);
  const [text, setText] = useState('');
  const add = useGroupsMutation((body: string) => groupsApi.comment(post.id, body), () => setText(''));
  const remove = useGroupsMutation((id: string) => groupsApi.removeComment(post.id, id));
  return (
    <Stack gap="xs" pl={{ base: 0, sm: 'xl' }}>
      <KeysetListStates list={list} failed={t('groups.failed')} empty={t('groups.wall.noComments')} emptyTestId="community-comments-empty">
        {(items) =>
          items.map((c) => (
            <Paper key={c.id} withBorder radius="md" p="xs" data-testid="community-comment">
              <Group justify="space-between" wrap="nowrap">
                <MemberLine member={c.author} size={22} />
                <Text size="xs" c="dimmed" suppressHydrationWarning>
                  {dateTime(c.createdAt)}
                </Text>
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
              {c.canRemove && (
                <Button size="compact-xs" variant="subtle" color="red" mt={4} onClick={() => remove.mutate(c.id, { onError: fail })}>
                  {t('groups.wall.remove')}
                </Button>
              )}
            </Paper>
          ))
        }
      </KeysetListStates>
      <MoreButton list={list} size="xs">
        {t('groups.more')}
      </MoreButton>
      {post.canComment && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) add.mutate(text, { onError: fail });
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <Textarea style={{ flex: 1 }} autosize minRows={1} maxLength={1000} aria-label={t('groups.wall.comment')} placeholder={t('groups.wall.comment')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
            <Button type="submit" size="sm" loading={add.isPending} disabled={!text.trim()}>
              {t('groups.wall.send')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

/** One post: author, text, votes, comments (opened on demand, or always on the post's own page). */
export function WallPostCard({ post, open = false }: { post: CommunityWallPost; open?: boolean }) {
  const t = useT();
  const fail = useFailToast();
  const confirm = useConfirm();
  const { dateTime } = useDates();
  const [showComments, setShowComments] = useState(open);
  const vote = useGroupsMutation((value: -1 | 0 | 1) => groupsApi.vote(post.id, value));
  const remove = useGroupsMutation(() => groupsApi.removePost(post.id));
  return (
    <Paper withBorder radius="md" p="md" data-testid="community-post">
      <Group justify="space-between" wrap="nowrap">
        <MemberLine member={post.author} />
        <Anchor component={Link} to={postHref(post.place.kind, post.place.slug, post.id)} size="xs" c="dimmed" suppressHydrationWarning>
          {dateTime(post.createdAt)}
        </Anchor>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {post.body}
      </Text>
      <Group gap="xs" mt="sm">
        <Group gap={4} role="group" aria-label={t('groups.wall.votes')}>
          <ActionIcon variant={post.myVote === 1 ? 'filled' : 'subtle'} color="green" size="sm" disabled={!post.canVote} aria-label={t('groups.wall.up')} aria-pressed={post.myVote === 1} onClick={() => vote.mutate(post.myVote === 1 ? 0 : 1, { onError: fail })}>
            ▲
          </ActionIcon>
          <Text size="sm" fw={600} data-testid="community-post-score">
            {post.score}
          </Text>
          <ActionIcon variant={post.myVote === -1 ? 'filled' : 'subtle'} color="red" size="sm" disabled={!post.canVote} aria-label={t('groups.wall.down')} aria-pressed={post.myVote === -1} onClick={() => vote.mutate(post.myVote === -1 ? 0 : -1, { onError: fail })}>
            ▼
          </ActionIcon>
        </Group>
        <Button size="compact-sm" variant="subtle" onClick={() => setShowComments((v) => !v)}>
          {t.count('groups.wall.comments', post.commentsCount)}
        </Button>
        {post.canRemove && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() =>
              void confirm({ title: t('groups.wall.removeTitle'), message: t('groups.wall.removeText'), confirmLabel: t('groups.wall.remove'), cancelLabel: t('groups.cancel') }).then((ok) => {
                if (ok) remove.mutate(undefined, { onError: fail });
              })
            }
          >
            {t('groups.wall.remove')}
          </Button>
        )}
      </Group>
      {showComments && (
        <Stack mt="sm">
          <Comments post={post} />
        </Stack>
      )}
    </Paper>
  );
}

/** A place's wall: the composer for those who may post, then the posts, newest first. */
export function CommunityWall({ kind, slug, closedText }: { kind: CommunityPlaceKind; slug: string; closedText: string }) {
  const t = useT();
  const fail = useFailToast();
  const list = useWall(kind, slug);
  const [text, setText] = useState('');
  const post = useGroupsMutation((body: string) => groupsApi.post(kind, slug, body), () => setText(''));
  const canPost = list.data?.pages[0]?.canPost ?? false;
  return (
    <Stack gap="md" data-testid="community-wall">
      {canPost ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) post.mutate(text, { onError: fail });
          }}
        >
          <Stack gap="xs">
            <Textarea autosize minRows={2} maxLength={2000} label={t('groups.wall.write')} placeholder={t('groups.wall.placeholder')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
            <Group>
              <Button type="submit" loading={post.isPending} disabled={!text.trim()}>
                {t('groups.wall.post')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        list.data && <Text c="dimmed">{closedText}</Text>
      )}
      <KeysetListStates list={list} failed={t('groups.failed')} empty={t('groups.wall.empty')} emptyTestId="community-wall-empty">
        {(items) => items.map((p) => <WallPostCard key={p.id} post={p} />)}
      </KeysetListStates>
      <MoreButton list={list}>{t('groups.more')}</MoreButton>
    </Stack>
  );
}
