import { AppException } from '../../infra/http/app-exception.js';

export enum AuthErrorCode {
  Unauthenticated = 'AUTH_UNAUTHENTICATED',
  InvalidCredentials = 'AUTH_INVALID_CREDENTIALS',
  MfaRequired = 'AUTH_MFA_REQUIRED',
  MfaInvalid = 'AUTH_MFA_INVALID',
  MfaNotPending = 'AUTH_MFA_NOT_PENDING',
  MfaAlreadyEnabled = 'AUTH_MFA_ALREADY_ENABLED',
  MfaNotEnrolling = 'AUTH_MFA_NOT_ENROLLING',
  VerificationRequired = 'AUTH_VERIFICATION_REQUIRED',
  Suspended = 'AUTH_SUSPENDED',
  Forbidden = 'AUTH_FORBIDDEN',
  NameTaken = 'AUTH_NAME_TAKEN',
  EmailTaken = 'AUTH_EMAIL_TAKEN',
  Underage = 'AUTH_UNDERAGE',
  WeakPassword = 'AUTH_WEAK_PASSWORD',
  TokenInvalid = 'AUTH_TOKEN_INVALID',
  AlreadyConfirmed = 'AUTH_ALREADY_CONFIRMED',
  SessionNotFound = 'AUTH_SESSION_NOT_FOUND',
}

const STATUS: Record<AuthErrorCode, number> = {
  [AuthErrorCode.Unauthenticated]: 401,
  [AuthErrorCode.InvalidCredentials]: 401,
  [AuthErrorCode.MfaRequired]: 403,
  [AuthErrorCode.MfaInvalid]: 401,
  [AuthErrorCode.MfaNotPending]: 401,
  [AuthErrorCode.MfaAlreadyEnabled]: 409,
  [AuthErrorCode.MfaNotEnrolling]: 409,
  [AuthErrorCode.VerificationRequired]: 403,
  [AuthErrorCode.Suspended]: 403,
  [AuthErrorCode.Forbidden]: 403,
  [AuthErrorCode.NameTaken]: 422,
  [AuthErrorCode.EmailTaken]: 422,
  [AuthErrorCode.Underage]: 422,
  [AuthErrorCode.WeakPassword]: 422,
  [AuthErrorCode.TokenInvalid]: 400,
  [AuthErrorCode.AlreadyConfirmed]: 409,
  [AuthErrorCode.SessionNotFound]: 404,
};

export class AuthException extends AppException {
  constructor(code: AuthErrorCode, message: string, opts: { field?: string; flags?: AppException['flags'] } = {}) {
    super(STATUS[code], code, message, opts.flags ?? {}, opts.field ? [{ field: opts.field, message }] : undefined);
  }
}
