import { randomUUID } from 'node:crypto';
import type { Client } from '../harness.js';

/** Buys a monthly Silver subscription by card (pm_card_visa, saved for renewals) through the local Stripe server. */
export async function buySilverByCard(c: Client): Promise<void> {
  const p = (await c.post('/api/payment/upgrade', { tier: 'silver', period: 'month', idempotencyKey: randomUUID() })).body.data;
  expect((await c.post(`/api/payment/process/${p.reference}`, { paymentMethod: 'pm_card_visa' })).body.data.status).toBe('succeeded');
}
