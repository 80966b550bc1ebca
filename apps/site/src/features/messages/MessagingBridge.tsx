import type { MessageEvent } from '@community/contracts';
import { toast } from '@community/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { desktopNotify } from './alerts';
import { messagePreview } from './format';
import { useMessagingSync } from './useMessagingSync';

const PREVIEW = 80;

/**
 * Mount once inside the router (next to the navbar): keeps unread counts and cached threads live on every
 * page, and — away from the messages page, with the messages modal closed — shows a toast for each incoming message that opens its
 * conversation (SPEC 4), plus a desktop notification (closed after 5 s) when the tab is hidden and the
 * member allowed them. Renders nothing.
 */
export function MessagingBridge() {
  const { loggedIn } = useAuth();
  return loggedIn ? <LiveMessages /> : null;
}

function LiveMessages() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const onMessagesPage = location.pathname === routeTo('messages');
  // The mobile messages modal is open (`?messages`): the message shows there, so no toast (SPEC 4: panel closed).
  const panelOpen = new URLSearchParams(location.search).has('messages');
  useMessagingSync({
    onIncoming: (event: MessageEvent) => {
      if (onMessagesPage || panelOpen || event.folder !== 'inbox') return;
      const name = event.message.sender?.name ?? t('messaging.closedAccount');
      const m = event.message;
      const text = messagePreview({ kind: m.kind, body: m.body, albumName: m.albumInvite?.album.name ?? null }, t);
      const body = text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text;
      const open = () => void navigate(`${routeTo('messages')}?conversation=${encodeURIComponent(event.conversationId)}`);
      const title = t('messaging.newMessageFrom', { name });
      toast.info(body, { title, key: `message-${event.conversationId}`, onClick: open });
      desktopNotify(title, body, `message-${event.conversationId}`, open);
    },
  });
  return null;
}
