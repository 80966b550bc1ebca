import { z } from 'zod';

/**
 * ID verification (issue 23; SPEC 2 `/id-`, SPEC 3 `canId`/`isVerified`, SPEC 4 `idVerified`). Paths under `/api`.
 *
 * The member (`/id-`):
 *   GET    verification                       OwnVerification        where my verification stands
 *   POST   verification                       VerificationStartRequest → OwnVerification   (a new draft case with its code)
 *   PUT    verification/files/{side}          multipart "file" → OwnVerification            (front, back, selfie)
 *   POST   verification/submit                → OwnVerification      (the case goes to the preparation job, then to staff)
 *   DELETE verification                       → OwnVerification      (withdraw a draft; its files are deleted)
 * Staff (console resource `verifications`, react-admin simple REST):
 *   GET    staff/verifications                StaffVerificationItem[] (Content-Range)
 *   GET    staff/verifications/{id}           StaffVerificationItem
 *   GET    staff/verifications/{id}/files/{side}   the decrypted image (no-store; never a public or signed URL)
 *   PUT    staff/verifications/{id}/lock, DELETE …/lock   VerificationLock (409 when another checker holds it)
 *   PUT    staff/verifications/{id}               StaffVerificationDecision → StaffVerificationItem
 */

export const VERIFICATION_DOCUMENT_TYPES = ['passport', 'driving-licence', 'id-card'] as const;
export const VerificationDocumentType = z.enum(VERIFICATION_DOCUMENT_TYPES, 'documentType must be passport, driving-licence or id-card');
export type VerificationDocumentType = z.infer<typeof VerificationDocumentType>;

export const VERIFICATION_SIDES = ['front', 'back', 'selfie'] as const;
export const VerificationSide = z.enum(VERIFICATION_SIDES, 'side must be front, back or selfie');
export type VerificationSide = z.infer<typeof VerificationSide>;

/** A passport is one page; a licence or an ID card has a back. */
export function sidesNeeded(type: VerificationDocumentType): VerificationSide[] {
  return type === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
}

export const VERIFICATION_STATUSES = ['draft', 'processing', 'pending', 'approved', 'rejected', 'withdrawn'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_REJECT_REASONS = [
  'unreadable',
  'expired',
  'not-a-document',
  'code-missing',
  'face-mismatch',
  'date-of-birth-mismatch',
  'under-18',
  'duplicate',
  'edited',
] as const;
export const VerificationRejectReason = z.enum(VERIFICATION_REJECT_REASONS, `rejectReason must be one of ${VERIFICATION_REJECT_REASONS.join(', ')}`);
export type VerificationRejectReason = z.infer<typeof VerificationRejectReason>;

/** The largest photo a member may upload for a side (re-encoded on arrival, so the stored one is smaller). */
export const VERIFICATION_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

const IsoDate = z.iso.date('dateOfBirth must be a date (YYYY-MM-DD)');

export const VerificationStartRequest = z.object({
  documentType: VerificationDocumentType,
  /** As printed on the document. */
  dateOfBirth: IsoDate.refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), 'dateOfBirth must be a real date in the past'),
});
export type VerificationStartRequest = z.infer<typeof VerificationStartRequest>;

export const OwnVerification = z.object({
  /** none: never started (or the last case withdrawn). */
  status: z.enum(['none', ...VERIFICATION_STATUSES]),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  caseId: z.uuid().nullable(),
  documentType: VerificationDocumentType.nullable(),
  /** The code to write on paper and hold beside the face in the selfie. */
  code: z.string().nullable(),
  needed: z.array(VerificationSide),
  uploaded: z.array(VerificationSide),
  submittedAt: z.string().nullable(),
  /** The last decision's refusal, until a new case starts. */
  rejectReason: VerificationRejectReason.nullable(),
  decidedAt: z.string().nullable(),
  /** When an outside age-assurance provider runs the check: its hosted flow, where the member continues (null in-house). */
  hostedUrl: z.string().nullable(),
});
export type OwnVerification = z.infer<typeof OwnVerification>;

export const VerificationQualityHint = z.object({
  side: VerificationSide,
  width: z.number().int(),
  height: z.number().int(),
  /** Mean brightness 0–255 and sharpness (sharp's Laplacian estimate): too dark, too bright or blurred photos are flagged. */
  brightness: z.number(),
  sharpness: z.number(),
  problems: z.array(z.enum(['small', 'dark', 'bright', 'blurred'])),
});
export type VerificationQualityHint = z.infer<typeof VerificationQualityHint>;

