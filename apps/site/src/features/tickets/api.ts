import { CSRF_HEADER, MemberTicket, MemberTicketDetail, TicketAttachmentUpload, type CreateTicketRequest } from '@community/contracts';
import { z } from 'zod';
import { typed } from '../../shared/api/paths';
import { readCsrfToken } from '../../shared/api/csrf';
import { ApiRequestError, parseApiError } from '../../shared/api/errors';

export const ticketsKeys = {
  all: ['tickets'] as const,
  one: (reference: string) => ['tickets', reference] as const,
};

/**
 * `POST /api/tickets/attachments` (multipart, part "file"): the API checks the bytes (JPEG/PNG/WebP photo or
 * PDF), re-encodes photos without metadata and answers the id the next ticket or reply sends as `attachmentId`.
 */
async function uploadAttachment(file: File, fetcher: typeof fetch = fetch): Promise<TicketAttachmentUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  let res: Response;
  try {
    res = await fetcher('/api/tickets/attachments', { method: 'POST', body: form, headers, credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiRequestError('network', { message: 'The upload failed: check your connection', statusCode: 0, code: 'NETWORK' }, { cause });
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiRequestError('http', parseApiError(res.status, body, res.statusText));
  return TicketAttachmentUpload.parse((body as { data: unknown }).data);
}

/** `/api/tickets`: the member's own support tickets. */
export const ticketsApi = {
  list: (signal?: AbortSignal) => typed.get('/tickets', { schema: z.array(MemberTicket), signal }),
  get: (reference: string, signal?: AbortSignal) => typed.get('/tickets/{reference}', { params: { reference }, schema: MemberTicketDetail, signal }),
  open: (body: CreateTicketRequest) => typed.post('/tickets', { body: body, schema: MemberTicketDetail }),
  reply: (reference: string, body: string, clientId: string, attachmentId?: string) =>
    typed.post('/tickets/{reference}/messages', { params: { reference }, body: { body, clientId, ...(attachmentId ? { attachmentId } : {}) }, schema: MemberTicketDetail }),
  close: (reference: string) => typed.post('/tickets/{reference}/close', { params: { reference }, body: {}, schema: MemberTicketDetail }),
  uploadAttachment,
};
