import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';

/** Hourly housekeeping for sessions, tokens and rate-limit windows. */
@Injectable()
export class AuthJobs {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @JobHandler('auth.cleanup')
  async cleanup(): Promise<void> {
    await this.sessions.purgeExpired();
    await this.auth.purgeExpiredTokens();
  }
}
