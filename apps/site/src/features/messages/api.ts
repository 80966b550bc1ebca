import {
  AlbumPage,
  CatchUp,
  Conversation,
  ConversationPage,
  ConversationWith,
  Message,
  MessagePage,
  MessagingSettings,
  SendResult,
  UnreadCounts,
  type Folder,
  type MessagingSettingsUpdate,
} from '@community/contracts';
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { typed } from '../../shared/api/paths';

export const messagingKeys = {
  all: ['messaging'] as const,
  list: (folder: Folder) => ['messaging', 'list', folder] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
  unread: ['messaging', 'unread'] as const,
  settings: ['messaging', 'settings'] as const,
  with: (memberId: string) => ['messaging', 'with', memberId] as const,
};

/** A message as the composer sends it (SPEC 7 message post): text, a photo or video of mine, an album of mine to invite to. */
export interface SendBody {
  clientId: string;
  message: string;
  saveNote?: boolean;
  media?: string;
  albumInvite?: string;
}

export const messagingApi = {
  list: (folder: Folder, page: number, after: string | null, signal?: AbortSignal) =>
    typed.get('/conversations', { query: { folder, page, per_page: 15, after }, schema: ConversationPage, signal }),
  get: (id: string, signal?: AbortSignal) => typed.get('/conversations/{id}', { params: { id }, schema: Conversation, signal }),
  messages: (id: string, before: string | null, signal?: AbortSignal) =>
    typed.get('/conversations/{id}/messages', { params: { id }, query: { before }, schema: MessagePage, signal }),
  newer: (id: string, after: string) => typed.get('/conversations/{id}/messages', { params: { id }, query: { after, limit: 100 }, schema: MessagePage }),
  catchUp: (after: string) => typed.get('/conversations/updates', { query: { after }, schema: CatchUp }),
  send: (id: string, body: SendBody) => typed.post('/conversations/{id}/messages', { params: { id }, body: body, schema: SendResult }),
  start: (body: SendBody & { recipientIds: string[] }) => typed.post('/conversations', { body: body, schema: SendResult }),
  /**
   * My albums, to invite a conversation to one (the media module's `GET /api/media-albums?owner=`; the site's
   * media feature does not export its API). One page of the newest 60 is plenty for a picker.
   */
  myAlbums: (myName: string, signal?: AbortSignal) => typed.get('/media-albums', { query: { owner: myName, limit: 60 }, schema: AlbumPage, signal }),
  /** Keep a message in my saved messages (it survives deleting the conversation for me), or stop keeping it. */
  setSaved: (id: string, messageId: string, saved: boolean) =>
    saved
      ? typed.put('/conversations/{id}/messages/{messageId}/save', { params: { id, messageId }, schema: Message })
      : typed.delete('/conversations/{id}/messages/{messageId}/save', { params: { id, messageId }, schema: Message }),
  markRead: (id: string) => typed.put('/conversations/{id}/mark-read', { params: { id }, schema: UnreadCounts }),
  markAllRead: () => typed.post('/conversations/mark-all-read', { schema: UnreadCounts }),
  remove: (id: string) => typed.delete('/conversations/{id}', { params: { id } }),
  accept: (id: string) => typed.put('/conversations/{id}/accept', { params: { id }, schema: Conversation }),
  unread: (signal?: AbortSignal) => typed.get('/conversations/unread', { schema: UnreadCounts, signal }),
  settings: (signal?: AbortSignal) => typed.get('/conversations/settings', { schema: MessagingSettings, signal }),
  updateSettings: (patch: MessagingSettingsUpdate) => typed.put('/conversations/settings', { body: patch, schema: MessagingSettings }),
  with: (memberId: string, signal?: AbortSignal) => typed.get('/conversations/with/{memberId}', { params: { memberId }, schema: ConversationWith, signal }),
  unsubscribe: (token: string) => typed.post('/conversations/alerts/unsubscribe', { body: { token } }),
};

export const conversationsQuery = (folder: Folder) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.list(folder),
    initialPageParam: { page: 1, after: null as string | null },
    queryFn: ({ pageParam, signal }) => messagingApi.list(folder, pageParam.page, pageParam.after, signal),
    getNextPageParam: (last) => (last.next ? { page: last.page + 1, after: last.next } : undefined),
  });

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: messagingKeys.conversation(id), queryFn: ({ signal }) => messagingApi.get(id, signal) });

/** A thread: the newest page first, then older pages (each oldest first). */
export const threadQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.thread(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => messagingApi.messages(id, pageParam, signal),
    getNextPageParam: (last) => (last.more && last.items[0] ? last.items[0].id : undefined),
  });

export const unreadQuery = () => queryOptions({ queryKey: messagingKeys.unread, queryFn: ({ signal }) => messagingApi.unread(signal), staleTime: 30_000, meta: { background: true } });

/** SPEC 4: messages settings load on mount. */
export const settingsQuery = () => queryOptions({ queryKey: messagingKeys.settings, queryFn: ({ signal }) => messagingApi.settings(signal), staleTime: 5 * 60_000, meta: { background: true } });

export type ThreadData = InfiniteData<MessagePage, unknown>;

/** Messages of a thread in order, oldest first, each once. */
export function threadMessages(data: ThreadData | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.items) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/** Adds messages to a cached thread (a message already there, by id or client id, is replaced, never doubled). */
export function addToThread(client: QueryClient, conversationId: string, messages: Message[]): void {
  client.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const known = new Set(data.pages.flatMap((p) => p.items.flatMap((m) => [m.id, `c:${m.clientId}`])));
    const fresh = messages.filter((m) => !known.has(m.id) && !known.has(`c:${m.clientId}`));
    const replaced = data.pages.map((p) => ({
      ...p,
      items: p.items.map((m) => messages.find((x) => x.id === m.id || x.clientId === m.clientId) ?? m),
    }));
    if (fresh.length === 0) return { ...data, pages: replaced };
    const [first, ...rest] = replaced;
    return { ...data, pages: [{ ...first!, items: [...first!.items, ...fresh] }, ...rest] };
  });
}

/** Read ticks: every message of mine up to `upTo` is read by everyone. */
export function markThreadRead(client: QueryClient, conversationId: string, upTo: string): void {
  client.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((m) => (BigInt(m.id) <= BigInt(upTo) ? { ...m, isReadByEveryone: true } : m)) })) }
      : data,
  );
}

/** The highest message id this tab holds (what a reconnect catches up from). */
export function highestMessageId(client: QueryClient): string | null {
  let max: bigint | null = null;
  for (const [, data] of client.getQueriesData<ThreadData>({ queryKey: ['messaging', 'thread'] })) {
    for (const page of data?.pages ?? []) for (const m of page.items) if (max === null || BigInt(m.id) > max) max = BigInt(m.id);
  }
  for (const [, data] of client.getQueriesData<InfiniteData<ConversationPage>>({ queryKey: ['messaging', 'list'] })) {
    for (const page of data?.pages ?? []) for (const c of page.items) if (c.lastMessage && (max === null || BigInt(c.lastMessage.id) > max)) max = BigInt(c.lastMessage.id);
  }
  return max === null ? null : max.toString();
}
