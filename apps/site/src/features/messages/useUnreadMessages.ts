import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/useAuth';
import { unreadQuery } from './api';

/**
 * Conversations with unread messages in the inbox, for the navbar badge (show it through formatCount:
 * 99+). Kept apart from the dropdown's content so the navbar loads the count without the list's code.
 */
export function useUnreadMessages(): number {
  const { loggedIn } = useAuth();
  return useQuery({ ...unreadQuery(), enabled: loggedIn }).data?.inbox ?? 0;
}
