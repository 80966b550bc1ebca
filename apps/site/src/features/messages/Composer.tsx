import { MESSAGE_MAX_LENGTH, TYPING_THROTTLE_MS } from '@community/domain';
import { ActionIcon, Alert, Button, Checkbox, Group, Popover, SimpleGrid, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import type { MediaItem } from '@community/contracts';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { decideErrorAction, silencesForms } from '../../app/api/error-actions';
import { isApiRequestError } from '../../app/api/errors';
import { useT } from '../../app/i18n/useT';
import { pickMedia } from '../media';
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
}

/** What the composer sends: `saveNote` keeps the message in the sender's saved messages (SPEC 7 message post). */
export interface ComposerMessage {
  clientId: string;
  message: string;
  saveNote?: boolean;
  /** One of my approved photos, sent with (or instead of) the text. */
  media?: string;
}

/** The message box of a thread: send-on-enter, a retry that cannot double-send, and the server's refusal shown in place. */
export function Composer({ sendOnEnter, onSend, onTyping, disabled = false, disabledReason, loggedIn = true }: ComposerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Kept until a send succeeds: a retry of the same text is the same message to the server.
  const pending = useRef<ComposerMessage | null>(null);
  const [saveNote, setSaveNote] = useState(false);
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  const [photo, setPhoto] = useState<MediaItem | null>(null);

  /** The media picker (my photos); only an approved, processed photo can go (the server says the same). */
  async function attach() {
    const picked = await pickMedia({ type: 'image', emitSelectedOnClick: true, showPrivate: true, title: t('messaging.composer.attachTitle') });
    const first = picked?.[0];
    if (!first || first.kind !== 'media') return;
    if (first.item.status !== 'approved' || first.item.processing !== 'ready') {
      setError(`${t('messaging.composer.failed')} ${t('messaging.composer.photoPending')}`);
      return;
    }
    setError(null);
    setPhoto(first.item);
    box.current?.focus();
  }

  /** Puts an emoticon's shortcode where the cursor is (the bubble shows it as the emoji). */
  function insert(code: string) {
    const el = box.current;
    const at = el?.selectionStart ?? text.length;
    const before = text.slice(0, at);
    const after = text.slice(el?.selectionEnd ?? at);
    const spaced = `${before && !before.endsWith(' ') ? ' ' : ''}${code} `;
    onChange(`${before}${spaced}${after}`);
    setPicking(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(before.length + spaced.length, before.length + spaced.length);
    });
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if ((!message && !photo) || busy || disabled) return;
    // A retry keeps its client id; changing the text, the photo or the save choice makes it another message.
    const previous = pending.current;
    const body: ComposerMessage =
      previous && previous.message === message && Boolean(previous.saveNote) === saveNote && (previous.media ?? null) === (photo?.id ?? null)
        ? previous
        : { clientId: newClientId(), message, ...(saveNote ? { saveNote: true } : {}), ...(photo ? { media: photo.id } : {}) };
    pending.current = body;
    setBusy(true);
    setError(null);
    try {
      await onSend(body);
      pending.current = null;
      setText('');
      setSaveNote(false);
      setPhoto(null);
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  }

  function describe(err: unknown): string {
    if (!isApiRequestError(err)) return t('messaging.composer.failed');
    // The site already acted (upgrade dialog, confirm page, toast): say only that it was not sent.
    if (silencesForms(decideErrorAction(err.kind, err.error, { loggedIn, source: 'mutation' }))) return t('messaging.composer.failed');
    const field = err.error.errors?.[0]?.message;
    return `${t('messaging.composer.failed')} ${field ?? err.error.message}`;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey || (sendOnEnter && !event.shiftKey)) {
      event.preventDefault();
      void submit();
    }
  }

  function onChange(value: string) {
    setText(value);
    const now = Date.now();
    if (onTyping && value.trim() && now - lastTyping.current >= TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      onTyping();
    }
  }

  if (disabled) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="composer-disabled">
        {disabledReason ?? t('messaging.composer.cannotReply')}
      </Text>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <Stack gap={6}>
        {error ? (
          <Alert color="red" variant="light" py={6} role="alert">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{error}</Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => void submit()}>
                {t('messaging.composer.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {photo ? (
          <Group gap="xs" wrap="nowrap" data-testid="composer-photo">
            <img src={photo.sizes.small} alt={photo.description || t('messaging.photo')} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 8 }} />
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setPhoto(null)}>
              {t('messaging.composer.removePhoto')}
            </Button>
          </Group>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={t('messaging.composer.attach')} onClick={() => void attach()}>
            <span aria-hidden>📷</span>
          </ActionIcon>
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
            ref={box}
            flex={1}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-label={t('messaging.composer.label')}
            placeholder={t('messaging.composer.placeholder')}
            value={text}
            onChange={(e) => onChange(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" loading={busy} disabled={!text.trim() && !photo}>
            {t('messaging.composer.send')}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {sendOnEnter ? t('messaging.composer.hintEnter') : t('messaging.composer.hintCtrlEnter')}
          </Text>
          <Checkbox size="xs" label={t('messaging.composer.saveNote')} checked={saveNote} onChange={(e) => setSaveNote(e.currentTarget.checked)} />
        </Group>
      </Stack>
    </form>
  );
}
