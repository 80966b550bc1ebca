import {
  LoginResponse,
  type LoginRequest,
  type MfaLoginRequest,
  type RegisterRequest,
} from '@community/contracts';
import type { z } from 'zod';
import { typed } from '../../shared/api/paths';

export type LoginResult = z.infer<typeof LoginResponse>;

/** The auth calls of the member site (apps/api modules/auth). */
export const authApi = {
  /** 201; the member confirms their e-mail next. */
  register: (body: RegisterRequest) => typed.post('/auth/register', { body: body }),
  confirm: (token: string) => typed.post('/auth/confirm', { body: { token } }),
  /** Needs a logged-in (unconfirmed) member. */
  resendConfirmation: () => typed.post('/auth/confirm/resend'),
  /** 200 with the redirect and profile; 403 `mfa_required` when a second step is needed. */
  login: (body: LoginRequest) => typed.post('/auth/login', { body: body, schema: LoginResponse }),
  mfa: (body: MfaLoginRequest) => typed.post('/auth/mfa', { body: body, schema: LoginResponse }),
  /** Always 202 with the same message, whether or not the address is known. */
  forgotPassword: (email: string) => typed.post('/auth/password/forgot', { body: { email } }),
  resetPassword: (token: string, password: string) => typed.post('/auth/password/reset', { body: { token, password } }),
};
