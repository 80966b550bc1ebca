import { CompetitionDetail, CompetitionEntry, CompetitionList, CompetitionVoteResult, type CompetitionInput } from '@community/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/* The competitions API (contracts: libs/contracts/src/competitions), every answer checked against its contract. */

const enc = encodeURIComponent;

export const competitionsKeys = {
  all: ['competitions'] as const,
  list: (which: string) => ['competitions', 'list', which] as const,
  detail: (slug: string) => ['competitions', 'detail', slug] as const,
};

export const competitionsApi = {
  list: (which: '' | 'announced' | 'active' | 'unannounced', signal?: AbortSignal) => api.get(which ? `competitions/${which}` : 'competitions', { schema: CompetitionList, signal }),
  detail: (slug: string, signal?: AbortSignal) => api.get(`competitions/${enc(slug)}`, { schema: CompetitionDetail, signal }),
  create: (body: CompetitionInput) => api.post('competitions', body, { schema: CompetitionDetail }),
  edit: (id: string, body: CompetitionInput) => api.put(`competitions/${enc(id)}`, body, { schema: CompetitionDetail }),
  enter: (id: string, subjectId: string) => api.post(`competitions/${enc(id)}/entries`, { subjectId }, { schema: CompetitionEntry }),
  withdraw: (entryId: string) => api.delete(`competitions/entries/${enc(entryId)}`),
  vote: (id: string, entryId: string) => api.put(`competitions/${enc(id)}/vote`, { entryId }, { schema: CompetitionVoteResult }),
};

export const competitionsQuery = () => queryOptions({ queryKey: competitionsKeys.list(''), queryFn: ({ signal }) => competitionsApi.list('', signal) });
export const competitionQuery = (slug: string) => queryOptions({ queryKey: competitionsKeys.detail(slug), queryFn: ({ signal }) => competitionsApi.detail(slug, signal) });

export const useCompetitions = () => useQuery(competitionsQuery());
export const useCompetition = (slug: string | undefined) => useQuery({ ...competitionQuery(slug ?? ''), enabled: Boolean(slug) });

export function useCompetitionsMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R, vars: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      await onSuccess?.(result, vars);
      await client.invalidateQueries({ queryKey: competitionsKeys.all });
    },
  });
}
