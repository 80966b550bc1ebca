import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
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
import { RateLimit, RateLimitGuard } from '../../infra/http/rate-limit.js';
import type { MemberAccount } from '../members/index.js';
import { AuthedProfiles } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { Access, OptionalViewer, Viewer } from '../../shared/access/access.js';
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
  ) {}

  private async loginResponse(member: MemberAccount, req: FastifyRequest): Promise<Envelope<Z<typeof LoginResponse>>> {
    const ctx = this.variants.context(req);
    const redirect = routeTo(member.landingPage === 'newactivity' ? 'newactivity' : 'activity');
    return { data: { redirect, profile: await this.authedProfiles.build(member, this.variants.siteFlags(ctx.variant), ctx.locale) } };
  }

  @Post('register')
  @Access('public')
  @UseGuards(RateLimitGuard)
  @RateLimit({ bucket: 'register', limit: 'RATE_LIMIT_REGISTER', windowSeconds: 3600 })
  @ApiOperation({ summary: 'Create an account; a confirmation e-mail is sent. Under-18s and common passwords are refused.' })
  @ApiResponse({ status: 201, description: 'Created' })
  async register(@Req() req: FastifyRequest, @Body({ schema: RegisterRequest }) body: Z<typeof RegisterRequest>) {
    const member = await this.auth.register(body, this.variants.context(req));
    return { data: { id: member.id, name: member.name, confirmationSent: true } };
  }

  @Post('confirm')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Confirm an e-mail address with the token from the link' })
  async confirm(@Body({ schema: ConfirmEmailRequest }) body: Z<typeof ConfirmEmailRequest>) {
    await this.auth.confirm(body.token);
    return { data: { confirmed: true } };
  }

  @Post('confirm/resend')
  @HttpCode(202)
  @Access('member')
  @ApiOperation({ summary: 'Send the confirmation e-mail again' })
  async resend(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    await this.auth.resendConfirmation(viewer.member, this.variants.context(req));
    return { data: { sent: true } };
  }

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @UseGuards(RateLimitGuard)
  // Per address here; per account and address in AuthService.login, once the name or e-mail is resolved.
  @RateLimit({ bucket: 'login-ip', limit: 100, windowSeconds: 900 })
  @ApiOperation({ summary: 'Log in with name or e-mail; 403 mfa_required when a second step is needed' })
  @ApiResponse({ status: 200, standardSchema: LoginResponse })
  async login(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body({ schema: LoginRequest }) body: Z<typeof LoginRequest>,
  ) {
    const member = await this.auth.login(body, req, reply);
    return this.loginResponse(member, req);
  }

  @Post('mfa')
  @HttpCode(200)
  @Access('public')
  @UseGuards(RateLimitGuard)
  @RateLimit({ bucket: 'mfa', limit: 'RATE_LIMIT_LOGIN', windowSeconds: 900 })
  @ApiOperation({ summary: 'Second login step: a TOTP code or a recovery code' })
  async mfa(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body({ schema: MfaLoginRequest }) body: Z<typeof MfaLoginRequest>,
  ) {
    const member = await this.auth.loginMfa(body, req, reply);
    return this.loginResponse(member, req);
  }

  @Post('logout')
  @HttpCode(204)
  @Access('optional')
  @ApiOperation({ summary: 'End this session and forget this browser (clears SID, UID and REM)' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(req, reply);
  }

  @Get('validate')
  @Access('optional')
  @ApiOperation({ summary: 'Is this browser logged in? (revalidates a remember-me cookie)' })
  @ApiResponse({ status: 200, standardSchema: ValidateResponse })
  validate(@OptionalViewer() viewer: AuthContext | null) {
    return { data: { loggedIn: Boolean(viewer), userId: viewer?.member.id ?? null } };
  }

  @Post('password/forgot')
  @HttpCode(202)
  @Access('public')
  @UseGuards(RateLimitGuard)
  @RateLimit(
    { bucket: 'reset-ip', limit: 'RATE_LIMIT_PASSWORD_RESET', windowSeconds: 3600 },
    { bucket: 'reset-email', limit: 'RATE_LIMIT_PASSWORD_RESET', windowSeconds: 3600, bodyKey: 'email' },
  )
  @ApiOperation({ summary: 'E-mail a reset link (same answer whether or not the address is known)' })
  async forgot(@Req() req: FastifyRequest, @Body({ schema: ForgotPasswordRequest }) body: Z<typeof ForgotPasswordRequest>) {
    await this.auth.forgotPassword(body.email, this.variants.context(req));
    return { data: { sent: true } };
  }

  @Post('password/reset')
  @HttpCode(200)
  @Access('public')
  @UseGuards(RateLimitGuard)
  @RateLimit({ bucket: 'reset-token', limit: 'RATE_LIMIT_PASSWORD_RESET', windowSeconds: 3600 })
  @ApiOperation({ summary: 'Choose a new password with the token from the e-mail; ends every session' })
  async reset(@Body({ schema: ResetPasswordRequest }) body: Z<typeof ResetPasswordRequest>) {
    await this.auth.resetPassword(body.token, body.password);
    return { data: { reset: true } };
  }
}
