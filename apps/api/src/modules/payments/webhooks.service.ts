import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CardUpdatesRepository } from './card-updates.repository.js';
import { CardUpdatesService } from './card-updates.service.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentGateways } from './gateway/gateways.js';
import { WebhookSignatureError, type GatewayEvent, type PaymentGateway } from './gateway/payment-gateway.js';
import { HostedBillingService } from './hosted/hosted-billing.service.js';
import { PaymentViewsService } from './payment-views.service.js';
import { PaymentsErrorCode, PaymentsException, paymentsOff } from './payments.exception.js';
import { PaymentsRepository, type PaymentRow } from './payments.repository.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import { RenewalsService } from './renewals.service.js';

/**
 * The gateway's webhooks: each event is verified over the raw body and stored once by its id; the charge or
 * card update it names is read fresh from the gateway and applied in the same transaction as the event.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: PaymentsRepository,
    private readonly updates: CardUpdatesRepository,
    private readonly views: PaymentViewsService,
    private readonly checkout: CheckoutService,
    private readonly cardUpdates: CardUpdatesService,
    private readonly renewals: RenewalsService,
    private readonly gateways: PaymentGateways,
    private readonly hostedBilling: HostedBillingService,
  ) {}

  /**
   * A webhook of the named gateway: verified over the raw body, stored once by event id (a replay answers
   * `duplicate` and changes nothing), applied from the charge's current state read back from the gateway.
   */
  async webhook(gatewayName: 'stripe' | 'hosted', raw: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<{ received: true; duplicate: boolean }> {
    const gateway = this.gateways.byName(gatewayName);
    if (!gateway) throw paymentsOff();
    if (!raw) throw new PaymentsException(PaymentsErrorCode.BadSignature, 'Missing body');
    let event;
    try {
      event = gateway.parseWebhook(raw, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new PaymentsException(PaymentsErrorCode.BadSignature, 'Webhook signature does not verify');
      throw err;
    }
    const payment = event.chargeRef ? await this.repo.paymentByGatewayRef(event.chargeRef) : null;
    if (gateway.flow === 'hosted') return this.hostedWebhook(gateway, event, payment);
    // Out-of-order safe: never trust the event's copy of the charge, read its current state.
    const chargeRef = payment?.gateway_ref ?? null;
    const charge = payment && chargeRef ? await this.views.gatewayCall(() => gateway.retrieveCharge(chargeRef)) : null;
    const cardUpdate = event.cardUpdateRef ? await this.updates.cardUpdateByGatewayRef(event.cardUpdateRef) : null;
    // Found by its gateway reference, so it has one.
    const setupRef = cardUpdate?.gateway_ref ?? null;
    const setup = cardUpdate && setupRef && !cardUpdate.applied_at && cardUpdate.status !== 'failed' ? await this.views.gatewayCall(() => gateway.retrieveCardUpdate(setupRef)) : null;
    const after: Array<() => Promise<void>> = [];
    let savedCard: SubscriptionRow | null = null;
    const stored = await this.db.transaction(async (em) => {
      const fresh = await this.repo.insertEvent(em, { id: event.id, gateway: gateway.name, type: event.type, gatewayRef: event.chargeRef ?? event.cardUpdateRef, payload: event.payload });
      if (!fresh) return false;
      if (payment && charge) await this.checkout.syncIn(em, payment.id, charge, after);
      if (cardUpdate && setup) {
        const r = await this.cardUpdates.applyCardUpdateIn(em, cardUpdate.id, setup);
        if (r.applied) savedCard = r.sub;
      }
      return true;
    });
    for (const fn of after) await fn();
    if (savedCard) await this.renewals.retryRenewal(savedCard);
    return { received: true, duplicate: !stored };
  }

  /**
   * A hosted processor's postback: the sale is read back whole (never the postback's word) and reconciled in the
   * event's transaction, so a replay is refused by its event id and postbacks in any order end the same way.
   */
  private async hostedWebhook(gateway: PaymentGateway, event: GatewayEvent, payment: PaymentRow | null): Promise<{ received: true; duplicate: boolean }> {
    const ref = payment?.gateway_ref ?? null;
    const billing = payment && ref && gateway.retrieveBilling ? await this.views.gatewayCall(() => gateway.retrieveBilling!(ref)) : null;
    const after: Array<() => Promise<void>> = [];
    const stored = await this.db.transaction(async (em) => {
      const fresh = await this.repo.insertEvent(em, { id: event.id, gateway: gateway.name, type: event.type, gatewayRef: event.chargeRef, payload: event.payload });
      if (!fresh) return false;
      if (payment && billing) await this.hostedBilling.reconcileIn(em, payment.id, billing, after);
      return true;
    });
    for (const fn of after) await fn();
    return { received: true, duplicate: !stored };
  }
}
