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
import { api } from '../../shared/api/client';

export const chatKeys = {
  rooms: ['chat', 'rooms'] as const,
  settings: ['chat', 'settings'] as const,
  auth: ['chat', 'auth'] as const,
  admin: (id: string) => ['chat', 'admin', id] as const,
};

const enc = encodeURIComponent;

export const chatApi = {
  rooms: (signal?: AbortSignal) => api.get('/chat/rooms', { schema: ChatRoomList, signal }),
  create: (body: CreateRoomRequest) => api.post('/chat/rooms', body, { schema: ChatRoomAdmin }),
  admin: (id: string, signal?: AbortSignal) => api.get(`/chat/rooms/${enc(id)}`, { schema: ChatRoomAdmin, signal }),
  update: (id: string, body: UpdateRoomRequest) => api.request('PATCH', `/chat/rooms/${enc(id)}`, { body, schema: ChatRoomAdmin }),
  close: (id: string) => api.delete(`/chat/rooms/${enc(id)}`),
  moderate: (id: string, body: ModerationRequest) => api.post(`/chat/rooms/${enc(id)}/moderation`, body, { schema: ChatRoomAdmin }),
  report: (body: ChatReportRequest) => api.post('/chat/reports', body, { schema: ReportReceipt }),
  auth: (signal?: AbortSignal) => api.get('/xmpp/auth', { schema: ChatAuth, signal }),
  settings: (signal?: AbortSignal) => api.get('/chat-settings', { schema: ChatSettings, signal }),
  updateSettings: (patch: ChatSettingsUpdate) => api.put('/chat-settings', patch, { schema: ChatSettings }),
};

export const roomsQuery = () => queryOptions({ queryKey: chatKeys.rooms, queryFn: ({ signal }) => chatApi.rooms(signal) });
export const chatSettingsQuery = () => queryOptions({ queryKey: chatKeys.settings, queryFn: ({ signal }) => chatApi.settings(signal), staleTime: 60_000 });
/** SPEC 7 `xmpp/auth`: may I chat now (and my chat identity); read again whenever the chat screen opens. */
export const chatAuthQuery = () => queryOptions({ queryKey: chatKeys.auth, queryFn: ({ signal }) => chatApi.auth(signal), staleTime: 0 });
