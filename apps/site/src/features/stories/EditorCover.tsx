import { StoryCover } from '@community/contracts';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { detailQuery, storiesApi, storiesKeys } from './api';
import { CoverField } from './CoverField';

/** The editor's cover step: upload once the draft exists (it has an id after its first autosave). */
export function EditorCover({ storyId, title }: { storyId: string | null; title: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const story = useQuery({ ...detailQuery(storyId ?? ''), enabled: storyId !== null });
  if (!storyId) return <Alert color="gray">{t('stories.cover.saveFirst')}</Alert>;
  const refresh = () => queryClient.invalidateQueries({ queryKey: storiesKeys.all });
  return (
    <Stack gap="sm">
      <CoverField
        cover={story.data?.cover ?? null}
        alt={t('stories.cover.alt', { title })}
        uploadUrl={`/api/stories/${encodeURIComponent(storyId)}/cover`}
        schema={StoryCover}
        onUploaded={() => void refresh()}
        onRemove={() => storiesApi.removeCover(storyId).then(refresh)}
        onPickMedia={(mediaId) => storiesApi.coverFromMedia(storyId, mediaId)}
      />
      {/* A new tab: the story editor keeps its place while the writer designs. */}
      <Anchor component={Link} to={`${routeTo('cover-editor')}?story=${encodeURIComponent(storyId)}`} target="_blank" size="sm" data-testid="cover-editor-link">
        {t('stories.cover.designer')}
      </Anchor>
    </Stack>
  );
}
