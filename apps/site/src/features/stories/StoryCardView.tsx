import type { StoryCard } from '@community/contracts';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { CoverImage } from './CoverField';
import { storyPath } from './paths';

/** A story in a list: title, writer, genre, summary, tags, warnings and its numbers. */
export function StoryCardView({ story, headingLevel = 3 }: { story: StoryCard; headingLevel?: 2 | 3 }) {
  const t = useT();
  const n = (count: number) => count.toLocaleString();
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="story-card" aria-labelledby={`story-${story.id}`}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {story.cover ? (
          // Phones keep the card's width for the text.
          <Box visibleFrom="xs" style={{ flexShrink: 0 }}>
            <Link to={storyPath(story)} tabIndex={-1} aria-hidden>
              <CoverImage cover={story.cover} alt="" width={72} />
            </Link>
          </Box>
        ) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={headingLevel} size="h4" id={`story-${story.id}`}>
            <Anchor component={Link} to={storyPath(story)} inherit>
              {story.title}
            </Anchor>
          </Title>
          <Group gap={4} wrap="nowrap">
            {story.status === 'draft' ? <Badge color="gray">{t('stories.card.draft')}</Badge> : null}
            <Badge variant="light" color={story.isComplete ? 'green' : 'blue'}>
              {t(story.isComplete ? 'stories.card.complete' : 'stories.card.inProgress')}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {story.author.name ? (
            <Anchor component={Link} to={routeTo('profile-name', { name: story.author.name })} inherit>
              {t('stories.card.by', { name: story.author.name })}
            </Anchor>
          ) : null}
          {story.genre ? (
            <>
              {' · '}
              <Anchor component={Link} to={routeTo('stories-genre', { genre: story.genre })} inherit>
                {t(`stories.genre.${story.genre}`)}
              </Anchor>
            </>
          ) : null}
          {' · '}
          {story.language.toUpperCase()}
        </Text>
        {story.summary ? <Text size="sm">{story.summary}</Text> : null}
        {story.warnings.length ? (
          <Group gap={4} aria-label={t('stories.reader.warnings')}>
            {story.warnings.map((w) => (
              <Badge key={w} color="orange" variant="outline" size="sm">
                {t(`stories.warning.${w}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
        {story.tags.length ? (
          <Group gap={4} aria-label={t('stories.reader.tags')}>
            {story.tags.map((tag) => (
              <Badge key={tag} component={Link} to={routeTo('stories-genre-slug', { genre: 'tag', slug: tag })} variant="light" size="sm" style={{ cursor: 'pointer' }}>
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          {[
            t.count('stories.card.words', story.wordCount, { count: n(story.wordCount) }),
            t.count('stories.card.minutes', story.readingMinutes, { count: n(story.readingMinutes) }),
            t.count('stories.card.chapters', story.chapterCount, { count: n(story.chapterCount) }),
            t.count('stories.card.reads', story.readCount, { count: n(story.readCount) }),
            t.count('stories.card.likes', story.likeCount, { count: n(story.likeCount) }),
            t.count('stories.card.comments', story.commentCount, { count: n(story.commentCount) }),
          ].join(' · ')}
        </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
