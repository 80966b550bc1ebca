import { Controller, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Route } from '../../shared/http/route.js';
import { WebhooksService } from './webhooks.service.js';

/** The raw request body, kept for webhook routes only (see PaymentsModule's preParsing hook). */
export type RawBodyRequest = FastifyRequest & { paymentsRawBody?: Buffer };
export const WEBHOOK_PREFIX = '/api/payments/webhooks/';

/**
 * The gateway's webhooks. Public (the gateway has no session) but every event must verify against the
 * signing secret over the exact raw body, else 400 and nothing changes. CSRF-exempt by path (bootstrap).
 */
@Controller('api/payments/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Route.post('stripe', { access: 'public', status: 200 })
  @ApiExcludeEndpoint()
  stripe(@Req() req: RawBodyRequest) {
    return this.webhooks.webhook('stripe', req.paymentsRawBody, req.headers);
  }

  /** The hosted-form processor's postbacks (X-Hosted-Signature: HMAC-SHA256 of the body with the salt). */
  @Route.post('hosted', { access: 'public', status: 200 })
  @ApiExcludeEndpoint()
  hosted(@Req() req: RawBodyRequest) {
    return this.webhooks.webhook('hosted', req.paymentsRawBody, req.headers);
  }
}
