import type { DataSource, EntityManager } from 'typeorm';
import { routeTo } from '@community/contracts';
import { notificationGroupKey, wallExcerpt } from '@community/domain';
import { ActivityRepository } from '../modules/members/activity/activity.repository.js';
import { ActivityService } from '../modules/members/activity/activity.service.js';
import type { MemberRef } from '../modules/members/index.js';
import { MembersRepository } from '../modules/members/members.repository.js';
import { MembersService } from '../modules/members/members.service.js';
import { RelationshipsRepository } from '../modules/members/relationships/relationships.repository.js';
import { WallsRepository } from '../modules/members/walls/walls.repository.js';
import { NotificationsRepository } from '../modules/notifications/notifications.repository.js';

/**
 * The demo members' social life (issue 7), so a visitor who logs in as one of them finds friends,
 * followers, winks, profile views, vouches, wall posts and activity cards instead of empty pages. The UK
 * members are one circle of friends (with free_uk the newcomer), the other variants have a pair each.
 *
 * Pending friend requests and winks come with the notifications the live actions send (MemberNotices), so
 * the bell has something to show and a request can be accepted from it.
 *
 * Written through the members module's own repositories inside the seed's transaction. Idempotent and
 * respectful of what members did since: each item is added only when missing, a pair blocked either way
 * is left alone, a friendship is added only when there is neither one nor a request between the two, and
 * a wall gets its demo posts only when that author has never written on it.
 */
const FRIENDS: Array<[string, string]> = [
  ['silver_uk', 'gold_uk'],
  ['gold_uk', 'platinum_uk'],
  ['platinum_uk', 'silver_uk'],
  ['free_uk', 'silver_uk'],
  ['free_uk', 'gold_uk'],
  ['gold_uk', 'lush_member'],
  ['platinum_uk', 'kiwi_member'],
  ['free_us', 'gold_us'],
  ['silber_de', 'platin_de'],
  ['reader', 'writer'],
];

/** Pending requests [from, to]: each of these members has one waiting to be answered. */
const REQUESTS: Array<[string, string]> = [
  ['lush_member', 'free_uk'],
  ['gold_us', 'platinum_uk'],
  ['kiwi_member', 'silver_uk'],
  ['platin_de', 'gold_uk'],
];

/** [follower, followed]: platinum_uk, the host, is the one most followed. */
const FOLLOWS: Array<[string, string]> = [
  ['free_uk', 'platinum_uk'],
  ['free_uk', 'gold_uk'],
  ['silver_uk', 'platinum_uk'],
  ['lush_member', 'platinum_uk'],
  ['free_us', 'platinum_uk'],
  ['silber_de', 'platinum_uk'],
  ['kiwi_member', 'gold_uk'],
  ['gold_us', 'gold_uk'],
  ['platinum_uk', 'gold_uk'],
  ['reader', 'writer'],
];

/** [from, to] */
const WINKS: Array<[string, string]> = [
  ['free_uk', 'gold_uk'],
  ['silver_uk', 'platinum_uk'],
  ['lush_member', 'silver_uk'],
  ['kiwi_member', 'gold_uk'],
  ['platinum_uk', 'free_uk'],
  ['gold_uk', 'free_uk'],
  ['gold_us', 'free_us'],
  ['platin_de', 'silber_de'],
];

/** [viewer, viewed]: who looked at whose profile. */
const VIEWS: Array<[string, string]> = [
  ['free_uk', 'platinum_uk'],
  ['free_uk', 'gold_uk'],
  ['silver_uk', 'platinum_uk'],
  ['gold_us', 'platinum_uk'],
  ['silber_de', 'platinum_uk'],
  ['kiwi_member', 'gold_uk'],
  ['lush_member', 'free_uk'],
  ['platinum_uk', 'free_uk'],
  ['gold_uk', 'silver_uk'],
  ['free_us', 'gold_us'],
];

/** [member, favourite] */
const FAVOURITES: Array<[string, string]> = [
  ['free_uk', 'platinum_uk'],
  ['gold_uk', 'silver_uk'],
  ['platinum_uk', 'gold_uk'],
];

