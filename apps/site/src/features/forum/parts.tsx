import { FORUM_WATCH_LEVELS, ForumModerationReason, type ForumMember, type ForumTopicItem, type ForumVoteValue, type ForumWatchLevel } from '@community/contracts';
import { toast, useConfirm } from '@community/ui';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import { KeysetListStates, type LoadedPages } from '../../shared/layout/KeysetListStates';
import { MoreButton, type PagedList } from '../../shared/layout/MoreButton';
import { routeTo } from '../../shared/routes';
import { MemberAvatar } from '../members';

type T = ReturnType<typeof useT>;

/** What went wrong, in the member's language: the API's own sentence when it gave one (a refusal names its reason), else "try again". */
export function failureText(t: T, error: unknown): string {
  if (isApiRequestError(error) && error.kind === 'http' && error.error.statusCode < 500 && error.error.message) return error.error.message;
  return t('forum.failed');
}

/** A toast for a failed action. */
export function useFailToast() {
  const t = useT();
  return (error: unknown) => void toast.error(failureText(t, error));
}

/** A link to a topic, at a post (and its page) when given. */
export function topicHref(category: string, slug: string, at?: { post?: string; page?: number }): string {
  return routeTo('forum-category-slug', { category, slug }, at?.post ? { post: at.post, ...(at.page ? { page: at.page } : {}) } : at?.page && at.page > 1 ? { page: at.page } : undefined);
}

/** A member's name linking to their profile, with a small avatar; "a closed account" when gone. */
export function Author({ member, size = 24 }: { member: ForumMember | null; size?: number }) {
  const t = useT();
  if (!member) return <Text c="dimmed" size="sm">{t('forum.author.gone')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <MemberAvatar member={member} size={size} />
      <Anchor component={Link} to={routeTo('profile-name', { name: member.name })} size="sm" fw={600}>
        {member.name}
      </Anchor>
    </Group>
  );
}

/** Up and down votes with the score between; pressing the chosen one again takes the vote back. */
export function VoteButtons({ value, score, disabled, onVote, label }: { value: ForumVoteValue; score: number; disabled?: boolean; onVote: (v: ForumVoteValue) => void; label: string }) {
  const t = useT();
  return (
    <Group gap={4} role="group" aria-label={label}>
      <ActionIcon
        variant={value === 1 ? 'filled' : 'subtle'}
        color="green"
        size="sm"
        disabled={disabled}
        aria-label={t('forum.vote.up')}
        aria-pressed={value === 1}
        onClick={() => onVote(value === 1 ? 0 : 1)}
      >
        <span aria-hidden>▲</span>
      </ActionIcon>
      <Text size="sm" fw={600} data-testid="score" aria-label={t('forum.vote.score', { score })}>
        {score}
      </Text>
      <ActionIcon
        variant={value === -1 ? 'filled' : 'subtle'}
        color="red"
        size="sm"
        disabled={disabled}
        aria-label={t('forum.vote.down')}
        aria-pressed={value === -1}
        onClick={() => onVote(value === -1 ? 0 : -1)}
      >
        <span aria-hidden>▼</span>
      </ActionIcon>
    </Group>
  );
}

/** The watch level menu of a topic or category; "follow the default" clears the own level. */
export function WatchMenu({ level, own, onChange, busy }: { level: ForumWatchLevel; own?: ForumWatchLevel | null; onChange: (l: ForumWatchLevel | null) => void; busy?: boolean }) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" loading={busy} data-testid="watch-menu">
          {t(`forum.watch.${level}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORUM_WATCH_LEVELS.map((l) => (
          <Menu.Item key={l} onClick={() => onChange(l)} aria-current={l === level ? 'true' : undefined}>
            <Text size="sm" fw={l === level ? 700 : 400}>
              {t(`forum.watch.${l}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`forum.watch.${l}.hint`)}
            </Text>
          </Menu.Item>
        ))}
        {own !== undefined && own !== null ? <Menu.Item onClick={() => onChange(null)}>{t('forum.watch.reset')}</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Asks a moderator for the reason the audit log keeps; null when cancelled or too short. */
export function useAskReason() {
  const t = useT();
  const confirm = useConfirm();
  const reason = useRef('');
  return async (title: string, danger = false): Promise<string | null> => {
    reason.current = '';
    const ok = await confirm({
      title,
      message: <TextInput label={t('forum.mod.reason')} data-autofocus onChange={(e) => (reason.current = e.currentTarget.value)} />,
      confirmLabel: t('forum.mod.confirm'),
      danger,
    });
    if (!ok) return null;
    const parsed = ForumModerationReason.safeParse({ reason: reason.current });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? t('forum.failed'));
      return null;
    }
    return parsed.data.reason;
  };
}

