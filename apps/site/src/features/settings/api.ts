import { MfaEnrolResponse, MfaRecoveryCodes, SessionInfo } from '@community/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { typed } from '../../shared/api/paths';
import { authKeys } from '../../shared/auth/queries';

export type MfaEnrolment = z.infer<typeof MfaEnrolResponse>;

export const securityApi = {
  sessions: (signal?: AbortSignal) => typed.get('/auth/sessions', { schema: z.array(SessionInfo), signal }),
  endSession: (id: string) => typed.delete('/auth/sessions/{id}', { params: { id } }),
  startMfaEnrol: () => typed.post('/auth/mfa/enrol', { schema: MfaEnrolResponse }),
  verifyMfaEnrol: (code: string) => typed.post('/auth/mfa/enrol/verify', { body: { code }, schema: MfaRecoveryCodes }),
  disableMfa: (password: string) => typed.delete('/auth/mfa', { body: { password } }),
};

export const sessionsQuery = () =>
  queryOptions({ queryKey: authKeys.sessions, queryFn: ({ signal }) => securityApi.sessions(signal) });
