import { AppException } from '../../infra/http/app-exception.js';

export enum ReportsErrorCode {
  Duplicate = 'REPORT_DUPLICATE',
  SelfReport = 'REPORT_SELF',
  SubjectNotFound = 'REPORT_SUBJECT_NOT_FOUND',
  NotFound = 'REPORT_NOT_FOUND',
  Reopen = 'REPORT_REOPEN_CONFLICT',
}

const STATUS: Record<ReportsErrorCode, number> = {
  [ReportsErrorCode.Duplicate]: 409,
  [ReportsErrorCode.SelfReport]: 422,
  [ReportsErrorCode.SubjectNotFound]: 404,
  [ReportsErrorCode.NotFound]: 404,
  [ReportsErrorCode.Reopen]: 409,
};

export class ReportsException extends AppException {
  constructor(code: ReportsErrorCode, message: string, field?: string) {
    super(STATUS[code], code, message, {}, field ? [{ field, message }] : undefined);
  }
}
