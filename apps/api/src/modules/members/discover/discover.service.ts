import { Injectable } from '@nestjs/common';
import type { ActivityItem, BadgeSettings, ExplorePage, HideableBadge, PublicSiteStats, StreamPage } from '@community/contracts';
import { HIDEABLE_BADGES, STREAM_KINDS } from '@community/contracts';
import { badgeFor, effectiveTier, isStoriesSite, type ActivityKind, type SiteFlags } from '@community/domain';
import { MediaService } from '../../media/index.js';
import type { ActivityRow } from '../activity/activity.repository.js';
import { decodeCursor, pageFrom } from '../cursor.js';
import { keepInStep, type MemberAccount } from '../member-ref.js';
import { MembersService } from '../members.service.js';
import { toCard, type CardContext } from '../profiles/cards.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { DiscoverRepository, EXPLORE_SECTION_SIZE } from './discover.repository.js';

/** Public site stats are cached this long per variant (one process; each node keeps its own). */
export const SITE_STATS_TTL_MS = 60_000;

/** Activity a guest may open: stories and profile photos (walls are read by members only). */
const GUEST_STREAM_KINDS: readonly ActivityKind[] = STREAM_KINDS.filter((k) => k !== 'post');

export function streamItem(r: ActivityRow, ctx: CardContext): ActivityItem {
  return { id: r.entry_id, kind: r.kind, actor: toCard(r, ctx), subject: null, objectId: r.object_id, title: r.title, url: r.url, at: r.at.toISOString() };
}

/**
 * Discovery: `explore` (short sections of members and photos), the site-wide `stream` of public activity,
 * the public `site-stats`, and the member's badge choices (`PUT me/badges`). Every list leaves out suspended
 * members, anyone blocked either way and profiles whose audience does not include the viewer.
 */
@Injectable()
export class DiscoverService {
  private readonly stats = new Map<string, { at: number; value: PublicSiteStats }>();

  constructor(
    private readonly repo: DiscoverRepository,
    private readonly profiles: ProfilesRepository,
    private readonly members: MembersService,
    private readonly media: MediaService,
  ) {}

  async explore(viewer: MemberAccount | null, ctx: CardContext): Promise<ExplorePage> {
    const from = viewer ? await this.profiles.point(viewer.id) : null;
    const id = viewer?.id ?? null;
    const [near, newest, online, followed, photos] = await Promise.all([
      from ? this.repo.newest(id, from) : Promise.resolve(null),
      this.repo.newest(id, null),
      this.repo.onlineNow(id, from),
      this.repo.mostFollowed(id, from),
      this.media.gallery(viewer, { adult: false, limit: EXPLORE_SECTION_SIZE }),
    ]);
    return {
      nearMe: near ? near.map((r) => toCard(r, ctx)) : null,
      newest: newest.map((r) => toCard(r, ctx)),
      onlineNow: online.map((r) => toCard(r, ctx)),
      mostFollowed: followed.map((r) => ({ ...toCard(r, ctx), newFollowers: r.new_followers })),
      photos: photos.items,
      hasLocation: from !== null,
      unit: ctx.unit,
    };
  }

  async stream(viewer: MemberAccount | null, q: { after?: string; limit: number }, ctx: CardContext): Promise<StreamPage> {
    const after = decodeCursor(q.after, ['bigint'] as const);
    const rows = await this.repo.stream(viewer?.id ?? null, viewer ? STREAM_KINDS : GUEST_STREAM_KINDS, after ? String(after[0]) : null, q.limit);
    return pageFrom(rows, q.limit, (r) => streamItem(r, ctx), (r) => [r.entry_id]);
  }

  /** Cached per variant for 60 s: the figures are the network's, the stories count only on stories sites. */
  async siteStats(site: Pick<SiteFlags, 'code' | 'storiesMode'>, now = Date.now()): Promise<PublicSiteStats> {
    const hit = this.stats.get(site.code);
    if (hit && now - hit.at < SITE_STATS_TTL_MS) return hit.value;
    const s = await this.repo.siteStats();
    const value: PublicSiteStats = {
      members: s.members,
      onlineNow: s.online_now,
      joinedToday: s.joined_today,
      stories: isStoriesSite(site) ? s.stories : null,
      at: new Date(now).toISOString(),
    };
    this.stats.set(site.code, { at: now, value });
    return value;
  }

  /** Which badges I have here and which I show. */
  badges(me: MemberAccount, site: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode'>, now = new Date()): BadgeSettings {
    const tierBadge = badgeFor(effectiveTier(me, now), site);
    const hidden = HIDEABLE_BADGES.filter((b) => (me.hiddenBadges ?? []).includes(b));
    const have = (b: HideableBadge) => (b === 'verified' ? Boolean(me.verifiedAt) : tierBadge === b);
    return { badges: HIDEABLE_BADGES.map((b) => ({ badge: b, have: have(b), shown: have(b) && !hidden.includes(b) })), hidden };
  }

  /**
   * Stores the badges I hide. Hiding a badge I do not have (yet) is kept, not refused: the choice waits for it
   * (a crown that comes back with a renewed Platinum stays hidden), and nobody learns anything from it.
   */
  async setBadges(me: MemberAccount, hidden: readonly HideableBadge[], site: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode'>): Promise<BadgeSettings> {
    const list = HIDEABLE_BADGES.filter((b) => hidden.includes(b));
    await this.members.update(me.id, { hiddenBadges: list });
    keepInStep(me, { hiddenBadges: list });
    return this.badges(me, site);
  }
}
