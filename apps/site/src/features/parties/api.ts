import {
  PartyAttendee,
  PartyAttendeeList,
  PartyCalendarLink,
  PartyDetail,
  PartyInvitationList,
  PartyInviteResult,
  PartyPage,
  PartyViewerState,
  Place,
  type PartyAttendRequest,
  type PartyInviteRequest,
  type PartyListQuery,
  type PartyWriteRequest,
} from '@community/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type QueryValue } from '../../shared/api/client';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

/*
 * The parties API (contracts: libs/contracts/src/parties); every answer is checked against its contract.
 * Query keys and functions are exported so a route loader can prime the same cache.
 */
const enc = encodeURIComponent;

export const partyKeys = {
  all: ['parties'] as const,
  list: (q: PartyListQuery) => ['parties', 'list', q] as const,
  party: (ref: string) => ['parties', 'one', ref] as const,
  attendees: (ref: string) => ['parties', 'attendees', ref] as const,
  invitations: (ref: string) => ['parties', 'invitations', ref] as const,
  myInvites: () => ['parties', 'my-invites'] as const,
  mine: (past: boolean) => ['parties', 'mine', past] as const,
  member: (name: string, past: boolean) => ['parties', 'member', name, past] as const,
  calendar: () => ['parties', 'calendar'] as const,
  places: (q: string) => ['parties', 'places', q] as const,
};

export const partiesApi = {
  list: (q: PartyListQuery, after: string | undefined, signal?: AbortSignal) => api.get('parties', { query: { ...(q as Record<string, QueryValue>), after }, schema: PartyPage, signal }),
  party: (ref: string, signal?: AbortSignal) => api.get(`parties/${enc(ref)}`, { schema: PartyDetail, signal }),
  create: (body: PartyWriteRequest) => api.post('parties', body, { schema: PartyDetail }),
  update: (ref: string, body: PartyWriteRequest) => api.put(`parties/${enc(ref)}`, body, { schema: PartyDetail }),
  cancel: (ref: string, reason: string) => api.delete(`parties/${enc(ref)}`, { reason }),
  attend: (ref: string, body: PartyAttendRequest) => api.put(`parties/${enc(ref)}/attendees`, body, { schema: PartyViewerState }),
  leave: (ref: string) => api.delete(`parties/${enc(ref)}/attendees`),
  attendees: (ref: string, signal?: AbortSignal) => api.get(`parties/${enc(ref)}/attendees`, { schema: PartyAttendeeList, signal }),
  approve: (ref: string, member: string, approve: boolean) => api.put(`parties/${enc(ref)}/attendees/${enc(member)}/approve`, { approve: approve ? 1 : 0 }, { schema: PartyAttendee }),
  remove: (ref: string, member: string) => api.delete(`parties/${enc(ref)}/attendees/${enc(member)}`),
  checkIn: (ref: string, code: string) => api.put(`parties/${enc(ref)}/checkin`, { code }, { schema: PartyAttendee }),
  invitations: (ref: string, signal?: AbortSignal) => api.get(`parties/${enc(ref)}/invites`, { schema: PartyInvitationList, signal }),
  invite: (ref: string, body: PartyInviteRequest) => api.post(`parties/${enc(ref)}/invites`, body, { schema: PartyInviteResult }),
  answer: (ref: string, id: string, accept: boolean) => api.put(`parties/${enc(ref)}/invites/${enc(id)}`, { accept: accept ? 1 : 0 }, { schema: PartyViewerState }),
  myInvites: (signal?: AbortSignal) => api.get('parties/invites', { schema: PartyInvitationList, signal }),
  mine: (past: boolean, after: string | undefined, signal?: AbortSignal) => api.get('parties/mine', { query: { past, after }, schema: PartyPage, signal }),
  member: (name: string, past: boolean, signal?: AbortSignal) => api.get(`parties/members/${enc(name)}`, { query: { past }, schema: PartyPage, signal }),
  calendar: (signal?: AbortSignal) => api.get('parties/calendar', { schema: PartyCalendarLink, signal }),
  renewCalendar: () => api.post('parties/calendar', {}, { schema: PartyCalendarLink }),
  revokeCalendar: () => api.delete('parties/calendar'),
  places: (q: string, signal?: AbortSignal) => api.get('location/geocomplete', { query: { q }, schema: z.array(Place), signal }),
};

export const partyQuery = (ref: string) => queryOptions({ queryKey: partyKeys.party(ref), queryFn: ({ signal }) => partiesApi.party(ref, signal) });
export const usePartyQuery = (ref: string) => useQuery(partyQuery(ref));
export const useAttendees = (ref: string, enabled: boolean) => useQuery({ queryKey: partyKeys.attendees(ref), queryFn: ({ signal }) => partiesApi.attendees(ref, signal), enabled });
export const useInvitations = (ref: string, enabled: boolean) => useQuery({ queryKey: partyKeys.invitations(ref), queryFn: ({ signal }) => partiesApi.invitations(ref, signal), enabled });
export const useMyInvites = (enabled: boolean) => useQuery({ queryKey: partyKeys.myInvites(), queryFn: ({ signal }) => partiesApi.myInvites(signal), enabled });
export const useCalendar = (enabled: boolean) => useQuery({ queryKey: partyKeys.calendar(), queryFn: ({ signal }) => partiesApi.calendar(signal), enabled });
export const useMemberParties = (name: string, past: boolean) => useQuery({ queryKey: partyKeys.member(name, past), queryFn: ({ signal }) => partiesApi.member(name, past, signal) });
export const usePartyList = (q: PartyListQuery) => useKeysetPages(partyKeys.list(q), (after, signal) => partiesApi.list(q, after, signal));
export const useMyParties = (past: boolean) => useKeysetPages(partyKeys.mine(past), (after, signal) => partiesApi.mine(past, after, signal));

/** A mutation that refreshes every cached party answer when it lands. */
export function usePartyMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R, vars: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      await onSuccess?.(result, vars);
      await client.invalidateQueries({ queryKey: partyKeys.all });
    },
  });
}
