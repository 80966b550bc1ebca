import { Injectable } from '@nestjs/common';
import type { ActivityItem, ActivityPage, NewsfeedProfileCard, NewsfeedSettings } from '@community/contracts';
import { ACTIVITY_KINDS, nextSetupStep, type ActivityKind } from '@community/domain';
import type { MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { MembersService } from '../members.service.js';
import { toCard, type CardContext } from '../profiles/cards.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { ActivityPhotos } from './activity-photos.js';
import { ActivityService } from './activity.service.js';

const cardNotFound = () => new MembersException(MembersErrorCode.CardNotFound, 'No such card in your newsfeed');

const isKind = (k: string): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k);

/**
 * `/newactivity`, the newsfeed: the activity feed's cards limited to the kinds the member chose in
 * `newsfeed/settings` (all of them until they choose), beside `newsfeed/profile-card` (me, my numbers, the
 * next setup step). The same settings hold the preferred landing page (activity or newactivity), which the
 * home link and the log-in redirect follow.
 */
@Injectable()
export class NewsfeedService {
  constructor(
    private readonly activity: ActivityService,
    private readonly photos: ActivityPhotos,
    private readonly profiles: ProfilesRepository,
    private readonly members: MembersService,
  ) {}

  private async kinds(me: MemberAccount): Promise<ActivityKind[]> {
    const stored = await this.profiles.newsfeedKinds(me.id);
    const kinds = (stored ?? []).filter(isKind);
    return kinds.length ? kinds : [...ACTIVITY_KINDS];
  }

  async settings(me: MemberAccount): Promise<NewsfeedSettings> {
    return { kinds: await this.kinds(me), landingPage: me.landingPage };
  }

  async saveSettings(me: MemberAccount, s: NewsfeedSettings): Promise<NewsfeedSettings> {
    const all = ACTIVITY_KINDS.every((k) => s.kinds.includes(k));
    await this.profiles.setNewsfeedKinds(me.id, all ? null : ACTIVITY_KINDS.filter((k) => s.kinds.includes(k)));
    if (s.landingPage !== me.landingPage) await this.members.update(me.id, { landingPage: s.landingPage });
    return { kinds: ACTIVITY_KINDS.filter((k) => s.kinds.includes(k)), landingPage: s.landingPage };
  }

  async feed(me: MemberAccount, q: { after?: string; limit: number }, ctx: CardContext): Promise<ActivityPage> {
    return this.photos.page(await this.activity.feed(me, { kinds: await this.kinds(me), after: q.after, limit: q.limit, skipHidden: true }, ctx));
  }

  /** `GET newsfeed/{card}`: one card of my newsfeed; a card it would not show me is "not found" (no IDOR). */
  async card(me: MemberAccount, id: string, ctx: CardContext): Promise<ActivityItem> {
    const card = await this.activity.card(me, id, await this.kinds(me), ctx);
    const shown = card && (await this.photos.one(card));
    if (!shown) throw cardNotFound();
    return shown;
  }

  /** `DELETE newsfeed/{card}`: takes one card out of my newsfeed for good (only a card it shows me). */
  async hide(me: MemberAccount, id: string, ctx: CardContext): Promise<void> {
    const card = await this.activity.card(me, id, await this.kinds(me), ctx);
    if (!card) throw cardNotFound();
    await this.activity.hide(me, id);
  }

  async profileCard(me: MemberAccount, ctx: CardContext): Promise<NewsfeedProfileCard> {
    const [row, stats, profile] = await Promise.all([this.profiles.card(me.id, null), this.activity.stats(me), this.profiles.get(me.id)]);
    if (!row) throw new Error(`member ${me.id} has no profile row`);
    return { member: toCard(row, ctx), stats, setupNext: nextSetupStep(profile.setup_done) };
  }
}
