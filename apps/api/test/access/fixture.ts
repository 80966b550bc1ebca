import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Role, Tier } from '@community/domain';
import { CoinsService } from '../../src/modules/coins/coins.service.js';
import { type Client, type TestApp, uploadPhoto } from '../harness.js';

export const VICTIM_HOST = 'shuk.localhost:3000';
export const OTHER_VARIANT = 'shde';

export interface LoggedIn {
  id: string;
  name: string;
  email: string;
  c: Client;
}

/** A value of the victim's that no one else may ever be shown. */
export interface PrivateValue {
  label: string;
  value: string;
}

/** Everything the victim holds, by kind: the ids fill the operations' path parameters and bodies. */
export interface VictimData {
  victim: LoggedIn;
  friend: LoggedIn;
  marker: string;
  publicPhotoId: string;
  privatePhotoId: string;
  friendsPhotoId: string;
  videoId: string | null;
  publicAlbumId: string;
  privateAlbumId: string;
  friendsAlbumId: string;
  albumAccessId: string;
  ownCommentOnPublicPhotoId: string;
  commentOnPrivatePhotoId: string;
  pendingAvatarId: string;
  wallPostId: string;
  friendWallPostId: string;
  wallCommentId: string;
  conversationId: string;
  messageId: string;
  roomId: string;
  publishedStoryId: string;
  publishedStorySlug: string;
  publishedChapterId: string;
  draftStoryId: string;
  draftChapterId: string;
  storyCommentId: string;
  seriesId: string;
  seriesSlug: string;
  ebookId: string;
  coverTemplateId: string;
  coinRequestByVictim: string;
  coinRequestToVictim: string;
  transactionId: string;
  giftCardCode: string;
  withdrawalId: string;
  paymentId: string;
  paymentReference: string;
  subscriptionId: string;
  ticketReference: string;
  ticketAttachmentId: string;
  notificationId: string;
  savedSearchId: string;
  sessionId: string;
  activityId: string;
  reportId: string;
  staffAuditId: string;
  forumCategorySlug: string;
  forumTopicId: string;
  forumTopicSlug: string;
  forumPostId: string;
  /** Ids of items members may see, like, comment on and read by design. */
  publicIds: string[];
  /** Parties (issue 21): the victim's open party (its friend approved), an invited-only one, the friend's invitation to it, a meet. */
  partyId: string;
  secretPartyId: string;
  partyInviteId: string;
  meetId: string;
  /** Ids a staff edit lock could name. */
  lockIds: string[];
  privateValues: PrivateValue[];
  /** The victim's ID-verification case, submitted and prepared (waiting for a checker of shuk). */
  verificationCaseId: string;
  /** Groups and clubs (issue 20): the victim's secret, invitation-only group, its wall post and comment, the friend's invitation. */
  groupSlug: string;
  groupId: string;
  groupInviteId: string;
  groupPostId: string;
  groupCommentId: string;
  /** The victim's club (public by design), its wall post, and the friend's review of it. */
  clubSlug: string;
  clubPostId: string;
  clubReviewId: string;
  /** Places (issue 22): the victim's pending place (private until approved), a public one with the victim's comment, and the victim's suggestion. */
  pendingPlaceId: string;
  pendingPlaceCounty: string;
  pendingPlaceSlug: string;
  publicPlaceId: string;
  placeCommentId: string;
  placeSuggestionId: string;
  /** Competitions (issue 22): an open photo competition, an unannounced one, and the victim's entry. */
  competitionId: string;
  competitionSlug: string;
  hiddenCompetitionSlug: string;
  competitionEntryId: string;
}

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0;

let videoBytes: Buffer | null | undefined;
/** A one-second clip (null without ffmpeg: the victim then has no video). */
function testVideo(): Buffer | null {
  if (videoBytes !== undefined) return videoBytes;
  if (!hasFfmpeg) return (videoBytes = null);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'access-video-'));
  const out = path.join(dir, 'clip.mp4');
  const r = spawnSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', out],
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg could not make a clip: ${r.stderr.toString()}`);
  videoBytes = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return videoBytes;
}

export async function jpeg(shade: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="rgb(${shade % 256},${(shade * 7) % 256},90)"/><circle cx="${60 + (shade % 200)}" cy="120" r="50" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A member (or staff) created straight in the table, then logged in through the API on `host`. */
export async function login(t: TestApp, opts: { role?: Role; tier?: Tier; homeVariant?: string; host?: string; prefix?: string; ip: string }): Promise<LoggedIn> {
  const m = await t.createMember({ role: opts.role, tier: opts.tier, homeVariant: opts.homeVariant, name: `${opts.prefix ?? 'am'}${randomBytes(5).toString('hex')}` });
  const c = browser(t, opts.ip, opts.host);
  const res = await c.login(m.name, m.password);
  if (res.status !== 200) throw new Error(`login of ${m.name} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: m.id, name: m.name, email: m.email, c };
}

