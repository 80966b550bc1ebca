import { z } from 'zod';

/** Every successful response carries its payload under `data` (SPEC 7). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
export type Envelope<T> = { data: T };

/** A page of a keyset-paginated list: pass `next` back as `after` for the following page. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });
export type Page<T> = { items: T[]; next: string | null };

/** One field that failed validation. `field` is a dotted path such as `dateOfBirth` or `items.0.name`. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/**
 * The error shape of every failed request (SPEC 8): `message` and `statusCode`, plus the flags the site
 * acts on. `message` may be `upgrade:<reason>` or `message:<text>` for 403s (SPEC 8).
 */
export const ApiError = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: z.string().optional().describe('machine-readable code, e.g. AUTH_INVALID_CREDENTIALS'),
  errors: z.array(FieldError).optional().describe('present on 400/422: every field that is wrong'),
  mfa_required: z.boolean().optional(),
  verification_required: z.boolean().optional(),
  image_verification_required: z.boolean().optional(),
  url: z.string().optional().describe('where to go for image_verification_required and _setup'),
  _setup: z.boolean().optional(),
  retryAfter: z.number().int().optional().describe('seconds, on 429'),
});
export type ApiError = z.infer<typeof ApiError>;

/** Header and cookie names shared by the API and its clients. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'SID';
export const USER_COOKIE = 'UID';
export const REMEMBER_COOKIE = 'REM';
export const MFA_PENDING_COOKIE = 'MFA';