export const VerificationDuplicateHint = z.object({
  caseId: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  side: VerificationSide,
  /** Bits (of 64) in which the perceptual hashes differ: 0 is the same picture. */
  distance: z.number().int(),
  outcome: z.string(),
});
export type VerificationDuplicateHint = z.infer<typeof VerificationDuplicateHint>;

export const VerificationHints = z.object({
  quality: z.array(VerificationQualityHint),
  /** 18 or over by the date of birth on the form. */
  adult: z.boolean(),
  /** The form's date of birth differs from the one on the member's profile. */
  profileDateDiffers: z.boolean(),
  duplicates: z.array(VerificationDuplicateHint),
});
export type VerificationHints = z.infer<typeof VerificationHints>;

export const StaffVerificationItem = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  variant: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  documentType: VerificationDocumentType,
  /** Kept only until the decision; afterwards null (the band stays). */
  dateOfBirth: z.string().nullable(),
  ageBand: z.enum(['18+', 'under-18']).nullable(),
  code: z.string(),
  hints: VerificationHints.nullable(),
  /** Console paths of the images (staff session only); null once deleted after the decision. */
  images: z.object({ front: z.string().nullable(), back: z.string().nullable(), selfie: z.string().nullable() }),
  lockedBy: z.string().nullable(),
  lockedByName: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: VerificationRejectReason.nullable(),
  createdAt: z.string(),
});
export type StaffVerificationItem = z.infer<typeof StaffVerificationItem>;

export const StaffVerificationFilter = z.object({
  status: z.enum(VERIFICATION_STATUSES).optional(),
  memberName: z.string().max(100).optional(),
  id: z.array(z.uuid()).max(200).optional(),
});

export const StaffVerificationDecision = z
  .object({
    status: z.enum(['approved', 'rejected'], 'status must be approved or rejected'),
    rejectReason: VerificationRejectReason.nullish(),
  })
  .refine((d) => d.status === 'approved' || Boolean(d.rejectReason), { message: 'Choose the reason for the refusal', path: ['rejectReason'] });
export type StaffVerificationDecision = z.infer<typeof StaffVerificationDecision>;

/** A checker's hold on a case while they review it; it lapses after VERIFICATION_LOCK_SECONDS unless renewed. */
export const VERIFICATION_LOCK_SECONDS = 300;
export const VerificationLock = z.object({
  caseId: z.uuid(),
  holderId: z.string().nullable(),
  holderName: z.string().nullable(),
  mine: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type VerificationLock = z.infer<typeof VerificationLock>;

/** Job payloads. */
export const VerificationPrepareJob = z.object({ caseId: z.uuid() });
export const VerificationPurgeJob = z.object({ caseId: z.uuid() });

/**
 * Who checks identity documents: moderators and admins of the member's home brand, global and super staff on every
 * brand. Support and editors do not see documents (fewer eyes on identity papers).
 */
export const VERIFICATION_CHECKER_ROLES = ['moderator', 'admin', 'global', 'super'] as const;
export function canCheckIds(role: string): boolean {
  return (VERIFICATION_CHECKER_ROLES as readonly string[]).includes(role);
}

/**
 * Anti-automation on sign-up: a self-hosted proof-of-work challenge in ALTCHA's format (algorithm SHA-256; the
 * client finds `number` with SHA-256(salt + number) = challenge, 0 ≤ number ≤ maxnumber; the server signed the
 * challenge with HMAC-SHA256 and refuses an expired, forged or reused one). `GET /api/challenge` answers it; the
 * solution goes as `altcha` (base64 of the JSON below) with `POST /api/auth/register`.
 */
export const SignupChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type SignupChallenge = z.infer<typeof SignupChallenge>;
export const SignupChallengeAnswer = z.object({ enabled: z.boolean(), challenge: SignupChallenge.nullable() });
export type SignupChallengeAnswer = z.infer<typeof SignupChallengeAnswer>;

const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/** Solves a challenge with WebCrypto (browsers and Node 20); answers the `altcha` field's value, or null when none fits. */
export async function solveSignupChallenge(c: SignupChallenge, shouldStop: () => boolean = () => false): Promise<string | null> {
  const enc = new TextEncoder();
  for (let n = 0; n <= c.maxnumber; n++) {
    if (n % 1000 === 0 && shouldStop()) return null;
    if (hex(await globalThis.crypto.subtle.digest('SHA-256', enc.encode(c.salt + n))) === c.challenge) {
      const json = JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature });
      return btoa(json);
    }
  }
  return null;
}
