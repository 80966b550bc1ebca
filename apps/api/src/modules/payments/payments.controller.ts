import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BuyCoinsRequest,
  BuyOfferRequest,
  BuyUpgradeRequest,
  CardUpdate,
  ChangeTierPreview,
  ChangeTierRequest,
  ChangeTierResult,
  CoinProducts,
  CompleteCardUpdateRequest,
  FreeTrial,
  Payment,
  PaymentPage,
  ProcessPaymentRequest,
  SubscriptionView,
  Subscription,
  ThreeDSecureRequest,
  UpdateCardRequest,
  UpgradeOffer,
  UpgradePrices,
} from '@community/contracts';
import { PAID_TIERS } from '@community/domain';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { CardUpdatesService } from './card-updates.service.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentViewsService, type PaymentContext } from './payment-views.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

const Reference = z.string().regex(/^pay_[A-Za-z0-9]{10,40}$/, 'reference must be a payment reference');
const HistoryQuery = z.object({ after: z.string().max(200).optional(), limit: z.coerce.number('limit must be a number').int().min(1).max(100).default(25) });
const PreviewQuery = z.object({ tier: z.enum(PAID_TIERS, 'tier must be silver, gold or platinum') });
const SubscriptionId = z.uuid('id must be a subscription id');

/**
 * SPEC 7's payment resource: what is on sale here, checkout (coins, a tier, a gift, the offer), paying with a
 * payment method, 3-D Secure completion, my transactions and my subscription. Only ever the caller's own.
 */
@ApiTags('payments')
@Controller('api/payment')
export class PaymentsController {
  constructor(
    private readonly views: PaymentViewsService,
    private readonly checkout: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly cardUpdates: CardUpdatesService,
    private readonly variants: VariantsService,
  ) {}

  private ctx(req: FastifyRequest, auth: AuthContext): PaymentContext {
    return { member: auth.member, site: this.variants.context(req, auth.member.locale) };
  }

