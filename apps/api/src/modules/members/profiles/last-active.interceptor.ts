import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable } from 'rxjs';
import { ProfilesRepository } from './profiles.repository.js';

const TOUCH_EVERY_MS = 60_000;
const MAX_TRACKED = 50_000;

/**
 * "Online now" and "last seen": once the handler has run (so a login counts too), writes the caller's
 * last_active_at at most once a minute per member and process (an in-memory throttle, so the cost on a
 * hot path is a Map lookup). Guests cost nothing.
 */
@Injectable()
export class LastActiveInterceptor implements NestInterceptor {
  private readonly log = new Logger(LastActiveInterceptor.name);
  private readonly touched = new Map<string, number>();

  constructor(private readonly profiles: ProfilesRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.touch(req.auth?.member.id);
        return value;
      }),
    );
  }

  private async touch(memberId: string | undefined): Promise<void> {
    const now = Date.now();
    if (!memberId || now - (this.touched.get(memberId) ?? 0) <= TOUCH_EVERY_MS) return;
    if (this.touched.size >= MAX_TRACKED) this.touched.clear();
    this.touched.set(memberId, now);
    await this.profiles.touchActive(memberId).catch((err: Error) => this.log.warn(`last active not recorded: ${err.message}`));
  }
}
