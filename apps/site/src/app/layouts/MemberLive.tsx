import { MessagesModal, MessagingBridge } from '../../features/messages';
import { NotificationsBridge, NotificationsModal } from '../../features/notifications';

/**
 * What a logged-in member's pages keep running beside the page (SPEC 4): live unread counts and message
 * toasts, live notifications, the mobile messages modal (`?messages`) and, on newactivity, the
 * notifications modal (`?notifications`). The root layout loads this in
 * a chunk of its own after the first paint; each part renders nothing for guests.
 */
export function MemberLive() {
  return (
    <>
      <MessagingBridge />
      <NotificationsBridge />
      <MessagesModal />
      <NotificationsModal />
    </>
  );
}
