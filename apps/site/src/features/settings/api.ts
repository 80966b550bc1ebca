import { MfaEnrolResponse, MfaRecoveryCodes, SessionInfo } from '@community/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../shared/api/client';
import { authKeys } from '../../shared/auth/queries';

export type MfaEnrolment = z.infer<typeof MfaEnrolResponse>;

export const securityApi = {
  sessions: (signal?: AbortSignal) => api.get('/auth/sessions', { schema: z.array(SessionInfo), signal }),
  endSession: (id: string) => api.delete(`/auth/sessions/${encodeURIComponent(id)}`),
  startMfaEnrol: () => api.post('/auth/mfa/enrol', undefined, { schema: MfaEnrolResponse }),
  verifyMfaEnrol: (code: string) => api.post('/auth/mfa/enrol/verify', { code }, { schema: MfaRecoveryCodes }),
  disableMfa: (password: string) => api.delete('/auth/mfa', { password }),
};

export const sessionsQuery = () =>
  queryOptions({ queryKey: authKeys.sessions, queryFn: ({ signal }) => securityApi.sessions(signal) });
