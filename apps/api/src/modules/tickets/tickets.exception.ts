import { ModuleException } from '../../infra/http/app-exception.js';

export enum TicketsErrorCode {
  NotFound = 'TICKET_NOT_FOUND',
  Closed = 'TICKET_CLOSED',
  MemberNotFound = 'TICKET_MEMBER_NOT_FOUND',
  ReportNotFound = 'TICKET_REPORT_NOT_FOUND',
  AssigneeInvalid = 'TICKET_ASSIGNEE_INVALID',
  Forbidden = 'TICKET_FORBIDDEN',
  PaymentNotFound = 'TICKET_PAYMENT_NOT_FOUND',
  AttachmentType = 'TICKET_ATTACHMENT_TYPE',
  AttachmentNotFound = 'TICKET_ATTACHMENT_NOT_FOUND',
}

export class TicketsException extends ModuleException<TicketsErrorCode>({
  [TicketsErrorCode.NotFound]: 404,
  [TicketsErrorCode.Closed]: 409,
  [TicketsErrorCode.MemberNotFound]: 422,
  [TicketsErrorCode.ReportNotFound]: 422,
  [TicketsErrorCode.AssigneeInvalid]: 422,
  [TicketsErrorCode.Forbidden]: 403,
  [TicketsErrorCode.PaymentNotFound]: 422,
  [TicketsErrorCode.AttachmentType]: 422,
  [TicketsErrorCode.AttachmentNotFound]: 422,
}) {
  constructor(code: TicketsErrorCode, message: string, field?: string) {
    super(code, message, { field });
  }
}
