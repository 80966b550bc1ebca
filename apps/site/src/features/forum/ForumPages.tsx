import { FORUM_TOPIC_SORTS, type ForumCategory, type ForumTopicSort } from '@community/contracts';
import { Anchor, Badge, Box, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useDates } from '../../shared/dates';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { forumApi, useCategories, useForumMutation, useTopicList, useWatched } from './api';
import { Author, PagedItems, TopicRow, WatchMenu, topicHref, useFailToast } from './parts';

/** The header buttons every forum page shares: search, and (members) settings. */
export function ForumActions() {
  const t = useT();
  const { loggedIn } = useAuth();
  return (
    <Group gap="xs">
      <Button component={Link} to={routeTo('forum-search')} variant="default" size="xs">
        {t('forum.search.title')}
      </Button>
      {loggedIn ? (
        <Button component={Link} to={routeTo('forum-settings')} variant="default" size="xs">
          {t('forum.settings.title')}
        </Button>
      ) : null}
    </Group>
  );
}

function CategoryCard({ category }: { category: ForumCategory }) {
  const t = useT();
  const { dateTime } = useDates();
  const { latest, viewer } = category;
  return (
    <Paper withBorder radius="md" p="md" style={{ borderLeft: `6px solid ${category.colour}` }} data-testid="forum-category">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={routeTo('forum-category', { category: category.slug })} fw={700} size="lg">
              {category.name}
            </Anchor>
            {category.questions ? <Badge size="xs" variant="light">{t('forum.category.questions')}</Badge> : null}
            {viewer.unread ? <Badge size="sm" data-testid="category-unread">{t.count('forum.unread', viewer.unread)}</Badge> : null}
            {viewer.newTopics ? <Badge size="sm" color="teal">{t.count('forum.newTopics', viewer.newTopics)}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {category.description}
          </Text>
          <Text size="xs">
            {t.count('forum.topics', category.topicCount)} · {t.count('forum.posts', category.postCount)}
          </Text>
        </Stack>
        <Box style={{ flex: '0 1 18rem', minWidth: 0 }}>
          {latest ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">{t('forum.category.latest')}</Text>
              <Anchor component={Link} to={topicHref(category.slug, latest.topicSlug, { post: latest.postId, page: latest.page })} size="sm" lineClamp={1}>
                {latest.topicTitle}
              </Anchor>
              <Group gap={6}>
                <Author member={latest.author} size={18} />
                <Text size="xs" c="dimmed">{dateTime(latest.createdAt)}</Text>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">{t('forum.category.empty')}</Text>
          )}
        </Box>
      </Group>
    </Paper>
  );
}

/** My watched topics (watching or tracking), by latest activity. */
function WatchedTopics() {
  const t = useT();
  const list = useWatched();
  return (
    <Stack gap="sm" data-testid="forum-watched">
      <Title order={2} size="h3">
        {t('forum.watched.title')}
      </Title>
      <PagedItems list={list} empty={t('forum.watched.empty')} emptyTestId="forum-watched-empty" render={(topic) => <TopicRow key={topic.id} topic={topic} showCategory />} />
    </Stack>
  );
}

/** `/forum`: the categories with their counts and latest post; a member's unread counts and watched topics. */
export function ForumIndexPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  const categories = useCategories();
  return (
    <SitePage title={t('forum.title')} text={t('forum.text')} actions={<ForumActions />} ready={categories.data !== undefined} error={categories.isError}>
      {() => (
        <Stack gap="xl">
          <Stack gap="sm" data-testid="forum-categories">
            {categories.data?.items.length ? (
              categories.data.items.map((c) => <CategoryCard key={c.id} category={c} />)
            ) : (
              <Text c="dimmed">{t('forum.categories.empty')}</Text>
            )}
          </Stack>
          {loggedIn ? <WatchedTopics /> : null}
        </Stack>
      )}
    </SitePage>
  );
}

const isSort = (v: string | null): v is ForumTopicSort => (FORUM_TOPIC_SORTS as readonly string[]).includes(v ?? '');

/** Start a topic, or why not. */
function CategoryPosting({ category }: { category: ForumCategory }) {
  const t = useT();
  const { loggedIn } = useAuth();
  if (category.viewer.canPost)
    return (
      <Button component={Link} to={routeTo('forum-category-create', { category: category.slug })} size="xs">
        {t('forum.topic.new')}
      </Button>
    );
  if (!loggedIn)
    return (
      <Anchor component={Link} to={routeTo('login')} size="sm">
        {t('forum.reply.refusal.guest')}
      </Anchor>
    );
  return category.viewer.postingRefusal ? <Text size="sm" c="dimmed">{t(`forum.category.refusal.${category.viewer.postingRefusal}`)}</Text> : null;
}

/** `/forum/{category}`: its topics (pinned first) in the chosen order, "load more", and the member's watch level. */
export function CategoryPage() {
  const t = useT();
  const { category: slug = '' } = useParams();
  const { loggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('sort');
  const sort = isSort(chosen) ? chosen : undefined;
  const list = useTopicList(slug, sort);
  const first = list.data?.pages[0];
  const category = first?.category;
  const fail = useFailToast();
  const watch = useForumMutation((level: Parameters<typeof forumApi.watchCategory>[1]) => forumApi.watchCategory(slug, level));
  return (
    <SitePage
      title={category?.name ?? t('forum.title')}
      text={category?.description}
      breadcrumbs={[{ label: t('forum.title'), href: routeTo('forum') }]}
      ready={first !== undefined}
      error={list.isError && !first}
      resetKey={slug}
      actions={<ForumActions />}
      data-testid="forum-category-page"
    >
      {() =>
        category && first ? (
          <Stack gap="md">
            <Group justify="space-between">
              <SegmentedControl
                size="xs"
                value={first.sort}
                onChange={(v) => setParams(v === category.defaultSort ? {} : { sort: v })}
                data={FORUM_TOPIC_SORTS.map((s) => ({ value: s, label: t(`forum.sort.${s}`) }))}
                aria-label={t('forum.sort.label')}
              />
              <Group gap="xs">
                {category.questions ? <Badge variant="light">{t('forum.category.questions')}</Badge> : null}
                {loggedIn ? <WatchMenu level={category.viewer.watch} onChange={(l) => watch.mutate(l, { onError: fail })} busy={watch.isPending} /> : null}
                <CategoryPosting category={category} />
              </Group>
            </Group>
            {first.pinned.length ? (
              <Stack gap="xs" data-testid="forum-pinned">
                {first.pinned.map((topic) => (
                  <TopicRow key={topic.id} topic={topic} />
                ))}
              </Stack>
            ) : null}
            {first.pinned.length && !list.data?.pages.some((p) => p.items.length) ? null : (
              <PagedItems
                list={list}
                empty={t('forum.category.noTopics')}
                emptyTestId="forum-topics-empty"
                testId="forum-topics"
                render={(topic) => <TopicRow key={topic.id} topic={topic} />}
              />
            )}
          </Stack>
        ) : null
      }
    </SitePage>
  );
}
