import type { Conversation, Message, Participant } from '@community/contracts';

export const ME = 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b';
export const ANNA: Participant = { id: '11111111-1111-4111-8111-111111111111', name: 'anna_b', avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 1 } };
export const BEN: Participant = { id: '22222222-2222-4222-8222-222222222222', name: 'ben_c', avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 3 } };
export const MY: Participant = { id: ME, name: 'velvet_fox', avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 2 } };
export const C1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const C2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export function conversation(id: string, other: Participant, extra: Partial<Conversation> = {}): Conversation {
  return {
    id,
    isGroup: false,
    name: other.name,
    coverImage: other.avatar,
    participants: [other],
    folder: 'inbox',
    unread: 0,
    lastMessage: null,
    canSend: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export function message(id: string, conversationId: string, sender: Participant, body: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversationId,
    clientId: `0000000${id}-0000-4000-8000-000000000000`.slice(-36),
    sender,
    body,
    kind: 'text',
    media: null,
    hasMedia: false,
    createdAt: '2026-11-22T09:00:00.000Z',
    isSaved: false,
    isReadByEveryone: false,
    ...extra,
  };
}