/** [voucher, subject, words]: only between friends, as the rule is. */
const VOUCHES: Array<[string, string, string]> = [
  ['silver_uk', 'gold_uk', 'Met them twice in Brighton: exactly as they describe themselves, kind and great fun.'],
  ['platinum_uk', 'gold_uk', 'Lovely guests at our dinners, always respectful. Recommended.'],
  ['gold_uk', 'silver_uk', 'A wonderful dancer and even better company.'],
  ['gold_uk', 'platinum_uk', 'The best hosts in Manchester, warm and careful about everyone’s comfort.'],
  ['platin_de', 'silber_de', 'Zuverlässig, ehrlich und sehr sympathisch.'],
  ['writer', 'reader', 'My most thoughtful reader: honest and generous with feedback.'],
];

interface DemoPost {
  wall: string;
  author: string;
  body: string;
  comments?: Array<[string, string]>;
  /** Members who vote the post up. */
  upvotes?: string[];
}

const POSTS: DemoPost[] = [
  {
    wall: 'platinum_uk',
    author: 'platinum_uk',
    body: 'Hosting a small dinner in Manchester at the end of the month: friends first, then a few new faces. Send me a message if you would like to come.',
    comments: [
      ['gold_uk', 'Count us in! We will bring dessert.'],
      ['silver_uk', 'Would love to come, thank you for asking.'],
    ],
    upvotes: ['gold_uk', 'silver_uk', 'kiwi_member'],
  },
  {
    wall: 'gold_uk',
    author: 'gold_uk',
    body: 'Back from a weekend walking the Seven Sisters. Legs aching, hearts full, and the best fish and chips in Sussex.',
    comments: [['platinum_uk', 'Jealous! Next time we are coming along.']],
    upvotes: ['silver_uk', 'free_uk'],
  },
  {
    wall: 'silver_uk',
    author: 'silver_uk',
    body: 'Salsa night on Thursday was wonderful. Anyone else in Reading who dances?',
    upvotes: ['gold_uk'],
  },
  {
    wall: 'silver_uk',
    author: 'free_uk',
    body: 'Thank you for the warm welcome, it was lovely chatting last night!',
  },
  {
    wall: 'kiwi_member',
    author: 'kiwi_member',
    body: 'Sunrise on Rangitoto this morning. Worth every step of the climb.',
    comments: [['platinum_uk', 'Stunning. One day we will visit!']],
  },
  {
    wall: 'silber_de',
    author: 'silber_de',
    body: 'Wer kennt eine gemütliche Bar in Kreuzberg für ein erstes Treffen?',
    comments: [['platin_de', 'Probier die kleine Weinbar am Landwehrkanal!']],
  },
  {
    wall: 'gold_us',
    author: 'gold_us',
    body: 'Road trip up to Maine next weekend. Recommendations for the coast welcome.',
    upvotes: ['free_us'],
  },
];

