import {
  DEFAULT_STRANGER_FILTER,
  actorPhrase,
  addActor,
  alertDue,
  folderFor,
  joinsGroup,
  notificationGroupKey,
  notificationResponse,
  readState,
  sendDecision,
  typingNow,
  typingStarted,
  typingStopped,
  type SendContext,
} from '../index.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const day = 86_400_000;

describe('sendDecision', () => {
  const open = { blocked: false, friends: false, privacy: 'everyone' as const, suspended: false };
  const base: SendContext = { starting: true, canSend: true, canReply: true, senderIsStaff: false, senderConfirmed: true, recipients: [open] };
  it.each<[string, Partial<SendContext>, ReturnType<typeof sendDecision>]>([
    ['a paying member starts a conversation', {}, 'allow'],
    ['an unconfirmed member is sent to confirm first', { senderConfirmed: false, canReply: false, canSend: false }, 'unconfirmed'],
    ['a suspended member sends nothing', { canReply: false, canSend: false }, 'cannot-reply'],
    ['a free member on a paid site may not start', { canSend: false }, 'upgrade'],
    ['a free member on a paid site may reply', { canSend: false, starting: false }, 'allow'],
    ['a block stops a reply too', { starting: false, recipients: [{ ...open, blocked: true }] }, 'blocked'],
    ['a block stops a new conversation', { recipients: [{ ...open, blocked: true }] }, 'blocked'],
    ['upgrade is said before a block', { canSend: false, recipients: [{ ...open, blocked: true }] }, 'upgrade'],
    ['a suspended recipient is unavailable', { recipients: [{ ...open, suspended: true }] }, 'unavailable'],
    ['privacy nobody refuses a new conversation', { recipients: [{ ...open, privacy: 'nobody' }] }, 'privacy'],
    ['privacy nobody keeps existing conversations', { starting: false, recipients: [{ ...open, privacy: 'nobody' }] }, 'allow'],
    ['privacy friends refuses a stranger', { recipients: [{ ...open, privacy: 'friends' }] }, 'privacy'],
    ['privacy friends admits a friend', { recipients: [{ ...open, privacy: 'friends', friends: true }] }, 'allow'],
    ['staff pass privacy', { senderIsStaff: true, recipients: [{ ...open, privacy: 'nobody' }] }, 'allow'],
    ['staff do not pass a block', { senderIsStaff: true, recipients: [{ ...open, blocked: true }] }, 'blocked'],
    ['one blocked member in a group refuses the group', { recipients: [open, { ...open, blocked: true }] }, 'blocked'],
  ])('%s', (_, patch, expected) => {
    expect(sendDecision({ ...base, ...patch })).toBe(expected);
  });
});

describe('folderFor (stranger filter)', () => {
  const old = new Date(NOW.getTime() - 90 * day);
  const fresh = new Date(NOW.getTime() - 10 * day);
  const sender = { friends: false, createdAt: old, verified: false, isStaff: false };
  const all = { nonFriends: true, newAccounts: true, unverified: true };
  const none = { nonFriends: false, newAccounts: false, unverified: false };
  it.each([
    ['defaults: an old account reaches the inbox', DEFAULT_STRANGER_FILTER, sender, 'inbox'],
    ['defaults: a 10-day-old account goes to requests', DEFAULT_STRANGER_FILTER, { ...sender, createdAt: fresh }, 'requests'],
    ['exactly 30 days old is no longer new', DEFAULT_STRANGER_FILTER, { ...sender, createdAt: new Date(NOW.getTime() - 30 * day) }, 'inbox'],
    ['non-friends filter', { ...none, nonFriends: true }, sender, 'requests'],
    ['friends always reach the inbox', all, { ...sender, friends: true, createdAt: fresh }, 'inbox'],
    ['staff always reach the inbox', all, { ...sender, isStaff: true }, 'inbox'],
    ['unverified filter', { ...none, unverified: true }, sender, 'requests'],
    ['unverified filter lets verified through', { ...none, unverified: true }, { ...sender, verified: true }, 'inbox'],
    ['no filters', none, { ...sender, createdAt: fresh }, 'inbox'],
  ] as const)('%s', (_, filter, s, expected) => {
    expect(folderFor(filter, s, NOW)).toBe(expected);
  });
});

describe('readState', () => {
  it.each([
    ['my message nobody read', 'a', 5n, [{ id: 'b', readUpTo: 4n }], { isRead: true, isReadByEveryone: false }],
    ['my message read by the other', 'a', 5n, [{ id: 'b', readUpTo: 5n }], { isRead: true, isReadByEveryone: true }],
    ['their message I have not read', 'b', 0n, [{ id: 'b', readUpTo: 0n }], { isRead: false, isReadByEveryone: false }],
    ['their message I read', 'b', 7n, [{ id: 'b', readUpTo: 0n }], { isRead: true, isReadByEveryone: true }],
    ['group: one of two others has not read mine', 'a', 0n, [{ id: 'b', readUpTo: 9n }, { id: 'c', readUpTo: 3n }], { isRead: true, isReadByEveryone: false }],
  ] as const)('%s', (_, sender, myRead, others, expected) => {
    expect(readState({ id: 5n, senderId: sender }, { id: 'a', readUpTo: myRead }, others)).toEqual(expected);
  });
});

