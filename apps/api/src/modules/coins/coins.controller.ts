import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  CoinBalance,
  CoinHistoryPage,
  CoinHistoryQuery,
  CoinMoveResult,
  CoinSettings,
  CoinSettingsUpdate,
  CoinTransaction,
  TipRequest,
  TransferRequest,
} from '@community/contracts';
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { CoinsService } from './coins.service.js';

const TransactionId = z.uuid('transaction must be a transaction id');
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** SPEC 7's per-member coins resource: my balance, history, transfers, tips and settings. Only ever my own. */
@ApiTags('coins')
@Controller('api/coins')
export class CoinsController {
  constructor(private readonly coins: CoinsService) {}

  @Get()
  @Access('member')
  @ApiOperation({ summary: 'My coin balance' })
  @ApiResponse({ status: 200, standardSchema: data(CoinBalance) })
  async balance(@Viewer() auth: AuthContext) {
    return { data: await this.coins.balanceView(auth.member) };
  }

  @Get('history')
  @Access('member')
  @ApiOperation({ summary: 'My coin history, newest first (keyset cursor `after`)' })
  @ApiResponse({ status: 200, standardSchema: data(CoinHistoryPage) })
  async history(@Viewer() auth: AuthContext, @Query({ schema: CoinHistoryQuery }) q: z.infer<typeof CoinHistoryQuery>) {
    return { data: await this.coins.history(auth.member, q.after, q.limit) };
  }

  @Get('history/:transaction')
  @Access('member')
  @ApiOperation({ summary: 'One transaction of mine (another member’s answers 404)' })
  @ApiResponse({ status: 200, standardSchema: data(CoinTransaction) })
  async transaction(@Viewer() auth: AuthContext, @Param('transaction', { schema: TransactionId }) id: string) {
    return { data: await this.coins.transactionFor(auth.member, id) };
  }

  @Post('transfer')
  @Access('confirmed')
  @ApiOperation({ summary: 'Send coins to a member by name; idempotent by idempotencyKey (a retry moves nothing and returns the first result)' })
  @ApiResponse({ status: 201, standardSchema: data(CoinMoveResult) })
  async transfer(@Viewer() auth: AuthContext, @Body({ schema: TransferRequest }) body: z.infer<typeof TransferRequest>) {
    return { data: await this.coins.transfer(auth.member, body) };
  }

  @Post('tip')
  @Access('confirmed')
  @ApiOperation({ summary: 'Tip a story’s author; idempotent by idempotencyKey' })
  @ApiResponse({ status: 201, standardSchema: data(CoinMoveResult) })
  async tip(@Viewer() auth: AuthContext, @Body({ schema: TipRequest }) body: z.infer<typeof TipRequest>) {
    return { data: await this.coins.tip(auth.member, body) };
  }

  @Get('settings')
  @Access('member')
  @ApiOperation({ summary: 'My coin settings (where withdrawals are paid)' })
  @ApiResponse({ status: 200, standardSchema: data(CoinSettings) })
  async settings(@Viewer() auth: AuthContext) {
    return { data: { payoutAccount: await this.coins.payoutAccount(auth.member.id) } };
  }

  @Put('settings')
  @Access('confirmed')
  @ApiOperation({ summary: 'Change my coin settings' })
  @ApiResponse({ status: 200, standardSchema: data(CoinSettings) })
  async updateSettings(@Viewer() auth: AuthContext, @Body({ schema: CoinSettingsUpdate }) body: z.infer<typeof CoinSettingsUpdate>) {
    await this.coins.setPayoutAccount(auth.member.id, body.payoutAccount);
    return { data: { payoutAccount: body.payoutAccount } };
  }
}
