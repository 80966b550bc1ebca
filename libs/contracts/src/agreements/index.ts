import { z } from 'zod';

/**
 * The version of the content agreement members sign. Bump it when the content rules change: members who
 * signed an older version are asked to sign again.
 */
export const CONTENT_AGREEMENT_VERSION = '2026-11-01';

/** `GET /api/content-agreement` (SPEC 7 content-agreement). */
export const ContentAgreementStatus = z.object({
  version: z.string().describe('the version in force'),
  signed: z.boolean().describe('signed the version in force'),
  signedAt: z.string().nullable().describe('when the version in force was signed'),
  signedVersion: z.string().nullable().describe('the latest version this member signed, if any'),
  canSign: z.boolean().describe('confirmed, not suspended and not yet signed'),
  policyPath: z.string().describe('the content policy page'),
});
export type ContentAgreementStatus = z.infer<typeof ContentAgreementStatus>;

/** `POST /api/content-agreement`: the member signs the version they read. */
export const SignContentAgreementRequest = z.object({
  version: z.string('version is required').min(1, 'version is required').max(40),
  agree: z.literal(true, 'Tick the box to agree to the content rules'),
});
export type SignContentAgreementRequest = z.infer<typeof SignContentAgreementRequest>;

/** The site's agreement dialog: the box to tick (the version is the one the dialog shows). */
export const ContentAgreementForm = SignContentAgreementRequest.pick({ agree: true });
export type ContentAgreementForm = z.input<typeof ContentAgreementForm>;
