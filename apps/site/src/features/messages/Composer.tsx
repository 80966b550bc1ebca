import { MESSAGE_MAX_LENGTH, TYPING_THROTTLE_MS } from '@community/domain';
import { ActionIcon, Alert, Button, Checkbox, Group, Loader, Popover, SimpleGrid, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { MessageForm, type Album, type MediaItem } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { applyServerErrors, SERVER_ERROR } from '../../shared/forms/server-errors';
import { useT } from '../../shared/i18n/useT';
import { pickMedia } from '../media';
import { messagingApi } from './api';
import { MESSAGE_EMOTICONS } from './emoticons';
import { newClientId } from './format';

export interface ComposerProps {
  /** SPEC 3: Enter sends (Shift+Enter adds a line) unless the member turned it off; Ctrl/⌘+Enter always sends. */
  sendOnEnter: boolean;
  /** Sends; rejects with the API error. The same clientId is reused when the member retries. */
  onSend: (body: ComposerMessage) => Promise<unknown>;
  /** Called at most once a second while the member types (the typing whisper). */
  onTyping?: () => void;
  disabled?: boolean;
  disabledReason?: string;
  loggedIn?: boolean;
  /** My member name: with it the composer offers "Invite to an album" (my albums, from the media module). */
  albumOwner?: string;
}

/** What the composer sends: `saveNote` keeps the message in the sender's saved messages (SPEC 7 message post). */
export interface ComposerMessage {
  clientId: string;
  message: string;
  saveNote?: boolean;
  /** One of my approved photos, or approved and processed videos, sent with (or instead of) the text. */
  media?: string;
  /** One of my albums: the recipients are invited to it (a card in the conversation). */
  albumInvite?: string;
}

const FIELDS = ['message', 'media', 'albumInvite', 'saveNote'] as const;

/** The message box of a thread: send-on-enter, a retry that cannot double-send, and the server's refusal shown in place. */
export function Composer({ sendOnEnter, onSend, onTyping, disabled = false, disabledReason, loggedIn = true, albumOwner }: ComposerProps) {
  const t = useT();
  // What the member writes and attaches, checked by the API's own schema (text, or a photo or an album instead).
  const form = useForm<MessageForm, unknown, z.output<typeof MessageForm>>({ resolver: zodResolver(MessageForm), defaultValues: { message: '', saveNote: false } });
  const { errors, isSubmitting: busy } = form.formState;
  // Kept until a send succeeds: a retry of the same text is the same message to the server.
  const pending = useRef<ComposerMessage | null>(null);
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [picking, setPicking] = useState(false);
  // The attachments' previews; the form holds their ids.
  const [photo, setPhoto] = useState<MediaItem | null>(null);
  const [album, setAlbum] = useState<Pick<Album, 'id' | 'name'> | null>(null);
  const text = form.watch('message');

  function attachPhoto(item: MediaItem | null) {
    setPhoto(item);
    form.setValue('media', item?.id);
  }

  function attachAlbum(picked: Pick<Album, 'id' | 'name'> | null) {
    setAlbum(picked);
    form.setValue('albumInvite', picked?.id);
  }

  /** Says why nothing was sent: the composer's own words, then the reason when there is one to give. */
  function refuse(reason: string) {
    form.setError(SERVER_ERROR, { type: 'composer', message: reason });
  }

  /** The media picker (my photos and videos); only an approved, processed item can go (the server says the same). */
  async function attach() {
    const picked = await pickMedia({ type: 'all', emitSelectedOnClick: true, showPrivate: true, title: t('messaging.composer.attachTitle') });
    const first = picked?.[0];
    if (!first || first.kind !== 'media') return;
    if (first.item.status !== 'approved' || first.item.processing !== 'ready') {
      refuse(first.item.kind === 'video' ? t('messaging.composer.videoPending') : t('messaging.composer.photoPending'));
      return;
    }
    form.clearErrors();
    attachPhoto(first.item);
    box.current?.focus();
  }

  /** Puts an emoticon's shortcode where the cursor is (the bubble shows it as the emoji). */
  function insert(code: string) {
    const el = box.current;
    const current = form.getValues('message');
    const at = el?.selectionStart ?? current.length;
    const before = current.slice(0, at);
    const after = current.slice(el?.selectionEnd ?? at);
    const spaced = `${before && !before.endsWith(' ') ? ' ' : ''}${code} `;
    form.setValue('message', `${before}${spaced}${after}`);
    typed(`${before}${spaced}${after}`);
    setPicking(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(before.length + spaced.length, before.length + spaced.length);
    });
  }

  async function send(values: z.output<typeof MessageForm>) {
    const message = values.message.trim();
    const saveNote = values.saveNote;
    // A retry keeps its client id; changing the text, the photo, the album or the save choice makes it another message.
    const previous = pending.current;
    const body: ComposerMessage =
      previous &&
      previous.message === message &&
      Boolean(previous.saveNote) === saveNote &&
      (previous.media ?? null) === (values.media ?? null) &&
      (previous.albumInvite ?? null) === (values.albumInvite ?? null)
        ? previous
        : {
            clientId: newClientId(),
            message,
            ...(saveNote ? { saveNote: true } : {}),
            ...(values.media ? { media: values.media } : {}),
            ...(values.albumInvite ? { albumInvite: values.albumInvite } : {}),
          };
    pending.current = body;
    try {
      await onSend(body);
      pending.current = null;
      form.reset();
      setPhoto(null);
      setAlbum(null);
    } catch (err) {
      // The site may already have acted (upgrade dialog, confirm page, toast): then say only that it was not sent.
      if (!isApiRequestError(err) || !applyServerErrors(err, form.setError, { fields: FIELDS, loggedIn, t })) refuse('');
    }
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if ((!form.getValues('message').trim() && !photo && !album) || busy || disabled) return;
    void form.handleSubmit(send)();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey || (sendOnEnter && !event.shiftKey)) {
      event.preventDefault();
      submit();
    }
  }

  /** The typing whisper, at most once a throttle period, for text that is more than spaces. */
  function typed(value: string) {
    const now = Date.now();
    if (onTyping && value.trim() && now - lastTyping.current >= TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      onTyping();
    }
  }

  const reason = errors.root?.server?.message ?? errors.message?.message ?? errors.media?.message ?? errors.albumInvite?.message ?? errors.saveNote?.message;
  const error = reason === undefined ? null : [t('messaging.composer.failed'), reason].filter(Boolean).join(' ');
  const messageField = form.register('message', { onChange: (e: ChangeEvent<HTMLTextAreaElement>) => typed(e.target.value) });

  if (disabled) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="composer-disabled">
        {disabledReason ?? t('messaging.composer.cannotReply')}
      </Text>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Stack gap={6}>
        {error ? (
          <Alert color="red" variant="light" py={6} role="alert">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{error}</Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => submit()}>
                {t('messaging.composer.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {photo ? (
          <Group gap="xs" wrap="nowrap" data-testid="composer-photo">
            <img
              src={photo.sizes.small}
              alt={photo.description || (photo.kind === 'video' ? t('messaging.video') : t('messaging.photo'))}
              width={48}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 8 }}
            />
            {photo.kind === 'video' ? <span aria-hidden>🎬</span> : null}
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => attachPhoto(null)}>
              {photo.kind === 'video' ? t('messaging.composer.removeVideo') : t('messaging.composer.removePhoto')}
            </Button>
          </Group>
        ) : null}
        {album ? (
          <Group gap="xs" wrap="nowrap" data-testid="composer-album">
            <span aria-hidden>🗂️</span>
            <Text size="sm" truncate miw={0}>
              {t('messaging.composer.inviteTo', { name: album.name })}
            </Text>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => attachAlbum(null)} style={{ flexShrink: 0 }}>
              {t('messaging.composer.removeAlbum')}
            </Button>
          </Group>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={t('messaging.composer.attach')} onClick={() => void attach()}>
            <span aria-hidden>📷</span>
          </ActionIcon>
          {albumOwner ? (
            <AlbumPicker
              owner={albumOwner}
              onPick={(a) => {
                attachAlbum(a);
                form.clearErrors();
                box.current?.focus();
              }}
            />
          ) : null}
          <Popover opened={picking} onChange={setPicking} position="top-start" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon variant="subtle" size="lg" aria-label={t('messaging.composer.emoticons')} aria-expanded={picking} onClick={() => setPicking((o) => !o)}>
                <span aria-hidden>🙂</span>
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <SimpleGrid cols={6} spacing={4} role="listbox" aria-label={t('messaging.composer.emoticons')}>
                {MESSAGE_EMOTICONS.map((e) => (
                  <UnstyledButton key={e.name} role="option" aria-selected={false} aria-label={e.shortcode} title={e.shortcode} fz={22} p={2} onClick={() => insert(e.shortcode)}>
                    {e.unicode}
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Popover.Dropdown>
          </Popover>
          <Textarea
            {...messageField}
            ref={(el) => {
              messageField.ref(el);
              box.current = el;
            }}
            flex={1}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-label={t('messaging.composer.label')}
            placeholder={t('messaging.composer.placeholder')}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" loading={busy} disabled={!text.trim() && !photo && !album}>
            {t('messaging.composer.send')}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {sendOnEnter ? t('messaging.composer.hintEnter') : t('messaging.composer.hintCtrlEnter')}
          </Text>
          <Checkbox size="xs" label={t('messaging.composer.saveNote')} {...form.register('saveNote')} />
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Invite to an album": a button opening my albums (loaded when opened); choosing one puts its invitation in
 * the message. Keyboard: the popover takes focus, Tab moves between albums, Enter chooses, Escape closes and
 * gives focus back to the button. On a phone the list fits the screen's width and scrolls.
 */
function AlbumPicker({ owner, onPick }: { owner: string; onPick: (album: Pick<Album, 'id' | 'name'>) => void }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [albums, setAlbums] = useState<Album[] | null>(null);
  const [failed, setFailed] = useState(false);

  async function load() {
    setFailed(false);
    try {
      setAlbums((await messagingApi.myAlbums(owner)).items);
    } catch {
      setFailed(true);
    }
  }

  function toggle() {
    const next = !opened;
    setOpened(next);
    if (next) void load();
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" withArrow shadow="md" trapFocus returnFocus width={280}>
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('messaging.composer.inviteAlbum')} title={t('messaging.composer.inviteAlbum')} aria-expanded={opened} aria-haspopup="dialog" onClick={toggle}>
          <span aria-hidden>🗂️</span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown style={{ maxWidth: 'calc(100vw - 24px)' }}>
        <Text size="sm" fw={600} mb={6}>
          {t('messaging.composer.albumsTitle')}
        </Text>
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {t('messaging.composer.albumsFailed')}
          </Text>
        ) : albums === null ? (
          <Group justify="center" py="xs">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : albums.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('messaging.composer.noAlbums')}
          </Text>
        ) : (
          <Stack gap={2} mah={260} style={{ overflowY: 'auto' }} data-testid="album-choices">
            {albums.map((a) => (
              <Button
                key={a.id}
                variant="subtle"
                justify="flex-start"
                fullWidth
                h="auto"
                mih={40}
                py={6}
                onClick={() => {
                  setOpened(false);
                  onPick({ id: a.id, name: a.name });
                }}
              >
                <Text size="sm" truncate>
                  {a.name}
                </Text>
              </Button>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
