import { describe, expect, it } from '@jest/globals';
import {
  CODE_ALPHABET,
  COIN_REQUEST_CODE_PATTERN,
  COIN_REQUEST_MAX_RESENDS,
  canResendCoinRequest,
  codeFromBytes,
  formatGiftCardCode,
  isGiftCardValue,
  normaliseGiftCardCode,
} from './gift-cards.js';

describe('gift card codes', () => {
  it('maps random bytes onto the alphabet without look-alikes', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    const code = codeFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17), 16);
    expect(code).toHaveLength(16);
    expect(normaliseGiftCardCode(code)).toBe(code);
    expect(() => codeFromBytes(new Uint8Array(3), 16)).toThrow(RangeError);
  });

  it('reads what a member types: case, spaces and dashes do not matter; anything else is refused', () => {
    expect(normaliseGiftCardCode('abcd-efgh jklm-npqr')).toBe('ABCDEFGHJKLMNPQR');
    expect(normaliseGiftCardCode('ABCD-EFGH-JKLM-NPQ')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKLM-NPQO')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKLM-NPQ1')).toBeNull();
    expect(normaliseGiftCardCode('')).toBeNull();
  });

  it('shows codes in groups of four', () => {
    expect(formatGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });

  it('sells only the listed values', () => {
    expect(isGiftCardValue(500)).toBe(true);
    expect(isGiftCardValue(499)).toBe(false);
  });

  it('coin request codes share the alphabet', () => {
    expect(COIN_REQUEST_CODE_PATTERN.test(codeFromBytes(Uint8Array.from({ length: 10 }, (_, i) => i * 31), 10))).toBe(true);
    expect(COIN_REQUEST_CODE_PATTERN.test('ABCDEFGHI1')).toBe(false);
  });
});

describe('coin request reminders', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const h = (n: number) => new Date(at.getTime() + n * 3_600_000);
  it('waits a day between reminders', () => {
    expect(canResendCoinRequest({ status: 'pending', resendCount: 0, lastSentAt: at }, h(23))).toEqual({ ok: false, reason: 'too-soon', retryAt: h(24) });
    expect(canResendCoinRequest({ status: 'pending', resendCount: 0, lastSentAt: at }, h(24))).toEqual({ ok: true });
  });
  it('stops after the last reminder and for answered requests', () => {
    expect(canResendCoinRequest({ status: 'pending', resendCount: COIN_REQUEST_MAX_RESENDS, lastSentAt: at }, h(100))).toMatchObject({ ok: false, reason: 'too-many' });
    expect(canResendCoinRequest({ status: 'approved', resendCount: 0, lastSentAt: at }, h(100))).toMatchObject({ ok: false, reason: 'not-pending' });
  });
});
