import { z } from 'zod';
import { ROLES, TIERS } from '@community/domain';

/** Member names: 3–30 characters, letters, digits, '_', '-' and '.', starting with a letter or digit. */
export const MemberName = z
  .string()
  .trim()
  .min(3, 'Name must be at least 3 characters')
  .max(30, 'Name must be at most 30 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Name may use letters, digits, "_", "-" and "." and must start with a letter or digit');

/**
 * Genders as a code string (SPEC 3): one letter per person on the profile —
 * m (man), f (woman), t (trans), n (non-binary). One letter is a single, two a couple, three or more a group.
 */
export const GendersCode = z.string().regex(/^[mftn]{1,6}$/, 'Genders must be 1–6 of the letters m, f, t, n');

export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** ISO date (YYYY-MM-DD). The 18+ rule is checked by the API with libs/domain's age rule. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const RegisterRequest = z.object({
  name: MemberName,
  email: z.email('E-mail address is not valid').max(254),
  password: Password,
  dateOfBirth: IsoDate,
  genders: GendersCode,
  /** The solved sign-up challenge (`GET /api/challenge`, contracts/verification), when the server asks for one. */
  altcha: z.string().max(2000).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  login: z.string().trim().min(1, 'Enter your name or e-mail address').max(254),
  password: z.string().min(1, 'Enter your password').max(128),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const MfaLoginRequest = z
  .object({
    code: z.string().regex(/^\d{6}$/, 'Code must be 6 digits').optional(),
    recoveryCode: z.string().trim().min(8).max(32).optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.recoveryCode), {
    message: 'Send either code or recoveryCode',
    path: ['code'],
  });
export type MfaLoginRequest = z.infer<typeof MfaLoginRequest>;

export const ConfirmEmailRequest = z.object({ token: z.string().min(20).max(200) });
export const ForgotPasswordRequest = z.object({ email: z.email('E-mail address is not valid').max(254) });
export const ResetPasswordRequest = z.object({ token: z.string().min(20).max(200), password: Password });
export const MfaVerifyRequest = z.object({ code: z.string().regex(/^\d{6}$/, 'Code must be 6 digits') });
export const MfaDisableRequest = z.object({ password: z.string().min(1).max(128) });

export const Avatar = z.object({
  small: z.string().nullable(),
  medium: z.string().nullable(),
  large: z.string().nullable(),
  'large-thumbnail': z.string().nullable(),
  colour: z.number().int().min(1).max(4).describe('random colour variant 1–4 for members without a photo'),
});

/** The member as the authed profile returns them. */
export const AuthMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  tier: z.enum(TIERS),
  genders: z.string(),
  isVerified: z.boolean(),
  isConfirmed: z.boolean(),
  mfaEnabled: z.boolean(),
  avatar: Avatar,
  homeVariant: z.string(),
  landingPage: z.enum(['activity', 'newactivity']),
  createdAt: z.string(),
});
export type AuthMember = z.infer<typeof AuthMember>;

export const Permissions = z.object({
  canUpgrade: z.boolean(),
  canHideAdverts: z.boolean(),
  canId: z.boolean(),
  canReplyMessages: z.boolean(),
  canSendMessages: z.boolean(),
  canSignContentAgreement: z.boolean(),
  canAccessPage: z.boolean(),
});
export type Permissions = z.infer<typeof Permissions>;

/** The names of the permission flags (`permissions/{permission}`). */
export const PERMISSION_NAMES = Permissions.keyof().options;
export const PermissionParam = z.object({
  name: z.string().trim().min(1, 'name is required').max(60, 'name is at most 60 characters'),
  permission: z.enum(PERMISSION_NAMES, `permission must be one of ${PERMISSION_NAMES.join(', ')}`),
});
/** `?page=` names one page for canAccessPage (a route name, e.g. staff-stats); without it: "at least one such page". */
export const PermissionQuery = z.object({ page: z.string().trim().min(1).max(80).regex(/^[a-z0-9-]+$/, 'page must be a route name').optional() });
/** `GET users/{name}/permissions/{permission}`: one permission flag of a member, as the site on this variant reads it. */
export const PermissionAnswer = z.object({ permission: z.enum(PERMISSION_NAMES), page: z.string().nullable(), granted: z.boolean() });
export type PermissionAnswer = z.infer<typeof PermissionAnswer>;

export const PrivacySettings = z.object({
  profile: z.enum(['everyone', 'members', 'friends']),
  messages: z.enum(['everyone', 'friends', 'nobody']),
  showOnline: z.boolean(),
});

/** SPEC 7: the authenticated profile fetch returns exactly these fields. */
export const AuthedProfile = z.object({
  coinBalance: z.number().int(),
  coinBalanceText: z.string(),
  isSeeking: z.boolean(),
  locale: z.string(),
  messageCount: z.number().int(),
  notificationCount: z.number().int(),
  permissions: Permissions,
  privacy: PrivacySettings,
  member: AuthMember,
});
export type AuthedProfile = z.infer<typeof AuthedProfile>;

export const LoginResponse = z.object({ redirect: z.string(), profile: AuthedProfile });
export const ValidateResponse = z.object({ loggedIn: z.boolean(), userId: z.string().nullable() });

export const SessionInfo = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  remembered: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const MfaEnrolResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export const MfaRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
