import { AppException } from '../../infra/http/app-exception.js';

export enum NotificationsErrorCode {
  NotFound = 'NOTIFICATIONS_NOT_FOUND',
  BadCursor = 'NOTIFICATIONS_BAD_CURSOR',
}

const STATUS: Record<NotificationsErrorCode, number> = {
  [NotificationsErrorCode.NotFound]: 404,
  [NotificationsErrorCode.BadCursor]: 422,
};

export class NotificationsException extends AppException {
  constructor(code: NotificationsErrorCode, message: string, opts: { field?: string } = {}) {
    super(STATUS[code], code, message, {}, opts.field ? [{ field: opts.field, message }] : undefined);
  }
}

/** Another member's notification, or one that does not exist: the same 404. */
export const notificationNotFound = () => new NotificationsException(NotificationsErrorCode.NotFound, 'No such notification');
