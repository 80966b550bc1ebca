import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CoinRequest, CoinRequestCode, CoinRequestList, CreateCoinRequest } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { CoinRequestsService } from './coin-requests.service.js';

/**
 * Coin requests (SPEC 7 "coins/{code}/approve, /resend"): only the two members involved see a request; the
 * one asked approves or declines, the one asking reminds or cancels.
 */
@ApiTags('coins')
@Controller('api/coins/requests')
export class CoinRequestsController {
  constructor(
    private readonly requests: CoinRequestsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get({ access: 'member', data: CoinRequestList, summary: 'Coin requests to me (incoming) and from me (outgoing), open ones first' })
  async list(@Viewer() auth: AuthContext) {
    return { data: await this.requests.list(auth.member) };
  }

  @Route.post({
    access: 'confirmed',
    data: CoinRequest,
    summary: 'Ask a member (by name) for coins; they get an e-mail; idempotent by idempotencyKey',
    rateLimit: { bucket: 'coin-request', limit: 60, windowSeconds: 3600 },
  })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CreateCoinRequest }) body: z.infer<typeof CreateCoinRequest>) {
    return { data: await this.requests.create(auth.member, this.variants.context(req, auth.member.locale), body) };
  }

  @Route.get(':code', { access: 'member', data: CoinRequest, summary: 'One coin request I am part of (anyone else’s answers 404)' })
  async get(@Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.get(auth.member, code) };
  }

  @Route.post(':code/approve', {
    access: 'confirmed',
    status: 200,
    data: CoinRequest,
    summary: 'Pay a request made to me: the coins move and the request is approved together; approving again answers the same',
  })
  async approve(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.approve(auth.member, code, this.variants.context(req, auth.member.locale)) };
  }

  @Route.post(':code/decline', { access: 'member', status: 200, data: CoinRequest, summary: 'Decline a request made to me' })
  async decline(@Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.decline(auth.member, code) };
  }

  @Route.post(':code/cancel', { access: 'member', status: 200, data: CoinRequest, summary: 'Withdraw a request I made' })
  async cancel(@Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.cancel(auth.member, code) };
  }

  @Route.post(':code/resend', { access: 'confirmed', status: 200, data: CoinRequest, summary: 'Remind the member I asked (e-mail again): once a day, three times at most' })
  async resend(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.resend(auth.member, code, this.variants.context(req, auth.member.locale)) };
  }
}
