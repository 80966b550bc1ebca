import { ModuleException } from '../../infra/http/app-exception.js';

export enum NotificationsErrorCode {
  NotFound = 'NOTIFICATIONS_NOT_FOUND',
  BadCursor = 'NOTIFICATIONS_BAD_CURSOR',
}

export class NotificationsException extends ModuleException<NotificationsErrorCode>({
  [NotificationsErrorCode.NotFound]: 404,
  [NotificationsErrorCode.BadCursor]: 422,
}) {}

/** Another member's notification, or one that does not exist: the same 404. */
export const notificationNotFound = () => new NotificationsException(NotificationsErrorCode.NotFound, 'No such notification');
