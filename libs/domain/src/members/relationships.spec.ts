import { describe, expect, it } from '@jest/globals';
import {
  blockDecision,
  canVouch,
  friendRequestOutcome,
  winkDecision,
  type FriendRequestOutcome,
  type FriendState,
  type WinkContext,
  type WinkDecision,
  type WinkPolicy,
} from './relationships.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('friendRequestOutcome', () => {
  it.each<[FriendState, boolean, boolean, FriendRequestOutcome]>([
    ['none', false, false, 'send'],
    ['request-received', false, false, 'accept'],
    ['request-sent', false, false, 'already-sent'],
    ['friends', false, false, 'already-friends'],
    ['none', true, false, 'self'],
    ['none', false, true, 'blocked'],
    ['request-received', false, true, 'blocked'],
  ])('%s (self %s, blocked %s) → %s', (state, self, blocked, expected) => {
    expect(friendRequestOutcome(state, self, blocked)).toBe(expected);
  });
});

describe('winkDecision', () => {
  const ctx = (c: Partial<WinkContext> = {}): WinkContext => ({ self: false, blocked: false, friends: false, senderVerified: false, lastWinkAt: null, ...c });
  it.each<[string, WinkPolicy, WinkContext, WinkDecision]>([
    ['everyone', 'everyone', ctx(), 'allow'],
    ['self', 'everyone', ctx({ self: true }), 'self'],
    ['blocked', 'everyone', ctx({ blocked: true }), 'blocked'],
    ['verified: unverified stranger', 'verified', ctx(), 'refused'],
    ['verified: verified sender', 'verified', ctx({ senderVerified: true }), 'allow'],
    ['verified: friend', 'verified', ctx({ friends: true }), 'allow'],
    ['friends: stranger', 'friends', ctx({ senderVerified: true }), 'refused'],
    ['friends: friend', 'friends', ctx({ friends: true }), 'allow'],
    ['nobody: friend', 'nobody', ctx({ friends: true }), 'refused'],
    ['again within a day', 'everyone', ctx({ lastWinkAt: new Date(NOW.getTime() - 3_600_000) }), 'too-soon'],
    ['again after a day', 'everyone', ctx({ lastWinkAt: new Date(NOW.getTime() - 25 * 3_600_000) }), 'allow'],
  ])('%s', (_l, policy, c, expected) => expect(winkDecision(policy, c, NOW)).toBe(expected));
});

describe('vouches and blocks', () => {
  it.each([
    [{ self: false, blocked: false, friends: true }, true],
    [{ self: false, blocked: false, friends: false }, false],
    [{ self: true, blocked: false, friends: true }, false],
    [{ self: false, blocked: true, friends: true }, false],
  ])('canVouch(%j) = %s', (c, expected) => expect(canVouch(c)).toBe(expected));

  it.each([
    [true, 'member', 'self'],
    [false, 'member', 'allow'],
    [false, 'moderator', 'staff'],
    [false, 'super', 'staff'],
  ] as const)('blockDecision(self %s, %s) = %s', (self, role, expected) => expect(blockDecision(self, role)).toBe(expected));
});
