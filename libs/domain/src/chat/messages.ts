/** Messages kept per chat tab (SPEC 5, 9). */
export const CHAT_MESSAGES_PER_TAB = 150;

/** Appends a message to a tab's list: a message whose id is already there is ignored (same list returned), and the oldest are dropped beyond `cap`. */
export function appendChatMessage<T extends { readonly id: string | number }>(
  messages: readonly T[],
  message: T,
  cap: number = CHAT_MESSAGES_PER_TAB,
): readonly T[] {
  if (messages.some((m) => m.id === message.id)) return messages;
  const next = [...messages, message];
  const limit = Math.max(0, Math.floor(cap));
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** Adds a nick to a room's member list unless it is already there (exact, case-sensitive match, as the chat server treats nicks). */
export function addNick(nicks: readonly string[], nick: string): readonly string[] {
  return nicks.includes(nick) ? nicks : [...nicks, nick];
}
