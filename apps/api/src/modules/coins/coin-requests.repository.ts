import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CoinRequestStatus } from '@community/contracts';
import { rowsOf } from '../../shared/db/rows.js';

export interface CoinRequestRow {
  id: string;
  code: string;
  requester_id: string;
  payer_id: string;
  amount: string;
  note: string | null;
  status: CoinRequestStatus;
  transaction_id: string | null;
  resend_count: number;
  last_sent_at: Date;
  created_at: Date;
  decided_at: Date | null;
}

const COLUMNS = `id, code, requester_id, payer_id, amount, note, status, transaction_id, resend_count, last_sent_at, created_at, decided_at`;

/** The only code that queries `coin_requests`. Writes take the caller's transaction (`em`). */
@Injectable()
export class CoinRequestsRepository {
  constructor(private readonly db: DataSource) {}

  /** Serialises one requester's creates until the transaction ends: the open-requests cap cannot be raced past. */
  async lockRequester(em: EntityManager, requesterId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('coin-requests:' || $1::text))`, [requesterId]);
  }

  async openCount(em: EntityManager, requesterId: string): Promise<number> {
    const [open]: Array<{ n: string }> = await em.query(`SELECT count(*) AS n FROM coin_requests WHERE requester_id = $1 AND status = 'pending'`, [requesterId]);
    return Number(open!.n);
  }

  /** A new request with `code`, or undefined when that code is already taken (draw another). */
  async insert(
    em: EntityManager,
    r: { code: string; requesterId: string; payerId: string; amount: number; note: string | null; idempotencyKey: string },
  ): Promise<CoinRequestRow | undefined> {
    const made: CoinRequestRow[] = await em.query(
      `INSERT INTO coin_requests (code, requester_id, payer_id, amount, note, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
      [r.code, r.requesterId, r.payerId, r.amount, r.note, r.idempotencyKey],
    );
    return made[0];
  }

  /** Requests the member was asked (`payer`) or made (`requester`): pending first, then newest. */
  async listFor(side: 'payer' | 'requester', memberId: string, limit: number): Promise<CoinRequestRow[]> {
    const column = side === 'payer' ? 'payer_id' : 'requester_id';
    return this.db.query(`SELECT ${COLUMNS} FROM coin_requests WHERE ${column} = $1 ORDER BY (status = 'pending') DESC, created_at DESC LIMIT ${limit}`, [memberId]);
  }

  async byKey(em: EntityManager, requesterId: string, key: string): Promise<CoinRequestRow | null> {
    const rows: CoinRequestRow[] = await em.query(`SELECT ${COLUMNS} FROM coin_requests WHERE requester_id = $1 AND idempotency_key = $2`, [requesterId, key]);
    return rows[0] ?? null;
  }

  /** By code; `lock` row-locks it so concurrent decisions on one request queue. */
  async byCode(em: EntityManager | null, code: string, lock = false): Promise<CoinRequestRow | null> {
    const rows: CoinRequestRow[] = await (em ?? this.db.manager).query(`SELECT ${COLUMNS} FROM coin_requests WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [code]);
    return rows[0] ?? null;
  }

  async markApproved(em: EntityManager, id: string, transactionId: string): Promise<CoinRequestRow> {
    const [updated] = rowsOf<CoinRequestRow>(
      await em.query(`UPDATE coin_requests SET status = 'approved', transaction_id = $2, decided_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, transactionId]),
    );
    return updated!;
  }

  async markDecided(em: EntityManager, id: string, to: 'declined' | 'cancelled'): Promise<CoinRequestRow> {
    const [updated] = rowsOf<CoinRequestRow>(await em.query(`UPDATE coin_requests SET status = $2, decided_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, to]));
    return updated!;
  }

  async markResent(em: EntityManager, id: string, at: Date): Promise<CoinRequestRow> {
    const [updated] = rowsOf<CoinRequestRow>(
      await em.query(`UPDATE coin_requests SET resend_count = resend_count + 1, last_sent_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, at]),
    );
    return updated!;
  }
}
