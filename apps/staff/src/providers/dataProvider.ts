import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { z } from 'zod';
import {
  SiteStats,
  StaffMember,
  StaffMemberSession,
  StaffNote,
  StaffRecordLock,
  StaffTicket,
  TicketAttachmentUpload,
  type SiteStatsQuery,
  type StaffLockResource,
  type StaffTicketMessageCreate,
} from '@community/contracts';
import { httpClient, type HttpClient } from './httpClient';

/** One brand/regional variant as `GET /api/staff/variants` lists it. */
export const StaffVariant = z.object({ id: z.string(), name: z.string() });
export type StaffVariant = z.infer<typeof StaffVariant>;

export type StaffDataProvider = DataProvider & {
  /** The variants for the app bar's switcher (a plain array, no pagination). */
  getVariants: () => Promise<StaffVariant[]>;
  /** `GET /api/staff/site-stats`: the dashboard's figures. */
  /** The brand comes from the app bar's store as a plain string; the API answers 422 to one that is not a variant code. */
  getSiteStats: (query: Omit<SiteStatsQuery, 'variant'> & { variant?: string }) => Promise<SiteStats>;
  getMemberSessions: (memberId: string) => Promise<StaffMemberSession[]>;
  getMemberNotes: (memberId: string) => Promise<StaffNote[]>;
  addMemberNote: (memberId: string, body: string) => Promise<StaffNote>;
  suspendMember: (memberId: string, reason: string) => Promise<StaffMember>;
  restoreMember: (memberId: string) => Promise<StaffMember>;
  setPageAccess: (memberId: string, pages: string[]) => Promise<StaffMember>;
  getLock: (resource: StaffLockResource, id: string) => Promise<StaffRecordLock>;
  /** Takes or renews the edit lock; rejects with status 409 and `body.lock` when someone else holds it. */
  acquireLock: (resource: StaffLockResource, id: string) => Promise<StaffRecordLock>;
  releaseLock: (resource: StaffLockResource, id: string) => Promise<StaffRecordLock>;
  addTicketMessage: (reference: string, message: StaffTicketMessageCreate) => Promise<StaffTicket>;
  /** Uploads a photo or PDF (10 MB at most) for the next reply or note; its id goes into `attachmentId`. */
  uploadTicketAttachment: (file: File) => Promise<TicketAttachmentUpload>;
};

/** react-admin's simple REST dialect at `/api/staff` (ARCHITECTURE convention 10), plus the console's own calls. */
export function createDataProvider(http: HttpClient = httpClient, apiUrl = '/api/staff'): StaffDataProvider {
  const send = async <T extends z.ZodType>(schema: T, url: string, method = 'GET', body?: unknown): Promise<z.infer<T>> =>
    schema.parse((await http(`${apiUrl}${url}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json);
  const enc = encodeURIComponent;
  return {
    ...simpleRestProvider(apiUrl, http),
    getVariants: () => send(z.array(StaffVariant), '/variants'),
    getSiteStats: (q) => {
      const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
      const qs = params.toString();
      return send(SiteStats, `/site-stats${qs ? `?${qs}` : ''}`);
    },
    getMemberSessions: (id) => send(z.array(StaffMemberSession), `/members/${enc(id)}/sessions`),
    getMemberNotes: (id) => send(z.array(StaffNote), `/members/${enc(id)}/notes`),
    addMemberNote: (id, body) => send(StaffNote, `/members/${enc(id)}/notes`, 'POST', { body }),
    suspendMember: (id, reason) => send(StaffMember, `/members/${enc(id)}/suspend`, 'POST', { reason }),
    restoreMember: (id) => send(StaffMember, `/members/${enc(id)}/restore`, 'POST', {}),
    setPageAccess: (id, pages) => send(StaffMember, `/members/${enc(id)}/page-access`, 'PUT', { pages }),
    getLock: (resource, id) => send(StaffRecordLock, `/locks/${resource}/${enc(id)}`),
    acquireLock: (resource, id) => send(StaffRecordLock, `/locks/${resource}/${enc(id)}`, 'PUT', {}),
    releaseLock: (resource, id) => send(StaffRecordLock, `/locks/${resource}/${enc(id)}`, 'DELETE'),
    addTicketMessage: (reference, message) => send(StaffTicket, `/tickets/${enc(reference)}/messages`, 'POST', message),
    uploadTicketAttachment: async (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return TicketAttachmentUpload.parse((await http(`${apiUrl}/tickets/attachments`, { method: 'POST', body: form })).json);
    },
  };
}

export const dataProvider = createDataProvider();