  @Route.get('coins', { access: 'member', data: CoinProducts, summary: 'Coin packs on sale here, priced in the variant’s currency' })
  coinProducts(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: this.views.coinProducts(this.ctx(req, auth).site) };
  }

  @Route.post('coins', { access: 'confirmed', data: Payment, summary: 'Start buying a coin pack (idempotent by idempotencyKey); pay it with POST process/{reference}' })
  async buyCoins(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: BuyCoinsRequest }) body: z.infer<typeof BuyCoinsRequest>) {
    return { data: await this.checkout.buyCoins(this.ctx(req, auth), body.product, body.idempotencyKey) };
  }

  @Route.get('upgrade', { access: 'member', data: UpgradePrices, summary: 'Tier prices here (every billing period) and their prices in coins' })
  upgradePrices(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: this.views.upgradePrices(this.ctx(req, auth).site) };
  }

  @Route.post('upgrade', { access: 'confirmed', data: Payment, summary: 'Start buying a tier for me, or as a gift for another member (giftTo); idempotent' })
  async buyUpgrade(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: BuyUpgradeRequest }) body: z.infer<typeof BuyUpgradeRequest>) {
    return { data: await this.checkout.buyUpgrade(this.ctx(req, auth), body, body.idempotencyKey) };
  }

  @Route.get('upgrade/offer', {
    access: 'member',
    data: UpgradeOffer,
    summary: 'The time-limited offer (half-price first month of Gold for members who never paid; 48 h from first sight)',
  })
  async offer(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.checkout.offer(this.ctx(req, auth)) };
  }

  @Route.post('upgrade/offer', { access: 'confirmed', data: Payment, summary: 'Start buying the offer; idempotent' })
  async buyOffer(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: BuyOfferRequest }) body: z.infer<typeof BuyOfferRequest>) {
    return { data: await this.checkout.buyOffer(this.ctx(req, auth), body.idempotencyKey) };
  }

  @Route.get('trial', { access: 'member', data: FreeTrial, summary: 'Whether I may start the free trial (a week of Gold, once, for members who never paid), and why not' })
  async trial(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.trial(this.ctx(req, auth)) };
  }

  @Route.post('trial', {
    access: 'confirmed',
    data: Subscription,
    summary: 'Start my free trial: no card, nothing renews; idempotent per member (asking again while it runs answers the running trial)',
  })
  async startTrial(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.startTrial(this.ctx(req, auth)) };
  }

  @Route.get('upgrade/:reference', { access: 'member', data: Payment, summary: 'One of my payments (another member’s answers 404)' })
  async payment(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('reference', { schema: Reference }) reference: string) {
    return { data: await this.views.mine(auth.member, reference, this.ctx(req, auth).site.locale) };
  }

  @Route.post('process/:reference', {
    access: 'confirmed',
    status: 200,
    data: Payment,
    summary: 'Pay with a payment method; answers requires_action with actionUrl when 3-D Secure is needed',
  })
  async process(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param('reference', { schema: Reference }) reference: string,
    @Body({ schema: ProcessPaymentRequest }) body: z.infer<typeof ProcessPaymentRequest>,
  ) {
    return { data: await this.checkout.process(this.ctx(req, auth), reference, body.paymentMethod) };
  }

  @Route.post('threed-secure', { access: 'member', status: 200, data: Payment, summary: 'Back from 3-D Secure: reads the payment’s state from the gateway and applies it' })
  async threeDSecure(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ThreeDSecureRequest }) body: z.infer<typeof ThreeDSecureRequest>) {
    return { data: await this.checkout.completeThreeDSecure(this.ctx(req, auth), body.reference) };
  }

  @Route.get('transactions', { access: 'member', data: PaymentPage, summary: 'My payments, newest first (keyset cursor `after`)' })
  async transactions(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: HistoryQuery }) q: z.infer<typeof HistoryQuery>) {
    return { data: await this.views.history(auth.member, q.after, q.limit, this.ctx(req, auth).site.locale) };
  }

  @Route.get('transactions/:reference', { access: 'member', data: Payment, summary: 'One of my payments' })
  async transaction(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('reference', { schema: Reference }) reference: string) {
    return { data: await this.views.mine(auth.member, reference, this.ctx(req, auth).site.locale) };
  }

  @Route.get('subscription', { access: 'member', data: SubscriptionView, summary: 'My subscription, or null' })
  async subscription(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: { subscription: await this.views.subscription(auth.member, this.ctx(req, auth).site.locale) } };
  }

  @Route.post('subscription/cancel', { access: 'member', status: 200, data: Subscription, summary: 'Cancel at the period end (the tier stays until then)' })
  async cancel(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.cancel(auth.member, this.ctx(req, auth).site.locale) };
  }

  @Route.post('subscription/resume', { access: 'member', status: 200, data: Subscription, summary: 'Undo a cancellation before the period ends' })
  async resume(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.resume(auth.member, this.ctx(req, auth).site.locale) };
  }

  @Route.post('subscription/:id/card', {
    access: 'confirmed',
    status: 200,
    data: CardUpdate,
    summary: 'Replace the card my subscription renews with (only my own; another member’s answers 404). Test mode: a test payment method; the answer may ask for 3-D Secure (actionUrl) or, for a hosted form, a redirect; idempotent by idempotencyKey',
  })
  async updateCard(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param('id', { schema: SubscriptionId }) id: string,
    @Body({ schema: UpdateCardRequest }) body: z.infer<typeof UpdateCardRequest>,
  ) {
    return { data: await this.cardUpdates.startCardUpdate(this.ctx(req, auth), id, body.paymentMethod, body.idempotencyKey) };
  }

  @Route.post('subscription/card/threed-secure', {
    access: 'member',
    status: 200,
    data: CardUpdate,
    summary: 'Back from 3-D Secure (or a hosted card form): reads the card update’s state from the gateway and applies it',
  })
  async completeCardUpdate(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CompleteCardUpdateRequest }) body: z.infer<typeof CompleteCardUpdateRequest>) {
    return { data: await this.cardUpdates.completeCardUpdate(this.ctx(req, auth), body.reference) };
  }

  @Route.get('subscription/change', { access: 'member', data: ChangeTierPreview, summary: 'What changing to a tier costs now (proration) and when it takes effect' })
  async preview(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: PreviewQuery }) q: z.infer<typeof PreviewQuery>) {
    return { data: await this.subscriptions.changePreview(auth.member, q.tier, this.ctx(req, auth).site.locale) };
  }

  @Route.post('subscription/change', {
    access: 'confirmed',
    status: 200,
    data: ChangeTierResult,
    summary: 'Change tier: a downgrade at the period end; an upgrade charged prorated now (a payment to complete, or coins)',
  })
  async change(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ChangeTierRequest }) body: z.infer<typeof ChangeTierRequest>) {
    return { data: await this.subscriptions.changeTier(this.ctx(req, auth), body.tier, body.idempotencyKey) };
  }
}
