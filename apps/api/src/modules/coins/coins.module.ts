import { Module, type OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { AuthedProfiles } from '../members/index.js';
import { MembersModule } from '../members/index.js';
import { StoriesModule } from '../stories/index.js';
import { LedgerRepository } from './ledger.repository.js';
import { CoinRequestsController } from './coin-requests.controller.js';
import { CoinRequestsService } from './coin-requests.service.js';
import { CoinsController } from './coins.controller.js';
import { CoinsService } from './coins.service.js';
import { GiftCardsController } from './gift-cards.controller.js';
import { GiftCardsService } from './gift-cards.service.js';
import { CoinRequestsRepository } from './coin-requests.repository.js';
import { GiftCardsRepository } from './gift-cards.repository.js';

/**
 * The coin ledger (issue 6): balances, history, transfers, tips, coin requests and gift cards. Payments and
 * withdrawals use CoinsService.
 */
@Module({
  imports: [MembersModule, AuthModule, StoriesModule],
  controllers: [CoinsController, CoinRequestsController, GiftCardsController],
  providers: [LedgerRepository, GiftCardsRepository, CoinRequestsRepository, CoinsService, CoinRequestsService, GiftCardsService],
  exports: [CoinsService],
})
export class CoinsModule implements OnModuleInit {
  constructor(
    private readonly profiles: AuthedProfiles,
    private readonly coins: CoinsService,
  ) {}

  /** The authed profile's coinBalance (SPEC 3) reads the ledger. */
  onModuleInit(): void {
    this.profiles.provideCount('coins', (member) => this.coins.balance(member.id));
  }
}
