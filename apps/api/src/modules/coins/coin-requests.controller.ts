import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CoinRequest, CoinRequestCode, CoinRequestList, CreateCoinRequest } from '@community/contracts';
import { RateLimit, RateLimitGuard } from '../../infra/http/rate-limit.js';
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { CoinRequestsService } from './coin-requests.service.js';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

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

  @Get()
  @Access('member')
  @ApiOperation({ summary: 'Coin requests to me (incoming) and from me (outgoing), open ones first' })
  @ApiResponse({ status: 200, standardSchema: data(CoinRequestList) })
  async list(@Viewer() auth: AuthContext) {
    return { data: await this.requests.list(auth.member) };
  }

  @Post()
  @Access('confirmed')
  @UseGuards(RateLimitGuard)
  @RateLimit({ bucket: 'coin-request', limit: 60, windowSeconds: 3600 })
  @ApiOperation({ summary: 'Ask a member (by name) for coins; they get an e-mail; idempotent by idempotencyKey' })
  @ApiResponse({ status: 201, standardSchema: data(CoinRequest) })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CreateCoinRequest }) body: z.infer<typeof CreateCoinRequest>) {
    return { data: await this.requests.create(auth.member, this.variants.context(req, auth.member.locale), body) };
  }

  @Get(':code')
  @Access('member')
  @ApiOperation({ summary: 'One coin request I am part of (anyone else’s answers 404)' })
  @ApiResponse({ status: 200, standardSchema: data(CoinRequest) })
  async get(@Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.get(auth.member, code) };
  }

  @Post(':code/approve')
  @HttpCode(200)
  @Access('confirmed')
  @ApiOperation({ summary: 'Pay a request made to me: the coins move and the request is approved together; approving again answers the same' })
  @ApiResponse({ status: 200, standardSchema: data(CoinRequest) })
  async approve(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.approve(auth.member, code, this.variants.context(req, auth.member.locale)) };
  }

  @Post(':code/decline')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Decline a request made to me' })
  @ApiResponse({ status: 200, standardSchema: data(CoinRequest) })
  async decline(@Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.decline(auth.member, code) };
  }

  @Post(':code/cancel')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Withdraw a request I made' })
  @ApiResponse({ status: 200, standardSchema: data(CoinRequest) })
  async cancel(@Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.cancel(auth.member, code) };
  }

  @Post(':code/resend')
  @HttpCode(200)
  @Access('confirmed')
  @ApiOperation({ summary: 'Remind the member I asked (e-mail again): once a day, three times at most' })
  @ApiResponse({ status: 200, standardSchema: data(CoinRequest) })
  async resend(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('code', { schema: CoinRequestCode }) code: string) {
    return { data: await this.requests.resend(auth.member, code, this.variants.context(req, auth.member.locale)) };
  }
}
