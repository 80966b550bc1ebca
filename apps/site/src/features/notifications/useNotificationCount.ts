import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/useAuth';
import { notificationCountQuery } from './api';

/** Unseen notifications, for the navbar badge (show through formatCount: 99+); apart from the dropdown's code. */
export function useNotificationCount(): number {
  const { loggedIn } = useAuth();
  return useQuery({ ...notificationCountQuery(), enabled: loggedIn }).data ?? 0;
}
