import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlockedMember, FriendRequests, InteractionItem, MemberCard, Page, Vouch } from '@community/contracts';
import {
  actsAsStaffOn,
  blockDecision,
  canSee,
  canVouch,
  friendRequestOutcome,
  roleOn,
  winkDecision,
  type Audience,
  type InteractionTab,
  type Relation,
  type WinkPolicy,
} from '@community/domain';
import { ActivityService } from '../activity/activity.service.js';
import { decodeCursor, pageFrom } from '../cursor.js';
import { MemberEvents } from '../member-events.js';
import type { MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException, notFound } from '../members.exception.js';
import { MembersService } from '../members.service.js';
import { privacyOf } from '../privacy/privacy.js';
import { avatarFor, toCard, type CardContext } from '../profiles/cards.js';
import { RelationshipsRepository, type ListedRow } from './relationships.repository.js';

export interface ListArgs {
  after?: string;
  limit: number;
}

/**
 * Friends, follows, winks, notes, vouches, favourites, views and blocks. Other modules ask it two things:
 * `areFriends(a, b)` and `isBlocked(a, b)` (either direction) — messaging and media use them for their
 * own access rules. Every method that takes a member name resolves it through `target`, which answers
 * "no such member" for anyone blocked either way, so a blocked member learns nothing of the blocker.
 */
