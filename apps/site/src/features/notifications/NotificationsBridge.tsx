import type { AuthedProfile } from '@community/contracts';
import { toast } from '@community/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { authKeys } from '../../shared/auth/queries';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { useRealtimeSocket, useSocketEvent } from '../../shared/realtime/useRealtime';
import { dropNotifications, notificationKeys, setCount, upsertNotification } from './api';
import { notificationText } from './phrase';

/**
 * Mount once inside the router: applies the socket's notification events (add, remove, bulk remove) to the
 * cached list and count, refreshes the profile when an `idVerified` arrives (it clears canId) or a `user.refresh`
 * comes, applies coin balance updates, and shows a toast except on the activity page (SPEC 4). Renders nothing.
 */
export function NotificationsBridge() {
  const { loggedIn } = useAuth();
  return loggedIn ? <LiveNotifications /> : null;
}

function LiveNotifications() {
  const t = useT();
  const client = useQueryClient();
  const location = useLocation();
  const { socket, state } = useRealtimeSocket();
  useSocketEvent(socket, 'notification.added', ({ notification, count }) => {
    upsertNotification(client, notification);
    setCount(client, count);
    if (notification.action === 'idVerified') void client.invalidateQueries({ queryKey: authKeys.profile });
    const onActivity = location.pathname === routeTo('activity') || location.pathname === routeTo('newactivity');
    if (!onActivity) toast.info(notificationText(notification, t), { key: `notification-${notification.id}` });
  });
  useSocketEvent(socket, 'notification.removed', ({ ids, count }) => {
    if (ids.length) dropNotifications(client, ids);
    setCount(client, count);
  });
  // SPEC 4 "user refresh": permissions, tier or counts changed elsewhere; read the profile again.
  useSocketEvent(socket, 'user.refresh', () => void client.invalidateQueries({ queryKey: authKeys.profile }));
  // SPEC 4 "coin balance update": the user menu shows the new balance without a refetch.
  useSocketEvent(socket, 'coins.balance', ({ balance, balanceText }) => {
    client.setQueryData<AuthedProfile | null>(authKeys.profile, (p) => (p ? { ...p, coinBalance: balance, coinBalanceText: balanceText } : p));
  });
  useSocketEvent(socket, 'notification.cleared', ({ count }) => {
    dropNotifications(client, 'all');
    setCount(client, count);
  });
  // After a reconnect the list and count may have missed events: fetch them again.
  useEffect(() => {
    if (state.status === 'open' && state.session > 1) {
      void client.invalidateQueries({ queryKey: notificationKeys.list });
      void client.invalidateQueries({ queryKey: notificationKeys.count });
    }
  }, [client, state.session, state.status]);
  return null;
}
