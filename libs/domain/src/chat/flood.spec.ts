import { describe, expect, it } from '@jest/globals';
import { CHAT_FLOOD_POLICY, floodAllowance, floodCheck, floodFingerprint, isRepeatedPaste, slowModeCheck, type FloodState } from './flood.js';
import { canModerate, chatRank, keywordVerdict, mentions, roomEntry, imageLinks, type EntrantFacts, type RoomEntryRules } from './rooms.js';

describe('floodCheck', () => {
  it('lets a burst of 5 through, then one a second, and says how long to wait', () => {
    let state: FloodState | undefined;
    const results: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      const d = floodCheck(state, `message ${i} ${'x'.repeat(i)}`, 1000);
      state = d.next;
      results.push(d.allow);
      if (!d.allow) expect(d).toMatchObject({ reason: 'flood', retryAfterMs: 1000 });
    }
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(floodCheck(state, 'later on', 2000).allow).toBe(true);
  });

  it('50 distinct messages in one second deliver at most the allowance', () => {
    let state: FloodState | undefined;
    let delivered = 0;
    for (let i = 0; i < 50; i++) {
      const d = floodCheck(state, `line number ${i} ${String.fromCharCode(97 + (i % 26))}${i}`, 10_000 + i * 20);
      state = d.next;
      if (d.allow) delivered++;
    }
    expect(delivered).toBeLessThanOrEqual(floodAllowance(1000));
    expect(delivered).toBe(5);
  });

  it('drops the same text again within 30 s, whatever its case and punctuation', () => {
    const first = floodCheck(undefined, 'Hello there!', 0);
    expect(first.allow).toBe(true);
    const again = floodCheck(first.next, 'hello   THERE', 5000);
    expect(again).toMatchObject({ allow: false, reason: 'repeat', retryAfterMs: 25_000 });
    expect(floodCheck(again.next, 'hello there', 31_000).allow).toBe(true);
  });

  it.each<[string, boolean]>([
    ['buy now buy now buy now buy now', true],
    ['spamspamspamspamspam', true],
    ['hahaha', false],
    ['an ordinary sentence with words', false],
  ])('isRepeatedPaste(%j) = %s', (body, expected) => {
    expect(isRepeatedPaste(body)).toBe(expected);
  });

  it('fingerprints ignore case, spacing and punctuation', () => {
    expect(floodFingerprint('  Hi,   THERE!! ')).toBe('hi there');
    expect(CHAT_FLOOD_POLICY.burst).toBe(5);
  });
});

describe('slowModeCheck', () => {
  it.each<[number | undefined, number, number, boolean]>([
    [undefined, 10, 0, true],
    [0, 0, 1, true],
    [0, 10, 9999, false],
    [0, 10, 10_000, true],
  ])('last %s, %s s, now %s → %s', (last, seconds, now, allow) => {
    expect(slowModeCheck(last, seconds, now).allow).toBe(allow);
  });
  it('says how long is left', () => {
    expect(slowModeCheck(1000, 5, 2000)).toEqual({ allow: false, retryAfterMs: 4000 });
  });
});

describe('moderation ranks', () => {
  it.each<[Parameters<typeof canModerate>, boolean]>([
    [['member', 'member', 'kick'], false],
    [['moderator', 'member', 'kick'], true],
    [['moderator', 'moderator', 'kick'], false],
    [['moderator', 'member', 'moderator'], false],
    [['owner', 'member', 'moderator'], true],
    [['owner', 'moderator', 'ban'], true],
    [['owner', 'staff', 'ban'], false],
    [['staff', 'owner', 'ban'], true],
    [['staff', 'staff', 'kick'], false],
    [['owner', 'member', 'kick', true], false],
  ])('canModerate(%j) = %s', (args, expected) => {
    expect(canModerate(...args)).toBe(expected);
  });
  it('ranks staff over owner over moderator', () => {
    expect(chatRank({ isStaff: true, isOwner: true, isModerator: true })).toBe('staff');
    expect(chatRank({ isStaff: false, isOwner: false, isModerator: true })).toBe('moderator');
  });
});

describe('roomEntry', () => {
  const open: RoomEntryRules = { membersOnly: false, protected: false, verifiedOnly: false, minTier: null, maxOccupancy: null };
  const member: EntrantFacts = { rank: 'member', banned: false, verified: false, tier: 'free', friendOfOwner: false, secretOk: false, occupancy: 0, alreadyIn: false };
  it.each<[string, Partial<RoomEntryRules>, Partial<EntrantFacts>, ReturnType<typeof roomEntry>]>([
    ['an open room admits', {}, {}, 'allow'],
    ['a ban refuses', {}, { banned: true }, 'banned'],
    ['staff pass a ban and every rule', { protected: true, maxOccupancy: 0 }, { rank: 'staff', banned: true }, 'allow'],
    ['members-only refuses strangers', { membersOnly: true }, {}, 'members-only'],
    ['members-only admits the owner’s friends', { membersOnly: true }, { friendOfOwner: true }, 'allow'],
    ['a protected room needs the secret', { protected: true }, {}, 'secret'],
    ['verified only', { verifiedOnly: true }, {}, 'verified'],
    ['tier limit', { minTier: 'gold' }, { tier: 'silver' }, 'tier'],
    ['tier met', { minTier: 'gold' }, { tier: 'platinum' }, 'allow'],
    ['full', { maxOccupancy: 2 }, { occupancy: 2 }, 'full'],
    ['a second tab of someone inside is not refused for the cap', { maxOccupancy: 2 }, { occupancy: 2, alreadyIn: true }, 'allow'],
    ['the owner passes the cap', { maxOccupancy: 0 }, { rank: 'owner' }, 'allow'],
  ])('%s', (_l, rules, who, expected) => {
    expect(roomEntry({ ...open, ...rules }, { ...member, ...who })).toBe(expected);
  });
});

describe('keywordVerdict, mentions and images', () => {
  const filters = [
    { word: 'spam', action: 'hide' as const },
    { word: 'meet up', action: 'report' as const },
  ];
  it.each<[string, ReturnType<typeof keywordVerdict>]>([
    ['nothing here', null],
    ['SPAM!', { hide: true, report: false, words: ['spam'] }],
    ['spammer is not a whole word', null],
    ['shall we Meet  up?', { hide: false, report: true, words: ['meet up'] }],
  ])('%j', (body, expected) => {
    expect(keywordVerdict(body, filters)).toEqual(expected);
  });
  it.each<[string, string, boolean]>([
    ['hi @Ann!', 'ann', true],
    ['ann, hello', 'ann', true],
    ['joanna said', 'ann', false],
    ['hi annie', 'ann', false],
  ])('mentions(%j, %j) = %s', (body, nick, expected) => {
    expect(mentions(body, nick)).toBe(expected);
  });
  it('finds image links', () => {
    expect(imageLinks('look https://x.test/a.JPG and /media/b.webp?s=1 not /c.txt')).toEqual(['https://x.test/a.JPG', '/media/b.webp?s=1']);
  });
});
