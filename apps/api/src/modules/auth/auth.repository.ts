import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { EmailToken, MfaRecoveryCode } from './auth.entities.js';

/** The only code that queries `email_tokens` and `mfa_recovery_codes` (and purges `rate_limit_hits`). */
@Injectable()
export class AuthRepository {
  constructor(private readonly db: DataSource) {}

  /** A new one-time link for `purpose`; the member's earlier unused links for it stop working. */
  async replaceEmailToken(memberId: string, purpose: EmailToken['purpose'], tokenHash: Buffer, expiresAt: Date, em: EntityManager = this.db.manager): Promise<void> {
    await em.update(EmailToken, { memberId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    await em.save(em.create(EmailToken, { memberId, purpose, tokenHash, expiresAt, usedAt: null }));
  }

  /** An unused, unexpired link, locked until the transaction ends (two clicks cannot both use it). */
  claimEmailToken(em: EntityManager, tokenHash: Buffer, purpose: EmailToken['purpose']): Promise<EmailToken | null> {
    return em.findOne(EmailToken, {
      where: { tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async markEmailTokenUsed(em: EntityManager, id: string): Promise<void> {
    await em.update(EmailToken, { id }, { usedAt: new Date() });
  }

  /** The member's recovery codes become exactly these (hashes). */
  async replaceRecoveryCodes(em: EntityManager, memberId: string, codeHashes: Buffer[]): Promise<void> {
    await em.delete(MfaRecoveryCode, { memberId });
    await em.save(codeHashes.map((codeHash) => em.create(MfaRecoveryCode, { memberId, codeHash, usedAt: null })));
  }

  async deleteRecoveryCodes(em: EntityManager, memberId: string): Promise<void> {
    await em.delete(MfaRecoveryCode, { memberId });
  }

  /** Uses an unused recovery code: true for exactly one request. */
  async useRecoveryCode(memberId: string, codeHash: Buffer): Promise<boolean> {
    const res = await this.db.getRepository(MfaRecoveryCode).update({ memberId, codeHash, usedAt: IsNull() }, { usedAt: new Date() });
    return (res.affected ?? 0) === 1;
  }

  /** Housekeeping: links expired over 7 days ago, rate-limit windows over a day old. */
  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM email_tokens WHERE expires_at < now() - interval '7 days'`);
    await this.db.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
  }
}
