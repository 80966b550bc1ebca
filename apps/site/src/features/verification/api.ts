import { OwnVerification, SignupChallengeAnswer, solveSignupChallenge, type VerificationSide, type VerificationStartRequest } from '@community/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { uploadWithProgress, type UploadProgressOptions } from '../../shared/api/upload-with-progress';

/* ID verification (contracts: libs/contracts/src/verification). */

export const verificationKeys = { own: ['verification', 'own'] as const };

export const verificationApi = {
  own: (signal?: AbortSignal) => api.get('verification', { schema: OwnVerification, signal }),
  start: (body: VerificationStartRequest) => api.post('verification', body, { schema: OwnVerification }),
  upload: (side: VerificationSide, file: File, opts: UploadProgressOptions = {}) => uploadWithProgress('PUT', `/api/verification/files/${side}`, file, OwnVerification, opts),
  submit: () => api.post('verification/submit', {}, { schema: OwnVerification }),
  withdraw: () => api.delete('verification', undefined, { schema: OwnVerification }),
};

/** While the job prepares a case the page polls (a few seconds); otherwise it reads once. */
export const ownVerificationQuery = () =>
  queryOptions({
    queryKey: verificationKeys.own,
    queryFn: ({ signal }) => verificationApi.own(signal),
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 2000 : false),
  });
export const useOwnVerification = () => useQuery(ownVerificationQuery());

/**
 * The join form's anti-automation answer: fetches a challenge and solves it (a fraction of a second of CPU); undefined
 * when the server asks for none, or when the challenge cannot be fetched (the server then names `altcha` in its 422).
 */
export async function signupChallengeAnswer(): Promise<string | undefined> {
  try {
    const answer = await api.get('challenge', { schema: SignupChallengeAnswer });
    if (!answer.enabled || !answer.challenge) return undefined;
    return (await solveSignupChallenge(answer.challenge)) ?? undefined;
  } catch {
    return undefined;
  }
}
