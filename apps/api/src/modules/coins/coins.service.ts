import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CoinBalance, CoinHistoryPage, CoinMoveResult, CoinTransaction, TipRequest, TransferRequest } from '@community/contracts';
import { formatCoins } from '@community/domain';
import { AppException } from '../../infra/http/app-exception.js';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { StoriesService } from '../stories/index.js';
import { CoinsErrorCode, CoinsException } from './coins.exception.js';
import { LedgerRepository, type HistoryRow, type MoveInput, type TransactionRow } from './ledger.repository.js';

export type { AccountRef, MoveInput, SystemAccount } from './ledger.repository.js';

export interface MoveResult {
  transaction: TransactionRow;
  replayed: boolean;
  /** Members whose balance changed (to publish after commit). */
  touched: string[];
  /** Their balances right after the move. */
  balances: Record<string, number>;
}

/**
 * The coin ledger's service, exported to the payments module and the profile. Every movement takes an
 * idempotency key; a retried request returns the original transaction and moves nothing.
 */
@Injectable()
export class CoinsService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly stories: StoriesService,
    private readonly realtime: RealtimeGateway,
  ) {}

  balance(memberId: string, em?: EntityManager): Promise<number> {
    return this.ledger.balance(memberId, em);
  }

  async balanceView(member: Pick<MemberRef, 'id' | 'locale'>): Promise<CoinBalance> {
    const balance = await this.balance(member.id);
    return { balance, balanceText: formatCoins(balance, member.locale || 'en_GB') };
  }

  /**
   * Moves coins inside the caller's transaction (`em`). Throws a CoinsException on insufficient coins or a
   * reused key with a different request, which rolls the caller's transaction back. Call `publish(touched)`
   * after the commit.
   */
  async moveIn(em: EntityManager, input: MoveInput): Promise<MoveResult> {
    const out = await this.ledger.move(em, input);
    if (out.status === 'key-reused') {
      throw new CoinsException(CoinsErrorCode.IdempotencyKeyReused, 'This idempotency key was used for a different request', { field: 'idempotencyKey' });
    }
    if (out.status === 'insufficient') {
      throw new CoinsException(CoinsErrorCode.InsufficientCoins, `Not enough coins: you have ${out.balance}`, { field: 'amount' });
    }
    if (out.status === 'replayed') return { transaction: out.transaction, replayed: true, touched: [], balances: {} };
    const balances: Record<string, number> = {};
    if (out.transaction.from_member) balances[out.transaction.from_member] = out.fromBalance;
    if (out.transaction.to_member) balances[out.transaction.to_member] = out.toBalance;
    return { transaction: out.transaction, replayed: false, touched: Object.keys(balances), balances };
  }

  /** Moves coins in a transaction of its own and publishes the new balances. */
  async move(input: MoveInput): Promise<MoveResult> {
    const result = await this.db.transaction((em) => this.moveIn(em, input));
    await this.publish(result.touched, result.balances);
    return result;
  }

  /** Tells each member's browsers their new balance (the notifications channel's coin-balance event). */
  async publish(memberIds: readonly string[], known: Record<string, number> = {}): Promise<void> {
    for (const id of new Set(memberIds)) {
      const member = await this.members.findById(id);
      if (!member) continue;
      const balance = known[id] ?? (await this.balance(id));
      this.realtime.toMember(id, 'coins.balance', { balance, balanceText: formatCoins(balance, member.locale || 'en_GB') });
    }
  }

  async transfer(sender: MemberRef, req: TransferRequest): Promise<CoinMoveResult> {
    if (sender.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot send coins');
    const recipient = await this.members.findByName(req.to);
    if (!recipient || recipient.suspendedAt || (await this.relationships.isBlocked(sender.id, recipient.id))) {
      throw new CoinsException(CoinsErrorCode.RecipientNotFound, 'No member by that name can receive coins', { field: 'to' });
    }
    if (recipient.id === sender.id) throw new CoinsException(CoinsErrorCode.Self, 'You cannot send coins to yourself', { field: 'to' });
    return this.send(sender, recipient.id, 'transfer', req.amount, req.idempotencyKey, req.note ?? null, null);
  }

  async tip(sender: MemberRef, req: TipRequest): Promise<CoinMoveResult> {
    if (sender.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot send coins');
    let authorId: string;
    try {
      authorId = (await this.stories.readable(req.storyId, sender.id)).author_id;
    } catch (err) {
      if (err instanceof AppException && err.statusCode === 404) {
        throw new CoinsException(CoinsErrorCode.StoryNotFound, 'No such story', { field: 'storyId' });
      }
      throw err;
    }
    if (authorId === sender.id) throw new CoinsException(CoinsErrorCode.Self, 'You cannot tip your own story', { field: 'storyId' });
    if (await this.relationships.isBlocked(sender.id, authorId)) throw new CoinsException(CoinsErrorCode.StoryNotFound, 'No such story', { field: 'storyId' });
    return this.send(sender, authorId, 'tip', req.amount, req.idempotencyKey, req.note ?? null, req.storyId);
  }

  private async send(sender: MemberRef, toId: string, kind: 'transfer' | 'tip', amount: number, key: string, note: string | null, reference: string | null): Promise<CoinMoveResult> {
    const result = await this.move({
      kind,
      from: { member: sender.id },
      to: { member: toId },
      amount,
      scope: sender.id,
      idempotencyKey: key,
      initiatorId: sender.id,
      note,
      reference,
    });
    const [item] = await this.toHistory(sender.id, await this.ledger.history(sender.id, null, 1, result.transaction.id));
    return { transaction: item!, balance: result.balances[sender.id] ?? (await this.balance(sender.id)), replayed: result.replayed };
  }

  async history(member: MemberRef, after: string | undefined, limit: number): Promise<CoinHistoryPage> {
    if (after !== undefined && !/^\d{1,18}$/.test(after)) throw new CoinsException(CoinsErrorCode.BadCursor, 'after must be a cursor from a previous page', { field: 'after' });
    const rows = await this.ledger.history(member.id, after ?? null, limit + 1);
    const shown = rows.slice(0, limit);
    return { items: await this.toHistory(member.id, shown), next: rows.length > limit ? shown[shown.length - 1]!.entry_id : null };
  }

  /** One transaction of mine; another member's (or none) is the same 404. */
  async transactionFor(member: MemberRef, id: string): Promise<CoinTransaction> {
    const rows = await this.ledger.history(member.id, null, 1, id);
    if (!rows.length) throw new CoinsException(CoinsErrorCode.NotFound, 'No such transaction');
    return (await this.toHistory(member.id, rows))[0]!;
  }

  /** History lines for staff: any member's, newest first. */
  async historyOf(memberId: string, limit: number): Promise<CoinTransaction[]> {
    return this.toHistory(memberId, await this.ledger.history(memberId, null, limit));
  }

  payoutAccount(memberId: string): Promise<string | null> {
    return this.ledger.payoutAccount(memberId);
  }

  setPayoutAccount(memberId: string, account: string | null): Promise<void> {
    return this.ledger.setPayoutAccount(memberId, account);
  }

  audit(em?: EntityManager) {
    return this.ledger.audit(em);
  }

  private async toHistory(memberId: string, rows: HistoryRow[]): Promise<CoinTransaction[]> {
    const others = new Set<string>();
    for (const r of rows) {
      const other = r.from_member === memberId ? r.to_member : r.from_member;
      if (other && other !== memberId) others.add(other);
    }
    const names = new Map<string, string>();
    for (const id of others) {
      const m = await this.members.findById(id);
      if (m) names.set(id, m.name);
    }
    return rows.map((r) => {
      const other = r.from_member === memberId ? r.to_member : r.from_member;
      const kind = r.kind === 'withdrawal-paid' ? 'withdrawal' : r.kind;
      return {
        id: r.id,
        kind,
        amount: Number(r.entry_amount),
        balanceAfter: Number(r.balance_after),
        counterparty: other && names.has(other) ? { id: other, name: names.get(other)! } : null,
        note: r.note,
        reference: r.reference,
        createdAt: r.created_at.toISOString(),
      };
    });
  }
}
