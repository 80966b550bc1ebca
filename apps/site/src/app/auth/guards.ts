import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { routeTo } from '../routes';
import { authProfileQuery } from './queries';
import { saveRedirect } from './redirect';

/** The member's profile, or null for guests and when the lookup failed (SPEC 8: a failed profile fetch logs out). */
export const loadAuth = (queryClient: QueryClient) => queryClient.ensureQueryData(authProfileQuery()).catch(() => null);

/** Login-required guard (SPEC 6): guests go to log in, and come back here afterwards. */
export const requireMember =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (await loadAuth(queryClient)) return null;
    const url = new URL(request.url);
    saveRedirect(`${url.pathname}${url.search}`);
    throw redirect(routeTo('login'));
  };

/** Guest-only guard (SPEC 6): members are sent home (the activity route once it exists). */
export const guestOnly =
  (queryClient: QueryClient) =>
  async (): Promise<null> => {
    if (await loadAuth(queryClient)) throw redirect(routeTo('index'));
    return null;
  };
