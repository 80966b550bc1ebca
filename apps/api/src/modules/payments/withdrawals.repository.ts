import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { updateById } from '../../shared/db/rows.js';
import { staffWindow, type StaffWindow } from './staff-window.js';

export interface WithdrawalRow {
  id: string;
  member_id: string;
  coins: number;
  payout_minor: number;
  currency: string;
  status: 'awaiting-approval' | 'queued' | 'processing' | 'paid' | 'failed' | 'rejected';
  payout_account: string;
  hold_transaction_id: string;
  settle_transaction_id: string | null;
  gateway_ref: string | null;
  attempts: number;
  failure_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  idempotency_key: string;
  created_at: Date;
  updated_at: Date;
}

const WD_SORTS: Record<string, string> = { createdAt: 'created_at', coins: 'coins', status: 'status' };

/** The only code that queries withdrawals (coins paid out). */
@Injectable()
export class WithdrawalsRepository {
  constructor(private readonly db: DataSource) {}

  // Withdrawals

  async insertWithdrawal(em: EntityManager, w: Pick<WithdrawalRow, 'member_id' | 'coins' | 'payout_minor' | 'currency' | 'status' | 'payout_account' | 'hold_transaction_id' | 'idempotency_key'>): Promise<WithdrawalRow> {
    const rows: WithdrawalRow[] = await em.query(
      `INSERT INTO withdrawals (member_id, coins, payout_minor, currency, status, payout_account, hold_transaction_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [w.member_id, w.coins, w.payout_minor, w.currency, w.status, w.payout_account, w.hold_transaction_id, w.idempotency_key],
    );
    return rows[0]!;
  }

  async withdrawalByKey(memberId: string, key: string, em: EntityManager = this.db.manager): Promise<WithdrawalRow | null> {
    const rows: WithdrawalRow[] = await em.query(`SELECT * FROM withdrawals WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key]);
    return rows[0] ?? null;
  }

  async withdrawal(id: string, em: EntityManager = this.db.manager, lock = false): Promise<WithdrawalRow | null> {
    const rows: WithdrawalRow[] = await em.query(`SELECT * FROM withdrawals WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async updateWithdrawal(em: EntityManager, id: string, patch: Partial<Omit<WithdrawalRow, 'id'>>): Promise<WithdrawalRow> {
    return updateById<WithdrawalRow>(em, 'withdrawals', id, patch);
  }

  async withdrawalsOf(memberId: string, limit: number): Promise<WithdrawalRow[]> {
    return this.db.query(`SELECT * FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC LIMIT $2`, [memberId, limit]);
  }

  async staffWithdrawals(filter: { memberIds?: string[]; status?: string }, w: StaffWindow) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.memberIds) where.push(`member_id = ANY($${args.push(filter.memberIds)}::uuid[])`);
    if (filter.status) where.push(`status = $${args.push(filter.status)}`);
    return staffWindow<WithdrawalRow>(this.db, 'withdrawals', where, args, WD_SORTS[w.sortField] ?? 'created_at', w);
  }
}
