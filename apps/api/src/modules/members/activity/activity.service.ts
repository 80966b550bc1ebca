import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ActivityItem, ActivityPage, ActivitySettings, ActivityStats } from '@community/contracts';
import { ACTIVITY_KINDS, type ActivityKind } from '@community/domain';
import { avatarFor } from '../avatars/avatar-urls.js';
import { decodeCursor, pageFrom } from '../cursor.js';
import type { MemberAccount } from '../member-ref.js';
import { toCard, type CardContext } from '../profiles/cards.js';
import { ActivityRepository, type ActivityRow, type NewActivity } from './activity.repository.js';

/**
 * The activity feed (`/activity`, `/activity/card/{type}`): what a member's friends and the members they
 * follow did. The members module writes "now friends" and "new profile photo" cards; other modules append
 * theirs with `record` (a published photo or story) inside their own transaction when they pass `em`, and
 * take them back with `removeObject` when the thing goes.
 */
@Injectable()
export class ActivityService {
  constructor(private readonly repo: ActivityRepository) {}

  record(entry: NewActivity, em?: EntityManager): Promise<void> {
    return this.repo.insert(entry, em);
  }

  /** What my activity shares (`activity-settings`): every kind, to friends and followers, until I choose. */
  async settings(me: MemberAccount): Promise<ActivitySettings> {
    const stored = await this.repo.settings(me.id);
    return stored ? { shares: ACTIVITY_KINDS.filter((k) => stored.shares.includes(k)), audience: stored.audience } : { shares: [...ACTIVITY_KINDS], audience: 'friends-and-followers' };
  }

  /** Changes what my activity shares: kinds switched off are not written from now on, and my cards of them stop showing. */
  async saveSettings(me: MemberAccount, s: ActivitySettings): Promise<ActivitySettings> {
    const shares = ACTIVITY_KINDS.filter((k) => s.shares.includes(k));
    await this.repo.saveSettings(me.id, { shares, audience: s.audience });
    return { shares, audience: s.audience };
  }

  removeObject(kind: ActivityKind, objectId: string, em?: EntityManager): Promise<void> {
    return this.repo.removeObject(kind, objectId, em);
  }

  /** Two cards, one per side, so each member's friends see it. */
  async friendsMade(a: string, b: string, em?: EntityManager): Promise<void> {
    await this.repo.insert({ actorId: a, kind: 'friend', subjectId: b }, em);
    await this.repo.insert({ actorId: b, kind: 'friend', subjectId: a }, em);
  }

  friendsEnded(a: string, b: string, em?: EntityManager): Promise<void> {
    return this.repo.removeFriendship(a, b, em);
  }

  /** `type`: one kind of card (`/activity/card/{type}`); `kinds`: several (the newsfeed's settings). */
  async feed(
    viewer: MemberAccount,
    q: { type?: ActivityKind; kinds?: readonly ActivityKind[]; after?: string; limit: number; skipHidden?: boolean },
    ctx: CardContext,
  ): Promise<ActivityPage> {
    const after = decodeCursor(q.after, ['bigint'] as const);
    const rows = await this.repo.feed(viewer.id, q.type ? [q.type] : q.kinds, after ? String(after[0]) : null, q.limit, { skipHidden: q.skipHidden });
    return pageFrom(rows, q.limit, (r) => this.item(r, ctx), (r) => [r.entry_id]);
  }

  /**
   * One card of the viewer's own feed (`newsfeed/{card}`): only a card the feed itself would show them — by a
   * friend or a member they follow, neither blocked, of a kind in `kinds`, not hidden by them; anything else,
   * another member's card included, is null (the same "not found" whether it exists or not).
   */
  async card(viewer: MemberAccount, id: string, kinds: readonly ActivityKind[], ctx: CardContext): Promise<ActivityItem | null> {
    const [row] = await this.repo.feed(viewer.id, kinds, null, 1, { skipHidden: true, only: id });
    return row ? this.item(row, ctx) : null;
  }

  /** Takes one card out of the viewer's newsfeed: only a card their feed shows them (`card` first). */
  hide(viewer: MemberAccount, id: string): Promise<void> {
    return this.repo.hide(viewer.id, id);
  }

  private item(r: ActivityRow, ctx: CardContext): ActivityItem {
    return {
        id: r.entry_id,
        kind: r.kind,
        actor: toCard(r, ctx),
        subject: r.subject_id && r.subject_name ? { id: r.subject_id, name: r.subject_name, avatar: avatarFor(r.subject_colour ?? 1, r.subject_avatar_id) } : null,
        objectId: r.object_id,
        title: r.title,
        url: r.url,
        at: r.at.toISOString(),
      };
  }

  async stats(viewer: MemberAccount): Promise<ActivityStats> {
    const s = await this.repo.stats(viewer.id);
    return {
      friends: s.friends,
      following: s.following,
      followers: s.followers,
      profileViews: s.profile_views,
      winksReceived: s.winks_received,
      pendingRequests: s.pending_requests,
    };
  }
}
