import { z } from 'zod';
import { ForumDigestJob } from '../forum/index.js';
import { VerificationPrepareJob, VerificationPurgeJob } from '../verification/index.js';
import { CompetitionResultsJob } from '../competitions/index.js';
import { PartyReminderJob } from '../parties/index.js';

/**
 * Every background job: its name and payload. The API refuses to boot when a job here has no handler or two
 * (ARCHITECTURE convention 5).
 */
export const JobPayloads = {
  /** Send one e-mail (rendered by the caller). */
  'mail.send': z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
    variant: z.string(),
    /** Tag kept in the mail headers for tracing (e.g. "auth.confirm"). */
    template: z.string(),
  }),
  /** Housekeeping: drop expired sessions, e-mail tokens, remember tokens and old rate-limit windows. */
  'auth.cleanup': z.object({}),
  /** Never-miss-match: after the quiet period, e-mail a member about an unread conversation (at most once a day each). */
  'messaging.unread-alert': z.object({ conversationId: z.uuid(), memberId: z.uuid(), messageId: z.string().regex(/^\d{1,18}$/) }),
  /** Pay out a withdrawal (its coins are already held); retried with backoff, exactly once per withdrawal. */
  'coins.withdrawal-payout': z.object({ withdrawalId: z.uuid() }),
  /** Scheduled: end lapsed paid tiers (subscriptions past their period end) and tell each member. */
  'payments.expire-tiers': z.object({}),
  /** Daily: delete per-day read rows older than the longest top-list period (read counters keep the totals). */
  'stories.reads-cleanup': z.object({}),
  /** Make an uploaded video's poster frame and MP4 sizes with ffmpeg (the item is `processing` until then). */
  'media.video-process': z.object({ mediaId: z.uuid() }),
  /** Make an uploaded animated image's sizes in the media process pool (the item is `processing` until then). */
  'media.image-process': z.object({ mediaId: z.uuid() }),
  /** Hourly: roll the staff dashboard's finished UTC days up into per-day, per-variant rows (missing days, and re-rolls of the last week). */
  'staff.stats-rollup': z.object({}),
  /** Scheduled: e-mail the forum digest (new posts in watched and tracked topics) to members who chose this cadence. */
  'forum.digest': ForumDigestJob,
  /** An ID-verification case after submission: quality checks, 18+ from the date of birth, duplicate-identity hints; then it waits for staff. */
  'verification.prepare': VerificationPrepareJob,
  /** After a decision (or a withdrawal): delete the case's document images from storage and forget their data keys. */
  'verification.purge': VerificationPurgeJob,
  /** When a competition's voting closes: compute its winners and pay the prizes (idempotent: a rerun pays nothing twice). */
  'competitions.results': CompetitionResultsJob,
  /** Delayed: remind a party's approved attendees a day before it starts (removed when the party is cancelled or moved). */
  'parties.reminder': PartyReminderJob,
} as const;

export type JobName = keyof typeof JobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof JobPayloads)[N]>;
export const JOB_NAMES = Object.keys(JobPayloads) as JobName[];
