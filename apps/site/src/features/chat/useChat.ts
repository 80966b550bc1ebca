import type { ChatJoinAck, ChatMember, ChatMessage, ChatPerson, ChatRefused, ChatRoomList, ChatSayAck, ChatSettings } from '@community/contracts';
import {
  NO_DETAIL,
  closeTab,
  initialChatState,
  memberJoined,
  memberLeft,
  mentions,
  openTab,
  receiveMessage,
  selectTab,
  setChatStatus,
  setSubject,
  type ChatRank,
  type ChatStatus,
  type ChatTabDetail,
  type ChatTabsState,
} from '@community/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { playChime } from '../messages';
import type { RealtimeSocket, RealtimeState } from '../../shared/realtime/connection';
import { useRealtimeSocket, useSocketEvent } from '../../shared/realtime/useRealtime';
import { chatKeys } from './api';

/** A message as a tab holds it: `held` marks my message a word filter kept from the room (only I see it). */
export type TabMessage = ChatMessage & { held?: boolean };
export type TabsState = ChatTabsState<TabMessage, ChatMember>;

export interface RoomFacts {
  myRank: ChatRank;
  slowModeSeconds: number;
  /** Members with a block between them and me (either way). */
  blocked: readonly string[];
}

export interface Notice {
  tabId: string | null;
  text: string;
  at: number;
}

export interface ChatStore {
  tabs: TabsState;
  rooms: Readonly<Record<string, RoomFacts>>;
  /** Private tabs: the member at the other end. */
  peers: Readonly<Record<string, ChatPerson>>;
  notices: readonly Notice[];
}

export const pmTabId = (memberId: string) => `pm:${memberId}`;

type Action =
  | { type: 'status'; status: ChatStatus }
  | { type: 'joined'; ack: Extract<ChatJoinAck, { ok: true }>; select: boolean }
  | { type: 'openPm'; peer: ChatPerson; self: string; select: boolean }
  | { type: 'select'; id: string }
  | { type: 'close'; id: string }
  | { type: 'message'; tabId: string; message: TabMessage; mine: boolean }
  | { type: 'memberJoined'; roomId: string; member: ChatMember }
  | { type: 'memberLeft'; roomId: string; nick: string }
  | { type: 'subject'; roomId: string; subject: string }
  | { type: 'room'; roomId: string; detail: ChatTabDetail; slowModeSeconds: number }
  | { type: 'rank'; roomId: string; memberId: string; rank: ChatRank; me: boolean }
  | { type: 'blocked'; roomId: string; memberId: string; blocked: boolean }
  | { type: 'notice'; notice: Notice };

const NOTICES_KEPT = 5;

export function chatReducer(state: ChatStore, action: Action): ChatStore {
  switch (action.type) {
    case 'status':
      return { ...state, tabs: setChatStatus(state.tabs, action.status) };
    case 'joined': {
      const { tab } = action.ack;
      const tabs = openTab(state.tabs, { id: tab.id, type: 'room', name: tab.name, self: tab.self, subject: tab.subject, detail: tab.detail, messages: tab.messages, members: tab.members }, action.select);
      return { ...state, tabs, rooms: { ...state.rooms, [tab.id]: { myRank: tab.myRank, slowModeSeconds: tab.slowModeSeconds, blocked: tab.blocked } } };
    }
    case 'openPm': {
      const id = pmTabId(action.peer.id);
      if (state.tabs.tabs.some((t) => t.id === id)) return action.select ? { ...state, tabs: selectTab(state.tabs, id) } : state;
      const tabs = openTab(state.tabs, { id, type: 'private', name: action.peer.nick, self: action.self, subject: '', detail: NO_DETAIL, messages: [], members: [] }, action.select);
      return { ...state, tabs, peers: { ...state.peers, [id]: action.peer } };
    }
    case 'select':
      return { ...state, tabs: selectTab(state.tabs, action.id) };
    case 'close':
      return { ...state, tabs: closeTab(state.tabs, action.id) };
    case 'message':
      return { ...state, tabs: receiveMessage(state.tabs, action.tabId, action.message, { mine: action.mine }) };
    case 'memberJoined':
      return { ...state, tabs: memberJoined(state.tabs, action.roomId, action.member) };
    case 'memberLeft':
      return { ...state, tabs: memberLeft(state.tabs, action.roomId, action.nick) };
    case 'subject':
      return { ...state, tabs: setSubject(state.tabs, action.roomId, action.subject) };
    case 'room': {
      const facts = state.rooms[action.roomId];
      const tabs = { ...state.tabs, tabs: state.tabs.tabs.map((t) => (t.id === action.roomId ? { ...t, detail: action.detail } : t)) };
      return { ...state, tabs, rooms: facts ? { ...state.rooms, [action.roomId]: { ...facts, slowModeSeconds: action.slowModeSeconds } } : state.rooms };
    }
    case 'rank': {
      const tabs = {
        ...state.tabs,
        tabs: state.tabs.tabs.map((t) => (t.id === action.roomId ? { ...t, members: t.members.map((m) => (m.id === action.memberId ? { ...m, rank: action.rank } : m)) } : t)),
      };
      const facts = state.rooms[action.roomId];
      const rooms = action.me && facts ? { ...state.rooms, [action.roomId]: { ...facts, myRank: action.rank } } : state.rooms;
      return { ...state, tabs, rooms };
    }
    case 'blocked': {
      const facts = state.rooms[action.roomId];
      if (!facts || facts.blocked.includes(action.memberId) === action.blocked) return state;
      const blocked = action.blocked ? [...facts.blocked, action.memberId] : facts.blocked.filter((id) => id !== action.memberId);
      return { ...state, rooms: { ...state.rooms, [action.roomId]: { ...facts, blocked } } };
    }
    case 'notice':
      return { ...state, notices: [...state.notices, action.notice].slice(-NOTICES_KEPT) };
  }
}

