import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { SOCKET_AUTHENTICATOR } from '../../infra/realtime/socket-authenticator.js';
import { MembersModule } from '../members/index.js';
import { SignupChallengeModule } from '../signup-challenge/index.js';
import { AccessAudit, AccessGuard } from './access.js';
import { AccountController } from './account.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthJobs } from './auth.jobs.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { MfaService } from './mfa.service.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [MembersModule, SignupChallengeModule],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    AuthRepository,
    SessionsService,
    SessionsRepository,
    MfaService,
    AuthJobs,
    AccessAudit,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: SOCKET_AUTHENTICATOR, useExisting: SessionsService },
    RealtimeGateway,
  ],
  exports: [SessionsService, AuthService, RealtimeGateway],
})
export class AuthModule {}