export async function seedMemberRelationships(db: DataSource, em: EntityManager): Promise<void> {
  const members = new MembersService(new MembersRepository(db));
  const repo = new RelationshipsRepository(db);
  const walls = new WallsRepository(db);
  const activity = new ActivityService(new ActivityRepository(db));
  const notifications = new NotificationsRepository(db);
  /** A notification row as NotificationsService.notify writes it (target defaults included). */
  const notify = (n: { memberId: string; action: 'Request' | 'Wink'; category: string; actorIds: string[]; objectId: string; target: Record<string, unknown>; responseEndpoint?: string }) =>
    notifications.insert(em, {
      memberId: n.memberId,
      action: n.action,
      category: n.category,
      actorIds: n.actorIds,
      actorCount: n.actorIds.length,
      objectType: 'member',
      objectId: n.objectId,
      target: { to: null, url: null, slug: null, canAccept: true, canAcceptUpgrade: null, ...n.target },
      targetType: 'member',
      phrase: null,
      responseEndpoint: n.responseEndpoint ?? null,
      relatedModels: [],
      groupKey: notificationGroupKey(n.action, 'member', n.objectId),
    });

  const byName = new Map<string, MemberRef | null>();
  const get = async (name: string): Promise<MemberRef | null> => {
    if (!byName.has(name)) byName.set(name, await members.findByName(name, em));
    return byName.get(name) ?? null;
  };
  /** Both members exist, are two people and neither has blocked the other. */
  const pair = async (a: string, b: string): Promise<[MemberRef, MemberRef] | null> => {
    const [x, y] = [await get(a), await get(b)];
    if (!x || !y || x.id === y.id || (await repo.isBlockedEitherWay(x.id, y.id, em))) return null;
    return [x, y];
  };

  for (const [a, b] of FRIENDS) {
    const p = await pair(a, b);
    if (!p || (await repo.friendState(p[0].id, p[1].id, em)) !== 'none') continue;
    await repo.insertFriendship(em, p[0].id, p[1].id);
    await activity.friendsMade(p[0].id, p[1].id, em);
  }
  for (const [from, to] of REQUESTS) {
    const p = await pair(from, to);
    if (!p || (await repo.friendState(p[0].id, p[1].id, em)) !== 'none') continue;
    await repo.insertRequest(em, p[0].id, p[1].id);
    await notify({
      memberId: p[1].id,
      action: 'Request',
      category: 'friends',
      actorIds: [p[0].id],
      objectId: p[0].id,
      target: { to: 'profile-name', slug: p[0].name, canAccept: true },
      responseEndpoint: `/api/users/${encodeURIComponent(p[0].name)}/friends`,
    });
  }
  for (const [follower, followed] of FOLLOWS) {
    const p = await pair(follower, followed);
    if (p) await repo.follow(p[0].id, p[1].id, em);
  }
  // Winks to one member make one grouped notification, as several live winks do.
  const winkers = new Map<string, string[]>();
  for (const [from, to] of WINKS) {
    const p = await pair(from, to);
    if (!p || (await repo.lastWinkAt(p[0].id, p[1].id, em))) continue;
    await repo.insertWink(em, p[0].id, p[1].id);
    winkers.set(p[1].id, [...(winkers.get(p[1].id) ?? []), p[0].id]);
  }
  for (const [to, from] of winkers) {
    await notify({ memberId: to, action: 'Wink', category: 'interactions', actorIds: from, objectId: to, target: { to: 'interactions-tab', slug: 'winks-received' } });
  }
  for (const [viewer, viewed] of VIEWS) {
    const p = await pair(viewer, viewed);
    if (p && !(await repo.hasViewed(p[0].id, p[1].id, em))) await repo.recordView(p[0].id, p[1].id, em);
  }
  for (const [member, favourite] of FAVOURITES) {
    const p = await pair(member, favourite);
    if (p) await repo.addFavourite(p[0].id, p[1].id, em);
  }
  for (const [voucher, subject, body] of VOUCHES) {
    const p = await pair(voucher, subject);
    if (p && (await repo.areFriends(p[0].id, p[1].id, em)) && !(await repo.hasVouched(p[0].id, p[1].id, em))) await repo.putVouch(em, p[0].id, p[1].id, body);
  }
  for (const post of POSTS) {
    const p = await pair(post.wall, post.author);
    const self = post.wall === post.author;
    const wall = self ? await get(post.wall) : p?.[0];
    const author = self ? wall : p?.[1];
    if (!wall || !author || (await walls.hasPostBy(wall.id, author.id, em))) continue;
    const postId = await walls.insertPost(em, wall.id, author.id, post.body);
    if (self) {
      const url = routeTo('profile-name-post-id', { name: author.name, id: postId });
      await activity.record({ actorId: author.id, kind: 'post', objectId: postId, title: wallExcerpt(post.body), url }, em);
    }
    for (const [commenter, body] of post.comments ?? []) {
      const c = await pair(post.wall, commenter);
      if (c) await walls.insertComment(em, postId, c[1].id, body);
    }
    for (const voter of post.upvotes ?? []) {
      const v = await pair(post.author, voter);
      if (v) await walls.vote(em, postId, v[1].id, 1);
    }
  }
}
