import { describe, expect, it } from '@jest/globals';
import { CHAT_MESSAGES_PER_TAB, addNick, appendChatMessage } from './messages.js';

const msgs = (...ids: number[]) => ids.map((id) => ({ id, body: `m${id}` }));

describe('appendChatMessage', () => {
  it('keeps 150 per tab by default', () => {
    expect(CHAT_MESSAGES_PER_TAB).toBe(150);
    const full = Array.from({ length: 150 }, (_v, i) => ({ id: i, body: '' }));
    const next = appendChatMessage(full, { id: 150, body: '' });
    expect(next).toHaveLength(150);
    expect(next[0]?.id).toBe(1);
    expect(next[149]?.id).toBe(150);
  });

  it.each<[string, number[], number, number, number[]]>([
    ['appends', [1, 2], 3, 5, [1, 2, 3]],
    ['drops the oldest beyond the cap', [1, 2, 3], 4, 3, [2, 3, 4]],
    ['ignores a duplicate id', [1, 2, 3], 2, 5, [1, 2, 3]],
    ['cap of zero keeps nothing', [1], 2, 0, []],
  ])('%s', (_label, existing, id, cap, expected) => {
    expect(appendChatMessage(msgs(...existing), { id, body: 'new' }, cap).map((m) => m.id)).toEqual(expected);
  });

  it('returns the same list for a duplicate and a new one otherwise', () => {
    const list = msgs(1, 2);
    expect(appendChatMessage(list, { id: 1, body: 'again' })).toBe(list);
    const next = appendChatMessage(list, { id: 3, body: 'new' });
    expect(next).not.toBe(list);
    expect(list.map((m) => m.id)).toEqual([1, 2]);
  });
});

describe('addNick', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds a new nick', ['ann'], 'bob', ['ann', 'bob']],
    ['skips a nick already there', ['ann', 'bob'], 'bob', ['ann', 'bob']],
    ['nicks are case-sensitive', ['bob'], 'Bob', ['bob', 'Bob']],
  ])('%s', (_label, nicks, nick, expected) => {
    expect(addNick(nicks, nick)).toEqual(expected);
  });
});
