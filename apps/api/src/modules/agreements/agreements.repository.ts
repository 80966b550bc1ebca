import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface Signature {
  version: string;
  signedAt: Date;
}

/** The only code that queries `content_agreement_signatures`. */
@Injectable()
export class AgreementsRepository {
  constructor(private readonly db: DataSource) {}

  /** The member's signature of one version, and their latest signature of any version. */
  async signatures(memberId: string, version: string): Promise<{ current: Signature | null; latest: Signature | null }> {
    const rows: Array<Signature & { isCurrent: boolean }> = await this.db.query(
      `(SELECT version, signed_at AS "signedAt", true AS "isCurrent" FROM content_agreement_signatures WHERE member_id = $1 AND version = $2)
       UNION ALL
       (SELECT version, signed_at AS "signedAt", false AS "isCurrent" FROM content_agreement_signatures WHERE member_id = $1
         ORDER BY signed_at DESC LIMIT 1)`,
      [memberId, version],
    );
    const pick = (current: boolean) => {
      const r = rows.find((x) => x.isCurrent === current);
      return r ? { version: r.version, signedAt: r.signedAt } : null;
    };
    return { current: pick(true), latest: pick(false) };
  }

  /** Records the signature once; signing again keeps the first time. Returns the stored signature. */
  async sign(em: EntityManager, memberId: string, version: string, variant: string): Promise<Signature> {
    const rows: Signature[] = await em.query(
      `WITH inserted AS (
         INSERT INTO content_agreement_signatures (member_id, version, variant) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, version) DO NOTHING
         RETURNING version, signed_at AS "signedAt")
       SELECT version, "signedAt" FROM inserted
       UNION ALL
       SELECT version, signed_at FROM content_agreement_signatures WHERE member_id = $1 AND version = $2
       LIMIT 1`,
      [memberId, version, variant],
    );
    const row = rows[0];
    if (!row) throw new Error('content agreement signature was neither inserted nor found');
    return row;
  }
}
