import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthedProfile } from '@community/contracts';
import type { SiteFlags } from '@community/domain';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { AvatarUrlSigner } from './avatars/avatar-urls.js';
import { AvatarsRepository } from './avatars/avatars.repository.js';
import type { MemberAccount } from './member-ref.js';
import { toAuthedProfile } from './profile.js';

/** A count another module supplies for the authed profile (unread conversations, unseen notifications). */
export type CountSource = (member: MemberAccount, site: SiteFlags) => Promise<number>;

/**
 * SPEC 7's authed profile with its live parts: `messageCount` (unread inbox conversations, from
 * MessagingService) and `notificationCount` (unseen notifications, from NotificationsService), and the
 * member's own avatar — their pending one while it waits for a moderator.
 *
 * The counts are plugged in at start by MemberProfilesModule, which imports the messaging and notifications
 * modules: those import MembersModule, so MembersModule cannot import them back (no forwardRef needed). A
 * source that fails is logged and counts 0: the profile call (every page load) must not fail with it.
 */
@Injectable()
export class AuthedProfiles {
  private readonly log = new Logger('AuthedProfiles');
  private readonly sources: { messages?: CountSource; notifications?: CountSource; coins?: CountSource } = {};
  readonly signer: AvatarUrlSigner;

  constructor(
    private readonly avatars: AvatarsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.signer = new AvatarUrlSigner(config.APP_SECRET);
  }

  provideCount(kind: 'messages' | 'notifications' | 'coins', source: CountSource): void {
    this.sources[kind] = source;
  }

  private async count(kind: 'messages' | 'notifications' | 'coins', member: MemberAccount, site: SiteFlags): Promise<number> {
    const source = this.sources[kind];
    if (!source) return 0;
    try {
      return await source(member, site);
    } catch (err) {
      this.log.warn({ err, kind }, 'count unavailable for the authed profile');
      return 0;
    }
  }

  /** The counts (from their modules' sources) and the avatar to show are looked up here. */
  async build(member: MemberAccount, site: SiteFlags, locale: string): Promise<AuthedProfile> {
    const [messageCount, notificationCount, pending, coinBalance] = await Promise.all([
      this.count('messages', member, site),
      this.count('notifications', member, site),
      this.avatars.pendingOf(member.id),
      this.count('coins', member, site),
    ]);
    const avatar = pending ? this.signer.avatar(pending.id, member.avatarColour) : undefined;
    return toAuthedProfile(member, site, locale, new Date(), { messageCount, notificationCount, avatar, coinBalance });
  }
}
