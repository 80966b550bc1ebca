import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
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
import { Access, Viewer } from '../../shared/access/access.js';
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
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

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

  @Get('coins')
  @Access('member')
  @ApiOperation({ summary: 'Coin packs on sale here, priced in the variant’s currency' })
  @ApiResponse({ status: 200, standardSchema: data(CoinProducts) })
  coinProducts(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: this.views.coinProducts(this.ctx(req, auth).site) };
  }

  @Post('coins')
  @Access('confirmed')
  @ApiOperation({ summary: 'Start buying a coin pack (idempotent by idempotencyKey); pay it with POST process/{reference}' })
  @ApiResponse({ status: 201, standardSchema: data(Payment) })
  async buyCoins(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: BuyCoinsRequest }) body: z.infer<typeof BuyCoinsRequest>) {
    return { data: await this.checkout.buyCoins(this.ctx(req, auth), body.product, body.idempotencyKey) };
  }

  @Get('upgrade')
  @Access('member')
  @ApiOperation({ summary: 'Tier prices here (every billing period) and their prices in coins' })
  @ApiResponse({ status: 200, standardSchema: data(UpgradePrices) })
  upgradePrices(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: this.views.upgradePrices(this.ctx(req, auth).site) };
  }

  @Post('upgrade')
  @Access('confirmed')
  @ApiOperation({ summary: 'Start buying a tier for me, or as a gift for another member (giftTo); idempotent' })
  @ApiResponse({ status: 201, standardSchema: data(Payment) })
  async buyUpgrade(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: BuyUpgradeRequest }) body: z.infer<typeof BuyUpgradeRequest>) {
    return { data: await this.checkout.buyUpgrade(this.ctx(req, auth), body, body.idempotencyKey) };
  }

  @Get('upgrade/offer')
  @Access('member')
  @ApiOperation({ summary: 'The time-limited offer (half-price first month of Gold for members who never paid; 48 h from first sight)' })
  @ApiResponse({ status: 200, standardSchema: data(UpgradeOffer) })
  async offer(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.checkout.offer(this.ctx(req, auth)) };
  }

  @Post('upgrade/offer')
  @Access('confirmed')
  @ApiOperation({ summary: 'Start buying the offer; idempotent' })
  @ApiResponse({ status: 201, standardSchema: data(Payment) })
  async buyOffer(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: BuyOfferRequest }) body: z.infer<typeof BuyOfferRequest>) {
    return { data: await this.checkout.buyOffer(this.ctx(req, auth), body.idempotencyKey) };
  }

  @Get('trial')
  @Access('member')
  @ApiOperation({ summary: 'Whether I may start the free trial (a week of Gold, once, for members who never paid), and why not' })
  @ApiResponse({ status: 200, standardSchema: data(FreeTrial) })
  async trial(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.trial(this.ctx(req, auth)) };
  }

  @Post('trial')
  @Access('confirmed')
  @ApiOperation({ summary: 'Start my free trial: no card, nothing renews; idempotent per member (asking again while it runs answers the running trial)' })
  @ApiResponse({ status: 201, standardSchema: data(Subscription) })
  async startTrial(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.startTrial(this.ctx(req, auth)) };
  }

  @Get('upgrade/:reference')
  @Access('member')
  @ApiOperation({ summary: 'One of my payments (another member’s answers 404)' })
  @ApiResponse({ status: 200, standardSchema: data(Payment) })
  async payment(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('reference', { schema: Reference }) reference: string) {
    return { data: await this.views.mine(auth.member, reference, this.ctx(req, auth).site.locale) };
  }

  @Post('process/:reference')
  @HttpCode(200)
  @Access('confirmed')
  @ApiOperation({ summary: 'Pay with a payment method; answers requires_action with actionUrl when 3-D Secure is needed' })
  @ApiResponse({ status: 200, standardSchema: data(Payment) })
  async process(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param('reference', { schema: Reference }) reference: string,
    @Body({ schema: ProcessPaymentRequest }) body: z.infer<typeof ProcessPaymentRequest>,
  ) {
    return { data: await this.checkout.process(this.ctx(req, auth), reference, body.paymentMethod) };
  }

  @Post('threed-secure')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Back from 3-D Secure: reads the payment’s state from the gateway and applies it' })
  @ApiResponse({ status: 200, standardSchema: data(Payment) })
  async threeDSecure(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ThreeDSecureRequest }) body: z.infer<typeof ThreeDSecureRequest>) {
    return { data: await this.checkout.completeThreeDSecure(this.ctx(req, auth), body.reference) };
  }

  @Get('transactions')
  @Access('member')
  @ApiOperation({ summary: 'My payments, newest first (keyset cursor `after`)' })
  @ApiResponse({ status: 200, standardSchema: data(PaymentPage) })
  async transactions(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: HistoryQuery }) q: z.infer<typeof HistoryQuery>) {
    return { data: await this.views.history(auth.member, q.after, q.limit, this.ctx(req, auth).site.locale) };
  }

  @Get('transactions/:reference')
  @Access('member')
  @ApiOperation({ summary: 'One of my payments' })
  @ApiResponse({ status: 200, standardSchema: data(Payment) })
  async transaction(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('reference', { schema: Reference }) reference: string) {
    return { data: await this.views.mine(auth.member, reference, this.ctx(req, auth).site.locale) };
  }

  @Get('subscription')
  @Access('member')
  @ApiOperation({ summary: 'My subscription, or null' })
  @ApiResponse({ status: 200, standardSchema: data(SubscriptionView) })
  async subscription(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: { subscription: await this.views.subscription(auth.member, this.ctx(req, auth).site.locale) } };
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Cancel at the period end (the tier stays until then)' })
  @ApiResponse({ status: 200, standardSchema: data(Subscription) })
  async cancel(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.cancel(auth.member, this.ctx(req, auth).site.locale) };
  }

  @Post('subscription/resume')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Undo a cancellation before the period ends' })
  @ApiResponse({ status: 200, standardSchema: data(Subscription) })
  async resume(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.subscriptions.resume(auth.member, this.ctx(req, auth).site.locale) };
  }

  @Post('subscription/:id/card')
  @HttpCode(200)
  @Access('confirmed')
  @ApiOperation({
    summary:
      'Replace the card my subscription renews with (only my own; another member’s answers 404). Test mode: a test payment method; the answer may ask for 3-D Secure (actionUrl) or, for a hosted form, a redirect; idempotent by idempotencyKey',
  })
  @ApiResponse({ status: 200, standardSchema: data(CardUpdate) })
  async updateCard(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param('id', { schema: SubscriptionId }) id: string,
    @Body({ schema: UpdateCardRequest }) body: z.infer<typeof UpdateCardRequest>,
  ) {
    return { data: await this.cardUpdates.startCardUpdate(this.ctx(req, auth), id, body.paymentMethod, body.idempotencyKey) };
  }

  @Post('subscription/card/threed-secure')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Back from 3-D Secure (or a hosted card form): reads the card update’s state from the gateway and applies it' })
  @ApiResponse({ status: 200, standardSchema: data(CardUpdate) })
  async completeCardUpdate(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CompleteCardUpdateRequest }) body: z.infer<typeof CompleteCardUpdateRequest>) {
    return { data: await this.cardUpdates.completeCardUpdate(this.ctx(req, auth), body.reference) };
  }

  @Get('subscription/change')
  @Access('member')
  @ApiOperation({ summary: 'What changing to a tier costs now (proration) and when it takes effect' })
  @ApiResponse({ status: 200, standardSchema: data(ChangeTierPreview) })
  async preview(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: PreviewQuery }) q: z.infer<typeof PreviewQuery>) {
    return { data: await this.subscriptions.changePreview(auth.member, q.tier, this.ctx(req, auth).site.locale) };
  }

  @Post('subscription/change')
  @HttpCode(200)
  @Access('confirmed')
  @ApiOperation({ summary: 'Change tier: a downgrade at the period end; an upgrade charged prorated now (a payment to complete, or coins)' })
  @ApiResponse({ status: 200, standardSchema: data(ChangeTierResult) })
  async change(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ChangeTierRequest }) body: z.infer<typeof ChangeTierRequest>) {
    return { data: await this.subscriptions.changeTier(this.ctx(req, auth), body.tier, body.idempotencyKey) };
  }
}
