import { CHAT_MESSAGES_PER_TAB, addNick, appendChatMessage } from './messages.js';

/** The chat connection as the screen shows it (SPEC 4: it starts at `init`). */
export type ChatStatus = 'init' | 'connecting' | 'online' | 'offline';

export type ChatTabType = 'room' | 'private';

/** What a room tab says about its room (SPEC 3 chat tab `detail`). */
export interface ChatTabDetail {
  images: boolean;
  only: boolean;
  protected: boolean;
  persistent: boolean;
}

/** One tab of the chat screen (SPEC 3): a room or a private chat with one member. */
export interface ChatTab<M extends { readonly id: string | number }, P extends { readonly nick: string }> {
  id: string;
  type: ChatTabType;
  name: string;
  /** My nick in this tab. */
  self: string;
  subject: string;
  detail: ChatTabDetail;
  messages: readonly M[];
  unread: number;
  members: readonly P[];
}

export interface ChatTabsState<M extends { readonly id: string | number }, P extends { readonly nick: string }> {
  status: ChatStatus;
  tabs: readonly ChatTab<M, P>[];
  selected: string | null;
}

export const NO_DETAIL: ChatTabDetail = { images: false, only: false, protected: false, persistent: false };

export function initialChatState<M extends { readonly id: string | number }, P extends { readonly nick: string }>(): ChatTabsState<M, P> {
  return { status: 'init', tabs: [], selected: null };
}

type State<M extends { readonly id: string | number }, P extends { readonly nick: string }> = ChatTabsState<M, P>;

function mapTab<M extends { readonly id: string | number }, P extends { readonly nick: string }>(
  state: State<M, P>,
  id: string,
  f: (tab: ChatTab<M, P>) => ChatTab<M, P>,
): State<M, P> {
  let changed = false;
  const tabs = state.tabs.map((t) => {
    if (t.id !== id) return t;
    const next = f(t);
    if (next !== t) changed = true;
    return next;
  });
  return changed ? { ...state, tabs } : state;
}

export function setChatStatus<M extends { readonly id: string | number }, P extends { readonly nick: string }>(state: State<M, P>, status: ChatStatus): State<M, P> {
  return state.status === status ? state : { ...state, status };
}

/**
 * Opens a tab (a room joined, a private chat started) and selects it when `select` is true; a tab already
 * open keeps its messages and is only updated with the new facts (name, subject, members), each member
 * once by nick, and the incoming messages merged (capped, duplicates ignored).
 */
export function openTab<M extends { readonly id: string | number }, P extends { readonly nick: string }>(
  state: State<M, P>,
  tab: Omit<ChatTab<M, P>, 'unread'> & { unread?: number },
  select = true,
): State<M, P> {
  const existing = state.tabs.find((t) => t.id === tab.id);
  let tabs: readonly ChatTab<M, P>[];
  if (existing) {
    const messages = tab.messages.reduce((list, m) => appendChatMessage(list, m), existing.messages);
    const members = tab.members.reduce<readonly P[]>((list, p) => addMember(list, p), []);
    tabs = state.tabs.map((t) => (t.id === tab.id ? { ...existing, ...tab, messages, members, unread: existing.unread } : t));
  } else {
    const messages = tab.messages.reduce<readonly M[]>((list, m) => appendChatMessage(list, m), []);
    const members = tab.members.reduce<readonly P[]>((list, p) => addMember(list, p), []);
    tabs = [...state.tabs, { ...tab, messages, members, unread: tab.unread ?? 0 }];
  }
  const next = { ...state, tabs };
  return select ? selectTab(next, tab.id) : next;
}

/** Selecting a tab resets its unread count (SPEC 4). An unknown id changes nothing. */
export function selectTab<M extends { readonly id: string | number }, P extends { readonly nick: string }>(state: State<M, P>, id: string): State<M, P> {
  if (!state.tabs.some((t) => t.id === id)) return state;
  const tabs = state.tabs.map((t) => (t.id === id && t.unread !== 0 ? { ...t, unread: 0 } : t));
  return { ...state, tabs, selected: id };
}

/**
 * Closes a tab. Closing the selected tab selects its neighbour (SPEC 4): the tab that takes its place (the
 * one to its right), or the one to its left when it was the last; none when no tab is left. Closing
 * another tab keeps the selection.
 */
export function closeTab<M extends { readonly id: string | number }, P extends { readonly nick: string }>(state: State<M, P>, id: string): State<M, P> {
  const index = state.tabs.findIndex((t) => t.id === id);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t) => t.id !== id);
  if (state.selected !== id) return { ...state, tabs };
  const neighbour = tabs[index] ?? tabs[index - 1] ?? null;
  return neighbour ? selectTab({ ...state, tabs }, neighbour.id) : { ...state, tabs, selected: null };
}

/**
 * A message arrives in a tab: kept at most 150 per tab (oldest dropped), a duplicate id ignored (SPEC 5).
 * It counts as unread unless its tab is the selected one or it is my own.
 */
export function receiveMessage<M extends { readonly id: string | number }, P extends { readonly nick: string }>(
  state: State<M, P>,
  tabId: string,
  message: M,
  opts: { mine?: boolean; cap?: number } = {},
): State<M, P> {
  return mapTab(state, tabId, (t) => {
    const messages = appendChatMessage(t.messages, message, opts.cap ?? CHAT_MESSAGES_PER_TAB);
    if (messages === t.messages) return t;
    const unread = opts.mine || state.selected === tabId ? t.unread : t.unread + 1;
    return { ...t, messages, unread };
  });
}

/** A member enters a room: added once (a nick already there is not added again, SPEC 5). */
export function memberJoined<M extends { readonly id: string | number }, P extends { readonly nick: string }>(state: State<M, P>, tabId: string, member: P): State<M, P> {
  return mapTab(state, tabId, (t) => {
    const members = addMember(t.members, member);
    return members === t.members ? t : { ...t, members };
  });
}

export function memberLeft<M extends { readonly id: string | number }, P extends { readonly nick: string }>(state: State<M, P>, tabId: string, nick: string): State<M, P> {
  return mapTab(state, tabId, (t) => (t.members.some((p) => p.nick === nick) ? { ...t, members: t.members.filter((p) => p.nick !== nick) } : t));
}

export function setSubject<M extends { readonly id: string | number }, P extends { readonly nick: string }>(state: State<M, P>, tabId: string, subject: string): State<M, P> {
  return mapTab(state, tabId, (t) => (t.subject === subject ? t : { ...t, subject }));
}

/** Adds a member to a list unless their nick is already there (by the same rule as addNick). */
export function addMember<P extends { readonly nick: string }>(members: readonly P[], member: P): readonly P[] {
  const nicks = members.map((m) => m.nick);
  return addNick(nicks, member.nick) === nicks ? members : [...members, member];
}

/** The unread count of every tab but the selected one (for the page title and the navbar). */
export function totalUnread(state: { tabs: readonly { unread: number }[] }): number {
  return state.tabs.reduce((n, t) => n + t.unread, 0);
}