export const initialStore = (): ChatStore => ({ tabs: initialChatState(), rooms: {}, peers: {}, notices: [] });

const ACK_TIMEOUT_MS = 10_000;
const timedOut: ChatRefused = { ok: false, code: 'invalid', message: 'timeout' };

/** emit with an ack that gives up after 10 s (SPEC 9 request timeout). */
function ask<T>(socket: RealtimeSocket, event: 'chat.join' | 'chat.say' | 'chat.pm' | 'chat.whois', payload: unknown): Promise<T | ChatRefused> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(timedOut), ACK_TIMEOUT_MS);
    (socket.emit as (e: string, p: unknown, ack: (r: T) => void) => void)(event, payload, (reply: T) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
}

function statusOf(rt: RealtimeState, socket: RealtimeSocket | null): ChatStatus {
  if (!socket) return 'init';
  if (rt.status === 'open') return 'online';
  if (rt.status === 'reconnecting' || rt.status === 'offline') return 'offline';
  return 'connecting';
}

export interface UseChat {
  store: ChatStore;
  me: { id: string; nick: string };
  join(roomId: string, secret?: string, select?: boolean): Promise<ChatJoinAck | ChatRefused>;
  leave(tabId: string): void;
  select(tabId: string): void;
  /** `media`: one of my approved photos (media id) sent with the text or alone. */
  say(tabId: string, body: string, media?: string): Promise<ChatSayAck | ChatRefused>;
  openPrivate(peer: ChatPerson): void;
  notify(tabId: string | null, text: string): void;
}

/**
 * The chat screen's state (libs/domain tab rules) wired to the shared socket: joins, messages, members,
 * subjects, ranks, notices and the live room counts (into the room list's query). Rooms are joined again
 * after a reconnect (the server forgets a dropped socket's rooms).
 */
