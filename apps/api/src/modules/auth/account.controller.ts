import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthedProfile, MfaDisableRequest, MfaEnrolResponse, MfaRecoveryCodes, MfaVerifyRequest, SessionInfo } from '@community/contracts';
import { AuthedProfiles } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import { AuthErrorCode, AuthException } from './auth.exception.js';
import { AuthService } from './auth.service.js';
import { MfaService } from './mfa.service.js';
import { SessionsService, type AuthContext } from './sessions.service.js';

const SessionId = z.uuid('session id must be a UUID');

/** The logged-in member's own account: profile, sessions, two-step sign-in. */
@ApiTags('account')
@Controller('api/auth')
export class AccountController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly mfa: MfaService,
    private readonly variants: VariantsService,
    private readonly authedProfiles: AuthedProfiles,
  ) {}

  @Route.get('profile', { access: 'member', data: AuthedProfile, summary: 'The authenticated profile (SPEC 7): balances, counts, permissions, privacy, member' })
  async profile(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    const ctx = this.variants.context(req);
    return { data: await this.authedProfiles.build(viewer.member, this.variants.siteFlags(ctx.variant), ctx.locale) };
  }

  @Route.get('sessions', { access: 'member', data: z.array(SessionInfo), summary: 'My signed-in browsers' })
  async listSessions(@Viewer() viewer: AuthContext) {
    return { data: await this.sessions.list(viewer.member.id, viewer.session.id) };
  }

  @Route.delete('sessions/:id', { access: 'member', status: 204, summary: 'End one of my sessions (another member’s id answers 404)' })
  async endSession(@Viewer() viewer: AuthContext, @Param('id', { schema: SessionId }) id: string): Promise<void> {
    if (!(await this.sessions.endOwn(viewer.member.id, id))) {
      throw new AuthException(AuthErrorCode.SessionNotFound, 'No such session');
    }
  }

  @Route.post('mfa/enrol', { access: 'confirmed', data: MfaEnrolResponse, summary: 'Start two-step sign-in: a new TOTP secret and its QR code' })
  async enrol(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    const ctx = this.variants.context(req);
    return { data: await this.mfa.startEnrolment(viewer.member, ctx.variant.brand.name) };
  }

  @Route.post('mfa/enrol/verify', { access: 'confirmed', status: 200, data: MfaRecoveryCodes, summary: 'Finish enrolment with a code; returns recovery codes once' })
  async verifyEnrol(@Viewer() viewer: AuthContext, @Body({ schema: MfaVerifyRequest }) body: { code: string }) {
    return { data: { recoveryCodes: await this.mfa.finishEnrolment(viewer.member.id, body.code) } };
  }

  @Route.delete('mfa', { access: 'member', status: 204, summary: 'Turn two-step sign-in off (needs the password)' })
  async disableMfa(@Viewer() viewer: AuthContext, @Body({ schema: MfaDisableRequest }) body: { password: string }): Promise<void> {
    if (!(await this.auth.checkPassword(viewer.member.id, body.password))) {
      throw new AuthException(AuthErrorCode.InvalidCredentials, 'Password is wrong', { field: 'password' });
    }
    await this.mfa.disable(viewer.member.id);
  }
}
