import { StoryCover, type ProfileView } from '@community/contracts';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { storiesApi, storiesKeys } from './api';
import { CoverField } from './CoverField';
import { storyPath } from './paths';

/** `/profile/{name}/stories/covers`: on one's own profile, every story with its cover to upload, replace or remove. */
export function CoversPanel({ profile }: { profile: ProfileView }) {
  const t = useT();
  const self = profile.relation?.self ?? false;
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: storiesKeys.mine,
    queryFn: ({ signal }) => storiesApi.allMine(signal),
    enabled: self,
  });
  if (!self) return <Alert color="gray">{t('stories.covers.ownOnly', { name: profile.name })}</Alert>;
  const refresh = () => queryClient.invalidateQueries({ queryKey: storiesKeys.all });
  return (
    <Stack gap="md" data-testid="covers-page">
      <Text c="dimmed">{t('stories.covers.intro')}</Text>
      <Anchor component={Link} to={routeTo('cover-editor')} size="sm" data-testid="cover-editor-link">
        {t('stories.cover.designer')}
      </Anchor>
      {mine.isPending ? <Text c="dimmed">{t('common.loading')}</Text> : null}
      {mine.isError ? <Alert color="red">{t('stories.list.failed')}</Alert> : null}
      {mine.data && mine.data.length === 0 ? <Text c="dimmed">{t('stories.covers.empty')}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(mine.data ?? []).map((s) => (
          <li key={s.id}>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Group gap="xs">
                  <Anchor component={Link} to={storyPath(s)} fw={600}>
                    {s.title || t('stories.series.untitled')}
                  </Anchor>
                  {s.status === 'draft' ? <Badge color="gray">{t('stories.card.draft')}</Badge> : null}
                </Group>
                <CoverField
                  cover={s.cover}
                  alt={t('stories.cover.alt', { title: s.title })}
                  uploadUrl={`/api/stories/${encodeURIComponent(s.id)}/cover`}
                  schema={StoryCover}
                  onUploaded={() => void refresh()}
                  onRemove={() => storiesApi.removeCover(s.id).then(refresh)}
                  onPickMedia={(mediaId) => storiesApi.coverFromMedia(s.id, mediaId)}
                />
              </Stack>
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
