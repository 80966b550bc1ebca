import {
  ChatAuth,
  ChatRoomAdmin,
  ChatRoomList,
  ChatSettings,
  ReportReceipt,
  type ChatReportRequest,
  type ChatSettingsUpdate,
  type CreateRoomRequest,
  type ModerationRequest,
  type UpdateRoomRequest,
} from '@community/contracts';
import { queryOptions } from '@tanstack/react-query';
import { typed } from '../../shared/api/paths';

export const chatKeys = {
  rooms: ['chat', 'rooms'] as const,
  settings: ['chat', 'settings'] as const,
  auth: ['chat', 'auth'] as const,
  admin: (id: string) => ['chat', 'admin', id] as const,
};

export const chatApi = {
  rooms: (signal?: AbortSignal) => typed.get('/chat/rooms', { schema: ChatRoomList, signal }),
  create: (body: CreateRoomRequest) => typed.post('/chat/rooms', { body: body, schema: ChatRoomAdmin }),
  admin: (id: string, signal?: AbortSignal) => typed.get('/chat/rooms/{id}', { params: { id }, schema: ChatRoomAdmin, signal }),
  update: (id: string, body: UpdateRoomRequest) => typed.patch('/chat/rooms/{id}', { params: { id }, body, schema: ChatRoomAdmin }),
  close: (id: string) => typed.delete('/chat/rooms/{id}', { params: { id } }),
  moderate: (id: string, body: ModerationRequest) => typed.post('/chat/rooms/{id}/moderation', { params: { id }, body: body, schema: ChatRoomAdmin }),
  report: (body: ChatReportRequest) => typed.post('/chat/reports', { body: body, schema: ReportReceipt }),
  auth: (signal?: AbortSignal) => typed.get('/xmpp/auth', { schema: ChatAuth, signal }),
  settings: (signal?: AbortSignal) => typed.get('/chat-settings', { schema: ChatSettings, signal }),
  updateSettings: (patch: ChatSettingsUpdate) => typed.put('/chat-settings', { body: patch, schema: ChatSettings }),
};

export const roomsQuery = () => queryOptions({ queryKey: chatKeys.rooms, queryFn: ({ signal }) => chatApi.rooms(signal) });
export const chatSettingsQuery = () => queryOptions({ queryKey: chatKeys.settings, queryFn: ({ signal }) => chatApi.settings(signal), staleTime: 60_000 });
/** SPEC 7 `xmpp/auth`: may I chat now (and my chat identity); read again whenever the chat screen opens. */
export const chatAuthQuery = () => queryOptions({ queryKey: chatKeys.auth, queryFn: ({ signal }) => chatApi.auth(signal), staleTime: 0 });
