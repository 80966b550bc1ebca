import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppException } from './app-exception.js';

export interface RateLimitRule {
  bucket: string;
  /** Config key holding the limit, or a fixed number. */
  limit: keyof AppConfig | number;
  windowSeconds: number;
  /** Which request property identifies the caller beyond the IP (e.g. the login name). */
  bodyKey?: string;
}

const RATE_LIMIT = 'rateLimit';

/**
 * An identifier as a rate limit counts it: the form validation will see (trimmed), in one Unicode form, case
 * folded — `  Alice`, `ALICE` and `Ａｌｉｃｅ` are one key, as they are one account to the login.
 */
export function normaliseIdentifier(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFKC').trim().toLowerCase().slice(0, 320) : '';
}

/**
 * Counts one hit of `key` in `bucket`'s current fixed window (PostgreSQL, shared by every node) and throws a 429
 * with Retry-After past `limit`.
 */
export async function hitRateLimit(db: DataSource, bucket: string, key: string, limit: number, windowSeconds: number): Promise<void> {
  const rows: Array<{ hits: number; window_start: Date }> = await db.query(
    `INSERT INTO rate_limit_hits (bucket, key, window_start, hits)
     VALUES ($1, $2, to_timestamp(floor(extract(epoch from now()) / $3) * $3), 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits, window_start`,
    [bucket, key, windowSeconds],
  );
  const row = rows[0];
  if (row && row.hits > limit) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.window_start).getTime() + windowSeconds * 1000 - Date.now()) / 1000));
    throw new AppException(429, 'RATE_LIMITED', `Too many attempts. Try again in ${retryAfter} seconds.`, { retryAfter }, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMIT, rules);

/**
 * Fixed-window rate limiting stored in PostgreSQL, so every app node shares the counters.
 * One upsert per limited request; only login, register and password reset are limited.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMIT, context.getHandler());
    if (!rules?.length) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    for (const rule of rules) {
      const limit = typeof rule.limit === 'number' ? rule.limit : Number(this.config[rule.limit]);
      const extra = rule.bodyKey ? normaliseIdentifier((req.body as Record<string, unknown> | undefined)?.[rule.bodyKey]) : '';
      await hitRateLimit(this.db, rule.bucket, `${req.ip}|${extra}`, limit, rule.windowSeconds);
    }
    return true;
  }
}
