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
