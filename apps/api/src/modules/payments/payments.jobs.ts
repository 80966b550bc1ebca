import { Injectable } from '@nestjs/common';
import type { JobPayload } from '@community/contracts';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { RenewalsService } from './renewals.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

@Injectable()
export class PaymentsJobs {
  constructor(
    private readonly renewals: RenewalsService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /** Pays a withdrawal out; throws on a transient failure so BullMQ retries it with backoff. */
  @JobHandler('coins.withdrawal-payout')
  async payout(payload: JobPayload<'coins.withdrawal-payout'>): Promise<void> {
    await this.withdrawals.payout(payload.withdrawalId);
  }

  /** Every few minutes: renew or end subscriptions at their period end. */
  @JobHandler('payments.expire-tiers')
  async expireTiers(): Promise<{ renewed: number; expired: number }> {
    return this.renewals.expireTiers();
  }
}
