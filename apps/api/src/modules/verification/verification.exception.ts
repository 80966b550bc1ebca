import { ModuleException } from '../../infra/http/app-exception.js';

export enum VerificationErrorCode {
  NotFound = 'VERIFICATION_NOT_FOUND',
  AlreadyVerified = 'VERIFICATION_ALREADY_VERIFIED',
  CaseOpen = 'VERIFICATION_CASE_OPEN',
  NoDraft = 'VERIFICATION_NO_DRAFT',
  SideNotNeeded = 'VERIFICATION_SIDE_NOT_NEEDED',
  Incomplete = 'VERIFICATION_INCOMPLETE',
  StaffForbidden = 'VERIFICATION_STAFF_FORBIDDEN',
  Locked = 'VERIFICATION_LOCKED',
  NotPending = 'VERIFICATION_NOT_PENDING',
  FileGone = 'VERIFICATION_FILE_GONE',
}

/** The verification module's failures; 422s name their fields like the validation pipe does. */
export class VerificationException extends ModuleException<VerificationErrorCode>({
  [VerificationErrorCode.NotFound]: 404,
  [VerificationErrorCode.AlreadyVerified]: 409,
  [VerificationErrorCode.CaseOpen]: 409,
  [VerificationErrorCode.NoDraft]: 409,
  [VerificationErrorCode.SideNotNeeded]: 422,
  [VerificationErrorCode.Incomplete]: 422,
  [VerificationErrorCode.StaffForbidden]: 403,
  [VerificationErrorCode.Locked]: 409,
  [VerificationErrorCode.NotPending]: 409,
  [VerificationErrorCode.FileGone]: 404,
}) {}

export const caseNotFound = () => new VerificationException(VerificationErrorCode.NotFound, 'No such verification');
