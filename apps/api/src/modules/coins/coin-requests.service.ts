import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { translate, translationsFor, type CoinRequest, type CoinRequestList, type CreateCoinRequest } from '@community/contracts';
import { COIN_REQUEST_CODE_LENGTH, COIN_REQUEST_MAX_RESENDS, COIN_REQUEST_RESEND_HOURS, MAX_OPEN_COIN_REQUESTS, canResendCoinRequest, codeFromBytes } from '@community/domain';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import type { SiteContext } from '../variants/index.js';
import { CoinsErrorCode, CoinsException } from './coins.exception.js';
import { CoinsService } from './coins.service.js';
import { CoinRequestsRepository, type CoinRequestRow as RequestRow } from './coin-requests.repository.js';

const LIST_LIMIT = 50;

const notFound = () => new CoinsException(CoinsErrorCode.RequestNotFound, 'No such coin request');

/**
 * Coin requests (SPEC 7 "coin requests approve and resend"): a member asks another for coins; the one asked
 * approves (the coins move in the same transaction that marks the request approved, so a request is paid at
 * most once), declines, or lets it wait; the asker can remind them (once a day, three times) or cancel.
 * Only the two members involved ever see a request; to anyone else it does not exist (404).
 */
@Injectable()
export class CoinRequestsService {
  private readonly log = new Logger('CoinRequests');

  constructor(
    private readonly db: DataSource,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
    private readonly repo: CoinRequestsRepository,
  ) {}

