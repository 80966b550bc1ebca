/**
 * Flood control for chat rooms (libs/domain: arithmetic only, the caller keeps the state and the clock).
 *
 * - Rate: a token bucket per member, `burst` messages at once, refilled at `perSecond`. A member sending
 *   faster is throttled: the message is refused with a notice and the time until the next one is allowed.
 * - Copy-paste: the same text (case, spacing and punctuation ignored) as one of the member's last
 *   `repeatCount` messages within `repeatWindowMs`, or one text repeated over and over inside a message,
 *   never reaches the room.
 * - Slow mode (per room): one message per N seconds per member.
 */
export interface FloodPolicy {
  burst: number;
  perSecond: number;
  repeatWindowMs: number;
  repeatCount: number;
}

/** 5 at once, then 1 a second; the same text again within 30 s (against the last 3) is dropped. */
export const CHAT_FLOOD_POLICY: FloodPolicy = { burst: 5, perSecond: 1, repeatWindowMs: 30_000, repeatCount: 3 };

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 1000;

/** Slow mode choices a room owner picks from (seconds; 0 is off). */
export const CHAT_SLOW_MODE_MAX = 600;

export interface FloodState {
  tokens: number;
  at: number;
  recent: readonly { text: string; at: number }[];
}

export type FloodDecision = { allow: true; next: FloodState } | { allow: false; reason: 'flood' | 'repeat'; retryAfterMs: number; next: FloodState };

/** The text as the copy-paste rule compares it: lower case, letters and digits only, single spaces. */
export function floodFingerprint(body: string): string {
  return body
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when a message is one short text pasted four or more times (`buy now buy now buy now buy now`). */
export function isRepeatedPaste(body: string): boolean {
  const f = floodFingerprint(body).replace(/ /g, '');
  if (f.length < 8) return false;
  return /^(.{1,200}?)\1{3,}$/su.test(f);
}

/**
 * Decides whether a member may send `body` now. A refused message costs nothing (the bucket is not
 * charged), so a throttled member gets through again after `retryAfterMs`.
 */
export function floodCheck(state: FloodState | undefined, body: string, now: number, policy: FloodPolicy = CHAT_FLOOD_POLICY): FloodDecision {
  const prev = state ?? { tokens: policy.burst, at: now, recent: [] };
  const elapsed = Math.max(0, now - prev.at);
  const tokens = Math.min(policy.burst, prev.tokens + (elapsed / 1000) * policy.perSecond);
  const recent = prev.recent.filter((r) => now - r.at < policy.repeatWindowMs).slice(-policy.repeatCount);
  const text = floodFingerprint(body);
  const base: FloodState = { tokens, at: now, recent };
  if (isRepeatedPaste(body) || (text.length > 0 && recent.some((r) => r.text === text))) {
    const same = recent.find((r) => r.text === text);
    return { allow: false, reason: 'repeat', retryAfterMs: same ? policy.repeatWindowMs - (now - same.at) : 0, next: base };
  }
  if (tokens < 1) {
    return { allow: false, reason: 'flood', retryAfterMs: Math.ceil(((1 - tokens) / policy.perSecond) * 1000), next: base };
  }
  return { allow: true, next: { tokens: tokens - 1, at: now, recent: [...recent, { text, at: now }].slice(-policy.repeatCount) } };
}

/** Slow mode: one message per `seconds` per member; `lastAt` is when the member's last message was accepted. */
export function slowModeCheck(lastAt: number | undefined, seconds: number, now: number): { allow: true } | { allow: false; retryAfterMs: number } {
  if (seconds <= 0 || lastAt === undefined) return { allow: true };
  const wait = lastAt + seconds * 1000 - now;
  return wait > 0 ? { allow: false, retryAfterMs: wait } : { allow: true };
}

/** At most how many messages a member gets through in `ms` milliseconds from a full bucket. */
export function floodAllowance(ms: number, policy: FloodPolicy = CHAT_FLOOD_POLICY): number {
  return policy.burst + Math.floor((ms / 1000) * policy.perSecond);
}
