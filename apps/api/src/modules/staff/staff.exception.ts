import { AppException } from '../../infra/http/app-exception.js';

export enum StaffErrorCode {
  Forbidden = 'STAFF_FORBIDDEN',
  MemberNotFound = 'STAFF_MEMBER_NOT_FOUND',
  NotFound = 'STAFF_NOT_FOUND',
  Locked = 'STAFF_RECORD_LOCKED',
  Conflict = 'STAFF_CONFLICT',
}

const STATUS: Record<StaffErrorCode, number> = {
  [StaffErrorCode.Forbidden]: 403,
  [StaffErrorCode.MemberNotFound]: 404,
  [StaffErrorCode.NotFound]: 404,
  [StaffErrorCode.Locked]: 409,
  [StaffErrorCode.Conflict]: 409,
};

export class StaffException extends AppException {
  constructor(code: StaffErrorCode, message: string, extra: { field?: string; flags?: Record<string, unknown> } = {}) {
    super(STATUS[code], code, message, extra.flags ?? {}, extra.field ? [{ field: extra.field, message }] : undefined);
  }
}
