import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { detailQuery } from './api';
import { editPath, storyPath } from './paths';

/** `/stories/{id}/comments`: the story's page, at its comments (a link notifications and e-mails can use). */
export function StoryCommentsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const story = useQuery(detailQuery(id));
  if (story.data) return <Navigate to={`${storyPath(story.data)}#comments`} replace />;
  return <SitePage title={t('stories.comments.title')} ready={false} error={story.isError} resetKey={id} data-testid="story-comments-link">{() => null}</SitePage>;
}

/** `/stories/{id}/tags`: a story's tags, each to the stories sharing it; its writer may change them. */
export function StoryTagsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const story = useQuery(detailQuery(id));
  const s = story.data;
  return (
    <SitePage
      title={s ? t('stories.tagsOf.title', { title: s.title }) : t('stories.reader.tags')}
      ready={story.isSuccess}
      error={story.isError}
      resetKey={id}
      breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]}
      data-testid="story-tags"
    >
      {() => (
        <Stack gap="md">
          {s!.tags.length ? (
            <Group gap="xs">
              {s!.tags.map((tag) => (
                <Badge key={tag} component={Link} to={routeTo('stories-genre-slug', { genre: 'tag', slug: tag })} size="lg" variant="light" style={{ cursor: 'pointer' }}>
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text c="dimmed">{t('stories.tagsOf.none')}</Text>
          )}
          <Group gap="sm">
            <Anchor component={Link} to={storyPath(s!)}>
              {t('stories.tagsOf.back')}
            </Anchor>
            {s!.viewer.canEdit ? (
              <Button component={Link} to={editPath(s!)} variant="default" size="xs">
                {t('stories.tagsOf.edit')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </SitePage>
  );
}
