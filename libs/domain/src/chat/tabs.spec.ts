import { describe, expect, it } from '@jest/globals';
import { NO_DETAIL, closeTab, initialChatState, memberJoined, memberLeft, openTab, receiveMessage, selectTab, setChatStatus, totalUnread, type ChatTab } from './tabs.js';

type M = { id: number; body: string };
type P = { nick: string };
const tab = (id: string, extra: Partial<ChatTab<M, P>> = {}) => ({
  id,
  type: 'room' as const,
  name: id,
  self: 'me',
  subject: '',
  detail: NO_DETAIL,
  messages: [] as M[],
  members: [] as P[],
  ...extra,
});
const three = () => ['a', 'b', 'c'].reduce((s, id) => openTab(s, tab(id), false), initialChatState<M, P>());

describe('chat tab state', () => {
  it('starts at init with no tabs', () => {
    expect(initialChatState()).toEqual({ status: 'init', tabs: [], selected: null });
    expect(setChatStatus(initialChatState(), 'online').status).toBe('online');
  });

  it.each<[string, string, string, string | null]>([
    ['closing the selected middle tab selects the right neighbour', 'b', 'b', 'c'],
    ['closing the selected last tab selects the left neighbour', 'c', 'c', 'b'],
    ['closing the selected first tab selects the next', 'a', 'a', 'b'],
    ['closing another tab keeps the selection', 'a', 'c', 'a'],
  ])('%s', (_label, selected, closing, expected) => {
    const s = closeTab(selectTab(three(), selected), closing);
    expect(s.selected).toBe(expected);
    expect(s.tabs.map((t) => t.id)).not.toContain(closing);
  });

  it('closing the only tab leaves nothing selected', () => {
    const s = closeTab(openTab(initialChatState<M, P>(), tab('a')), 'a');
    expect(s).toMatchObject({ tabs: [], selected: null });
  });

  it('counts unread only outside the selected tab and resets on selection', () => {
    let s = selectTab(three(), 'a');
    s = receiveMessage(s, 'b', { id: 1, body: 'x' });
    s = receiveMessage(s, 'b', { id: 2, body: 'y' });
    s = receiveMessage(s, 'a', { id: 3, body: 'z' });
    s = receiveMessage(s, 'c', { id: 4, body: 'mine' }, { mine: true });
    expect(s.tabs.map((t) => t.unread)).toEqual([0, 2, 0]);
    expect(totalUnread(s)).toBe(2);
    s = selectTab(s, 'b');
    expect(s.tabs.map((t) => t.unread)).toEqual([0, 0, 0]);
  });

  it('keeps 150 per tab and ignores a duplicate id (no unread for it either)', () => {
    let s = three();
    for (let i = 1; i <= 200; i++) s = receiveMessage(s, 'a', { id: i, body: String(i) });
    const a = s.tabs.find((t) => t.id === 'a')!;
    expect(a.messages).toHaveLength(150);
    expect(a.messages[0]!.id).toBe(51);
    expect(a.unread).toBe(200);
    const again = receiveMessage(s, 'a', { id: 200, body: 'again' });
    expect(again).toBe(s);
  });

  it('adds a nick already in the room only once, and removes it on leave', () => {
    let s = openTab(initialChatState<M, P>(), tab('r', { members: [{ nick: 'ann' }, { nick: 'ann' }] }));
    expect(s.tabs[0]!.members).toEqual([{ nick: 'ann' }]);
    s = memberJoined(s, 'r', { nick: 'bob' });
    const same = memberJoined(s, 'r', { nick: 'bob' });
    expect(same).toBe(s);
    s = memberLeft(s, 'r', 'ann');
    expect(s.tabs[0]!.members).toEqual([{ nick: 'bob' }]);
  });

  it('reopening a tab selects it and merges its history without duplicates', () => {
    let s = openTab(initialChatState<M, P>(), tab('r', { messages: [{ id: 1, body: 'a' }, { id: 2, body: 'b' }] }));
    s = openTab(s, tab('p', { type: 'private' }));
    expect(s.selected).toBe('p');
    s = openTab(s, tab('r', { messages: [{ id: 2, body: 'b' }, { id: 3, body: 'c' }], subject: 'new' }));
    expect(s.selected).toBe('r');
    expect(s.tabs.map((t) => t.id)).toEqual(['r', 'p']);
    expect(s.tabs[0]!.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(s.tabs[0]!.subject).toBe('new');
  });
});
