import { MemberTicket, MemberTicketDetail, type CreateTicketRequest } from '@community/contracts';
import { z } from 'zod';
import { api } from '../../app/api/client';

const enc = encodeURIComponent;

export const ticketsKeys = {
  all: ['tickets'] as const,
  one: (reference: string) => ['tickets', reference] as const,
};

/** `/api/tickets`: the member's own support tickets. */
export const ticketsApi = {
  list: (signal?: AbortSignal) => api.get('/tickets', { schema: z.array(MemberTicket), signal }),
  get: (reference: string, signal?: AbortSignal) => api.get(`/tickets/${enc(reference)}`, { schema: MemberTicketDetail, signal }),
  open: (body: CreateTicketRequest) => api.post('/tickets', body, { schema: MemberTicketDetail }),
  reply: (reference: string, body: string, clientId: string) => api.post(`/tickets/${enc(reference)}/messages`, { body, clientId }, { schema: MemberTicketDetail }),
  close: (reference: string) => api.post(`/tickets/${enc(reference)}/close`, {}, { schema: MemberTicketDetail }),
};
