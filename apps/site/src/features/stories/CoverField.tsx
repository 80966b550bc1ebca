import type { StoryCover } from '@community/contracts';
import { toast } from '@community/ui';
import { Alert, Box, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { pickMedia } from '../media';
import { uploadWithProgress } from '../../shared/api/upload-with-progress';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A cover at one size, or a plain 2:3 placeholder saying there is none. */
export function CoverImage({
  cover,
  size = 'small',
  alt,
  width,
}: {
  cover: StoryCover | null | undefined;
  size?: keyof StoryCover;
  alt: string;
  width: number;
}) {
  const t = useT();
  if (!cover) {
    return (
      <Box
        w={width}
        h={Math.round((width * 3) / 2)}
        style={{
          borderRadius: 6,
          border: '1px dashed var(--mantine-color-default-border)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
        }}
        data-testid="cover-placeholder"
      >
        <Text size="xs" c="dimmed" ta="center" px={4}>
          {t('stories.cover.none')}
        </Text>
      </Box>
    );
  }
  return (
    <Image
      src={cover[size]}
      alt={alt}
      w={width}
      h={Math.round((width * 3) / 2)}
      radius="sm"
      fit="cover"
      style={{ flexShrink: 0 }}
      loading="lazy"
      data-testid="cover-image"
    />
  );
}

/**
 * Upload, replace or remove a cover: a preview, a file button with progress, and what the server refused
 * (type, size, the hash block list) shown as its message. With `onPickMedia` (stories) the writer may also
 * choose one of their own approved photos in the media picker; the server re-encodes it like an upload.
 */
export function CoverField<S extends z.ZodType>({
  cover,
  alt,
  uploadUrl,
  schema,
  onUploaded,
  onRemove,
  onPickMedia,
}: {
  cover: StoryCover | null | undefined;
  alt: string;
  uploadUrl: string;
  schema: S;
  onUploaded: (answer: z.output<S>) => void;
  onRemove?: () => Promise<unknown>;
  /** Sets the cover from one of the member's own photos (its media id); shows "Choose from my photos". */
  onPickMedia?: (mediaId: string) => Promise<z.output<S>>;
}) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [picking, setPicking] = useState(false);

  const upload = (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    uploadWithProgress('PUT', uploadUrl, file, schema, { onProgress: setProgress })
      .then((answer) => {
        onUploaded(answer);
        toast.success(t('stories.cover.saved'));
      })
      .catch((err: unknown) => setError(isApiRequestError(err) ? err.error.message : t('errors.unexpected')))
      .finally(() => setProgress(null));
  };

  const choose = async () => {
    if (!onPickMedia) return;
    const picked = await pickMedia({
      type: 'image',
      showAdult: false,
      showPrivate: false,
      emitSelectedOnClick: true,
      title: t('stories.cover.pickTitle'),
    });
    const first = picked?.[0];
    if (first?.kind !== 'media') return;
    setError(null);
    setPicking(true);
    try {
      onUploaded(await onPickMedia(first.item.id));
      toast.success(t('stories.cover.saved'));
    } catch (err: unknown) {
      setError(isApiRequestError(err) ? err.error.message : t('errors.unexpected'));
    } finally {
      setPicking(false);
    }
  };

  const remove = () => {
    if (!onRemove) return;
    setRemoving(true);
    onRemove()
      .then(() => toast.success(t('stories.cover.removed')))
      .catch((err: unknown) => setError(isApiRequestError(err) ? err.error.message : t('errors.unexpected')))
      .finally(() => setRemoving(false));
  };

  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid="cover-field">
      <CoverImage cover={cover} size="medium" alt={alt} width={120} />
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t('stories.cover.hint')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={upload} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant={cover ? 'default' : 'filled'} loading={progress !== null} disabled={picking}>
                {t(cover ? 'stories.cover.replace' : 'stories.cover.upload')}
              </Button>
            )}
          </FileButton>
          {onPickMedia ? (
            <Button
              variant="default"
              onClick={() => void choose()}
              loading={picking}
              disabled={progress !== null}
              data-testid="cover-from-photos"
            >
              {t('stories.cover.fromPhotos')}
            </Button>
          ) : null}
          {cover && onRemove ? (
            <Button variant="subtle" color="red" onClick={remove} loading={removing}>
              {t('stories.cover.remove')}
            </Button>
          ) : null}
        </Group>
        {progress !== null ? <Progress value={progress * 100} aria-label={t('stories.cover.uploading')} /> : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Group>
  );
}
