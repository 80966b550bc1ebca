import { CLASSIC_MIN_LIKES, isStoryGenre, type StoryGenre } from '@community/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { NotFoundPage } from '../errors';
import { SitePage } from '../../shared/layout/SitePage';
import { genresQuery, storiesApi } from './api';
import { BlockListPanel } from './BlockListPanel';
import { StoryBrowser, StoryList } from './StoryBrowser';

function WriteButton() {
  const t = useT();
  return (
    <Button component={Link} to={routeTo('stories-create')}>
      {t('stories.write')}
    </Button>
  );
}

/** Every genre with its count of stories. */
function GenreGrid() {
  const t = useT();
  const genres = useQuery(genresQuery());
  if (!genres.data) return null;
  return (
    <nav aria-label={t('stories.browse')}>
      <Title order={2} size="h4" mb="xs">
        {t('stories.browse')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
        {genres.data.map((g) => (
          <Paper key={g.genre} withBorder radius="md" p="sm" component={Link} to={routeTo('stories-genre', { genre: g.genre })} data-testid="genre-link">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t(`stories.genre.${g.genre}`)}</Text>
              <Badge variant="light">{g.stories.toLocaleString()}</Badge>
            </Group>
          </Paper>
        ))}
        <Paper withBorder radius="md" p="sm" component={Link} to={routeTo('stories-genre', { genre: 'classic' })}>
          <Text fw={600}>{t('stories.classic.title')}</Text>
        </Paper>
      </SimpleGrid>
    </nav>
  );
}

/** `/stories`: genres, search and filters over every published story, and the reader's block list. */
export function StoriesPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  return (
    <SitePage title={t('stories.title')} text={t('stories.intro')} actions={<WriteButton />} data-testid="stories-page">
      <Stack gap="xl">
        <GenreGrid />
        <StoryBrowser />
        {loggedIn ? <BlockListPanel /> : null}
      </Stack>
    </SitePage>
  );
}

/** `/stories/classic`: what "classic" means, then the classics. */
function ClassicPage() {
  const t = useT();
  return (
    <SitePage title={t('stories.classic.title')} text={t('stories.classic.intro', { likes: CLASSIC_MIN_LIKES })} breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]}>
      <StoryList queryKey={['stories', 'classic']} load={(after, signal) => storiesApi.classic(after, signal)} empty={t('stories.classic.empty')} />
    </SitePage>
  );
}

function GenreStories({ genre }: { genre: StoryGenre }) {
  const t = useT();
  return (
    <SitePage title={t(`stories.genre.${genre}`)} breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]} actions={<WriteButton />} resetKey={genre}>
      <StoryBrowser key={genre} fixed={{ genre }} showGenre={false} />
    </SitePage>
  );
}

/** `/stories/{genre}`: a genre's stories; `/stories/classic` is the classics (no genre is called that). */
export function GenrePage() {
  const { genre = '' } = useParams();
  if (genre === 'classic') return <ClassicPage />;
  if (!isStoryGenre(genre)) return <NotFoundPage />;
  return <GenreStories genre={genre} />;
}

/** `/stories/tag/{tag}`. */
export function TagPage({ tag }: { tag: string }) {
  const t = useT();
  return (
    <SitePage title={t('stories.tag.title', { tag })} breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]} resetKey={tag}>
      <StoryBrowser key={tag} fixed={{ tags: tag }} />
    </SitePage>
  );
}
