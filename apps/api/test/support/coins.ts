import { randomUUID } from 'node:crypto';
import { CoinsService } from '../../src/modules/coins/coins.service.js';
import { expect } from '@jest/globals';
import type { TestApp } from '../harness.js';

/** Gives a member `amount` coins from the system's issuance account (a grant, as in the tests' setup). */
export async function grantCoins(t: TestApp, memberId: string, amount: number): Promise<void> {
  await t.app
    .get(CoinsService)
    .move({ kind: 'grant', from: { system: 'issuance' }, to: { member: memberId }, amount, scope: 'system:test', idempotencyKey: randomUUID(), initiatorId: null });
}

/** A new member, signed in, holding `coins` (granted) when asked. */
export async function memberWithCoins(t: TestApp, opts: { confirmed?: boolean; coins?: number } = {}) {
  const { m, c } = await t.signedInMember({ confirmed: opts.confirmed });
  if (opts.coins) await grantCoins(t, m.id, opts.coins);
  return { m, c };
}

/** The ledger's audit finds nothing wrong: it sums to zero, no balance or transaction is off, nobody is below zero. */
export async function expectLedgerSound(t: TestApp): Promise<void> {
  expect(await t.app.get(CoinsService).audit()).toEqual({ total: 0, mismatched: 0, unbalancedTransactions: 0, negativeMembers: 0 });
}
