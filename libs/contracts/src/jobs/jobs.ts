import { z } from 'zod';

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
} as const;

export type JobName = keyof typeof JobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof JobPayloads)[N]>;
export const JOB_NAMES = Object.keys(JobPayloads) as JobName[];
