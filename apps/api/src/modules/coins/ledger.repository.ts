import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CoinTransactionKind } from '@community/contracts';
import { rowsOf } from '../../shared/db/rows.js';

/** System accounts (no floor): where bought coins come from, where spent coins go, withdrawals held and paid, unredeemed gift cards. */
export type SystemAccount = 'issuance' | 'spent' | 'held' | 'paid-out' | 'refunded' | 'gift-cards';
export type AccountRef = { member: string } | { system: SystemAccount };
export type LedgerKind = CoinTransactionKind | 'withdrawal-paid';

export interface MoveInput {
  kind: LedgerKind;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  /** Idempotency scope: the initiating member's id, or `system:<what>`. */
  scope: string;
  idempotencyKey: string;
  initiatorId: string | null;
  note?: string | null;
  reference?: string | null;
}

export interface TransactionRow {
  id: string;
  kind: LedgerKind;
  amount: string;
  from_account: string;
  to_account: string;
  from_member: string | null;
  to_member: string | null;
  note: string | null;
  reference: string | null;
  created_at: Date;
}

export interface HistoryRow extends TransactionRow {
  entry_id: string;
  entry_amount: string;
  balance_after: string;
}

export type MoveOutcome =
  | { status: 'moved'; transaction: TransactionRow; fromBalance: number; toBalance: number }
  | { status: 'replayed'; transaction: TransactionRow }
  | { status: 'key-reused' }
  | { status: 'insufficient'; balance: number };

/** TypeORM's query() answers UPDATE … RETURNING with [rows, count] on PostgreSQL; INSERT … RETURNING with rows. */
const TX_COLUMNS = `t.id, t.kind, t.amount, t.from_account, t.to_account, fa.member_id AS from_member, ta.member_id AS to_member,
  t.note, t.reference, t.created_at`;

/**
 * The only code that queries the coin tables. A movement is one call to `move` inside the caller's
 * transaction: it claims the idempotency key, locks both accounts in id order (no deadlocks between
 * opposite transfers), debits with a guard (`balance >= amount` for members), credits, and writes the two
 * entries with the balances after them. The lock is FOR NO KEY UPDATE, not FOR UPDATE: the key-share locks
 * that the foreign keys of a concurrent transaction row take on the same accounts do not conflict with it
 * (with FOR UPDATE, two transfers sharing an account deadlocked under load).
 */
@Injectable()
export class LedgerRepository {
  private systemIds?: Map<SystemAccount, string>;

  constructor(private readonly db: DataSource) {}

  private async systemId(em: EntityManager, code: SystemAccount): Promise<string> {
    if (!this.systemIds) {
      const rows: Array<{ id: string; system_code: SystemAccount }> = await em.query(`SELECT id, system_code FROM coin_accounts WHERE system_code IS NOT NULL`);
      this.systemIds = new Map(rows.map((r) => [r.system_code, r.id]));
    }
    const id = this.systemIds.get(code);
    if (!id) throw new Error(`coin system account ${code} is missing`);
    return id;
  }

  /**
   * The member's account id, created on first use. Never an upsert that updates: that would lock the row
   * before `move` takes its locks in id order.
   */
  async memberAccount(em: EntityManager, memberId: string): Promise<string> {
    const found: Array<{ id: string }> = await em.query(`SELECT id FROM coin_accounts WHERE member_id = $1`, [memberId]);
    if (found[0]) return found[0].id;
    const made: Array<{ id: string }> = await em.query(`INSERT INTO coin_accounts (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING RETURNING id`, [memberId]);
    if (made[0]) return made[0].id;
    const raced: Array<{ id: string }> = await em.query(`SELECT id FROM coin_accounts WHERE member_id = $1`, [memberId]);
    return raced[0]!.id;
  }

  async accountId(em: EntityManager, ref: AccountRef): Promise<string> {
    return 'member' in ref ? this.memberAccount(em, ref.member) : this.systemId(em, ref.system);
  }

  static requestHash(input: Pick<MoveInput, 'kind' | 'from' | 'to' | 'amount' | 'reference'>): string {
    return createHash('sha256')
      .update(JSON.stringify([input.kind, input.from, input.to, input.amount, input.reference ?? null]))
      .digest('base64url');
  }