export function useChat(opts: { memberId: string; name: string; settings: ChatSettings | undefined; onRemoved: (roomId: string, reason: string, until: string | null) => void }): UseChat {
  const { socket, state: rt } = useRealtimeSocket();
  const client = useQueryClient();
  const [store, dispatch] = useReducer(chatReducer, undefined, initialStore);
  const storeRef = useRef(store);
  storeRef.current = store;
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const nick = opts.settings?.nick ?? opts.name;
  const me = useMemo(() => ({ id: opts.memberId, nick }), [opts.memberId, nick]);

  const status = statusOf(rt, socket);
  useEffect(() => {
    if (status !== 'init') dispatch({ type: 'status', status });
  }, [status]);

  const notify = useCallback((tabId: string | null, text: string) => dispatch({ type: 'notice', notice: { tabId, text, at: Date.now() } }), []);

  const join = useCallback(
    async (roomId: string, secret?: string, select = true): Promise<ChatJoinAck | ChatRefused> => {
      if (!socket) return timedOut;
      const ack = await ask<ChatJoinAck>(socket, 'chat.join', { roomId, ...(secret ? { secret } : {}) });
      if (ack.ok) dispatch({ type: 'joined', ack, select });
      return ack;
    },
    [socket],
  );

  // After a reconnect, enter the open rooms again (history merges without duplicates).
  const session = rt.session;
  useEffect(() => {
    if (session <= 1 || !socket) return;
    for (const t of storeRef.current.tabs.tabs) if (t.type === 'room') void join(t.id, undefined, false);
  }, [session, socket, join]);

  const leave = useCallback(
    (tabId: string) => {
      const tab = storeRef.current.tabs.tabs.find((t) => t.id === tabId);
      if (tab?.type === 'room' && socket) socket.emit('chat.leave', tabId);
      dispatch({ type: 'close', id: tabId });
    },
    [socket],
  );

  const say = useCallback(
    async (tabId: string, body: string, media?: string): Promise<ChatSayAck | ChatRefused> => {
      if (!socket) return timedOut;
      const clientId = crypto.randomUUID();
      const peer = storeRef.current.peers[tabId];
      const photo = media ? { media } : {};
      const ack = peer
        ? await ask<ChatSayAck>(socket, 'chat.pm', { toMemberId: peer.id, clientId, body, ...photo })
        : await ask<ChatSayAck>(socket, 'chat.say', { roomId: tabId, clientId, body, ...photo });
      if (ack.ok) dispatch({ type: 'message', tabId, message: ack.hidden ? { ...ack.message, held: true } : ack.message, mine: true });
      return ack;
    },
    [socket],
  );

  const openPrivate = useCallback((peer: ChatPerson) => dispatch({ type: 'openPm', peer, self: me.nick, select: true }), [me.nick]);
  const select = useCallback((id: string) => dispatch({ type: 'select', id }), []);

  useSocketEvent(socket, 'chat.message', (m) => {
    if (!m.roomId) return;
    const mine = m.from.id === optsRef.current.memberId;
    dispatch({ type: 'message', tabId: m.roomId, message: m, mine });
    const s = optsRef.current.settings;
    if (!mine && (s?.mentionSound ?? true) && mentions(m.body, nick)) playChime();
  });
  useSocketEvent(socket, 'chat.pm', (m) => {
    const mine = m.from.id === optsRef.current.memberId;
    const peer = mine ? m.to : m.from;
    if (!peer) return;
    const id = pmTabId(peer.id);
    if (!storeRef.current.tabs.tabs.some((t) => t.id === id)) dispatch({ type: 'openPm', peer, self: nick, select: false });
    dispatch({ type: 'message', tabId: id, message: m, mine });
    if (!mine && (optsRef.current.settings?.pmSound ?? true)) playChime();
  });
  useSocketEvent(socket, 'chat.joined', (e) => {
    dispatch({ type: 'memberJoined', roomId: e.roomId, member: e.member });
    if (socket && e.member.id !== optsRef.current.memberId) {
      void ask<{ ok: true; member: ChatMember }>(socket, 'chat.whois', e.member.id).then((r) => {
        if (r.ok && r.member.blocked) dispatch({ type: 'blocked', roomId: e.roomId, memberId: e.member.id, blocked: true });
      });
    }
  });
  useSocketEvent(socket, 'chat.left', (e) => dispatch({ type: 'memberLeft', roomId: e.roomId, nick: e.nick }));
  useSocketEvent(socket, 'chat.subject', (e) => dispatch({ type: 'subject', roomId: e.roomId, subject: e.subject }));
  useSocketEvent(socket, 'chat.room', (e) => dispatch({ type: 'room', roomId: e.roomId, detail: e.detail, slowModeSeconds: e.slowModeSeconds }));
  useSocketEvent(socket, 'chat.rank', (e) => dispatch({ type: 'rank', roomId: e.roomId, memberId: e.memberId, rank: e.rank, me: e.memberId === optsRef.current.memberId }));
  useSocketEvent(socket, 'chat.notice', (e) => notify(e.roomId, e.message));
  useSocketEvent(socket, 'chat.removed', (e) => {
    dispatch({ type: 'close', id: e.roomId });
    optsRef.current.onRemoved(e.roomId, e.reason, e.until);
  });
  useSocketEvent(socket, 'chat.count', (e) => {
    const list = client.getQueryData<ChatRoomList>(chatKeys.rooms);
    if (!list) return;
    const known = list.items.some((r) => r.id === e.roomId);
    if (!known && !e.closed) {
      void client.invalidateQueries({ queryKey: chatKeys.rooms });
      return;
    }
    client.setQueryData<ChatRoomList>(chatKeys.rooms, {
      items: e.closed ? list.items.filter((r) => r.id !== e.roomId) : list.items.map((r) => (r.id === e.roomId ? { ...r, count: e.count } : r)),
    });
  });

  return { store, me, join, leave, select, say, openPrivate, notify };
}
