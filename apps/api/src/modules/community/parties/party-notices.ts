import { Inject, Injectable, Logger } from '@nestjs/common';
import { PARTY_LIMITS, type JobPayload } from '@community/contracts';
import type { NotificationAction } from '@community/domain';
import { JobHandler } from '../../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { MEMBER_MAILER, type MemberMailer } from '../../../shared/mail/member-mailer.js';
import { MembersService } from '../../members/index.js';
import { NotificationsService } from '../../notifications/index.js';
import { PartiesRepository, type PartyRow } from './parties.repository.js';

/** The reminder's job id: one per party and start time, so moving a party schedules a new one. */
export const reminderJobId = (p: Pick<PartyRow, 'id' | 'starts_at'>) =>
  `party-reminder-${p.id}-${new Date(p.starts_at).getTime()}`;

/**
 * What a party tells its members, after its transaction: requests to the host, approvals, promotions from the
 * waiting list, declines, cancellations (notification and e-mail) and invitations; and the reminder a day
 * before (a delayed BullMQ job, removed when the party is cancelled or moved). A failed notice is logged,
 * never the caller's error.
 */
@Injectable()
export class PartyNotices {
  private readonly logger = new Logger('Parties');

  constructor(
    private readonly repo: PartiesRepository,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly queue: QueueService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
  ) {}

  async tell(
    memberId: string,
    action: NotificationAction,
    p: Pick<PartyRow, 'id' | 'slug' | 'title'>,
    o: { actorId?: string | null; responseEndpoint?: string | null; objectId?: string } = {},
  ): Promise<void> {
    try {
      await this.notifications.notify({
        memberId,
        action,
        category: 'parties',
        actorId: o.actorId ?? null,
        objectType: 'party',
        objectId: o.objectId ?? p.id,
        target: { to: 'parties-slug', url: `/parties/${p.slug}`, slug: p.slug },
        targetType: 'party',
        phrase: p.title,
        responseEndpoint: o.responseEndpoint ?? null,
        relatedModels: [{ modelType: 'party', model: { id: p.id, slug: p.slug, title: p.title } }],
      });
    } catch (err) {
      this.logger.warn({ err, memberId, partyId: p.id, action }, 'party notification failed');
    }
  }

  /** Withdraws a notification that needed an answer (the request was answered elsewhere). */
  async withdraw(memberId: string, action: NotificationAction, objectId: string): Promise<void> {
    await this.notifications
      .removeWhere(memberId, action, objectId)
      .catch((err: unknown) => this.logger.warn({ err }, 'could not withdraw a party notification'));
  }

  private async mail(
    memberId: string,
    p: PartyRow,
    subject: (brand: string) => string,
    body: (origin: string) => string,
    template: string,
  ): Promise<void> {
    const member = await this.members.findById(memberId);
    if (!member) return;
    await this.mailer
      .notify(member, p.variant, ({ name: brand, origin }) => ({
        subject: subject(brand),
        text: `Hello ${member.name},\n\n${body(origin)}\n`,
        template,
      }))
      .catch((err: unknown) => this.logger.warn({ err, memberId }, 'party e-mail failed'));
  }

  /** Cancelled: every member with a stake hears of it, by notification and e-mail. */
  async cancelled(p: PartyRow, memberIds: string[], reason: string): Promise<void> {
    for (const id of memberIds) {
      await this.tell(id, 'PartyCancelled', p, { actorId: p.host_id });
      await this.mail(
        id,
        p,
        (brand) => `${brand}: "${p.title}" is cancelled`,
        (origin) =>
          `the party "${p.title}" (${this.when(p)}) has been cancelled by its host.${reason ? `\n\nThe host wrote: ${reason}` : ''}\n\n${origin}/parties/${p.slug}`,
        'parties.cancelled',
      );
    }
  }

  private when(p: PartyRow): string {
    return new Intl.DateTimeFormat('en-GB', { timeZone: p.time_zone, dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(p.starts_at),
    );
  }

  // ---- the reminder ---------------------------------------------------------------------------------------

  /** Schedules the reminder a day before the start (nothing when the party starts sooner than that). */
  async scheduleReminder(p: Pick<PartyRow, 'id' | 'starts_at'>, now = Date.now()): Promise<void> {
    const delay = new Date(p.starts_at).getTime() - PARTY_LIMITS.reminderMs - now;
    if (delay <= 0) return;
    await this.queue
      .enqueue(
        'parties.reminder',
        { partyId: p.id, startsAt: new Date(p.starts_at).toISOString() },
        { jobId: reminderJobId(p), delayMs: delay },
      )
      .catch((err: unknown) => this.logger.warn({ err, partyId: p.id }, 'could not schedule the party reminder'));
  }

  async unscheduleReminder(p: Pick<PartyRow, 'id' | 'starts_at'>): Promise<void> {
    await this.queue
      .remove(reminderJobId(p))
      .catch((err: unknown) => this.logger.warn({ err, partyId: p.id }, 'could not remove the party reminder'));
  }

  /** The reminder: the host and approved attendees, if the party still starts then and is not cancelled. */
  @JobHandler('parties.reminder')
  async remind(payload: JobPayload<'parties.reminder'>): Promise<number> {
    const p = await this.repo.byId(payload.partyId);
    if (!p || p.cancelled_at || new Date(p.starts_at).toISOString() !== payload.startsAt) return 0;
    const ids = (await this.repo.attendees(p.id, ['approved'])).map((a) => a.member_id);
    if (p.host_id) ids.push(p.host_id);
    for (const id of ids) {
      await this.tell(id, 'PartyReminder', p);
      await this.mail(
        id,
        p,
        (brand) => `${brand}: "${p.title}" is tomorrow`,
        (origin) =>
          `a reminder: "${p.title}" starts ${this.when(p)} in ${p.place_label}.\n\nThe address and details: ${origin}/parties/${p.slug}`,
        'parties.reminder',
      );
    }
    return ids.length;
  }
}
