import type { ProfileView } from '@community/contracts';
import { Anchor, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import type { ProfileTab } from '../../shared/profile-tab';
import { useMemberPosts, useMemberTopics } from './api';
import { PagedItems, TopicRow, topicHref } from './parts';

function MemberTopics({ name }: { name: string }) {
  const t = useT();
  const list = useMemberTopics(name);
  return (
    <Stack gap="xs">
      <PagedItems list={list} empty={t('forum.profile.noTopics', { name })} emptyTestId="forum-profile-empty" render={(topic) => <TopicRow key={topic.id} topic={topic} showCategory />} />
    </Stack>
  );
}

function MemberPosts({ name }: { name: string }) {
  const t = useT();
  const { dateTime } = useDates();
  const list = useMemberPosts(name);
  return (
    <Stack gap="xs">
      <PagedItems
        list={list}
        empty={t('forum.profile.noPosts', { name })}
        emptyTestId="forum-profile-empty"
        render={(post) => (
          <Paper key={post.postId} withBorder radius="md" p="sm" data-testid="forum-member-post">
            <Anchor component={Link} to={topicHref(post.categorySlug, post.topicSlug, { post: post.postId, page: post.page })} fw={600} size="sm">
              {post.topicTitle}
            </Anchor>
            <Text size="sm" lineClamp={3}>
              {post.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              {post.categoryName} · {dateTime(post.createdAt)} · {t.count('forum.votes', post.score)}
            </Text>
          </Paper>
        )}
      />
    </Stack>
  );
}

function ProfileForum({ profile }: { profile: ProfileView }) {
  const t = useT();
  const [view, setView] = useState<'topics' | 'posts'>('topics');
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        value={view}
        onChange={(v) => setView(v === 'posts' ? 'posts' : 'topics')}
        data={[
          { value: 'topics', label: t('forum.profile.topics') },
          { value: 'posts', label: t('forum.profile.posts') },
        ]}
      />
      {view === 'topics' ? <MemberTopics name={profile.name} /> : <MemberPosts name={profile.name} />}
    </Stack>
  );
}

/** The forum tab of `/profile/{name}`: the member's topics and posts, newest first. */
export const profileTabs: readonly ProfileTab[] = [{ route: 'profile-name-forum', label: 'members.tab.forum', order: 70, Component: ProfileForum }];
