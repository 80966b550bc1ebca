import type { MessageKind } from '@community/contracts';
import type { Translator } from '../../shared/i18n/translator';

/** Short time for lists and bubbles: the time today, the weekday this week, else the date. */
export function formatWhen(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const tag = locale.replace('_', '-');
  const sameDay = at.toDateString() === now.toDateString();
  if (sameDay) return new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }).format(at);
  const days = (now.getTime() - at.getTime()) / 86_400_000;
  if (days < 6) return new Intl.DateTimeFormat(tag, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric' }).format(at);
}

/** A new client id for a message (the retry key). */
export const newClientId = (): string => crypto.randomUUID();

/** What a preview needs of a message: its kind, its text and, for an album invitation, the album's name. */
export interface PreviewSource {
  kind: MessageKind;
  body: string;
  albumName: string | null;
}

/**
 * The one-line preview of a message (conversation list, toasts, desktop notifications), in the member's
 * language: "Album invitation: Holidays", "📷 Photo", "🎬 Video", or the text (after the label when both).
 */
export function messagePreview(m: PreviewSource, t: Translator): string {
  const text = m.body.trim();
  if (m.kind === 'albumInvite') {
    const label = m.albumName ? t('messaging.preview.albumInvite', { name: m.albumName }) : t('messaging.albumInvite');
    return text ? `${label} · ${text}` : label;
  }
  if (m.kind === 'video') return `🎬 ${text || t('messaging.video')}`;
  if (m.kind === 'photo') return `📷 ${text || t('messaging.photo')}`;
  return text;
}
