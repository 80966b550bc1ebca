import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { chatSettingsQuery } from './api';

const WIDTH = { small: 320, medium: 480, large: 640 } as const;

/**
 * `/camtest`: try the camera with the chat's camera settings (format, size, orientation) before chatting.
 * The picture stays in the browser; nothing is sent. Broadcasting a camera in rooms is not offered yet.
 */
export function CamTestPage() {
  const t = useT();
  const settings = useQuery(chatSettingsQuery());
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  const s = settings.data;
  const width = WIDTH[s?.camSize ?? 'medium'];
  const ratio = s?.camFormat === '16:9' ? 16 / 9 : 4 / 3;
  const portrait = s?.camOrientation === 'portrait';
  const [w, h] = portrait ? [Math.round(width / ratio), width] : [width, Math.round(width / ratio)];
  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(t('chat.cam.unsupported'));
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: w }, height: { ideal: h } }, audio: false });
      setStream(media);
      if (video.current) video.current.srcObject = media;
    } catch {
      setError(t('chat.cam.denied'));
    }
  };
  const stop = () => {
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
  };
  return (
    <SitePage title={t('chat.cam.title')} size="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          <Text>{t('chat.cam.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('chat.cam.settings', { format: s?.camFormat ?? '4:3', size: t(`chat.settings.camSize.${s?.camSize ?? 'medium'}`), orientation: t(`chat.settings.camOrientation.${s?.camOrientation ?? 'landscape'}`) })}
          </Text>
          <video ref={video} autoPlay playsInline muted width={w} height={h} style={{ maxWidth: '100%', height: 'auto', aspectRatio: `${w} / ${h}`, background: 'var(--mantine-color-dark-7)', borderRadius: 8, objectFit: 'cover' }} aria-label={t('chat.cam.preview')} />
          {error ? (
            <Alert color="orange" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group>
            {stream ? <Button variant="default" onClick={stop}>{t('chat.cam.stop')}</Button> : <Button onClick={() => void start()}>{t('chat.cam.start')}</Button>}
          </Group>
        </Stack>
      </Paper>
    </SitePage>
  );
}
