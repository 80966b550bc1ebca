import { NotificationCount, NotificationPage, type Notification } from '@community/contracts';
import { notificationResponse, type NotificationAction } from '@community/domain';
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { typed } from '../../shared/api/paths';

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  count: ['notifications', 'count'] as const,
};

export const notificationsApi = {
  list: (after: string | null, signal?: AbortSignal) => typed.get('/notifications', { query: { after, limit: 20 }, schema: NotificationPage, signal }),
  count: (signal?: AbortSignal) => typed.get('/notifications/count', { schema: NotificationCount, signal }),
  seen: () => typed.post('/notifications/seen', { schema: NotificationCount }),
  remove: (id: string) => typed.delete('/notifications/{id}', { params: { id }, schema: NotificationCount }),
  removeAll: () => typed.delete('/notifications'),
  /**
   * Accept or decline through the notification's own endpoint, with the call its kind takes (SPEC 7: a friend
   * request is PUT approve 1/0, an album invitation is declined with DELETE, a group join request approved with
   * status approve, …; libs/domain `notificationResponse`). Only paths of this site's API.
   */
  respond: (endpoint: string, action: NotificationAction, accept: boolean) => {
    const call = notificationResponse(action, accept);
    if (!call) return Promise.reject(new Error(`A ${action} notification cannot be answered`));
    if (!/^\/api\/[A-Za-z0-9/_.-]+$/.test(endpoint) || endpoint.includes('..')) return Promise.reject(new Error(`Refusing response endpoint ${endpoint}`));
    const path = endpoint.slice('/api'.length);
    return call.method === 'PUT' ? api.put(path, call.body) : api.delete(path, call.body ?? undefined);
  },
};

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => notificationsApi.list(pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const notificationCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.count, queryFn: async ({ signal }) => (await notificationsApi.count(signal)).count, staleTime: 30_000, meta: { background: true } });

type ListData = InfiniteData<NotificationPage, unknown>;

/** A new or regrouped notification goes to the top (replacing its older self). */
export function upsertNotification(client: QueryClient, n: Notification): void {
  client.setQueryData<ListData>(notificationKeys.list, (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = data.pages.map((p) => ({ ...p, items: p.items.filter((x) => x.id !== n.id) }));
    pages[0] = { ...pages[0]!, items: [n, ...pages[0]!.items] };
    return { ...data, pages };
  });
}

export function dropNotifications(client: QueryClient, ids: readonly string[] | 'all'): void {
  client.setQueryData<ListData>(notificationKeys.list, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: ids === 'all' ? [] : p.items.filter((x) => !ids.includes(x.id)) })) } : data,
  );
}

/** SPEC 4: the count never goes below zero. */
export const setCount = (client: QueryClient, count: number) => client.setQueryData(notificationKeys.count, Math.max(0, count));