/**
 * A browser at its own address: the app runs with TRUST_PROXY so that each attacker group (run side by
 * side) has rate limits of its own, as separate people would.
 */
export function browser(t: TestApp, ip: string, host = VICTIM_HOST): Client {
  const c = t.client(host);
  c.agent.set('x-forwarded-for', ip);
  return c;
}

type Res = { status: number; body: { data?: Record<string, unknown> } & Record<string, unknown>; text: string };

function ok<T extends Res>(what: string, res: T, ...statuses: number[]): T {
  if (!(statuses.length ? statuses : [200, 201, 204]).includes(res.status)) throw new Error(`fixture: ${what} answered ${res.status}: ${res.text?.slice(0, 400)}`);
  return res;
}

const data = (res: Res) => res.body.data as Record<string, unknown>;
const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`fixture: ${what} is not an id: ${JSON.stringify(v)}`);
  return String(v);
};

async function patch(c: Client, url: string, body: object) {
  return c.agent.patch(url).set('host', c.host).set('x-xsrf-token', await c.csrf()).send(body);
}

async function upload(c: Client, url: string, method: 'post' | 'put', body: Buffer, filename: string, query: Record<string, string> = {}) {
  const token = await c.csrf();
  return c.agent[method](url).query(query).set('host', c.host).set('x-xsrf-token', token).attach('file', body, filename);
}

const para = (words: string) => `<p>${words}</p>`;
const filler = (n: number, word = 'lorem') => Array.from({ length: n }, () => word).join(' ');

/**
 * A victim on shuk with data of every kind the API holds, a friend who shares some of it, and the staff
 * actions on it an in-scope moderator and admin take. Private values carry a unique marker so a leak is
 * found wherever it appears.
 */
