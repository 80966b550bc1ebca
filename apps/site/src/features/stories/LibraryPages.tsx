import type { StoryReadingItem } from '@community/contracts';
import { Anchor, Button, Group, Paper, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { storiesApi, type TopPeriod } from './api';
import { StoryCardView } from './StoryCardView';
import { StoryList } from './StoryBrowser';
import { storyPath } from './paths';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

function ReadingRow({ item }: { item: StoryReadingItem }) {
  const t = useT();
  const queryClient = useQueryClient();
  const forget = useMutation({ mutationFn: () => storiesApi.forget(item.story.id), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stories', 'reading'] }) });
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="reading-item">
      <Stack gap={6}>
        <Anchor component={Link} to={storyPath(item.story)} fw={600}>
          {item.story.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('stories.card.by', { name: item.story.author.name })} · {t('stories.reading.at', { n: item.chapterPosition, percent: item.percent })}
        </Text>
        <Progress value={item.percent} size="sm" aria-label={t('stories.reading.at', { n: item.chapterPosition, percent: item.percent })} />
        <Group gap="xs">
          <Button component={Link} to={storyPath(item.story, item.chapterPosition, item.paragraph)} size="compact-md">
            {t('stories.reading.continue')}
          </Button>
          <Button variant="subtle" size="compact-md" onClick={() => forget.mutate()} loading={forget.isPending}>
            {t('stories.reading.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/reading`: what I am reading and where I left off; private to me. */
export function ReadingPage() {
  const t = useT();
  const list = useKeysetPages(['stories', 'reading'], (after, signal) => storiesApi.reading(after, signal));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <SitePage title={t('stories.reading.title')} text={t('stories.reading.intro')} ready={list.isSuccess} error={list.isError} size="md">
      {() => (
        <Stack gap="sm">
          {items.length ? (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <ReadingRow key={item.story.id} item={item} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t('stories.reading.empty')}</Text>
          )}
          {list.hasNextPage ? (
            <Button variant="default" onClick={() => void list.fetchNextPage()}>
              {t('stories.list.more')}
            </Button>
          ) : null}
        </Stack>
      )}
    </SitePage>
  );
}

/** `/favourite-stories`: private to me. */
export function FavouritesPage() {
  const t = useT();
  return (
    <SitePage title={t('nav.favouriteStories')} text={t('stories.favourites.intro')} size="md">
      <StoryList queryKey={['stories', 'favourites']} load={(after, signal) => storiesApi.favourites(after, signal)} empty={t('stories.favourites.empty')} />
    </SitePage>
  );
}

const PERIODS: TopPeriod[] = ['week', 'month', 'year', 'all'];

function TopStories({ period }: { period: TopPeriod }) {
  const t = useT();
  const top = useQuery({ queryKey: ['stories', 'top', 'stories', period], queryFn: ({ signal }) => storiesApi.topStories(period, signal) });
  if (!top.data) return null;
  if (!top.data.length) return <Text c="dimmed">{t('stories.top.empty')}</Text>;
  return (
    <Stack gap="sm" component="ol" style={{ paddingLeft: '1.5rem', margin: 0 }} data-testid="top-stories">
      {top.data.map((s) => (
        <li key={s.id}>
          <StoryCardView story={s} />
        </li>
      ))}
    </Stack>
  );
}

/** One row of a top list: the name linking to its page and a dimmed line of figures under it. */
interface RankedRow {
  key: string;
  to: string;
  name: string;
  line: string;
}

/** A numbered top list of names with their figures (authors, genres). */
function RankedList({ rows, testId }: { rows: RankedRow[]; testId: string }) {
  return (
    <Stack gap="xs" component="ol" style={{ paddingLeft: '1.5rem', margin: 0 }} data-testid={testId}>
      {rows.map((r) => (
        <li key={r.key}>
          <Anchor component={Link} to={r.to} fw={600}>
            {r.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {r.line}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function TopAuthors({ period }: { period: TopPeriod }) {
  const t = useT();
  const top = useQuery({ queryKey: ['stories', 'top', 'authors', period], queryFn: ({ signal }) => storiesApi.topAuthors(period, signal) });
  if (!top.data) return null;
  if (!top.data.length) return <Text c="dimmed">{t('stories.top.empty')}</Text>;
  const rows = top.data.map((a) => ({
    key: a.author.id,
    to: routeTo('profile-name', { name: a.author.name }),
    name: a.author.name,
    line: t('stories.top.authorLine', { stories: a.stories.toLocaleString(), reads: a.reads.toLocaleString(), likes: a.likes.toLocaleString() }),
  }));
  return <RankedList rows={rows} testId="top-authors" />;
}

function TopGenres({ period }: { period: TopPeriod }) {
  const t = useT();
  const top = useQuery({ queryKey: ['stories', 'top', 'genres', period], queryFn: ({ signal }) => storiesApi.topGenres(period, signal) });
  if (!top.data) return null;
  if (!top.data.length) return <Text c="dimmed">{t('stories.top.empty')}</Text>;
  const rows = top.data.map((g) => ({
    key: g.genre,
    to: routeTo('stories-genre', { genre: g.genre }),
    name: t(`stories.genre.${g.genre}`),
    line: t('stories.top.genreLine', { stories: g.stories.toLocaleString(), reads: g.reads.toLocaleString() }),
  }));
  return <RankedList rows={rows} testId="top-genres" />;
}

/** One list of /top's overview under its heading, the heading linking to the list's own page when it has one. */
function TopColumn({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {title}
          </Anchor>
        ) : (
          title
        )}
      </Title>
      {children}
    </Stack>
  );
}

/** `/top`, `/top/stories`, `/top/authors`: by reads in a period (top genres beside them on /top). */
export function TopPage() {
  const t = useT();
  const { pathname } = useLocation();
  const [period, setPeriod] = useState<TopPeriod>('month');
  const which = pathname.endsWith('/authors') ? 'authors' : pathname.endsWith('/stories') ? 'stories' : 'all';
  const title = which === 'authors' ? t('stories.top.authors') : which === 'stories' ? t('stories.top.stories') : t('stories.top.title');
  const periodControl = (
    <SegmentedControl
      aria-label={t('stories.top.period')}
      value={period}
      onChange={(v) => setPeriod(v as TopPeriod)}
      data={PERIODS.map((p) => ({ value: p, label: t(`stories.top.period.${p}`) }))}
    />
  );
  return (
    <SitePage title={title} breadcrumbs={which === 'all' ? [] : [{ label: t('stories.top.title'), href: routeTo('top') }]} actions={periodControl}>
      {which === 'stories' ? (
        <TopStories period={period} />
      ) : which === 'authors' ? (
        <TopAuthors period={period} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <TopColumn title={t('stories.top.stories')} to={routeTo('top-stories')}>
            <TopStories period={period} />
          </TopColumn>
          <TopColumn title={t('stories.top.authors')} to={routeTo('top-authors')}>
            <TopAuthors period={period} />
          </TopColumn>
          <TopColumn title={t('stories.top.genres')}>
            <TopGenres period={period} />
          </TopColumn>
        </SimpleGrid>
      )}
    </SitePage>
  );
}
