import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { CardUpdate } from '@community/contracts';
import { GatewayError, type GatewayCardUpdate } from './gateway/payment-gateway.js';
import { PaymentViewsService, type PaymentContext } from './payment-views.service.js';
import { PaymentsErrorCode, PaymentsException } from './payments.exception.js';
import { CardUpdatesRepository, type CardUpdateRow } from './card-updates.repository.js';
import { found } from './payments.repository.js';
import { SubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.js';
import { RenewalsService } from './renewals.service.js';

const newCardUpdateReference = () => `cu_${randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * Replacing the card a subscription renews with: started once per idempotency key, completed after 3-D Secure
 * or a hosted form, applied exactly once; a renewal that failed this period is then tried again with the new card.
 */
@Injectable()
export class CardUpdatesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: SubscriptionsRepository,
    private readonly updates: CardUpdatesRepository,
    private readonly views: PaymentViewsService,
    private readonly renewals: RenewalsService,
  ) {}

  /**
   * Starts replacing the card a subscription renews with (only the caller's own subscription; another member's
   * id is the same 404 as none). The attempt is recorded once per idempotency key, and the gateway call carries
   * `card-update:<row id>`, so a retried request never sets up a card twice. The gateway answers at once
   * (succeeded or declined), or asks the browser to act (3-D Secure or a hosted form: a redirect back to
   * `/payment/subscription/card?update=<reference>`; a client secret for the gateway's own script).
   */
  async startCardUpdate(ctx: PaymentContext, subscriptionId: string, paymentMethod: string | undefined, key: string): Promise<CardUpdate> {
    const gateway = this.views.requireOpen(ctx.site);
    const sub = await this.repo.subscriptionOf(ctx.member.id);
    if (!sub || sub.id !== subscriptionId || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no such subscription');
    if (sub.paid_with !== 'card') throw new PaymentsException(PaymentsErrorCode.NoCard, `This subscription is ${sub.paid_with === 'coins' ? 'paid with coins' : sub.paid_with === 'gift' ? 'a gift' : 'a free trial'}: it has no card to replace`);
    const existing = await this.updates.cardUpdateByKey(ctx.member.id, key);
    if (existing && existing.subscription_id !== sub.id) throw new PaymentsException(PaymentsErrorCode.KeyReused, 'idempotencyKey was used for another request', { field: 'idempotencyKey' });
    const row = existing ?? (await this.updates.insertOrGetCardUpdate({ reference: newCardUpdateReference(), member_id: ctx.member.id, subscription_id: sub.id, gateway: gateway.name, idempotency_key: key }));
    if (row.status !== 'pending') {
      // A retry of a started update: its current state (and the client secret again while it waits for the browser).
      const ref = row.gateway_ref;
      if (ref && (row.status === 'requires_action' || row.status === 'processing')) {
        const current = await this.views.gatewayCall(() => gateway.retrieveCardUpdate(ref));
        return this.applyCardUpdate(row.id, current, ctx.site.locale);
      }
      return this.cardUpdateView(row, await this.subOrThrow(ctx.member.id), ctx.site.locale, null);
    }
    const customerRef = sub.customer_ref ?? (await this.views.customerFor(ctx.member));
    const returnUrl = `${ctx.site.origin}/payment/subscription/card?update=${row.reference}`;
    let update: GatewayCardUpdate;
    try {
      update = await gateway.startCardUpdate({ reference: row.reference, customerRef, paymentMethod: paymentMethod ?? null, returnUrl }, `card-update:${row.id}`);
    } catch (err) {
      if (err instanceof GatewayError && err.param === 'payment_method') {
        // The gateway does not know the method: nothing was set up; the attempt is over (a new key tries again).
        await this.updates.updateCardUpdate(row.id, { status: 'failed', failure_message: err.message });
        throw new PaymentsException(PaymentsErrorCode.BadPaymentMethod, `paymentMethod: ${err.message}`, { field: 'paymentMethod' });
      }
      if (err instanceof GatewayError) throw new PaymentsException(PaymentsErrorCode.Gateway, `The payment provider answered: ${err.message}`);
      throw err;
    }
    return this.applyCardUpdate(row.id, update, ctx.site.locale);
  }

  /** Back from 3-D Secure (or a hosted form): read the update's state from the gateway and apply it. Only my own. */
  async completeCardUpdate(ctx: PaymentContext, reference: string): Promise<CardUpdate> {
    const gateway = this.views.requireOpen(ctx.site);
    const row = await this.updates.cardUpdateByReference(reference);
    if (!row || row.member_id !== ctx.member.id) throw new PaymentsException(PaymentsErrorCode.NotFound, 'No such card update');
    const ref = row.gateway_ref;
    if (!ref || row.applied_at || row.status === 'failed') return this.cardUpdateView(row, await this.subOrThrow(ctx.member.id), ctx.site.locale, null);
    const update = await this.views.gatewayCall(() => gateway.retrieveCardUpdate(ref));
    return this.applyCardUpdate(row.id, update, ctx.site.locale);
  }

  private async subOrThrow(memberId: string): Promise<SubscriptionRow> {
    const sub = await this.repo.subscriptionOf(memberId);
    if (!sub) throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    return sub;
  }

  /**
   * Applies the gateway's answer in one transaction: the attempt's status, and on success the new method as the
   * subscription's card (once: `applied_at`). A subscription whose renewal failed is then tried again at once
   * with the new card (the renewal sees the card changed; its attempt has its own idempotency key).
   */
  private async applyCardUpdate(rowId: string, update: GatewayCardUpdate, locale: string): Promise<CardUpdate> {
    const { row, sub, applied } = await this.db.transaction((em) => this.applyCardUpdateIn(em, rowId, update));
    const shown = applied ? await this.renewals.retryRenewal(sub) : sub;
    return this.cardUpdateView(row, shown, locale, update.action?.type === 'client' ? update.action.clientSecret : null);
  }

  /** `applyCardUpdate` inside the caller's transaction (the webhook stores its event in the same one). */
  async applyCardUpdateIn(em: EntityManager, rowId: string, update: GatewayCardUpdate): Promise<{ row: CardUpdateRow; sub: SubscriptionRow; applied: boolean }> {
    const locked = found(await this.updates.lockCardUpdate(em, rowId), `card update ${rowId}`);
    const current = await this.repo.lockSubscription(em, locked.subscription_id);
    if (!current) throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    if (locked.applied_at || locked.status === 'failed') return { row: locked, sub: current, applied: false };
    const ok = update.status === 'succeeded' && update.savedMethod !== null && current.status === 'active' && current.paid_with === 'card';
    const refused = update.status === 'succeeded' && !ok;
    const next = await this.updates.updateCardUpdate(
      locked.id,
      {
        gateway_ref: update.ref || locked.gateway_ref,
        status: refused ? 'failed' : update.status,
        payment_method_ref: update.savedMethod,
        failure_message: refused ? 'The subscription no longer renews by card' : update.failureMessage,
        action_url: update.action?.type === 'redirect' ? update.action.url : null,
        applied_at: ok ? new Date() : null,
      },
      em,
    );
    if (!ok) return { row: next, sub: current, applied: false };
    const updated = await this.repo.updateSubscription(em, current.id, { payment_method_ref: update.savedMethod });
    return { row: next, sub: updated, applied: true };
  }

  private cardUpdateView(row: CardUpdateRow, sub: SubscriptionRow, locale: string, clientSecret: string | null): CardUpdate {
    return {
      reference: row.reference,
      status: row.status,
      actionUrl: row.status === 'requires_action' ? row.action_url : null,
      clientSecret: row.status === 'requires_action' ? clientSecret : null,
      failureMessage: row.failure_message,
      subscription: this.views.subView(sub, locale),
    };
  }
}