@Injectable()
export class RelationshipsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: RelationshipsRepository,
    private readonly members: MembersService,
    private readonly activity: ActivityService,
    private readonly events: MemberEvents,
  ) {}

  /** True when a and b are friends. */
  areFriends(a: string, b: string): Promise<boolean> {
    return a === b ? Promise.resolve(false) : this.repo.areFriends(a, b);
  }

  /** A member's friends' ids, at most `limit` (for other modules' invitations and lists). */
  friendIds(memberId: string, limit = 5000): Promise<string[]> {
    return this.repo.friendIds(memberId, limit);
  }

  /** True when either has blocked the other. */
  isBlocked(a: string, b: string): Promise<boolean> {
    return a === b ? Promise.resolve(false) : this.repo.isBlockedEitherWay(a, b);
  }

  /**
   * The member named `name` as `viewer` may address them: unknown, suspended and blocked-either-way are
   * all the same 404. Staff on the member's home variant are never hidden by blocks (moderation must see
   * everything there); elsewhere staff are ordinary members.
   */
  async target(viewer: MemberAccount | null, name: string): Promise<MemberAccount> {
    const member = await this.members.findByName(name);
    const staff = member !== null && actsAsStaffOn(viewer, member.homeVariant);
    if (!member || (member.suspendedAt && !staff)) throw notFound();
    if (viewer && viewer.id !== member.id && !staff && (await this.repo.isBlockedEitherWay(viewer.id, member.id))) {
      throw notFound();
    }
    return member;
  }

  /**
   * What a guest (a search engine, a link preview) may know of a profile: the member's id and name when the
   * profile is open to everyone; null when unknown, suspended or not public. Read-only, one indexed query.
   */
  async guestProfile(name: string): Promise<{ id: string; name: string } | null> {
    const member = await this.members.findByName(name);
    if (!member || member.suspendedAt) return null;
    return canSee(privacyOf(member).profile, await this.relation(null, member)) === 'allow' ? { id: member.id, name: member.name } : null;
  }

  /** The relation as libs/domain's `canSee` reads it; the viewer's role counts as staff only on the owner's home variant. */
  async relation(viewer: MemberAccount | null, owner: MemberAccount): Promise<Relation> {
    if (!viewer) return { loggedIn: false, self: false, friends: false, blocked: false, viewerRole: null };
    const self = viewer.id === owner.id;
    const [friends, blocked] = self ? [false, false] : await Promise.all([this.repo.areFriends(viewer.id, owner.id), this.repo.isBlockedEitherWay(viewer.id, owner.id)]);
    return { loggedIn: true, self, friends, blocked, viewerRole: roleOn(viewer, owner.homeVariant) };
  }

  /** Throws the right refusal when `audience` does not include the viewer. */
  assertCanSee(audience: Audience, rel: Relation, what: string): void {
    const decision = canSee(audience, rel);
    if (decision === 'allow') return;
    if (decision === 'not-found') throw notFound();
    if (decision === 'login') throw new MembersException(MembersErrorCode.LoginRequired, `Log in to see ${what}`);
    throw new MembersException(MembersErrorCode.Private, `${what[0]!.toUpperCase()}${what.slice(1)} is private`);
  }

  relationFlags(me: string, other: string) {
    return this.repo.relationFlags(me, other);
  }

  friendState(me: string, other: string) {
    return this.repo.friendState(me, other);
  }

  counts(memberId: string) {
    return this.repo.counts(memberId);
  }

  private page(rows: ListedRow[], limit: number, ctx: CardContext): Page<MemberCard> {
    return pageFrom(rows, limit, (r) => toCard(r, ctx), (r) => (r.k2 ? [r.k1, r.k2] : [r.k1]));
  }

  // Friends ------------------------------------------------------------------------------------------

  /** "Add friend": sends a request, or accepts theirs when they asked first. */
  async requestFriend(me: MemberAccount, name: string): Promise<{ state: 'request-sent' | 'friends' }> {
    const other = await this.target(me, name);
    const result = await this.db.transaction(async (em) => {
      await this.repo.lockPair(em, me.id, other.id);
      const [state, blocked] = await Promise.all([this.repo.friendState(me.id, other.id, em), this.repo.isBlockedEitherWay(me.id, other.id, em)]);
      switch (friendRequestOutcome(state, me.id === other.id, blocked)) {
        case 'self':
          throw new MembersException(MembersErrorCode.Self, 'You cannot befriend yourself', { field: 'name' });
        case 'blocked':
          throw notFound();
        case 'already-friends':
          throw new MembersException(MembersErrorCode.AlreadyFriends, 'You are already friends');
        case 'already-sent':
          throw new MembersException(MembersErrorCode.RequestAlreadySent, 'You already sent a friend request');
        case 'accept':
          await this.repo.deleteRequest(em, other.id, me.id);
          await this.repo.insertFriendship(em, me.id, other.id);
          await this.activity.friendsMade(me.id, other.id, em);
          return { state: 'friends' as const };
        case 'send':
          await this.repo.insertRequest(em, me.id, other.id);
          return { state: 'request-sent' as const };
      }
    });
    await this.events.emit(
      result.state === 'friends' ? { type: 'friend-accepted', by: me, requester: other } : { type: 'friend-requested', from: me, to: other },
    );
    return result;
  }

  /** `PUT users/{name}/friends` with approve 1 or 0: answers the request `name` sent me. */
  async respondToRequest(me: MemberAccount, name: string, approve: boolean): Promise<{ state: 'friends' | 'none' }> {
    const other = await this.target(me, name);
    const result = await this.db.transaction(async (em) => {
      await this.repo.lockPair(em, me.id, other.id);
      if (!(await this.repo.deleteRequest(em, other.id, me.id))) {
        throw new MembersException(MembersErrorCode.NoRequest, 'There is no friend request from this member');
      }
      if (!approve) return { state: 'none' as const };
      await this.repo.insertFriendship(em, me.id, other.id);
      await this.activity.friendsMade(me.id, other.id, em);
      return { state: 'friends' as const };
    });
    await this.events.emit({ type: approve ? 'friend-accepted' : 'friend-declined', by: me, requester: other });
    return result;
  }

  /** Unfriend, or withdraw my pending request. */
  async removeFriend(me: MemberAccount, name: string): Promise<void> {
    const other = await this.target(me, name);
    const wasRequest = await this.db.transaction(async (em) => {
      await this.repo.lockPair(em, me.id, other.id);
      const sent = (await this.repo.friendState(me.id, other.id, em)) === 'request-sent';
      if (!(await this.repo.deleteFriendship(em, me.id, other.id))) {
        throw new MembersException(MembersErrorCode.NotFriends, 'You are not friends and there is no request between you');
      }
      await this.activity.friendsEnded(me.id, other.id, em);
      return sent;
    });
    if (wasRequest) await this.events.emit({ type: 'friend-request-withdrawn', from: me, to: other });
  }

  /** A member's friends, most recently logged in first, if their privacy lets the viewer see the list. */
  async listFriends(viewer: MemberAccount, name: string, args: ListArgs, ctx: CardContext): Promise<Page<MemberCard>> {
    const owner = await this.target(viewer, name);
    this.assertCanSee(privacyOf(owner).friendsList, await this.relation(viewer, owner), 'this friends list');
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    return this.page(await this.repo.listFriends(owner.id, viewer.id, after, args.limit), args.limit, ctx);
  }

  async friendRequests(me: MemberAccount, ctx: CardContext): Promise<FriendRequests> {
    const [received, sent] = await Promise.all([this.repo.listRequests(me.id, 'received'), this.repo.listRequests(me.id, 'sent')]);
    const item = (r: ListedRow) => ({ member: toCard(r, ctx), createdAt: r.at.toISOString() });
    return { received: received.map(item), sent: sent.map(item) };
  }

  // Follows ------------------------------------------------------------------------------------------

  async follow(me: MemberAccount, name: string): Promise<void> {
    const other = await this.target(me, name);
    if (other.id === me.id) throw new MembersException(MembersErrorCode.Self, 'You cannot follow yourself', { field: 'name' });
    this.assertCanSee(privacyOf(other).profile, await this.relation(me, other), 'this profile');
    await this.repo.follow(me.id, other.id);
  }

  async unfollow(me: MemberAccount, name: string): Promise<void> {
    const other = await this.target(me, name);
    await this.repo.unfollow(me.id, other.id);
  }

  async listFollows(viewer: MemberAccount, name: string, direction: 'followers' | 'following', args: ListArgs, ctx: CardContext): Promise<Page<MemberCard>> {
    const owner = await this.target(viewer, name);
    this.assertCanSee(privacyOf(owner).followLists, await this.relation(viewer, owner), `this ${direction === 'followers' ? 'followers' : 'following'} list`);
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    return this.page(await this.repo.listFollows(owner.id, direction, viewer.id, after, args.limit), args.limit, ctx);
  }

  // Winks --------------------------------------------------------------------------------------------

  async wink(me: MemberAccount, name: string, policyOf: (memberId: string) => Promise<WinkPolicy>): Promise<void> {
    const other = await this.target(me, name);
    await this.db.transaction(async (em) => {
      await this.repo.lockPair(em, me.id, other.id);
      const [friends, blocked, lastWinkAt, policy] = await Promise.all([
        this.repo.areFriends(me.id, other.id, em),
        this.repo.isBlockedEitherWay(me.id, other.id, em),
        this.repo.lastWinkAt(me.id, other.id, em),
        policyOf(other.id),
      ]);
      const decision = winkDecision(policy, { self: me.id === other.id, blocked, friends, senderVerified: Boolean(me.verifiedAt), lastWinkAt }, new Date());
      switch (decision) {
        case 'self':
          throw new MembersException(MembersErrorCode.Self, 'You cannot wink at yourself', { field: 'name' });
        case 'blocked':
          throw notFound();
        case 'refused':
          throw new MembersException(MembersErrorCode.WinkRefused, `${other.name} is not accepting winks from you`);
        case 'too-soon':
          throw new MembersException(MembersErrorCode.WinkTooSoon, `You already winked at ${other.name} today`);
        case 'allow':
          await this.repo.insertWink(em, me.id, other.id);
      }
    });
    await this.events.emit({ type: 'winked', from: me, to: other });
  }

  // Notes (private to their author) ------------------------------------------------------------------

  async getNote(me: MemberAccount, name: string) {
    const other = await this.target(me, name);
    const note = await this.repo.getNote(me.id, other.id);
    return note ? { body: note.body, updatedAt: note.updated_at.toISOString() } : null;
  }

  async putNote(me: MemberAccount, name: string, body: string) {
    const other = await this.target(me, name);
    if (other.id === me.id) throw new MembersException(MembersErrorCode.Self, 'Notes are about other members', { field: 'name' });
    const note = await this.repo.putNote(me.id, other.id, body);
    return { body: note.body, updatedAt: note.updated_at.toISOString() };
  }

  async deleteNote(me: MemberAccount, name: string): Promise<void> {
    const other = await this.target(me, name);
    await this.repo.deleteNote(me.id, other.id);
  }

  /** `/profile/{name}/notes`: the notes I wrote, only on my own profile. */
  async listNotes(me: MemberAccount, name: string, args: ListArgs, ctx: CardContext) {
    const owner = await this.target(me, name);
    if (owner.id !== me.id) throw new MembersException(MembersErrorCode.Private, 'Notes are private to their author');
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    const rows = await this.repo.listNotes(me.id, after, args.limit);
    return pageFrom(rows, args.limit, (r) => ({ member: toCard(r, ctx), body: r.body, updatedAt: r.at.toISOString() }), (r) => [r.k1, r.k2]);
  }

  // Vouches ------------------------------------------------------------------------------------------

  async listVouches(viewer: MemberAccount, name: string, args: ListArgs, ctx: CardContext): Promise<Page<Vouch>> {
    const owner = await this.target(viewer, name);
    this.assertCanSee(privacyOf(owner).profile, await this.relation(viewer, owner), 'this profile');
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    const rows = await this.repo.listVouches(owner.id, viewer.id, after, args.limit);
    return pageFrom(rows, args.limit, (r) => ({ voucher: toCard(r, ctx), body: r.body, createdAt: r.at.toISOString() }), (r) => [r.k1, r.k2]);
  }

  async vouch(me: MemberAccount, name: string, body: string): Promise<void> {
    const other = await this.target(me, name);
    await this.db.transaction(async (em) => {
      await this.repo.lockPair(em, me.id, other.id);
      const [friends, blocked] = await Promise.all([this.repo.areFriends(me.id, other.id, em), this.repo.isBlockedEitherWay(me.id, other.id, em)]);
      if (!canVouch({ self: me.id === other.id, blocked, friends })) {
        throw new MembersException(MembersErrorCode.CannotVouch, 'Only friends can vouch for each other');
      }
      await this.repo.putVouch(em, me.id, other.id, body);
    });
  }

  /** Withdraw my vouch for `name`, or — on my own profile — remove `voucher`'s vouch for me. */
  async removeVouch(me: MemberAccount, name: string, voucherName?: string): Promise<void> {
    const other = await this.target(me, name);
    const removed =
      other.id === me.id && voucherName
        ? await this.repo.deleteVouch((await this.target(me, voucherName)).id, me.id)
        : await this.repo.deleteVouch(me.id, other.id);
    if (!removed) throw new MembersException(MembersErrorCode.NotFound, 'There is no such vouch');
  }

  // Favourites and views -----------------------------------------------------------------------------

  async favourite(me: MemberAccount, name: string, on: boolean): Promise<void> {
    const other = await this.target(me, name);
    if (other.id === me.id) throw new MembersException(MembersErrorCode.Self, 'You cannot favourite yourself', { field: 'name' });
    if (on) await this.repo.addFavourite(me.id, other.id);
    else await this.repo.removeFavourite(me.id, other.id);
  }

  recordView(viewerId: string, viewedId: string): Promise<void> {
    return this.repo.recordView(viewerId, viewedId);
  }

  /** `/interactions/{tab}`: winks received and sent, who viewed me, my favourites. */
  async interactions(me: MemberAccount, tab: InteractionTab, args: ListArgs, ctx: CardContext): Promise<Page<InteractionItem>> {
    const item = (r: ListedRow) => ({ member: toCard(r, ctx), at: r.at.toISOString() });
    if (tab === 'winks-received' || tab === 'winks-sent') {
      const after = decodeCursor(args.after, ['bigint'] as const);
      const rows = await this.repo.listWinks(me.id, tab === 'winks-received' ? 'received' : 'sent', after, args.limit);
      return pageFrom(rows, args.limit, item, (r) => [r.k1]);
    }
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    const rows = tab === 'views' ? await this.repo.listViews(me.id, after, args.limit) : await this.repo.listFavourites(me.id, after, args.limit);
    return pageFrom(rows, args.limit, item, (r) => [r.k1, r.k2]);
  }

  // Blocks -------------------------------------------------------------------------------------------

  async block(me: MemberAccount, name: string): Promise<void> {
    const other = await this.members.findByName(name);
    // Someone who blocked me can still be blocked back (I do not learn they exist from a 404 here either way).
    if (!other) throw notFound();
    switch (blockDecision(other.id === me.id, other.role)) {
      case 'self':
        throw new MembersException(MembersErrorCode.Self, 'You cannot block yourself', { field: 'name' });
      case 'staff':
        throw new MembersException(MembersErrorCode.CannotBlockStaff, 'Staff cannot be blocked; report a problem instead', { field: 'name' });
      case 'allow':
        await this.db.transaction(async (em) => {
          await this.repo.lockPair(em, me.id, other.id);
          await this.repo.block(em, me.id, other.id);
          await this.activity.friendsEnded(me.id, other.id, em);
        });
        await this.events.emit({ type: 'blocked', by: me, other });
    }
  }

  async unblock(me: MemberAccount, name: string): Promise<void> {
    const other = await this.members.findByName(name);
    if (!other || !(await this.repo.unblock(me.id, other.id))) throw new MembersException(MembersErrorCode.NotFound, 'You have not blocked this member');
  }

  async listBlocked(me: MemberAccount, args: ListArgs): Promise<Page<BlockedMember>> {
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    const rows = await this.repo.listBlocked(me.id, after, args.limit);
    return pageFrom(rows, args.limit, (r) => ({ id: r.id, name: r.name, avatar: avatarFor(r.avatar_colour, r.avatar_id), blockedAt: r.at.toISOString() }), (r) => [r.k1, r.k2]);
  }
}
