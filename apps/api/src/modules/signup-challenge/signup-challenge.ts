import { Controller, Inject, Injectable, Module } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { SignupChallengeAnswer, type SignupChallenge } from '@community/contracts';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { Route } from '../../shared/http/route.js';
import { ModuleException } from '../../infra/http/app-exception.js';

export enum SignupChallengeErrorCode {
  Failed = 'SIGNUP_CHALLENGE_FAILED',
}

export class SignupChallengeException extends ModuleException<SignupChallengeErrorCode>({ [SignupChallengeErrorCode.Failed]: 422 }) {}

/** The largest number a client may have to try: about 25,000 SHA-256 hashes on average, well under a second in a browser. */
export const CHALLENGE_MAX_NUMBER = 50_000;
/** A challenge is good for this long after it was issued. */
export const CHALLENGE_TTL_SECONDS = 600;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const Solution = z.object({ algorithm: z.literal('SHA-256'), challenge: z.string().max(128), number: z.number().int().min(0), salt: z.string().max(200), signature: z.string().max(128) });
const refused = (message: string) => new SignupChallengeException(SignupChallengeErrorCode.Failed, message, { field: 'altcha' });

/**
 * Anti-automation on sign-up, self-hosted (no third-party service can be reached): ALTCHA's proof-of-work format.
 * The server issues a signed challenge (HMAC-SHA256 with a key derived from APP_SECRET; the salt carries its
 * expiry), the browser spends a fraction of a second of CPU finding the number, and registration checks the
 * solution — signature, hash, expiry — and spends it once (`signup_challenges_spent`), so one solution cannot
 * register twice and a script pays the work for every account. Registration's per-address rate limit stays.
 */
@Injectable()
export class SignupChallenges {
  private readonly key: Buffer;
  readonly enabled: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: DataSource,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(config.APP_SECRET), Buffer.alloc(0), 'community/signup-challenge/v1', 32));
    this.enabled = config.SIGNUP_CHALLENGE ?? config.NODE_ENV !== 'test';
  }

  private sign(challenge: string): string {
    return createHmac('sha256', this.key).update(challenge).digest('hex');
  }

  create(now = Date.now()): SignupChallenge {
    const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS}`;
    const challenge = sha256(salt + randomInt(CHALLENGE_MAX_NUMBER + 1));
    return { algorithm: 'SHA-256', challenge, maxnumber: CHALLENGE_MAX_NUMBER, salt, signature: this.sign(challenge) };
  }

  /** Refuses (422 on `altcha`) a missing, malformed, forged, wrong, expired or already used solution; otherwise spends it. */
  async verify(payload: string | undefined, now = Date.now()): Promise<void> {
    if (!this.enabled) return;
    if (!payload) throw refused('Solve the sign-up check first (your browser does it for you: reload the page and try again)');
    let s: z.infer<typeof Solution>;
    try {
      s = Solution.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    } catch {
      throw refused('The sign-up check answer is not valid: reload the page and try again');
    }
    const expected = Buffer.from(this.sign(s.challenge));
    const given = Buffer.from(s.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given) || sha256(s.salt + s.number) !== s.challenge) {
      throw refused('The sign-up check answer is not valid: reload the page and try again');
    }
    const expires = Number(/[?&]expires=(\d+)/.exec(s.salt)?.[1] ?? NaN);
    if (!Number.isFinite(expires) || expires * 1000 < now) throw refused('The sign-up check expired: try again');
    await this.db.query(`DELETE FROM signup_challenges_spent WHERE expires_at < now()`);
    const spent: unknown[] = await this.db.query(
      `INSERT INTO signup_challenges_spent (challenge, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING RETURNING challenge`,
      [s.challenge, expires],
    );
    if (spent.length === 0) throw refused('This sign-up check was already used: try again');
  }
}

/** `GET /api/challenge`: a fresh challenge for the join form (or `enabled: false`). Not rate-limited: issuing one is an HMAC, no storage. */
@ApiTags('auth')
@Controller('api/challenge')
export class SignupChallengeController {
  constructor(private readonly challenges: SignupChallenges) {}

  @Route.get({
    access: 'public',
    data: SignupChallengeAnswer,
    summary: 'A proof-of-work challenge for the join form (ALTCHA format); solve it and send it as `altcha` with the registration',
  })
  get() {
    return { data: { enabled: this.challenges.enabled, challenge: this.challenges.enabled ? this.challenges.create() : null } };
  }
}

/** The sign-up challenge alone (no other module): auth imports it for registration. */
@Module({ controllers: [SignupChallengeController], providers: [SignupChallenges], exports: [SignupChallenges] })
export class SignupChallengeModule {}