describe('typing whisper', () => {
  it('shows for 2 s after the last whisper and clears when the message arrives', () => {
    let s = typingStarted({}, 'b', 1000);
    expect(typingNow(s, 2999)).toEqual(['b']);
    expect(typingNow(s, 3000)).toEqual([]);
    s = typingStarted(s, 'b', 2500);
    expect(typingNow(s, 4000)).toEqual(['b']);
    s = typingStopped(s, 'b');
    expect(typingNow(s, 2600)).toEqual([]);
    expect(typingStopped(s, 'nobody')).toBe(s);
  });
});

describe('alertDue (never-miss-match)', () => {
  it.each([
    ['first alert', { wantsAlerts: true, stillUnread: true, lastAlertAt: null }, true],
    ['turned off', { wantsAlerts: false, stillUnread: true, lastAlertAt: null }, false],
    ['already read', { wantsAlerts: true, stillUnread: false, lastAlertAt: null }, false],
    ['one went 23 h ago', { wantsAlerts: true, stillUnread: true, lastAlertAt: new Date(NOW.getTime() - 23 * 3_600_000) }, false],
    ['one went 24 h ago', { wantsAlerts: true, stillUnread: true, lastAlertAt: new Date(NOW.getTime() - day) }, true],
  ] as const)('%s', (_, ctx, expected) => {
    expect(alertDue({ ...ctx, now: NOW })).toBe(expected);
  });
});

describe('notification groups', () => {
  it('groups likes and follows per object, never requests', () => {
    expect(notificationGroupKey('StoryLike', 'story', '9')).toBe('StoryLike:story:9');
    expect(notificationGroupKey('Request', 'member', '1')).toBeNull();
    expect(notificationGroupKey('AlbumRequest', 'album-request', '1')).toBeNull();
    expect(notificationGroupKey('AlbumAccessGranted', 'album-request', '1')).toBeNull();
    expect(notificationGroupKey('idVerified', null, null)).toBeNull();
  });
  it('joins only an unseen group younger than a week', () => {
    expect(joinsGroup({ seen: false, updatedAt: new Date(NOW.getTime() - day) }, NOW)).toBe(true);
    expect(joinsGroup({ seen: true, updatedAt: NOW }, NOW)).toBe(false);
    expect(joinsGroup({ seen: false, updatedAt: new Date(NOW.getTime() - 8 * day) }, NOW)).toBe(false);
  });
  it('keeps the three newest actors and counts distinct ones', () => {
    let g = addActor([], 0, 'a');
    g = addActor(g.actors, g.count, 'b');
    g = addActor(g.actors, g.count, 'a');
    expect(g).toEqual({ actors: ['a', 'b'], count: 2 });
    g = addActor(g.actors, g.count, 'c');
    g = addActor(g.actors, g.count, 'd');
    expect(g).toEqual({ actors: ['d', 'c', 'a'], count: 4 });
  });
  it.each([
    [[], 0, { form: 'none', first: '', second: '', others: 0 }],
    [['Anna'], 1, { form: 'one', first: 'Anna', second: '', others: 0 }],
    [['Anna', 'Ben'], 2, { form: 'two', first: 'Anna', second: 'Ben', others: 0 }],
    [['Anna', 'Ben', 'Cy'], 5, { form: 'many', first: 'Anna', second: '', others: 4 }],
  ] as const)('phrase for %j of %i', (names, count, expected) => {
    expect(actorPhrase(names, count)).toEqual(expected);
  });
});

describe('notificationResponse (accept/decline from the notification)', () => {
  it.each([
    ['Request', true, { method: 'PUT', body: { approve: 1 } }],
    ['Request', false, { method: 'PUT', body: { approve: 0 } }],
    ['AlbumInvite', true, { method: 'PUT', body: { accept: 1 } }],
    ['AlbumInvite', false, { method: 'DELETE', body: null }],
    ['AlbumRequest', true, { method: 'PUT', body: { accept: 1 } }],
    ['AlbumRequest', false, { method: 'DELETE', body: null }],
    ['GroupInvite', false, { method: 'PUT', body: { accept: 0 } }],
    ['PartyInvite', true, { method: 'PUT', body: { accept: 1 } }],
    ['GroupJoinRequest', true, { method: 'PUT', body: { status: 'approve' } }],
    ['GroupJoinRequest', false, { method: 'DELETE', body: null }],
  ] as const)('%s accept=%s', (action, accept, expected) => {
    expect(notificationResponse(action, accept)).toEqual(expected);
  });
  it('has nothing to answer on a like', () => {
    expect(notificationResponse('StoryLike', true)).toBeNull();
    // Being granted access to an album is news, not a question.
    expect(notificationResponse('AlbumAccessGranted', true)).toBeNull();
    expect(notificationResponse('AlbumAccessGranted', false)).toBeNull();
  });
});
