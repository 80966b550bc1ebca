import type { MediaItem, OwnAvatar } from '@community/contracts';
import { AVATAR_MAX_BYTES } from '@community/domain';
import { toast } from '@community/ui';
import { Alert, Avatar, Box, Button, FileButton, Group, Image, Progress, Slider, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { pickMedia } from '../media';
import { membersApi, membersKeys, ownAvatarQuery } from './api';
import { squareBox, uploadAvatar } from './avatar-upload';
import { SectionHeading } from '../../shared/layout/SectionHeading';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const MAX_MB = Math.round(AVATAR_MAX_BYTES / 1024 / 1024);
const COLOURS = ['pink', 'grape', 'indigo', 'teal'] as const;

/** The square crop over the chosen photo: drag to move, slider to size. Reports the box as fractions. */
function Cropper({ src, onBox }: { src: string; onBox: (box: ReturnType<typeof squareBox>) => void }) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; cx: number; cy: number } | null>(null);
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const [centre, setCentre] = useState({ x: 0.5, y: 0.5 });
  const [side, setSide] = useState(0.9);
  const box = natural ? squareBox(natural.w, natural.h, centre, side) : null;
  const key = box ? `${box.x}:${box.y}:${box.width}:${box.height}` : '';
  const reportBox = useEffectEvent(() => {
    if (box) onBox(box);
  });
  // Only when the box itself changes (not on every render's new object).
  useEffect(() => {
    reportBox();
  }, [key]);

  const onDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, cx: centre.x, cy: centre.y };
  };
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!d || !rect || !natural || !box) return;
    const half = { x: box.width / 2, y: box.height / 2 };
    const clamp = (v: number, h: number) => Math.min(1 - h, Math.max(h, v));
    setCentre({ x: clamp(d.cx + (e.clientX - d.x) / rect.width, half.x), y: clamp(d.cy + (e.clientY - d.y) / rect.height, half.y) });
  };
  const onUp = () => {
    drag.current = null;
  };

  return (
    <Stack gap="xs">
      <Box ref={frame} pos="relative" maw={420} style={{ userSelect: 'none', touchAction: 'none', lineHeight: 0, overflow: 'hidden', borderRadius: 8 }} data-testid="avatar-cropper">
        <img
          src={src}
          alt={t('members.avatar.preview')}
          style={{ width: '100%', display: 'block', borderRadius: 8 }}
          draggable={false}
          onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
        />
        {box ? (
          <Box
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
            data-testid="avatar-crop-box"
            style={{
              position: 'absolute',
              left: `${box.x * 100}%`,
              top: `${box.y * 100}%`,
              width: `${box.width * 100}%`,
              height: `${box.height * 100}%`,
              border: '2px solid white',
              borderRadius: '50%',
              boxShadow: '0 0 0 9999px rgba(0,0,0,0.55)',
              cursor: 'move',
            }}
          />
        ) : null}
      </Box>
      <Text size="sm" id="avatar-zoom-label">
        {t('members.avatar.zoom')}
      </Text>
      <Slider maw={420} min={20} max={100} value={Math.round(side * 100)} onChange={(v) => setSide(v / 100)} aria-labelledby="avatar-zoom-label" label={null} />
    </Stack>
  );
}

/**
 * The member's profile photo (`/setup/photo` and the profile's edit tab): what others see, the photo
 * waiting for a moderator, the last refusal; choose, crop and upload; remove.
 */
