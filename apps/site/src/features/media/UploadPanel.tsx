import { MediaUploadSettings, type Album } from '@community/contracts';
import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES, MEDIA_MAX_VIDEO_SECONDS } from '@community/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { mediaApi, mediaKeys } from './api';
import { AlbumField, VisibilityField } from './MediaFields';
import { ACCEPTED_TYPES, precheck, uploadMedia } from './upload';
import { SectionHeading } from '../../shared/layout/SectionHeading';

type Row = {
  key: number;
  name: string;
  /** Of the upload while `uploading`; of the server's preparation while `processing`. */
  progress: number;
  state: 'queued' | 'uploading' | 'processing' | 'done' | 'failed';
  error?: string;
  note?: string;
  abort?: AbortController;
};

/** How often a row asks how far the server has got with a video or an animation. */
const PROCESSING_POLL_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const MAX_MB = Math.round(MEDIA_MAX_IMAGE_BYTES / 1024 / 1024);
const MAX_VIDEO_MB = Math.round(MEDIA_MAX_VIDEO_BYTES / 1024 / 1024);

/**
 * Upload photos and videos: choose several, each gets its own progress bar; the settings apply to the
 * batch. A video or an animated GIF answers "processing" (202: the server prepares its sizes in the
 * background); its row then shows a second bar with the server's progress until the item is ready or failed.
 */
export function UploadPanel({ albums, albumId }: { albums?: readonly Album[]; albumId?: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  // The batch's settings, checked by the upload's own query schema before any file goes.
  const form = useForm<z.input<typeof MediaUploadSettings>, unknown, MediaUploadSettings>({
    resolver: zodResolver(MediaUploadSettings),
    defaultValues: { visibility: 'members', album: albumId, adult: 'false' },
  });
  const nextKey = useRef(1);

  const patch = (key: number, p: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...p } : r)));

  async function start(files: File[], { visibility, album, adult }: MediaUploadSettings) {
    const batch: Array<{ row: Row; file: File }> = files.map((file) => {
      const key = nextKey.current++;
      const problem = precheck(file);
      const error =
        problem === 'too-large'
          ? t('media.upload.tooLarge', { max: MAX_MB })
          : problem === 'video-too-large'
            ? t('media.upload.videoTooLarge', { max: MAX_VIDEO_MB })
            : problem === 'heic'
              ? t('media.upload.heic')
              : problem === 'not-image'
                ? t('media.upload.notImage')
                : undefined;
      return { row: { key, name: file.name, progress: 0, state: error ? 'failed' : 'queued', error }, file };
    });
    setRows((all) => [...all, ...batch.map((b) => b.row)]);
    // One at a time: each bar then shows real progress, and a phone's upload is not split between files.
    for (const { row, file } of batch) {
      if (row.state === 'failed') continue;
      const abort = new AbortController();
      patch(row.key, { state: 'uploading', abort });
      try {
        const item = await uploadMedia(file, {
          query: { visibility, album, adult: adult ? 'true' : 'false' },
          onProgress: (f) => patch(row.key, { progress: Math.round(f * 100) }),
          signal: abort.signal,
        });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        if (item.processing === 'processing') void follow(row.key, item.id, item.progress);
        else patch(row.key, { state: 'done', progress: 100, abort: undefined });
      } catch (err) {
        patch(row.key, { state: 'failed', abort: undefined, error: isApiRequestError(err) ? err.error.message : t('errors.unexpected') });
      }
    }
  }

  /** Follows a processing item (the next file uploads meanwhile) until the server says ready or failed. */
  async function follow(key: number, id: string, progress: number) {
    patch(key, { state: 'processing', progress, abort: undefined, note: t('media.upload.processing') });
    for (;;) {
      await sleep(PROCESSING_POLL_MS);
      try {
        const item = await mediaApi.item(id);
        if (item.processing === 'processing') {
          patch(key, { progress: item.progress });
          continue;
        }
        if (item.processing === 'failed') patch(key, { state: 'failed', note: undefined, error: item.processingError ?? t('errors.unexpected') });
        else patch(key, { state: 'done', progress: 100, note: undefined });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        return;
      } catch (err) {
        // Deleted meanwhile (404): nothing left to follow. Anything else: ask again.
        if (isApiRequestError(err) && err.error.statusCode === 404) {
          setRows((all) => all.filter((r) => r.key !== key));
          return;
        }
      }
    }
  }

  const busy = rows.some((r) => r.state === 'uploading' || r.state === 'queued');
  return (
    <Paper withBorder radius="md" p="md" data-testid="upload-panel">
      <Stack gap="sm">
        <SectionHeading title={t('media.upload.title')} text={`${t('media.upload.hint', { max: MAX_MB })} ${t('media.upload.hintVideo', { max: MAX_VIDEO_MB, seconds: MEDIA_MAX_VIDEO_SECONDS })}`} order={3} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <VisibilityField control={form.control} name="visibility" w={{ base: '100%', xs: 220 }} />
          {albums && albums.length > 0 && !albumId ? (
            <AlbumField control={form.control} name="album" albums={albums} none={undefined} w={{ base: '100%', xs: 220 }} />
          ) : null}
          <Controller
            control={form.control}
            name="adult"
            render={({ field }) => (
              <Checkbox label={t('media.upload.adult')} checked={field.value === 'true'} onChange={(e) => field.onChange(e.currentTarget.checked ? 'true' : 'false')} mb={8} />
            )}
          />
        </Group>
        <Group gap="sm">
          <Button onClick={() => input.current?.click()} loading={busy}>
            {t('media.upload.choose')}
          </Button>
          {rows.some((r) => r.state === 'done' || r.state === 'failed') && !busy ? (
            <Button variant="subtle" onClick={() => setRows((all) => all.filter((r) => r.state !== 'done' && r.state !== 'failed'))}>
              {t('media.upload.clear')}
            </Button>
          ) : null}
        </Group>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          multiple
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length) void form.handleSubmit((settings) => start(files, settings))();
          }}
        />
        {rows.length ? (
          <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite">
            {rows.map((r) => (
              <li key={r.key} data-testid="upload-row" data-state={r.state}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate style={{ minWidth: 0 }}>
                    {r.name}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="xs" c={r.state === 'failed' ? 'red' : 'dimmed'}>
                      {r.state === 'done'
                        ? t('media.upload.ready')
                        : r.state === 'failed'
                          ? t('media.upload.failed')
                          : r.state === 'processing'
                            ? t('media.upload.preparing', { percent: r.progress })
                            : `${r.progress}%`}
                    </Text>
                    {r.state === 'uploading' ? (
                      <Button size="compact-xs" variant="subtle" onClick={() => r.abort?.abort()}>
                        {t('media.upload.cancel')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
                <Progress
                  value={r.state === 'failed' ? 100 : r.progress}
                  color={r.state === 'failed' ? 'red' : r.state === 'done' ? 'green' : r.state === 'processing' ? 'teal' : undefined}
                  size="sm"
                  aria-label={r.state === 'processing' ? t('media.upload.preparingLabel', { file: r.name }) : t('media.upload.progress', { file: r.name })}
                  animated={r.state === 'uploading' || r.state === 'processing'}
                  data-testid={r.state === 'processing' ? 'processing-progress' : undefined}
                />
                {r.note ? (
                  <Text size="xs" c="dimmed" mt={2} data-testid="upload-note">
                    {r.note}
                  </Text>
                ) : null}
                {r.error ? (
                  <Text size="xs" c="red" mt={2}>
                    {r.error}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
