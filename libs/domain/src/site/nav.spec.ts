import { describe, expect, it } from '@jest/globals';
import type { Role } from '../members/roles.js';
import { fillNavPlaceholders, filterNavItems } from './nav.js';

interface Item {
  text: string;
  loggedIn?: boolean;
  verified?: boolean;
  pageAccess?: string | boolean;
  children?: Item[];
}

const ITEMS: Item[] = [
  { text: 'home' },
  { text: 'join', loggedIn: false },
  { text: 'messages', loggedIn: true },
  {
    text: 'more',
    children: [
      { text: 'stories' },
      { text: 'verified-lounge', verified: true },
      { text: 'get-verified', verified: false },
      { text: 'stats', pageAccess: 'statistics' },
      { text: 'staff-pages', pageAccess: true },
      { text: 'no-condition', pageAccess: false },
      { text: 'members-only', loggedIn: true },
    ],
  },
];

type V = { role: Role; isVerified: boolean; pageAccess: readonly string[] } | null;
const member = (over: Partial<NonNullable<V>> = {}): V => ({ role: 'member', isVerified: false, pageAccess: [], ...over });

function texts(items: readonly Item[]): unknown[] {
  return items.map((i) => (i.children === undefined ? i.text : [i.text, texts(i.children)]));
}

describe('filterNavItems', () => {
  it.each<[string, V, unknown[]]>([
    ['guest', null, ['home', 'join', ['more', ['stories', 'no-condition']]]],
    ['unverified member', member(), ['home', 'messages', ['more', ['stories', 'get-verified', 'no-condition', 'members-only']]]],
    [
      'verified member',
      member({ isVerified: true }),
      ['home', 'messages', ['more', ['stories', 'verified-lounge', 'no-condition', 'members-only']]],
    ],
    [
      'member granted statistics',
      member({ pageAccess: ['statistics'] }),
      ['home', 'messages', ['more', ['stories', 'get-verified', 'stats', 'staff-pages', 'no-condition', 'members-only']]],
    ],
    [
      'member granted another page',
      member({ pageAccess: ['tickets'] }),
      ['home', 'messages', ['more', ['stories', 'get-verified', 'staff-pages', 'no-condition', 'members-only']]],
    ],
    [
      'verified moderator',
      member({ role: 'moderator', isVerified: true }),
      ['home', 'messages', ['more', ['stories', 'verified-lounge', 'stats', 'staff-pages', 'no-condition', 'members-only']]],
    ],
    [
      'unverified support without grants',
      member({ role: 'support' }),
      ['home', 'messages', ['more', ['stories', 'get-verified', 'no-condition', 'members-only']]],
    ],
  ])('%s', (_label, viewer, expected) => {
    expect(texts(filterNavItems(ITEMS, viewer))).toEqual(expected);
  });

  it('applies the conditions at the top level too and keeps a parent whose children all go', () => {
    const items: Item[] = [
      { text: 'lounge', verified: true },
      { text: 'account', loggedIn: true, children: [{ text: 'verify', verified: false }] },
    ];
    expect(filterNavItems(items, member({ isVerified: true }))).toEqual([
      { text: 'lounge', verified: true },
      { text: 'account', loggedIn: true, children: [] },
    ]);
    expect(filterNavItems(items, null)).toEqual([]);
  });

  it('filters nested levels and leaves the input untouched', () => {
    const items: Item[] = [{ text: 'a', children: [{ text: 'b', children: [{ text: 'c', loggedIn: true }, { text: 'd' }] }] }];
    const snapshot = JSON.stringify(items);
    expect(texts(filterNavItems(items, null))).toEqual([['a', [['b', ['d']]]]]);
    expect(JSON.stringify(items)).toBe(snapshot);
  });

  it('keeps extra fields of the item type', () => {
    const items = [{ text: 'x', url: '/x', loggedIn: true }];
    expect(filterNavItems(items, member())[0]?.url).toBe('/x');
  });
});

describe('fillNavPlaceholders', () => {
  const viewer = { id: '42', name: 'alice.b' };
  it.each<[string, string, { id: string; name: string } | null, string | null]>([
    ['no placeholder, guest', '/forum', null, '/forum'],
    ['no placeholder, member', '/forum', viewer, '/forum'],
    ['name', '/profile/{name}', viewer, '/profile/alice.b'],
    ['id', '/user/{id}/coins', viewer, '/user/42/coins'],
    ['both, repeated', '/p/{name}/{id}/{name}', viewer, '/p/alice.b/42/alice.b'],
    ['name that needs encoding', '/profile/{name}', { id: '1', name: 'a b/c' }, '/profile/a%20b%2Fc'],
    ['unknown placeholder is left alone', '/x/{slug}', viewer, '/x/{slug}'],
    ['guest with a placeholder', '/profile/{name}', null, null],
  ])('%s', (_label, url, v, expected) => {
    expect(fillNavPlaceholders(url, v)).toBe(expected);
  });
});
