import type { MediaItem } from '@community/contracts';
import { SiteModal } from '@community/ui';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { mediaApi, mediaKeys, type PickerFilter } from './api';
import { MediaThumb } from './MediaGrid';
import classes from './media.module.css';
import type { PickedMedia, PickerRequest } from './store';
import { MoreButton } from '../../shared/layout/MoreButton';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

/** Only https addresses of images are accepted as external images (never javascript:, data: or http:). */
export function externalImageUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

function PickerBody({ request, onDone }: { request: PickerRequest; onDone: (picked: PickedMedia[] | null) => void }) {
  const t = useT();
  const { profile } = useAuth();
  const o = request.options;
  const filter: PickerFilter = { type: o.type ?? 'image', showAdult: o.showAdult ?? true, showPrivate: o.showPrivate ?? true, includeMisc: o.includeMisc ?? true };
  const [selected, setSelected] = useState<MediaItem[]>([]);
  const [external, setExternal] = useState('');
  const [externalError, setExternalError] = useState<string | null>(null);
  const list = useKeysetPages(mediaKeys.mine(filter), (after, signal) => mediaApi.mine(filter, after, signal));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const toggle = (item: MediaItem) => {
    if (o.emitSelectedOnClick) {
      onDone([{ kind: 'media', item }]);
      return;
    }
    setSelected((all) => (all.some((s) => s.id === item.id) ? all.filter((s) => s.id !== item.id) : [...all, item]));
  };

  return (
    <Stack gap="sm" data-testid="media-picker">
      {list.isError ? <Alert color="red">{t('media.loadFailed')}</Alert> : null}
      {list.isPending ? <Text c="dimmed">{t('common.loading')}</Text> : null}
      {list.isSuccess && !items.length ? (
        <Text c="dimmed" data-testid="picker-empty">
          {t('media.picker.empty')}
        </Text>
      ) : null}
      {items.length ? (
        <ul className={classes.grid}>
          {items.map((item, i) => (
            <li key={item.id}>
              <MediaThumb item={item} index={i} showStatus selected={o.emitSelectedOnClick ? undefined : selected.some((s) => s.id === item.id)} onClick={() => toggle(item)} />
            </li>
          ))}
        </ul>
      ) : null}
      <MoreButton list={list} size="xs" style={{ alignSelf: 'center' }}>
        {t('media.more')}
      </MoreButton>
      {items.some((i) => i.status === 'pending') ? (
        <Text size="xs" c="dimmed">
          {t('media.picker.pendingNote')}
        </Text>
      ) : null}
      {profile ? (
        <Text size="sm">
          <Anchor component={Link} to={routeTo('profile-name-media', { name: profile.member.name })}>
            {t('media.picker.upload')}
          </Anchor>
        </Text>
      ) : null}
      {o.externalImages ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const url = externalImageUrl(external);
            if (!url) {
              setExternalError(t('media.picker.externalInvalid'));
              return;
            }
            onDone([...selected.map((item) => ({ kind: 'media' as const, item })), { kind: 'external', url }]);
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('media.picker.external')}
              placeholder="https://"
              value={external}
              onChange={(e) => {
                setExternal(e.currentTarget.value);
                setExternalError(null);
              }}
              error={externalError}
              style={{ flex: 1 }}
              type="url"
            />
            <Button type="submit" variant="default" mb={externalError ? 22 : 0}>
              {t('media.picker.externalAdd')}
            </Button>
          </Group>
        </form>
      ) : null}
      {!o.emitSelectedOnClick ? (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!selected.length} onClick={() => onDone(selected.map((item) => ({ kind: 'media' as const, item })))} data-testid="picker-use">
            {t.count('media.picker.use', selected.length)}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The media picker overlay (SPEC 2, options SPEC 3): the member's own media, filtered by the caller's options. */
export function MediaPicker({ request, onDone }: { request: PickerRequest | null; onDone: (picked: PickedMedia[] | null) => void }) {
  const t = useT();
  const [last, setLast] = useState<PickerRequest | null>(request);
  useEffect(() => {
    if (request) setLast(request);
  }, [request]);
  const shown = request ?? last;
  return (
    <SiteModal opened={Boolean(request)} onClose={() => onDone(null)} title={shown?.options.title ?? t('media.picker.title')} size="xl" pinable closeLabel={t('common.close')}>
      {shown && request ? <PickerBody request={shown} onDone={onDone} /> : null}
    </SiteModal>
  );
}
