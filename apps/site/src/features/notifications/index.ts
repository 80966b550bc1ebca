export { NotificationsMenuContent } from './NotificationsMenuContent';
export { useNotificationCount } from './useNotificationCount';
export { NotificationsBridge } from './NotificationsBridge';
export { NotificationsModal, notificationsModalHref, NOTIFICATIONS_PARAM } from './NotificationsModal';
