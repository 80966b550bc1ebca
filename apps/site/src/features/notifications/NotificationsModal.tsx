import { SiteModal } from '@community/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { NotificationsMenuContent } from './NotificationsMenuContent';

/** The query parameter that opens the notifications modal. */
export const NOTIFICATIONS_PARAM = 'notifications';

/** Where the mobile navbar's bell leads on the newactivity page: the same page with the modal open. */
export function notificationsModalHref(search: string): string {
  const params = new URLSearchParams(search);
  params.set(NOTIFICATIONS_PARAM, '1');
  return `${routeTo('newactivity')}?${params.toString()}`;
}

/**
 * The mobile notifications modal (SPEC 2: "a notifications modal (on newactivity only)"): `?notifications` on
 * the newactivity page opens the list (the dropdown's content, full screen on mobile); on any other page the
 * parameter does nothing. Closing drops the parameter; Back closes it (the modal pushes a history entry).
 */
export function NotificationsModal() {
  const t = useT();
  const { loggedIn } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const opened = loggedIn && params.has(NOTIFICATIONS_PARAM) && location.pathname === routeTo('newactivity');
  const close = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(NOTIFICATIONS_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <SiteModal opened={opened} onClose={close} title={t('messaging.notifications.title')} pinable size="lg" closeLabel={t('common.close')}>
      {opened ? <NotificationsMenuContent onNavigate={close} fluid /> : null}
    </SiteModal>
  );
}
