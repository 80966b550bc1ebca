import { ModuleException } from '../../infra/http/app-exception.js';

export enum ReportsErrorCode {
  Duplicate = 'REPORT_DUPLICATE',
  SelfReport = 'REPORT_SELF',
  SubjectNotFound = 'REPORT_SUBJECT_NOT_FOUND',
  NotFound = 'REPORT_NOT_FOUND',
  Reopen = 'REPORT_REOPEN_CONFLICT',
}

export class ReportsException extends ModuleException<ReportsErrorCode>({
  [ReportsErrorCode.Duplicate]: 409,
  [ReportsErrorCode.SelfReport]: 422,
  [ReportsErrorCode.SubjectNotFound]: 404,
  [ReportsErrorCode.NotFound]: 404,
  [ReportsErrorCode.Reopen]: 409,
}) {
  constructor(code: ReportsErrorCode, message: string, field?: string) {
    super(code, message, { field });
  }
}