export async function buildVictim(t: TestApp, shade: number, ip: string): Promise<VictimData> {
  // Staff of the victim's own variant: approves the photos and writes a note (in scope, so allowed).
  const admin = await login(t, { role: 'admin', prefix: 'inscope', ip });
  const approve = async (id: string) => void ok(`approving ${id}`, await admin.c.put(`/api/staff/media/${id}`, { status: 'approved' }), 200);
  const marker = `zq${randomBytes(5).toString('hex')}`;
  const mk = (what: string) => `${marker}-${what}`;
  const victim = await login(t, { tier: 'gold', prefix: 'victim', ip });
  const friend = await login(t, { tier: 'gold', prefix: 'friend', ip });
  const v = victim.c;
  const f = friend.c;

  // Friends (the friend shares the friends-only album, the conversation, the coin requests).
  ok('friend request', await v.post(`/api/users/${friend.name}/friends`));
  ok('friend accept', await f.put(`/api/users/${victim.name}/friends`, { approve: true }));
  // A pending request each way with members who are no one's business but the victim's.
  const asker = await login(t, { prefix: 'asker', ip });
  ok('incoming friend request', await asker.c.post(`/api/users/${victim.name}/friends`));
  const asked = await t.createMember({ name: `asked${randomBytes(5).toString('hex')}` });
  ok('outgoing friend request', await v.post(`/api/users/${asked.name}/friends`));
  const blocked = await t.createMember({ name: `blocked${randomBytes(5).toString('hex')}` });
  ok('block', await v.put(`/api/privacy/blacklist/${blocked.name}`));

  // Media: public (approved), members-private, friends-only, a video; albums of each kind; an access list.
  const publicAlbum = str(data(ok('public album', await v.post('/api/media-albums', { name: 'Holidays', visibility: 'public' }))).id, 'album');
  const privateAlbum = str(data(ok('private album', await v.post('/api/media-albums', { name: 'Closed', description: mk('private-album-description'), visibility: 'private' }))).id, 'album');
  const friendsAlbum = str(data(ok('friends album', await v.post('/api/media-albums', { name: 'Friends only', description: mk('friends-album-description'), visibility: 'friends' }))).id, 'album');
  const publicPhotoId = await uploadPhoto(v, 'public');
  await approve(publicPhotoId);
  ok('public photo into album', await v.put(`/api/media/${publicPhotoId}`, { albumId: publicAlbum }));
  const privatePhoto = data(ok('private photo', await upload(v, '/api/media', 'post', await jpeg(shade), 'private.jpg', { visibility: 'private', album: privateAlbum, description: mk('private-photo-description') }), 201, 202));
  const privatePhotoId = str(privatePhoto.id, 'photo');
  await approve(privatePhotoId);
  const friendsPhoto = data(ok('friends photo', await upload(v, '/api/media', 'post', await jpeg(shade + 101), 'friends.jpg', { visibility: 'friends', album: friendsAlbum, description: mk('friends-photo-description') }), 201, 202));
  const friendsPhotoId = str(friendsPhoto.id, 'photo');
  await approve(friendsPhotoId);
  const invite = data(ok('album invite', await v.post('/api/album-invites', { albumId: friendsAlbum, name: friend.name })));
  const albumAccessId = str(invite.id, 'invitation');
  ok('album invite accepted', await f.put(`/api/album-invites/${albumAccessId}`));
  let videoId: string | null = null;
  const clip = testVideo();
  if (clip) {
    videoId = str(data(ok('video', await upload(v, '/api/media', 'post', clip, 'clip.mp4', { visibility: 'private', description: mk('video-description') }), 201, 202)).id, 'video');
  }
  // Videos (and any image processed in the background) finish before the attackers come.
  for (const deadline = Date.now() + 120_000; ; ) {
    const busy = (await t.db.query(`SELECT count(*)::int AS n FROM media_items WHERE owner_id = $1 AND processing NOT IN ('ready', 'failed')`, [victim.id])) as Array<{ n: number }>;
    if (!busy[0]?.n) break;
    if (Date.now() > deadline) throw new Error('fixture: the victim’s media stayed in processing for 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const ownComment = data(ok('comment on public photo', await v.post(`/api/media/${publicPhotoId}/comments`, { body: 'Taken at dawn' })));
  const privateComment = data(ok('comment on private photo', await v.post(`/api/media/${privatePhotoId}/comments`, { body: mk('private-photo-comment') })));
  ok('friend likes the public photo', await f.put(`/api/media/${publicPhotoId}/like`));
  ok('media settings', await v.put('/api/media/settings', { galleryOptOut: true }));
  ok('avatar', await upload(v, '/api/me/avatar', 'post', await jpeg(shade + 202), 'me.jpg'), 201, 202);

  // Wall: the victim's own post, the friend's post on it, a comment and a vote.
  const wallPostId = str(data(ok('wall post', await v.post(`/api/users/${victim.name}/wall`, { body: 'Hello wall' }))).id, 'post');
  const friendWallPostId = str(data(ok('friend wall post', await f.post(`/api/users/${victim.name}/wall`, { body: 'Hi from your friend' }))).id, 'post');
  const wallCommentId = str(data(ok('wall comment', await f.post(`/api/walls/${wallPostId}/comments`, { body: 'Nice one' }))).id, 'comment');
  ok('wall vote', await f.put(`/api/walls/${wallPostId}/vote`, { value: 1 }));

  // Relationships and notes.
  ok('note', await v.put(`/api/users/${friend.name}/note`, { body: mk('private-note') }));
  ok('vouch', await f.put(`/api/users/${victim.name}/vouch`, { body: 'A kind and reliable person, met many times.' }));
  ok('follow', await v.put(`/api/users/${friend.name}/follow`));
  ok('favourite', await v.put(`/api/users/${friend.name}/favourite`));

  // Messages, with a saved one.
  const sent = data(ok('conversation', await v.post('/api/conversations', { recipientIds: [friend.id], message: mk('direct-message'), clientId: randomUUID() })));
  const conversationId = str((sent.conversation as { id?: string }).id, 'conversation');
  const reply = data(ok('reply', await f.post(`/api/conversations/${conversationId}/messages`, { message: mk('direct-reply'), clientId: randomUUID() })));
  const messageId = str((reply.message as { id?: string | number }).id, 'message');
  ok('save message', await v.put(`/api/conversations/${conversationId}/messages/${messageId}/save`));
  ok('messaging settings', await v.put('/api/conversations/settings', { sound: false, emailAlerts: false }));

  // A protected chat room the victim owns, with private word filters; chat settings.
  const room = data(ok('room', await v.post('/api/chat/rooms', { roomname: `Room ${randomBytes(3).toString('hex')}`, protectedroom: true, roomsecret: 'open sesame 42' })));
  const roomId = str(room.id, 'room');
  ok('room settings', await patch(v, `/api/chat/rooms/${roomId}`, { keywordFilters: [{ word: mk('kw'), action: 'hide' }], slowModeSeconds: 5 }));
  ok('chat settings', await v.put('/api/chat-settings', { nick: `nick${randomBytes(3).toString('hex')}` }));

  // Stories: a published one (public), a draft (private), a comment, a series, an ebook, a template, blocks.
  const story = data(ok('story', await v.post('/api/stories/save', { title: `Tale ${randomBytes(3).toString('hex')}`, summary: 'Two strangers share the last tram home.', genre: 'romance', tags: ['slow burn'], language: 'en', chapters: [{ title: 'One', body: para(filler(40)) }] })));
  const publishedStoryId = str(story.id, 'story');
  const publishedChapterId = str((story.chapterIds as string[])[0], 'chapter');
  const published = data(ok('publish', await v.post(`/api/stories/${publishedStoryId}/publish`)));
  const publishedStorySlug = str(published.slug ?? story.slug, 'slug');
  const draft = data(ok('draft', await v.post('/api/stories/save', { title: mk('draft-title'), summary: mk('draft-summary'), genre: 'romance', tags: [], language: 'en', chapters: [{ title: 'Draft', body: para(`${mk('draft-text')} ${filler(30)}`) }] })));
  const draftStoryId = str(draft.id, 'draft');
  const draftChapterId = str((draft.chapterIds as string[])[0], 'chapter');
  const storyCommentId = str(data(ok('story comment', await v.post(`/api/stories/${publishedStoryId}/comments`, { body: 'Thank you for reading' }))).id, 'comment');
  ok('friend comments', await f.post(`/api/stories/${publishedStoryId}/comments`, { body: 'Loved it' }));
  ok('friend likes the story', await f.put(`/api/stories/${publishedStoryId}/like`));
  const series = data(ok('series', await v.post('/api/story-series', { title: `Series ${randomBytes(3).toString('hex')}`, storyIds: [publishedStoryId] })));
  const seriesId = str(series.id, 'series');
  const seriesSlug = str(series.slug, 'series slug');
  const ebookId = str(data(ok('ebook', await v.post('/api/ebooks', { title: mk('ebook-title'), chapterIds: [draftChapterId] }), 201)).id, 'ebook');
  const style = { top: 0, left: 0, width: 400, height: 600, background: '#223344', zIndex: 0, horizontalPosition: 'center', verticalPosition: 'middle' };
  const coverTemplateId = str(
    data(ok('cover template', await v.post('/api/media-editor-templates', { name: mk('template').slice(0, 40), design: { canvas: { width: 400, height: 600, margin: 50, scale: 1 }, layers: [{ id: 'background', type: 'background', style, image: null }] } }))).id,
    'template',
  );
  ok('story block', await v.put(`/api/story-blocks/tags/${marker}`));
  ok('reader settings', await v.put('/api/reader-settings', { fontSize: 20, width: 'narrow', font: 'serif', theme: 'sepia' }));
  // The forum: the victim's topic in a members' category of the variant (members may read, reply and vote by design).
  const forumCategorySlug = `fx${randomBytes(4).toString('hex')}`;
  await t.db.query(
    `INSERT INTO forum_categories (variant, slug, name, description, posting, visibility, questions, search_config, keyword_filters)
     VALUES ('shuk', $1, $2, 'The access matrix category', 'everyone', 'members', true, 'english', '[]'::jsonb)`,
    [forumCategorySlug, `Matrix ${forumCategorySlug}`],
  );
  const forumTopic = data(ok('forum topic', await v.post(`/api/forum/categories/${forumCategorySlug}/topics`, { title: 'Roses in the spring garden', body: '<p>Which roses flower first?</p>' }), 201));
  const forumTopicId = str(forumTopic.topicId, 'forum topic');
  const forumTopicSlug = str(forumTopic.topicSlug, 'forum topic slug');
  const forumPostId = str(forumTopic.postId, 'forum post');
  ok('forum reply', await f.post('/api/forum/posts', { topicId: forumTopicId, body: '<p>Mine open in May.</p>' }), 201);

  // Coins: a balance, a transfer, a request each way, a gift card, a payout account and a withdrawal awaiting staff.
  const coins = t.app.get(CoinsService);
  await coins.move({ kind: 'grant', from: { system: 'issuance' }, to: { member: victim.id }, amount: 30_000, scope: 'system:test', idempotencyKey: randomUUID(), initiatorId: null });
  const transfer = data(ok('transfer', await v.post('/api/coins/transfer', { to: friend.name, amount: 5, note: mk('transfer-note'), idempotencyKey: `k${randomBytes(8).toString('hex')}` })));
  const transactionId = str((transfer.transaction as { id?: string } | undefined)?.id ?? transfer.transactionId ?? transfer.id, 'transaction');
  const coinRequestByVictim = str(data(ok('coin request', await v.post('/api/coins/requests', { from: friend.name, amount: 7, note: mk('coin-request-note'), idempotencyKey: `k${randomBytes(8).toString('hex')}` }))).code, 'code');
  const coinRequestToVictim = str(data(ok('coin request to victim', await f.post('/api/coins/requests', { from: victim.name, amount: 9, note: mk('coin-request-to-victim'), idempotencyKey: `k${randomBytes(8).toString('hex')}` }))).code, 'code');
  const gift = data(ok('gift card', await v.post('/api/coins/gift-cards', { value: 250, idempotencyKey: `k${randomBytes(8).toString('hex')}` })));
  const giftCardCode = str((gift.card as { code?: string } | undefined)?.code ?? gift.code, 'gift card code');
  const payout = `acct_${marker}payout`;
  ok('payout account', await v.put('/api/coins/settings', { payoutAccount: payout }));
  // Withdrawals need the payment gateway (off in tests): one awaiting staff approval is written as the request would leave it.
  const withdrawalId = randomUUID();
  const withdrawalKey = `k${randomBytes(8).toString('hex')}`;
  const hold = await coins.move({ kind: 'withdrawal', from: { member: victim.id }, to: { system: 'held' }, amount: 10_000, scope: victim.id, idempotencyKey: `withdraw:${withdrawalKey}`, initiatorId: victim.id });
  await t.db.query(
    `INSERT INTO withdrawals (id, member_id, coins, payout_minor, currency, status, payout_account, idempotency_key, hold_transaction_id)
     VALUES ($1, $2, 10000, 5000, 'GBP', 'awaiting-approval', $3, $4, $5)`,
    [withdrawalId, victim.id, payout, withdrawalKey, hold.transaction.id],
  );

  // Payments: no gateway runs in tests, so a paid card payment and its subscription are written as the gateway's webhook would leave them.
  const paymentReference = `pay_${randomBytes(10).toString('hex')}`;
  const paymentId = randomUUID();
  await t.db.query(
    `INSERT INTO payments (id, reference, member_id, variant, kind, status, amount_minor, currency, tier, period, gateway, gateway_ref, customer_ref, payment_method_ref, idempotency_key, applied_at)
     VALUES ($1, $2, $3, 'shuk', 'upgrade', 'succeeded', 1999, 'GBP', 'gold', 'month', 'stripe', $4, $5, 'pm_card_visa', $6, now())`,
    [paymentId, paymentReference, victim.id, `pi_${marker}`, `cus_${marker}`, `k${randomBytes(8).toString('hex')}`],
  );
  const subscriptionId = randomUUID();
  await t.db.query(
    `INSERT INTO subscriptions (id, member_id, tier, period, status, currency, amount_minor, current_period_start, current_period_end, paid_with, variant, customer_ref, payment_method_ref)
     VALUES ($1, $2, 'gold', 'month', 'active', 'GBP', 1999, now(), now() + interval '30 days', 'card', 'shuk', $3, 'pm_card_visa')`,
    [subscriptionId, victim.id, `cus_${marker}`],
  );

  // A ticket with an attachment; a report the victim filed; settings of every kind; a saved search.
  const attachment = data(ok('ticket attachment', await upload(v, '/api/tickets/attachments', 'post', PDF, 'statement.pdf'), 201));
  const ticketAttachmentId = str(attachment.id, 'attachment');
  const ticket = data(ok('ticket', await v.post('/api/tickets', { category: 'billing', subject: mk('ticket-subject'), body: mk('ticket-body'), attachmentId: ticketAttachmentId }), 201));
  const ticketReference = str(ticket.reference, 'ticket');
  const reportId = str(data(ok('report', await v.post('/api/reports', { subjectType: 'member', subjectId: blocked.id, reason: 'harassment', details: mk('report-details') }))).id, 'report');
  // Only friends may message or write on the wall: a stranger's post there is a change, not their own act.
  ok('privacy settings', await v.put('/api/privacy/settings', { messages: 'friends', friendsList: 'friends', followLists: 'friends', browseInvisibly: true }), 200);
  ok('wink settings', await v.put('/api/me/wink-settings', { policy: 'friends' }));
  ok('newsfeed settings', await v.put('/api/newsfeed/settings', { kinds: ['photo', 'story'], landingPage: 'newactivity' }), 200);
  const savedSearchId = str(data(ok('saved search', await v.post('/api/search/saved', { name: mk('saved-search'), filters: { kind: 'couple', ageMin: 30 } }))).id, 'saved search');
  ok('profile', await v.put('/api/me/profile', { about: 'About me, in public.' }));

  // Staff in scope (shuk): a note on the victim, which also leaves an audit entry.
  ok('staff note', await admin.c.post(`/api/staff/members/${victim.id}/notes`, { body: mk('staff-note') }));

  // Ids read from the tables: the victim's session, a notification, an activity card, an audit entry.
  const one = async (sql: string, what: string): Promise<string> => {
    const rows = (await t.db.query(sql, [victim.id])) as Array<{ id: string | number }>;
    if (!rows[0]) throw new Error(`fixture: no ${what}`);
    return String(rows[0].id);
  };
  const pendingAvatarId = await one(`SELECT id FROM member_avatars WHERE member_id = $1 AND status = 'pending'`, 'pending avatar');
  const sessionId = await one(`SELECT id FROM sessions WHERE member_id = $1 AND ended_at IS NULL ORDER BY created_at LIMIT 1`, 'session');
  const notificationId = await one(`SELECT id FROM notifications WHERE member_id = $1 ORDER BY id LIMIT 1`, 'notification');
  const activityId = await one(`SELECT id FROM member_activity WHERE actor_id = $1 ORDER BY id LIMIT 1`, 'activity card');
  const staffAuditId = await one(`SELECT id FROM staff_audit_log WHERE target_id = $1::text ORDER BY id LIMIT 1`, 'staff audit entry');

  const privateValues: PrivateValue[] = [
    { label: 'e-mail address', value: victim.email },
    { label: 'private photo id', value: privatePhotoId },
    { label: 'friends-only photo id', value: friendsPhotoId },
    ...(videoId ? [{ label: 'private video id', value: videoId }] : []),
    { label: 'pending avatar id', value: pendingAvatarId },
    { label: 'comment on a private photo', value: str(privateComment.id, 'comment') },
    { label: 'conversation id', value: conversationId },
    { label: 'draft story id', value: draftStoryId },
    { label: 'draft chapter id', value: draftChapterId },
    { label: 'pending ebook id', value: ebookId },
    { label: 'cover template id', value: coverTemplateId },
    { label: 'coin request code (by victim)', value: coinRequestByVictim },
    { label: 'coin request code (to victim)', value: coinRequestToVictim },
    { label: 'coin transaction id', value: transactionId },
    { label: 'gift card code', value: giftCardCode },
    { label: 'withdrawal id', value: withdrawalId },
    { label: 'payout account', value: payout },
    { label: 'payment reference', value: paymentReference },
    { label: 'payment id', value: paymentId },
    { label: 'subscription id', value: subscriptionId },
    { label: 'ticket reference', value: ticketReference },
    { label: 'ticket attachment id', value: ticketAttachmentId },
    { label: 'saved search id', value: savedSearchId },
    { label: 'session id', value: sessionId },
    { label: 'report id', value: reportId },
    { label: 'album invitation id', value: albumAccessId },
    // Every text planted with the marker (private descriptions, notes, messages, drafts, filters...).
    { label: 'a private text (marker)', value: marker },
  ];


  // ID verification: a submitted case (passport: front and selfie) the preparation job has made ready for a checker.
  ok('verification start', await v.post('/api/verification', { documentType: 'passport', dateOfBirth: '1990-01-01' }), 201);
  for (const side of ['front', 'selfie']) ok(`verification ${side}`, await upload(v, `/api/verification/files/${side}`, 'put', await jpeg(700 + side.length), `${side}.jpg`), 200);
  const verification = data(ok('verification submit', await v.post('/api/verification/submit'), 200));
  const verificationCaseId = str(verification.caseId, 'verification case');
  for (let i = 0; i < 200 && data(await v.get('/api/verification')).status !== 'pending'; i++) await new Promise((r) => setTimeout(r, 50));
  privateValues.push({ label: 'verification case id', value: verificationCaseId }, { label: 'verification code', value: str(verification.code, 'verification code') });
  // Groups and clubs (issue 20): a secret, invitation-only group (invisible to anyone outside it), with a wall
  // post and comment and the friend's pending invitation; and a club with a wall post and the friend's review
  // (a club, its wall and its reviews are public by design: no marker in their texts).
  const groupName = mk('secret-group');
  const group = data(ok('group', await v.post('/api/groups', { name: groupName, description: mk('group-description'), category: 'social', visibility: 'secret', joinPolicy: 'invite' }), 201));
  const groupSlug = str(group.slug, 'group slug');
  const groupId = str(group.id, 'group id');
  ok('group invite', await v.post(`/api/groups/${groupSlug}/invites`, { names: [friend.name] }));
  const groupInviteId = str((await t.db.query(`SELECT id FROM group_members WHERE group_id = $1 AND member_id = $2`, [groupId, friend.id]))[0]?.id, 'group invite');
  const groupPostId = str(data(ok('group post', await v.post(`/api/groups/${groupSlug}/wall`, { body: mk('group-post') }), 201)).id, 'group post');
  const groupCommentId = str(data(ok('group comment', await v.post(`/api/community-walls/${groupPostId}/comments`, { body: mk('group-comment') }), 201)).id, 'group comment');
  const club = data(ok('club', await v.post('/api/clubs', { name: `Club ${randomBytes(4).toString('hex')}`, description: 'A venue', facilities: ['bar'] }), 201));
  const clubSlug = str(club.slug, 'club slug');
  const clubPostId = str(data(ok('club post', await v.post(`/api/clubs/${clubSlug}/wall`, { body: 'Open on Saturday' }), 201)).id, 'club post');
  const clubReviewId = str(data(ok('club review', await f.put(`/api/clubs/${clubSlug}/reviews/mine`, { rating: 4, body: 'Good night out' }))).id, 'club review');
  privateValues.push(
    { label: 'secret group name', value: groupName },
    { label: 'secret group id', value: groupId },
    { label: 'secret group wall post', value: mk('group-post') },
    { label: 'secret group comment', value: mk('group-comment') },
  );
  // Places (issue 22): a pending place (only the victim and its variant's staff may see it), a public one (approved
  // straight in the table) with the victim's comment, rating, check-in and edit suggestion.
  const placeBody = (name: string, description: string) => ({ name, country: 'GB', county: 'Matrixshire', description, directions: '', facilities: ['parking'], lat: 51.5, lng: -0.1 });
  const pendingPlace = data(ok('pending place', await v.post('/api/dogging', placeBody(`Pending ${marker}`, mk('pending-place-description')))));
  const pendingPlaceId = str(pendingPlace.id, 'pending place');
  const publicPlace = data(ok('public place', await v.post('/api/dogging', placeBody(`Common ${randomBytes(3).toString('hex')}`, 'A public car park by the common, open all night.'))));
  const publicPlaceId = str(publicPlace.id, 'public place');
  await t.db.query(`UPDATE place_locations SET status = 'approved' WHERE id = $1`, [publicPlaceId]);
  const placeCommentId = str(data(ok('place comment', await v.post(`/api/dogging/${publicPlaceId}/comments`, { body: 'Quiet on weekday evenings.' }))).id, 'place comment');
  ok('place rating', await v.put(`/api/dogging/${publicPlaceId}/rating`, { stars: 4 }));
  ok('place check-in', await v.post(`/api/dogging/${publicPlaceId}/checkins`, { slot: 'weekday-evening', note: '' }));
  const placeSuggestionId = str(
    data(ok('place suggestion', await v.post(`/api/dogging/${publicPlaceId}/suggestions`, { ...placeBody(String(publicPlace.name), 'A public car park by the common, open all night.'), directions: mk('suggested-directions') }))).id,
    'place suggestion',
  );
  privateValues.push({ label: 'pending place id', value: pendingPlaceId }, { label: 'place suggestion id', value: placeSuggestionId });

  // Competitions: an open photo competition of the variant (as staff would create it) with the victim's public photo entered, and an unannounced one.
  const competition = async (slug: string, announced: boolean) =>
    str(
      (
        await t.db.query(
          `INSERT INTO competitions (variant, slug, title, rules, entry_type, entries_open_at, entries_close_at, voting_open_at, voting_close_at, announced, prize_coins)
           VALUES ('shuk', $1, $2, 'Your best photo of the month, your own work.', 'photo', now() - interval '1 hour', now() + interval '1 day', now() - interval '1 hour', now() + interval '2 days', $3, '{100}') RETURNING id`,
          [slug, `Matrix ${slug}`, announced],
        )
      )[0].id,
      'competition',
    );
  const competitionSlug = `fx-${randomBytes(4).toString('hex')}`;
  const competitionId = await competition(competitionSlug, true);
  const hiddenCompetitionSlug = `fx-${marker}`;
  await competition(hiddenCompetitionSlug, false);
  const competitionEntryId = str(data(ok('competition entry', await v.post(`/api/competitions/${competitionId}/entries`, { subjectId: publicPhotoId }))).id, 'competition entry');
  // Parties (issue 21): an open party with approval whose street address carries the marker (only the host and
  // its approved guest, the friend, may read it), an invited-only party (its title carries the marker: strangers
  // must not learn it exists), the friend's invitation to it, and a meet. Places: the installed gazetteer (London).
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const partyBody = { description: 'A garden party', startsAt: `${day}T20:00`, endsAt: `${day}T23:30`, placeId: 'gn2643743', capacity: 10 };
  const openParty = data(ok('party', await v.post('/api/parties', { ...partyBody, title: 'Open garden party', address: `${marker} Garden Lane 1` }), 201));
  const partyId = str(openParty.id, 'party');
  ok('party request', await f.put(`/api/parties/${partyId}/attendees`, { message: mk('party-request') }));
  ok('party approve', await v.put(`/api/parties/${partyId}/attendees/${friend.id}/approve`, { approve: 1 }));
  const secretParty = data(ok('secret party', await v.post('/api/parties', { ...partyBody, title: `Secret ${marker}`, audience: 'invited', address: `${marker} Hidden Road 2` }), 201));
  const secretPartyId = str(secretParty.id, 'secret party');
  ok('party invite', await v.post(`/api/parties/${secretPartyId}/invites`, { memberIds: [friend.id] }));
  const partyInviteId = str(((data(ok('party invites', await f.get('/api/parties/invites'))).items as Array<{ id: string }>)[0] ?? {}).id, 'party invite');
  ok('calendar address', await v.post('/api/parties/calendar'));
  const meet = data(ok('meet', await v.post('/api/meets', { category: 'drinks', title: 'Matrix drinks', startsAt: `${day}T19:00`, placeId: 'gn2643743', venue: 'The bar' }), 201));
  const meetId = str(meet.id, 'meet');
  privateValues.push({ label: 'party street address (marker)', value: `${marker} Garden Lane 1` }, { label: 'invited-only party id', value: secretPartyId }, { label: 'party invitation id', value: partyInviteId });

  return {
    victim,
    friend,
    marker,
    publicPhotoId,
    privatePhotoId,
    friendsPhotoId,
    videoId,
    publicAlbumId: publicAlbum,
    privateAlbumId: privateAlbum,
    friendsAlbumId: friendsAlbum,
    albumAccessId,
    ownCommentOnPublicPhotoId: str(ownComment.id, 'comment'),
    commentOnPrivatePhotoId: str(privateComment.id, 'comment'),
    pendingAvatarId,
    wallPostId,
    friendWallPostId,
    wallCommentId,
    conversationId,
    messageId,
    roomId,
    publishedStoryId,
    publishedStorySlug,
    publishedChapterId,
    draftStoryId,
    draftChapterId,
    storyCommentId,
    seriesId,
    seriesSlug,
    forumCategorySlug,
    forumTopicId,
    forumTopicSlug,
    forumPostId,
    ebookId,
    coverTemplateId,
    coinRequestByVictim,
    coinRequestToVictim,
    transactionId,
    giftCardCode,
    withdrawalId,
    paymentId,
    paymentReference,
    subscriptionId,
    ticketReference,
    ticketAttachmentId,
    notificationId,
    savedSearchId,
    sessionId,
    activityId,
    reportId,
    staffAuditId,
    publicIds: [victim.id, publicPhotoId, wallPostId, friendWallPostId, publishedStoryId, publicPlaceId, competitionEntryId, partyId, meetId],
    partyId,
    secretPartyId,
    partyInviteId,
    meetId,
    lockIds: [victim.id, ticketReference, reportId],
    privateValues,
    verificationCaseId,
    groupSlug,
    groupId,
    groupInviteId,
    groupPostId,
    groupCommentId,
    clubSlug,
    clubPostId,
    clubReviewId,
    pendingPlaceId,
    pendingPlaceCounty: str(pendingPlace.countySlug, 'place county'),
    pendingPlaceSlug: str(pendingPlace.slug, 'place slug'),
    publicPlaceId,
    placeCommentId,
    placeSuggestionId,
    competitionId,
    competitionSlug,
    hiddenCompetitionSlug,
    competitionEntryId,
  };
}
