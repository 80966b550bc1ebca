import { AlbumCreate, type Album } from '@community/contracts';
import { ALBUM_NAME_MAX, MEDIA_DESCRIPTION_MAX } from '@community/domain';
import { SiteModal, toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { mediaApi, mediaKeys } from './api';
import { VisibilityField } from './MediaFields';

type Form = z.input<typeof AlbumCreate>;
const FIELDS = ['name', 'description', 'visibility'] as const;

function AlbumFormBody({ album, onDone }: { album?: Album; onDone: (album: Album | null) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<Form, unknown, z.output<typeof AlbumCreate>>({
    resolver: zodResolver(AlbumCreate),
    defaultValues: { name: album?.name ?? '', description: album?.description ?? '', visibility: album?.visibility ?? 'members' },
  });
  const applyServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: (values: z.output<typeof AlbumCreate>) => (album ? mediaApi.updateAlbum(album.id, values) : mediaApi.createAlbum(values)),
    onSuccess: async (saved) => {
      toast.success(t('media.album.saved'));
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      onDone(saved);
    },
    onError: applyServerErrors,
  });
  const { register, control, handleSubmit, formState } = form;
  return (
    <form noValidate onSubmit={handleSubmit((v) => save.mutateAsync(v).catch(() => undefined))} data-testid="album-form">
      <Stack gap="sm">
        <FormAlert errors={formState.errors} />
        <TextInput label={t('media.album.name')} required maxLength={ALBUM_NAME_MAX} error={formState.errors.name?.message} data-autofocus {...register('name')} />
        <Textarea label={t('media.album.description')} maxLength={MEDIA_DESCRIPTION_MAX} autosize minRows={2} maxRows={5} error={formState.errors.description?.message} {...register('description')} />
        <VisibilityField control={control} name="visibility" modal />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {album ? t('media.album.save') : t('media.album.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Create an album, or edit one (name, description, who sees it). Navigate in `onClosed`, not `onDone`: the modal
 * gives its history entry back as it closes, and a navigation before that would be undone by it.
 */
export function AlbumFormModal({ opened, album, onDone, onClosed }: { opened: boolean; album?: Album; onDone: (album: Album | null) => void; onClosed?: () => void }) {
  const t = useT();
  return (
    <SiteModal
      opened={opened}
      onClose={() => onDone(null)}
      title={album ? t('media.album.edit') : t('media.album.new')}
      pinable
      closeLabel={t('common.close')}
      onExitTransitionEnd={onClosed}
    >
      {opened ? <AlbumFormBody album={album} onDone={onDone} /> : null}
    </SiteModal>
  );
}
