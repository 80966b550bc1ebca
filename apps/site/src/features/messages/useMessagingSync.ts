import type { MessageEvent } from '@community/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useAuth } from '../../shared/auth/useAuth';
import { useRealtimeSocket, useSocketEvent } from '../../shared/realtime/useRealtime';
import { playChime } from './alerts';
import { addToThread, highestMessageId, markThreadRead, messagingApi, messagingKeys, settingsQuery } from './api';

export interface MessagingSyncOptions {
  /** Called for each incoming message from someone else (toasts, desktop notifications). */
  onIncoming?: (event: MessageEvent) => void;
}

/**
 * Several components may keep messaging in sync (the global bridge, the messages page): the first mounted
 * one listens to the socket for all of them, so nothing is applied, chimed or toasted twice.
 */
const instances: string[] = [];
const incoming = new Map<string, (event: MessageEvent) => void>();
const listeners = new Set<() => void>();
const leader = () => instances[0] ?? null;
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Keeps the cached conversations, threads and unread counts in step with the socket: new messages are
 * appended (each once, by id), read ticks and deletions applied, a chime per the member's sound settings,
 * and after every reconnect the tab fetches what it missed from the highest message id it holds
 * (socket.io alone delivers at most once).
 */
export function useMessagingSync(options: MessagingSyncOptions = {}) {
  const id = useId();
  const client = useQueryClient();
  const { profile } = useAuth();
  const me = profile?.member.id ?? null;
  const realtime = useRealtimeSocket();
  const { state } = realtime;
  const settings = useQuery({ ...settingsQuery(), enabled: Boolean(me) }).data;
  const onIncoming = useRef(options.onIncoming);
  onIncoming.current = options.onIncoming;

  useEffect(() => {
    instances.push(id);
    incoming.set(id, (e) => onIncoming.current?.(e));
    notify();
    return () => {
      instances.splice(instances.indexOf(id), 1);
      incoming.delete(id);
      notify();
    };
  }, [id]);
  const isLeader = useSyncExternalStore(subscribe, () => leader() === id, () => false);
  const socket = isLeader ? realtime.socket : null;

  const refreshLists = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['messaging', 'list'] });
    void client.invalidateQueries({ queryKey: messagingKeys.unread });
  }, [client]);

  useSocketEvent(socket, 'message.new', (event) => {
    addToThread(client, event.conversationId, [event.message]);
    if (event.folder === 'inbox') client.setQueryData(messagingKeys.unread, (u: { inbox: number; requests: number } | undefined) => (u ? { ...u, inbox: event.totalUnread } : u));
    refreshLists();
    void client.invalidateQueries({ queryKey: messagingKeys.conversation(event.conversationId) });
    if (event.message.sender?.id === me) return;
    if (event.folder === 'inbox' && (event.isGroup ? settings?.groupSound : settings?.sound)) playChime();
    incoming.forEach((handler) => handler(event));
  });

  useSocketEvent(socket, 'message.read', (event) => {
    if (event.memberId === me) {
      refreshLists();
      return;
    }
    if (event.isReadByEveryone) markThreadRead(client, event.conversationId, event.lastMessageId ?? event.lastReadMessageId);
    void client.invalidateQueries({ queryKey: messagingKeys.conversation(event.conversationId) });
    void client.invalidateQueries({ queryKey: ['messaging', 'list'] });
  });

  useSocketEvent(socket, 'conversation.removed', (event) => {
    client.removeQueries({ queryKey: messagingKeys.thread(event.conversationId) });
    refreshLists();
  });

  // Reconnect catch-up: the first connect has nothing to catch up on (everything was just fetched).
  const lastSession = useRef(state.session);
  useEffect(() => {
    if (!isLeader || state.status !== 'open' || state.session === lastSession.current) return undefined;
    const firstConnect = lastSession.current === 0;
    lastSession.current = state.session;
    if (firstConnect) return undefined;
    let cancelled = false;
    void (async () => {
      let after = highestMessageId(client);
      if (after === null) return refreshLists();
      for (let round = 0; round < 10 && !cancelled; round++) {
        const page = await messagingApi.catchUp(after);
        const byConversation = new Map<string, typeof page.items>();
        for (const m of page.items) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
        for (const [conversationId, items] of byConversation) addToThread(client, conversationId, items);
        const last = page.items[page.items.length - 1];
        if (!page.more || !last) break;
        after = last.id;
      }
      refreshLists();
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [client, isLeader, refreshLists, state.session, state.status]);

  return realtime;
}
