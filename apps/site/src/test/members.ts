import type { MemberCard, ProfileView } from '@community/contracts';

export function card(name: string, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id: `id-${name}`,
    name,
    avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 3 },
    genders: 'mf',
    kind: 'couple',
    ages: [34, 31],
    location: { town: 'Brighton', region: 'England', country: 'GB' },
    online: false,
    lastSeen: null,
    isVerified: false,
    role: 'member',
    badge: null,
    distance: null,
    ...overrides,
  };
}

export function profileView(name: string, overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    ...card(name),
    visibility: 'full',
    about: 'We love dancing.\n\nSay hello!',
    lookingFor: ['couple', 'f'],
    createdAt: '2026-01-01T00:00:00.000Z',
    counts: { friends: 3, followers: 5, following: 1, vouches: 2 },
    relation: { self: false, friendState: 'none', following: false, favourite: false, blockedByMe: false, canWink: true, canVouch: false, hasNote: false },
    lists: { friends: true, follows: true },
    ...overrides,
  };
}

/** An activity entry (`GET /api/activity`, the newsfeed): `actor` did `kind` a minute ago. */
export function activityEntry(id: string, kind: string, actor: string, extra: object = {}) {
  return {
    id,
    kind,
    actor: card(actor),
    subject: null,
    objectId: null,
    title: null,
    url: null,
    at: new Date(Date.now() - 60_000).toISOString(),
    ...extra,
  };
}