/** One topic in a list: title, marks, author, replies, score, latest activity, unread count; collapsed when its author is blocked. */
export function TopicRow({ topic, showCategory }: { topic: ForumTopicItem; showCategory?: boolean }) {
  const t = useT();
  const { dateTime } = useDates();
  const [shown, setShown] = useState(false);
  if (topic.viewer.collapsed && !shown)
    return (
      <Paper withBorder radius="md" p="sm" data-testid="topic-row" data-collapsed="true">
        <Group justify="space-between">
          <Text c="dimmed" size="sm">{t('forum.topic.collapsed')}</Text>
          <Button size="xs" variant="subtle" onClick={() => setShown(true)}>
            {t('forum.post.showAnyway')}
          </Button>
        </Group>
      </Paper>
    );
  const unread = topic.viewer.unread;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="topic-row">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            {topic.pinned ? <Badge size="xs" color="yellow">{t('forum.topic.pinned')}</Badge> : null}
            {topic.locked ? <Badge size="xs" color="gray">{t('forum.topic.locked')}</Badge> : null}
            {topic.hasAcceptedAnswer ? <Badge size="xs" color="green">{t('forum.topic.answered')}</Badge> : null}
            <Anchor component={Link} to={topicHref(topic.categorySlug, topic.slug)} fw={600}>
              {topic.title}
            </Anchor>
            {unread ? (
              <Badge size="sm" variant="filled" component={Link} to={topicHref(topic.categorySlug, topic.slug)} style={{ cursor: 'pointer' }} data-testid="topic-unread">
                {t.count('forum.unread', unread)}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {topic.excerpt}
          </Text>
          <Group gap="xs">
            <Author member={topic.author} size={18} />
            {showCategory ? <Anchor component={Link} to={routeTo('forum-category', { category: topic.categorySlug })} size="xs">{topic.categorySlug}</Anchor> : null}
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs">{t.count('forum.replies', topic.replyCount)}</Text>
          <Text size="xs">{t.count('forum.votes', topic.score)}</Text>
          <Text size="xs" c="dimmed">
            {t('forum.topic.lastPost', { when: dateTime(topic.lastPostAt) })}
          </Text>
          {topic.pageCount > 1 ? (
            <Anchor component={Link} size="xs" to={topicHref(topic.categorySlug, topic.slug, { page: topic.pageCount })}>
              {t('forum.topic.lastPage', { page: topic.pageCount })}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A keyset-paged forum list: its loading, failed and empty states, the items, and "Show more". */
export function PagedItems<T>({
  list,
  empty,
  emptyTestId,
  testId,
  render,
}: {
  list: LoadedPages<T> & PagedList;
  empty: string;
  emptyTestId: string;
  testId?: string;
  render: (item: T) => ReactNode;
}) {
  const t = useT();
  return (
    <>
      <KeysetListStates list={list} failed={t('forum.loadFailed')} empty={empty} emptyTestId={emptyTestId}>
        {(items) => (
          <Stack gap="xs" data-testid={testId}>
            {items.map(render)}
          </Stack>
        )}
      </KeysetListStates>
      <MoreButton list={list} w="fit-content">
        {t('forum.more')}
      </MoreButton>
    </>
  );
}
