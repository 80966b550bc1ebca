import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { RememberToken, Session } from './auth.entities.js';

export type NewSession = Pick<Session, 'tokenHash' | 'memberId' | 'remembered' | 'userAgent' | 'ip' | 'lastSeenAt' | 'expiresAt'>;

/** The only code that queries `sessions` and `remember_tokens`. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: DataSource) {}

  /** An open session by the hash of its cookie token. */
  findOpen(tokenHash: Buffer): Promise<Session | null> {
    return this.db.getRepository(Session).findOneBy({ tokenHash, endedAt: IsNull() });
  }

  insert(s: NewSession, em: EntityManager = this.db.manager): Promise<Session> {
    return em.save(em.create(Session, { ...s, endedAt: null }));
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.db.getRepository(Session).update({ id }, { lastSeenAt });
  }

  async end(id: string): Promise<void> {
    await this.db.getRepository(Session).update({ id }, { endedAt: new Date() });
  }

  /** Ends the open session with this cookie token hash, if any. */
  async endByToken(tokenHash: Buffer, at: Date, em: EntityManager = this.db.manager): Promise<void> {
    await em.update(Session, { tokenHash, endedAt: IsNull() }, { endedAt: at });
  }

  /** Ends one of the member's own open sessions: false when it is not theirs or already ended. */
  async endOwn(memberId: string, sessionId: string): Promise<boolean> {
    const res = await this.db.getRepository(Session).update({ id: sessionId, memberId, endedAt: IsNull() }, { endedAt: new Date() });
    return (res.affected ?? 0) > 0;
  }

  /** The member's open sessions, most recently seen first (at most 100). */
  listOpen(memberId: string): Promise<Session[]> {
    return this.db.getRepository(Session).find({ where: { memberId, endedAt: IsNull() }, order: { lastSeenAt: 'DESC' }, take: 100 });
  }

  /** Every open session of the member but `exceptSessionId` ends, and every remember-me series goes, together. */
  async endAllForMember(memberId: string, exceptSessionId?: string): Promise<void> {
    await this.db.transaction(async (em) => {
      const qb = em
        .createQueryBuilder()
        .update(Session)
        .set({ endedAt: () => 'now()' })
        .where('member_id = :memberId AND ended_at IS NULL', { memberId });
      if (exceptSessionId) qb.andWhere('id <> :exceptSessionId', { exceptSessionId });
      await qb.execute();
      await em.delete(RememberToken, { memberId });
    });
  }

  findRemember(id: string): Promise<RememberToken | null> {
    return this.db.getRepository(RememberToken).findOneBy({ id });
  }

  insertRemember(memberId: string, tokenHash: Buffer, expiresAt: Date): Promise<RememberToken> {
    return this.db.getRepository(RememberToken).save({ memberId, tokenHash, expiresAt, lastUsedAt: null });
  }

  /** A remember-me series used: its token rotates and its expiry moves on. */
  async rotateRemember(id: string, tokenHash: Buffer, expiresAt: Date): Promise<void> {
    await this.db.getRepository(RememberToken).update({ id }, { tokenHash, lastUsedAt: new Date(), expiresAt });
  }

  async deleteRemember(id: string): Promise<void> {
    await this.db.getRepository(RememberToken).delete({ id });
  }

  /** Housekeeping: sessions ended or expired over 30 days ago, and expired remember-me series. */
  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE ended_at < now() - interval '30 days' OR expires_at < now() - interval '30 days'`);
    await this.db.query(`DELETE FROM remember_tokens WHERE expires_at < now()`);
  }
}
