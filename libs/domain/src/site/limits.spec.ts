import { describe, expect, it } from '@jest/globals';
import { LIMITS, isMobileWidth } from './limits.js';

describe('LIMITS', () => {
  it('carries the SPEC 9 figures', () => {
    expect(LIMITS.requestTimeoutMs).toBe(10_000);
    expect(LIMITS.countCap).toBe(99);
    expect(LIMITS.chatMessagesPerTab).toBe(150);
    expect(LIMITS.conversationsPageSize).toBe(15);
    expect(LIMITS.typingClearMs).toBe(2_000);
    expect(LIMITS.ageConfirmCookieMs).toBe(34_560_000);
    expect(LIMITS.avatarColourCount).toBe(4);
    expect(LIMITS.socketReconnectAttempts).toBe(5);
  });

  it.each<[number, boolean]>([
    [320, true],
    [767, true],
    [768, false],
    [1024, false],
  ])('isMobileWidth(%d) = %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });
});