export function AvatarEditor({ onUploaded }: { onUploaded?: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { profile } = useAuth();
  const own = useQuery(ownAvatarQuery());
  const [file, setFile] = useState<File | null>(null);
  /** Or one of my approved photos (the media picker): cropped and stored by the server like an upload. */
  const [picked, setPicked] = useState<MediaItem | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [box, setBox] = useState<ReturnType<typeof squareBox> | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (picked) return setSrc(picked.sizes.large);
    if (!file) return setSrc(null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file, picked]);

  const refresh = async (data: OwnAvatar) => {
    queryClient.setQueryData(membersKeys.avatar, data);
    await Promise.all([queryClient.invalidateQueries({ queryKey: authKeys.profile }), queryClient.invalidateQueries({ queryKey: membersKeys.all })]);
  };
  const upload = useMutation({
    mutationFn: () => (picked ? membersApi.avatarFromMedia(picked.id, box!) : uploadAvatar(file!, box!, { onProgress: setProgress })),
    onSuccess: async (data) => {
      setFile(null);
      setPicked(null);
      setProgress(0);
      await refresh(data);
      toast.success(t('members.avatar.uploaded'));
      onUploaded?.();
    },
    onError: (error) => {
      setProgress(0);
      toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected'));
    },
  });
  const remove = useMutation({
    mutationFn: () => membersApi.removeAvatar(),
    onSuccess: async (data) => {
      await refresh(data);
      toast.success(t('members.avatar.removed'));
    },
    onError: (error) => toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected')),
  });

  const choose = (f: File | null) => {
    if (!f) return;
    if (f.size > AVATAR_MAX_BYTES) return toast.error(t('members.avatar.tooLarge', { max: MAX_MB }));
    if (f.type && !ACCEPT.split(',').includes(f.type)) return toast.error(t('members.avatar.notImage'));
    setPicked(null);
    setFile(f);
  };

  async function fromPhotos() {
    const chosen = await pickMedia({ type: 'image', showAdult: false, showPrivate: true, emitSelectedOnClick: true, title: t('discover.avatar.fromPhotos') });
    const first = chosen?.[0];
    if (!first || first.kind !== 'media') return;
    if (first.item.status !== 'approved' || first.item.processing !== 'ready') return toast.error(t('discover.wall.photoPending'));
    setFile(null);
    setPicked(first.item);
  }
  const chosen = file !== null || picked !== null;

  const data = own.data;
  const colour = COLOURS[((data?.approved.colour ?? 1) - 1) % COLOURS.length];
  const name = profile?.member.name ?? '';
  return (
    <Stack gap="md" data-testid="avatar-editor">
      <SectionHeading title={t('members.avatar.title')} text={t('members.avatar.help', { max: MAX_MB })} order={3} />
      {data ? (
        <Group gap="xl" align="flex-start">
          <Stack gap={4} align="center">
            <Avatar src={data.approved.large} size={96} radius={96} color={colour} variant="filled" alt={name}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="xs" c="dimmed">
              {t('members.avatar.current')}
            </Text>
          </Stack>
          {data.pending ? (
            <Stack gap={4} align="center" data-testid="avatar-pending">
              <Image src={data.pending.large} w={96} h={96} radius={96} alt={t('members.avatar.pendingAlt')} />
              <Text size="xs" c="dimmed">
                {t('members.avatar.pendingLabel')}
              </Text>
            </Stack>
          ) : null}
        </Group>
      ) : null}
      {data?.pending ? (
        <Alert variant="light" color="yellow">
          {t('members.avatar.pending')}
        </Alert>
      ) : null}
      {data?.rejected && !data.pending ? (
        <Alert variant="light" color="red" data-testid="avatar-rejected">
          {t('members.avatar.rejected', { reason: data.rejected.reason })}
        </Alert>
      ) : null}
      {!data?.approved.large && !data?.pending ? (
        <Text size="sm" c="dimmed">
          {t('members.avatar.none')}
        </Text>
      ) : null}
      {src ? <Cropper key={src} src={src} onBox={setBox} /> : null}
      {upload.isPending ? <Progress value={progress * 100} animated aria-label={t('members.avatar.upload')} /> : null}
      <Group>
        <FileButton onChange={choose} accept={ACCEPT}>
          {(props) => (
            <Button variant={chosen ? 'default' : 'filled'} {...props} data-testid="avatar-choose">
              {chosen ? t('members.avatar.chooseOther') : t('members.avatar.choose')}
            </Button>
          )}
        </FileButton>
        <Button variant="default" onClick={() => void fromPhotos()} disabled={upload.isPending} data-testid="avatar-from-photos">
          {t('discover.avatar.fromPhotos')}
        </Button>
        {chosen ? (
          <>
            <Button onClick={() => upload.mutate()} loading={upload.isPending} disabled={!box} data-testid="avatar-upload">
              {t('members.avatar.upload')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setFile(null);
                setPicked(null);
              }}
              disabled={upload.isPending}
            >
              {t('members.avatar.cancel')}
            </Button>
          </>
        ) : null}
        {!chosen && (data?.approved.large || data?.pending) ? (
          <Button variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('members.avatar.remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