  async move(em: EntityManager, input: MoveInput): Promise<MoveOutcome> {
    const [fromId, toId] = [await this.accountId(em, input.from), await this.accountId(em, input.to)];
    const hash = LedgerRepository.requestHash(input);
    // Claim the key first: a concurrent request with the same key waits here until the first commits (then
    // sees the conflict) or rolls back (then goes ahead).
    const claimed: Array<{ id: string }> = await em.query(
      `INSERT INTO coin_transactions (kind, scope, idempotency_key, request_hash, amount, from_account, to_account, initiator_id, note, reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (scope, idempotency_key) DO NOTHING RETURNING id`,
      [input.kind, input.scope, input.idempotencyKey, hash, input.amount, fromId, toId, input.initiatorId, input.note ?? null, input.reference ?? null],
    );
    if (claimed.length === 0) {
      const existing: Array<TransactionRow & { request_hash: string }> = await em.query(
        `SELECT ${TX_COLUMNS}, t.request_hash FROM coin_transactions t
         JOIN coin_accounts fa ON fa.id = t.from_account JOIN coin_accounts ta ON ta.id = t.to_account
         WHERE t.scope = $1 AND t.idempotency_key = $2`,
        [input.scope, input.idempotencyKey],
      );
      const row = existing[0];
      if (!row || row.request_hash !== hash) return { status: 'key-reused' };
      return { status: 'replayed', transaction: row };
    }
    const txId = claimed[0]!.id;
    await em.query(`SELECT id FROM coin_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [[fromId, toId]]);
    const debited = rowsOf<{ balance: string }>(await em.query(
      `UPDATE coin_accounts SET balance = balance - $2
       WHERE id = $1 AND (member_id IS NULL OR balance >= $2) RETURNING balance`,
      [fromId, input.amount],
    ));
    if (debited.length === 0) {
      const current: Array<{ balance: string }> = await em.query(`SELECT balance FROM coin_accounts WHERE id = $1`, [fromId]);
      return { status: 'insufficient', balance: Number(current[0]?.balance ?? 0) };
    }
    const credited = rowsOf<{ balance: string }>(await em.query(`UPDATE coin_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance`, [toId, input.amount]));
    const fromBalance = Number(debited[0]!.balance);
    const toBalance = Number(credited[0]!.balance);
    await em.query(
      `INSERT INTO coin_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
      [txId, fromId, -input.amount, fromBalance, toId, input.amount, toBalance],
    );
    const tx = await this.transaction(em, txId);
    return { status: 'moved', transaction: tx!, fromBalance, toBalance };
  }

  async transaction(em: EntityManager, id: string): Promise<TransactionRow | null> {
    const rows: TransactionRow[] = await em.query(
      `SELECT ${TX_COLUMNS} FROM coin_transactions t
       JOIN coin_accounts fa ON fa.id = t.from_account JOIN coin_accounts ta ON ta.id = t.to_account WHERE t.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async balance(memberId: string, em: EntityManager = this.db.manager): Promise<number> {
    const rows: Array<{ balance: string }> = await em.query(`SELECT balance FROM coin_accounts WHERE member_id = $1`, [memberId]);
    return Number(rows[0]?.balance ?? 0);
  }

  /** My entries, newest first, keyset on the entry id. */
  async history(memberId: string, beforeEntry: string | null, limit: number, transactionId?: string): Promise<HistoryRow[]> {
    return this.db.query(
      `SELECT ${TX_COLUMNS}, e.id AS entry_id, e.amount AS entry_amount, e.balance_after
       FROM coin_accounts a
       JOIN coin_entries e ON e.account_id = a.id
       JOIN coin_transactions t ON t.id = e.transaction_id
       JOIN coin_accounts fa ON fa.id = t.from_account JOIN coin_accounts ta ON ta.id = t.to_account
       WHERE a.member_id = $1 AND ($2::bigint IS NULL OR e.id < $2) AND ($4::uuid IS NULL OR t.id = $4)
       ORDER BY e.id DESC LIMIT $3`,
      [memberId, beforeEntry, limit, transactionId ?? null],
    );
  }

  async payoutAccount(memberId: string): Promise<string | null> {
    const rows: Array<{ payout_account: string | null }> = await this.db.query(`SELECT payout_account FROM coin_accounts WHERE member_id = $1`, [memberId]);
    return rows[0]?.payout_account ?? null;
  }

  async setPayoutAccount(memberId: string, account: string | null): Promise<void> {
    await this.db.transaction(async (em) => {
      const id = await this.memberAccount(em, memberId);
      await em.query(`UPDATE coin_accounts SET payout_account = $2 WHERE id = $1`, [id, account]);
    });
  }

  /** Invariant check (tests, bench, staff): every account's balance equals its entries, and all balances sum to zero. */
  async audit(em: EntityManager = this.db.manager): Promise<{ total: number; mismatched: number; unbalancedTransactions: number; negativeMembers: number }> {
    const [row]: Array<{ total: string; mismatched: string; unbalanced: string; negative: string }> = await em.query(`
      SELECT
        (SELECT coalesce(sum(balance), 0) FROM coin_accounts) AS total,
        (SELECT count(*) FROM coin_accounts a WHERE a.balance <> (SELECT coalesce(sum(amount), 0) FROM coin_entries e WHERE e.account_id = a.id)) AS mismatched,
        (SELECT count(*) FROM (SELECT transaction_id FROM coin_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x) AS unbalanced,
        (SELECT count(*) FROM coin_accounts WHERE member_id IS NOT NULL AND balance < 0) AS negative`);
    return { total: Number(row!.total), mismatched: Number(row!.mismatched), unbalancedTransactions: Number(row!.unbalanced), negativeMembers: Number(row!.negative) };
  }
}
