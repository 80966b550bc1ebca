import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MfaLoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ValidateResponse,
  routeTo,
  type Envelope,
} from '@community/contracts';
import type { MemberAccount } from '../members/index.js';
import { AuthedProfiles } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { SignupChallenges } from '../signup-challenge/index.js';
import { OptionalViewer, Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import { AuthService } from './auth.service.js';
import type { AuthContext } from './sessions.service.js';

type Z<T> = T extends { _zod: { output: infer O } } ? O : never;

/** Register, confirm, log in, MFA step, log out, password reset, session validation. */
@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly variants: VariantsService,
    private readonly authedProfiles: AuthedProfiles,
    private readonly challenges: SignupChallenges,
  ) {}

  private async loginResponse(member: MemberAccount, req: FastifyRequest): Promise<Envelope<Z<typeof LoginResponse>>> {
    const ctx = this.variants.context(req);
    const redirect = routeTo(member.landingPage === 'newactivity' ? 'newactivity' : 'activity');
    return { data: { redirect, profile: await this.authedProfiles.build(member, this.variants.siteFlags(ctx.variant), ctx.locale) } };
  }

  @Route.post('register', {
    access: 'public',
    summary: 'Create an account; a confirmation e-mail is sent. Under-18s and common passwords are refused.',
    rateLimit: { bucket: 'register', limit: 'RATE_LIMIT_REGISTER', windowSeconds: 3600 },
  })
  @ApiResponse({ status: 201, description: 'Created' })
  async register(@Req() req: FastifyRequest, @Body({ schema: RegisterRequest }) body: Z<typeof RegisterRequest>) {
    // Anti-automation (issue 23): the join form's proof-of-work, spent once; 422 on `altcha` without a valid one.
    await this.challenges.verify(body.altcha);
    const member = await this.auth.register(body, this.variants.context(req));
    return { data: { id: member.id, name: member.name, confirmationSent: true } };
  }

  @Route.post('confirm', { access: 'public', status: 200, summary: 'Confirm an e-mail address with the token from the link' })
  async confirm(@Body({ schema: ConfirmEmailRequest }) body: Z<typeof ConfirmEmailRequest>) {
    await this.auth.confirm(body.token);
    return { data: { confirmed: true } };
  }

  @Route.post('confirm/resend', { access: 'member', status: 202, summary: 'Send the confirmation e-mail again' })
  async resend(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    await this.auth.resendConfirmation(viewer.member, this.variants.context(req));
    return { data: { sent: true } };
  }

  @Route.post('login', {
    access: 'public',
    status: 200,
    data: LoginResponse,
    summary: 'Log in with name or e-mail; 403 mfa_required when a second step is needed',
    // Per address here; per account and address in AuthService.login, once the name or e-mail is resolved.
    rateLimit: { bucket: 'login-ip', limit: 100, windowSeconds: 900 },
  })
  async login(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body({ schema: LoginRequest }) body: Z<typeof LoginRequest>,
  ) {
    const member = await this.auth.login(body, req, reply);
    return this.loginResponse(member, req);
  }

  @Route.post('mfa', {
    access: 'public',
    status: 200,
    data: LoginResponse,
    summary: 'Second login step: a TOTP code or a recovery code',
    rateLimit: { bucket: 'mfa', limit: 'RATE_LIMIT_LOGIN', windowSeconds: 900 },
  })
  async mfa(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body({ schema: MfaLoginRequest }) body: Z<typeof MfaLoginRequest>,
  ) {
    const member = await this.auth.loginMfa(body, req, reply);
    return this.loginResponse(member, req);
  }

  @Route.post('logout', { access: 'optional', status: 204, summary: 'End this session and forget this browser (clears SID, UID and REM)' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(req, reply);
  }

  @Route.get('validate', { access: 'optional', data: ValidateResponse, summary: 'Is this browser logged in? (revalidates a remember-me cookie)' })
  validate(@OptionalViewer() viewer: AuthContext | null) {
    return { data: { loggedIn: Boolean(viewer), userId: viewer?.member.id ?? null } };
  }

  @Route.post('password/forgot', {
    access: 'public',
    status: 202,
    summary: 'E-mail a reset link (same answer whether or not the address is known)',
    rateLimit: [
      { bucket: 'reset-ip', limit: 'RATE_LIMIT_PASSWORD_RESET', windowSeconds: 3600 },
      { bucket: 'reset-email', limit: 'RATE_LIMIT_PASSWORD_RESET', windowSeconds: 3600, bodyKey: 'email' },
    ],
  })
  async forgot(@Req() req: FastifyRequest, @Body({ schema: ForgotPasswordRequest }) body: Z<typeof ForgotPasswordRequest>) {
    await this.auth.forgotPassword(body.email, this.variants.context(req));
    return { data: { sent: true } };
  }

  @Route.post('password/reset', {
    access: 'public',
    status: 200,
    summary: 'Choose a new password with the token from the e-mail; ends every session',
    rateLimit: { bucket: 'reset-token', limit: 'RATE_LIMIT_PASSWORD_RESET', windowSeconds: 3600 },
  })
  async reset(@Body({ schema: ResetPasswordRequest }) body: Z<typeof ResetPasswordRequest>) {
    await this.auth.resetPassword(body.token, body.password);
    return { data: { reset: true } };
  }
}
