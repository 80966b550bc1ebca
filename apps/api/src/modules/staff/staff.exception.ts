import { ModuleException } from '../../infra/http/app-exception.js';

export enum StaffErrorCode {
  Forbidden = 'STAFF_FORBIDDEN',
  MemberNotFound = 'STAFF_MEMBER_NOT_FOUND',
  NotFound = 'STAFF_NOT_FOUND',
  Locked = 'STAFF_RECORD_LOCKED',
  Conflict = 'STAFF_CONFLICT',
}

export class StaffException extends ModuleException<StaffErrorCode>({
  [StaffErrorCode.Forbidden]: 403,
  [StaffErrorCode.MemberNotFound]: 404,
  [StaffErrorCode.NotFound]: 404,
  [StaffErrorCode.Locked]: 409,
  [StaffErrorCode.Conflict]: 409,
}) {}
