import { Readable } from 'node:stream';
import { Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { AuthModule } from '../auth/index.js';
import { CoinsModule } from '../coins/index.js';
import { MembersModule } from '../members/index.js';
import { CardUpdatesRepository } from './card-updates.repository.js';
import { CardUpdatesService } from './card-updates.service.js';
import { CheckoutService } from './checkout.service.js';
import { CoinsPaymentsController } from './coins-payments.controller.js';
import { HOSTED_GATEWAY, PaymentGateways, hostedGatewayFactory } from './gateway/gateways.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { StripeGateway } from './gateway/stripe.gateway.js';
import { HostedBillingService } from './hosted/hosted-billing.service.js';
import { ReversalDesk } from './reversal-desk.js';
import { PaymentViewsService } from './payment-views.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsJobs } from './payments.jobs.js';
import { PaymentsRepository } from './payments.repository.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';
import { RenewalsService } from './renewals.service.js';
import { StaffPaymentsController } from './staff-payments.controller.js';
import { StaffPaymentsService } from './staff-payments.service.js';
import { WEBHOOK_PREFIX, WebhooksController, type RawBodyRequest } from './webhooks.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { WebhooksService } from './webhooks.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

/** How often the renew-or-expire job runs. */
const EXPIRE_EVERY_MS = 5 * 60_000;

/**
 * Payments (issue 6): checkout through the PaymentGateway port (Stripe adapter when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set; the hosted-form processor adapter (issue 25) when HOSTED_PAY_* are set, for the
 * variants whose file says `payments.gateway: hosted`; payments off where the variant's gateway is not set), webhooks, subscriptions, paying tiers
 * with coins, withdrawals and the staff money screens.
 */
@Module({
  imports: [MembersModule, AuthModule, CoinsModule],
  controllers: [PaymentsController, WebhooksController, CoinsPaymentsController, StaffPaymentsController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentGateway | null =>
        config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
          ? new StripeGateway({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiBase: config.STRIPE_API_BASE })
          : null,
    },
    { provide: HOSTED_GATEWAY, inject: [APP_CONFIG], useFactory: hostedGatewayFactory },
    PaymentGateways,
    ReversalDesk,
    HostedBillingService,
    PaymentsRepository,
    SubscriptionsRepository,
    WithdrawalsRepository,
    CardUpdatesRepository,
    PaymentViewsService,
    RenewalsService,
    CheckoutService,
    SubscriptionsService,
    CardUpdatesService,
    WebhooksService,
    WithdrawalsService,
    StaffPaymentsService,
    PaymentsJobs,
  ],
  exports: [StaffPaymentsService, ReversalDesk],
})
export class PaymentsModule implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queue: QueueService,
    private readonly gateways: PaymentGateways,
  ) {}

  /** Keeps the exact raw bytes of webhook requests (the signature is over them) without keeping every request's. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance() as FastifyInstance | undefined;
    if (!fastify) return;
    fastify.addHook('preParsing', async (request, _reply, payload) => {
      if (!request.url.startsWith(WEBHOOK_PREFIX)) return payload;
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
      const raw = Buffer.concat(chunks);
      (request as RawBodyRequest).paymentsRawBody = raw;
      return Readable.from([raw]);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const on = this.gateways.configured();
    this.log.log(on.length ? `payments on (${on.map((g) => `${g.name}${g.testMode ? ', test mode' : ''}`).join('; ')})` : 'payments off: neither the Stripe keys nor HOSTED_PAY_* are set');
    await this.queue.schedule('payments.expire-tiers', EXPIRE_EVERY_MS);
  }
}
