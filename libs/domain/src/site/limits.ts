import { CHAT_MESSAGES_PER_TAB } from '../chat/messages.js';
import { AVATAR_COLOUR_COUNT } from '../format/avatar-colour.js';
import { COUNT_CAP } from '../format/count.js';

/** Business constants and limits every app shares (SPEC 9); times in milliseconds. */
export const LIMITS = {
  requestTimeoutMs: 10_000,
  errorToastMs: 30_000,
  toastMs: 5_000,
  toastGapMs: 500,
  desktopNotificationMs: 5_000,
  chunkReloadGuardMs: 60_000,
  redirectStatus: 302,
  mobileMaxWidthPx: 767,
  /** Cookie lifetime as SPEC 9 gives it (34,560,000 ms, about 9.6 hours). */
  ageConfirmCookieMs: 34_560_000,
  darkModeCookieMs: 34_560_000,
  headerShrinkScrollPx: 5,
  modalOpenMs: 150,
  modalCloseMs: 300,
  submitBusyMs: 300,
  fetchMinDelayMs: 200,
  spinnerDelayMs: 200,
  pageErrorTimeoutMs: 10_000,
  countCap: COUNT_CAP,
  chatMessagesPerTab: CHAT_MESSAGES_PER_TAB,
  conversationsPageSize: 15,
  friendsCacheMs: 60_000,
  keyValueCacheMaxAgeMs: 120_000,
  typingClearMs: 2_000,
  socketReconnectAttempts: 5,
  avatarColourCount: AVATAR_COLOUR_COUNT,
  quoteClampLines: 6,
  footerMaxColumns: 6,
} as const;

/** True at mobile widths (up to 767 px, SPEC 4). */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx <= LIMITS.mobileMaxWidthPx;
}
