import {
  LoginResponse,
  type LoginRequest,
  type MfaLoginRequest,
  type RegisterRequest,
} from '@community/contracts';
import type { z } from 'zod';
import { api } from '../../shared/api/client';

export type LoginResult = z.infer<typeof LoginResponse>;

/** The auth calls of the member site (apps/api modules/auth). */
export const authApi = {
  /** 201; the member confirms their e-mail next. */
  register: (body: RegisterRequest) => api.post('/auth/register', body),
  confirm: (token: string) => api.post('/auth/confirm', { token }),
  /** Needs a logged-in (unconfirmed) member. */
  resendConfirmation: () => api.post('/auth/confirm/resend'),
  /** 200 with the redirect and profile; 403 `mfa_required` when a second step is needed. */
  login: (body: LoginRequest) => api.post('/auth/login', body, { schema: LoginResponse }),
  mfa: (body: MfaLoginRequest) => api.post('/auth/mfa', body, { schema: LoginResponse }),
  /** Always 202 with the same message, whether or not the address is known. */
  forgotPassword: (email: string) => api.post('/auth/password/forgot', { email }),
  resetPassword: (token: string, password: string) => api.post('/auth/password/reset', { token, password }),
};
