import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A processor reversed a payment we had applied (a refund it made, or a chargeback): what staff must know. */
export interface PaymentReversal {
  paymentId: string;
  paymentReference: string;
  memberId: string;
  variant: string;
  gateway: string;
  reason: 'refund' | 'chargeback';
  kind: string;
  amountMinor: number;
  currency: string;
  amountText: string;
  /** What was taken back: coins out of the balance (and how many could not be, spent already), or a tier ended. */
  coinsReversed: number | null;
  coinsShort: number | null;
  tierEnded: string | null;
}

export type ReversalHandler = (em: EntityManager, reversal: PaymentReversal) => Promise<void>;

/**
 * Where a processor's reversal is handed to staff: the tickets module registers its handler (it opens a billing
 * ticket in the same transaction as the reversal), so payments need not import tickets (which imports payments).
 */
@Injectable()
export class ReversalDesk {
  private readonly log = new Logger('Payments');
  private handler: ReversalHandler | null = null;

  register(handler: ReversalHandler): void {
    this.handler = handler;
  }

  async open(em: EntityManager, reversal: PaymentReversal): Promise<void> {
    if (!this.handler) {
      this.log.warn({ reversal }, 'a payment was reversed and no staff desk is registered');
      return;
    }
    await this.handler(em, reversal);
  }
}
