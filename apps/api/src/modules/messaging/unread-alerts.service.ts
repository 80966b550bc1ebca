import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ALERT_INTERVAL_MS } from '@community/domain';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import { MembersService } from '../members/index.js';
import { MessagingSettingsRepository } from './messaging-settings.repository.js';
import { MessagingSettingsService } from './messaging-settings.service.js';
import { MessagingErrorCode, MessagingException } from './messaging.exception.js';
import { MessagingRepository } from './messaging.repository.js';

/**
 * Never-miss-match: the e-mail for a message still unread after the quiet period (at most one per conversation
 * a day), and the no-login unsubscribe link it carries. The send path schedules the job.
 */
@Injectable()
export class UnreadAlertsService {
  constructor(
    private readonly repo: MessagingRepository,
    private readonly settingsRepo: MessagingSettingsRepository,
    private readonly settings: MessagingSettingsService,
    private readonly members: MembersService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The job: after the quiet period, one e-mail per conversation per day while the message is unread. */
  async sendUnreadAlert(job: { conversationId: string; memberId: string; messageId: string }): Promise<'sent' | 'skipped'> {
    const member = await this.members.findById(job.memberId);
    if (!member || member.suspendedAt || !member.confirmedAt) return 'skipped';
    const settings = await this.settingsRepo.settings(member.id);
    if (!settings.email_alerts) return 'skipped';
    const claimed = await this.repo.claimAlert(member.id, job.conversationId, job.messageId, ALERT_INTERVAL_MS);
    if (!claimed) return 'skipped';
    const row = (await this.repo.membership(member.id, job.conversationId))!;
    const participants = (await this.repo.participants([job.conversationId])).filter((p) => p.member_id !== member.id);
    const byId = new Map((await this.members.findByIds(participants.slice(0, 3).map((p) => p.member_id))).map((m) => [m.id, m.name] as const));
    const names = participants.slice(0, 3).flatMap((p) => (byId.has(p.member_id) ? [byId.get(p.member_id)!] : []));
    const from = row.is_group ? (row.name ?? names.join(', ')) : (names[0] ?? 'A member');
    const count = claimed.unread_count;
    // Links go to the member's home brand, on its own domain when it has one.
    await this.mailer.notify(member, member.homeVariant, ({ name: brand, origin }) => ({
      subject: `${from} sent you ${count === 1 ? 'a message' : `${count} messages`} on ${brand}`,
      text:
        `Hello ${member.name},\n\n${from} sent you ${count === 1 ? 'a message' : `${count} messages`} you have not read yet.\n\n` +
        `Read and reply: ${origin}/messages?conversation=${job.conversationId}\n\n` +
        `We send at most one of these e-mails per conversation a day. To stop them, open:\n` +
        `${origin}/messages/never-miss-match?unsubscribe=${this.unsubscribeToken(member.id)}\n`,
      template: 'messaging.unread-alert',
    }));
    return 'sent';
  }

  /** `<member id>.<HMAC>`: unsubscribing needs no login (the link is in the e-mail), and cannot be forged. */
  unsubscribeToken(memberId: string): string {
    return `${memberId}.${createHmac('sha256', this.config.APP_SECRET).update(`messaging.unsubscribe:${memberId}`).digest('base64url')}`;
  }

  async unsubscribe(token: string): Promise<void> {
    const [memberId, mac] = token.split('.');
    const expected = memberId ? this.unsubscribeToken(memberId).split('.')[1]! : '';
    const ok = Boolean(mac) && mac!.length === expected.length && timingSafeEqual(Buffer.from(mac!), Buffer.from(expected));
    if (!ok || !(await this.members.findById(memberId!))) {
      throw new MessagingException(MessagingErrorCode.TokenInvalid, 'This unsubscribe link is not valid', { field: 'token' });
    }
    await this.settings.updateSettings(memberId!, { emailAlerts: false });
  }
}
