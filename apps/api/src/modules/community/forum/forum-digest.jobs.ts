import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { JobPayload } from '@community/contracts';
import { JobHandler } from '../../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { MEMBER_MAILER, type MemberMailer } from '../../../shared/mail/member-mailer.js';
import { MembersService } from '../../members/index.js';
import { ForumMembersRepository } from './forum-members.repository.js';

/** Digests go out at this UTC time; the weekly one on Mondays. */
const RUN_AT_UTC_HOUR = 6;
/** Members handled per batch of a run. */
const BATCH = 200;

/** The next run of a cadence after `now` and its job id (one job per run: enqueuing it twice is a no-op). */
export function nextDigest(cadence: 'daily' | 'weekly', now = new Date()): { at: Date; jobId: string } {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_AT_UTC_HOUR));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  if (cadence === 'weekly') while (at.getUTCDay() !== 1) at.setUTCDate(at.getUTCDate() + 1);
  return { at, jobId: `forum.digest.${cadence}.${at.toISOString().slice(0, 10)}` };
}

/**
 * The forum's e-mail digest (SPEC: `/forum/settings` digest off / daily / weekly): a BullMQ job per cadence,
 * scheduled by itself like the stories' cleanup. Each run mails every member whose digest is due the topics
 * they watch or track that have new posts since their last digest, through the member mailer (confirmed,
 * unsuspended addresses only), and marks the digest sent even when nothing was new.
 */
@Injectable()
export class ForumDigestJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Forum');

  constructor(
    private readonly memberRepo: ForumMembersRepository,
    private readonly members: MembersService,
    private readonly queue: QueueService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const cadence of ['daily', 'weekly'] as const) {
      await this.schedule(cadence).catch((err: unknown) => this.logger.warn({ err }, `could not schedule the ${cadence} forum digest`));
    }
  }

  private async schedule(cadence: 'daily' | 'weekly', now = new Date()): Promise<void> {
    const next = nextDigest(cadence, now);
    await this.queue.enqueue('forum.digest', { cadence }, { jobId: next.jobId, delayMs: next.at.getTime() - now.getTime() });
  }

  @JobHandler('forum.digest')
  async run(payload: JobPayload<'forum.digest'>): Promise<void> {
    const sent = await this.send(payload.cadence);
    this.logger.log({ cadence: payload.cadence, sent }, 'forum digests sent');
    await this.schedule(payload.cadence);
  }

  /** Sends every due digest of a cadence; answers how many e-mails went out. */
  async send(cadence: 'daily' | 'weekly'): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.memberRepo.dueDigests(cadence, BATCH);
      if (due.length === 0) return sent;
      for (const d of due) {
        if (await this.sendOne(d.member_id, d.since)) sent++;
        await this.memberRepo.digestSent(d.member_id);
      }
    }
  }

  private async sendOne(memberId: string, since: Date): Promise<boolean> {
    const member = await this.members.findById(memberId);
    if (!member) return false;
    // The topics of the member's home variant (its links go to that site).
    const topics = await this.memberRepo.digestFor(memberId, since, member.homeVariant);
    if (topics.length === 0) return false;
    return this.mailer.notify(member, member.homeVariant, ({ name: brand, origin }) => ({
      subject: `${brand} forum: new posts in ${topics.length} topic${topics.length === 1 ? '' : 's'} you follow`,
      text:
        `Hello ${member.name},\n\nhere is what is new in the forum topics you follow:\n\n` +
        topics.map((t) => `- ${t.topic_title} (${t.posts} new)\n  ${origin}/forum/${t.category_slug}/${t.topic_slug}?post=${t.first_post_id}`).join('\n') +
        `\n\nChange or stop this e-mail in your forum settings: ${origin}/forum/settings\n`,
      template: 'forum.digest',
    }));
  }
}
