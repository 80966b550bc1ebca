import { MeetCategoryList, MeetDetail, MeetPage, type MeetCategory, type MeetWriteRequest } from '@community/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

/* The meets API (contracts: libs/contracts/src/meets); every answer is checked against its contract. */
const enc = encodeURIComponent;

export const meetKeys = {
  all: ['meets'] as const,
  categories: () => ['meets', 'categories'] as const,
  list: (category: MeetCategory | undefined, near: string | undefined) => ['meets', 'list', category ?? 'all', near ?? 'anywhere'] as const,
  meet: (ref: string) => ['meets', 'one', ref] as const,
  member: (name: string) => ['meets', 'member', name] as const,
};

export const meetsApi = {
  categories: (signal?: AbortSignal) => api.get('meets/categories', { schema: MeetCategoryList, signal }),
  list: (category: MeetCategory | undefined, near: string | undefined, after: string | undefined, signal?: AbortSignal) => api.get('meets', { query: { category, near, after }, schema: MeetPage, signal }),
  meet: (ref: string, signal?: AbortSignal) => api.get(`meets/${enc(ref)}`, { schema: MeetDetail, signal }),
  member: (name: string, signal?: AbortSignal) => api.get(`meets/members/${enc(name)}`, { schema: MeetPage, signal }),
  create: (body: MeetWriteRequest) => api.post('meets', body, { schema: MeetDetail }),
  update: (ref: string, body: MeetWriteRequest) => api.put(`meets/${enc(ref)}`, body, { schema: MeetDetail }),
  remove: (ref: string) => api.delete(`meets/${enc(ref)}`),
  respond: (ref: string, response: 'interested' | 'going' | null) => api.put(`meets/${enc(ref)}/response`, { response }, { schema: MeetDetail }),
};

export const meetQuery = (ref: string) => queryOptions({ queryKey: meetKeys.meet(ref), queryFn: ({ signal }) => meetsApi.meet(ref, signal) });
export const useMeet = (ref: string) => useQuery(meetQuery(ref));
export const useMeetCategories = () => useQuery({ queryKey: meetKeys.categories(), queryFn: ({ signal }) => meetsApi.categories(signal) });
export const useMemberMeets = (name: string) => useQuery({ queryKey: meetKeys.member(name), queryFn: ({ signal }) => meetsApi.member(name, signal) });
export const useMeetList = (category: MeetCategory | undefined, near: string | undefined) =>
  useKeysetPages(meetKeys.list(category, near), (after, signal) => meetsApi.list(category, near, after, signal));

export function useMeetMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R, vars: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      await onSuccess?.(result, vars);
      await client.invalidateQueries({ queryKey: meetKeys.all });
    },
  });
}
