/**
 * Gift cards and coin requests (issue 6): pure rules shared by the API and the site.
 *
 * A gift card is bought with coins and holds them in the `gift-cards` system account until someone redeems
 * its code, exactly once. Codes are 16 characters from an alphabet without look-alikes (no 0/O, 1/I):
 * 32^16 = 2^80 possibilities, so guessing one is hopeless even without the rate limit on redeeming.
 */

/** The values a gift card can be bought for, in coins. */
export const GIFT_CARD_VALUES = [100, 250, 500, 1000, 2500, 5000] as const;
export type GiftCardValue = (typeof GIFT_CARD_VALUES)[number];

export function isGiftCardValue(n: number): n is GiftCardValue {
  return (GIFT_CARD_VALUES as readonly number[]).includes(n);
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied from paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code from random bytes (one character per byte, alphabet of 32 so no modulo bias). */
export function codeFromBytes(bytes: Uint8Array, length: number): string {
  if (bytes.length < length) throw new RangeError(`need ${length} random bytes, got ${bytes.length}`);
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return out;
}

/**
 * What the member typed, as the stored code: upper case, spaces and dashes dropped. Null when it cannot be a
 * code (wrong length, or a character outside the alphabet such as 0, O, 1 or I).
 */
export function normaliseGiftCardCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]+/g, '');
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** `ABCDEFGHJKLMNPQR` → `ABCD-EFGH-JKLM-NPQR` (how codes are shown). */
export function formatGiftCardCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** Coin requests: a member asks another for coins; the other approves (the coins move) or declines. */
export const COIN_REQUEST_CODE_LENGTH = 10;
export const COIN_REQUEST_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/;
/** A requester may remind the payer once per this many hours, at most COIN_REQUEST_MAX_RESENDS times. */
export const COIN_REQUEST_RESEND_HOURS = 24;
export const COIN_REQUEST_MAX_RESENDS = 3;
/** Open requests one member may have waiting at once (stops a member from flooding others). */
export const MAX_OPEN_COIN_REQUESTS = 10;

export type ResendRefusal = 'too-soon' | 'too-many' | 'not-pending';

/** Whether a reminder may go now; the reason when not. `lastSentAt` is the creation or the last reminder. */
export function canResendCoinRequest(
  req: { status: string; resendCount: number; lastSentAt: Date },
  now: Date,
): { ok: true } | { ok: false; reason: ResendRefusal; retryAt?: Date } {
  if (req.status !== 'pending') return { ok: false, reason: 'not-pending' };
  if (req.resendCount >= COIN_REQUEST_MAX_RESENDS) return { ok: false, reason: 'too-many' };
  const retryAt = new Date(req.lastSentAt.getTime() + COIN_REQUEST_RESEND_HOURS * 3_600_000);
  if (now.getTime() < retryAt.getTime()) return { ok: false, reason: 'too-soon', retryAt };
  return { ok: true };
}