  async create(requester: MemberAccount, site: SiteContext, req: CreateCoinRequest): Promise<CoinRequest> {
    if (requester.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot ask for coins');
    const payer = await this.members.findByName(req.from);
    if (!payer || payer.suspendedAt || (await this.relationships.isBlocked(requester.id, payer.id))) {
      throw new CoinsException(CoinsErrorCode.RecipientNotFound, 'No member by that name can be asked for coins', { field: 'from' });
    }
    if (payer.id === requester.id) throw new CoinsException(CoinsErrorCode.Self, 'You cannot ask yourself for coins', { field: 'from' });
    const note = req.note ? req.note : null;
    const { row, fresh } = await this.db.transaction(async (em) => {
      // One requester at a time: the open-requests cap cannot be raced past.
      await this.repo.lockRequester(em, requester.id);
      const existing = await this.repo.byKey(em, requester.id, req.idempotencyKey);
      if (existing) {
        if (existing.payer_id !== payer.id || Number(existing.amount) !== req.amount || existing.note !== note) {
          throw new CoinsException(CoinsErrorCode.IdempotencyKeyReused, 'This idempotency key was used for a different request', { field: 'idempotencyKey' });
        }
        return { row: existing, fresh: false };
      }
      if ((await this.repo.openCount(em, requester.id)) >= MAX_OPEN_COIN_REQUESTS) {
        throw new CoinsException(CoinsErrorCode.TooManyRequests, `You have ${MAX_OPEN_COIN_REQUESTS} open coin requests: wait for answers or cancel one first`);
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = codeFromBytes(randomBytes(COIN_REQUEST_CODE_LENGTH), COIN_REQUEST_CODE_LENGTH);
        const made = await this.repo.insert(em, { code, requesterId: requester.id, payerId: payer.id, amount: req.amount, note, idempotencyKey: req.idempotencyKey });
        if (made) return { row: made, fresh: true };
      }
      throw new Error('could not draw a free coin request code');
    });
    if (fresh) await this.mailPayer(row, requester, payer, site, false);
    return this.view(row, requester.id);
  }

  async list(member: MemberAccount): Promise<CoinRequestList> {
    const [incoming, outgoing] = await Promise.all([this.repo.listFor('payer', member.id, LIST_LIMIT), this.repo.listFor('requester', member.id, LIST_LIMIT)]);
    return { incoming: await this.views(incoming, member.id), outgoing: await this.views(outgoing, member.id) };
  }

  async get(member: MemberAccount, code: string): Promise<CoinRequest> {
    const row = await this.repo.byCode(null, code);
    if (!row || (row.payer_id !== member.id && row.requester_id !== member.id)) throw notFound();
    return this.view(row, member.id);
  }

  /**
   * The one asked pays: the coins move and the request is approved, together. A second approval (a retry, a
   * second tab) answers 409 and moves nothing; the ledger key `coin-request:<id>` would refuse a second move too.
   */
  async approve(payer: MemberAccount, code: string, site: SiteContext): Promise<CoinRequest> {
    if (payer.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot send coins');
    const moves: Array<{ touched: string[]; balances: Record<string, number> }> = [];
    const row = await this.db.transaction(async (em) => {
      // The row lock queues concurrent approvals: the first moves the coins, the others find it approved.
      const r = await this.repo.byCode(em, code, true);
      if (!r || (r.payer_id !== payer.id && r.requester_id !== payer.id)) throw notFound();
      if (r.payer_id !== payer.id) throw new CoinsException(CoinsErrorCode.RequestOtherSide, 'Only the member asked can approve this request');
      if (r.status !== 'pending') throw new CoinsException(CoinsErrorCode.RequestNotPending, `This request was already ${r.status}`);
      const requester = await this.members.findById(r.requester_id, em);
      if (!requester || requester.suspendedAt || (await this.relationships.isBlocked(payer.id, requester.id))) {
        throw new CoinsException(CoinsErrorCode.RecipientNotFound, 'This member cannot receive coins any more');
      }
      const moved = await this.coins.moveIn(em, {
        kind: 'request',
        from: { member: payer.id },
        to: { member: r.requester_id },
        amount: Number(r.amount),
        scope: payer.id,
        idempotencyKey: `coin-request:${r.id}`,
        initiatorId: payer.id,
        note: r.note,
        reference: r.code,
      });
      moves.push({ touched: moved.touched, balances: moved.balances });
      return this.repo.markApproved(em, r.id, moved.transaction.id);
    });
    for (const p of moves) {
      await this.coins.publish(p.touched, p.balances);
      const requester = await this.members.findById(row.requester_id);
      if (requester) await this.mailApproved(row, payer, requester, site);
    }
    return this.view(row, payer.id);
  }

  async decline(payer: MemberAccount, code: string): Promise<CoinRequest> {
    return this.decide(payer, code, 'payer', 'declined');
  }

  async cancel(requester: MemberAccount, code: string): Promise<CoinRequest> {
    return this.decide(requester, code, 'requester', 'cancelled');
  }

  private async decide(member: MemberAccount, code: string, side: 'payer' | 'requester', to: 'declined' | 'cancelled'): Promise<CoinRequest> {
    const row = await this.db.transaction(async (em) => {
      const r = await this.repo.byCode(em, code, true);
      if (!r || (r.payer_id !== member.id && r.requester_id !== member.id)) throw notFound();
      // The other party sees the request but may not take this action on it.
      if ((side === 'payer' ? r.payer_id : r.requester_id) !== member.id) {
        throw new CoinsException(CoinsErrorCode.RequestOtherSide, side === 'payer' ? 'Only the member asked can decline this request' : 'Only the member who asked can cancel this request');
      }
      if (r.status !== 'pending') throw new CoinsException(CoinsErrorCode.RequestNotPending, `This request was already ${r.status}`);
      return this.repo.markDecided(em, r.id, to);
    });
    return this.view(row, member.id);
  }

  /** The asker reminds the one asked (e-mail again): once every COIN_REQUEST_RESEND_HOURS, a few times. */
  async resend(requester: MemberAccount, code: string, site: SiteContext, now = new Date()): Promise<CoinRequest> {
    const row = await this.db.transaction(async (em) => {
      const r = await this.repo.byCode(em, code, true);
      if (!r || (r.requester_id !== requester.id && r.payer_id !== requester.id)) throw notFound();
      if (r.requester_id !== requester.id) throw new CoinsException(CoinsErrorCode.RequestOtherSide, 'Only the member who asked can send a reminder');
      const ok = canResendCoinRequest({ status: r.status, resendCount: r.resend_count, lastSentAt: r.last_sent_at }, now);
      if (!ok.ok) {
        const why =
          ok.reason === 'not-pending'
            ? `This request was already ${r.status}`
            : ok.reason === 'too-many'
              ? 'No more reminders can be sent for this request'
              : `A reminder can be sent once every ${COIN_REQUEST_RESEND_HOURS} hours (next from ${ok.retryAt!.toISOString()})`;
        throw new CoinsException(CoinsErrorCode.ResendRefused, why);
      }
      return this.repo.markResent(em, r.id, now);
    });
    const payer = await this.members.findById(row.payer_id);
    if (payer) await this.mailPayer(row, requester, payer, site, true);
    return this.view(row, requester.id);
  }

  private async views(rows: RequestRow[], viewerId: string): Promise<CoinRequest[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.requester_id, r.payer_id]))];
    const names = new Map((await this.members.findByIds(ids)).map((m) => [m.id, m.name]));
    return rows.map((r) => this.toView(r, viewerId, names));
  }

  private async view(row: RequestRow, viewerId: string): Promise<CoinRequest> {
    return (await this.views([row], viewerId))[0]!;
  }

  private toView(r: RequestRow, viewerId: string, names: Map<string, string>): CoinRequest {
    const resendAvailableAt =
      r.status === 'pending' && r.resend_count < COIN_REQUEST_MAX_RESENDS ? new Date(r.last_sent_at.getTime() + COIN_REQUEST_RESEND_HOURS * 3_600_000).toISOString() : null;
    return {
      code: r.code,
      requester: { id: r.requester_id, name: names.get(r.requester_id) ?? '' },
      payer: { id: r.payer_id, name: names.get(r.payer_id) ?? '' },
      amount: Number(r.amount),
      note: r.note,
      status: r.status,
      direction: r.payer_id === viewerId ? 'incoming' : 'outgoing',
      resendCount: r.resend_count,
      resendAvailableAt,
      transactionId: r.transaction_id,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
    };
  }

  /** The catalogue for mail to a member: their language when the site speaks it, else the site's. */
  private catalogueFor(member: MemberAccount, site: SiteContext) {
    return translationsFor(site.variant.locales.find((l) => l === member.locale) ?? site.locale);
  }

  private async mailPayer(r: RequestRow, requester: MemberAccount, payer: MemberAccount, site: SiteContext, reminder: boolean): Promise<void> {
    const c = this.catalogueFor(payer, site);
    const values = { payer: payer.name, name: requester.name, amount: r.amount, brand: site.variant.brand.name, url: `${site.origin}/coins/approve` };
    const note = r.note ? `\n\n${translate(c, 'coins.mail.request.note', { note: r.note })}` : '';
    try {
      await this.mailer.send(payer, site.variant.code, {
        subject: translate(c, reminder ? 'coins.mail.reminder.subject' : 'coins.mail.request.subject', values),
        text: translate(c, 'coins.mail.request.text', { ...values, note }),
        template: reminder ? 'coins.request-reminder' : 'coins.request',
      });
    } catch (err) {
      // The request stands; the payer still sees it on the approve page.
      this.log.warn(`could not queue the coin request e-mail for ${r.code}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async mailApproved(r: RequestRow, payer: MemberAccount, requester: MemberAccount, site: SiteContext): Promise<void> {
    const c = this.catalogueFor(requester, site);
    const values = { requester: requester.name, name: payer.name, amount: r.amount, brand: site.variant.brand.name, url: `${site.origin}/coins/history` };
    try {
      await this.mailer.send(requester, site.variant.code, {
        subject: translate(c, 'coins.mail.approved.subject', values),
        text: translate(c, 'coins.mail.approved.text', values),
        template: 'coins.request-approved',
      });
    } catch (err) {
      this.log.warn(`could not queue the approval e-mail for ${r.code}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
