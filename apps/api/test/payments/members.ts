import { randomUUID } from 'node:crypto';
import type { Client, TestApp } from '../harness.js';

/** A new member, logged in on `host` (default: the default variant's host). */
export async function loggedInMember(t: TestApp, opts: { host?: string; homeVariant?: string } = {}) {
  const m = await t.createMember({ homeVariant: opts.homeVariant });
  const c = t.client(opts.host);
  expect((await c.login(m.name, m.password)).status).toBe(200);
  return { m, c };
}

/** Buys a monthly Silver subscription by card (pm_card_visa, saved for renewals) through the local Stripe server. */
export async function buySilverByCard(c: Client): Promise<void> {
  const p = (await c.post('/api/payment/upgrade', { tier: 'silver', period: 'month', idempotencyKey: randomUUID() })).body.data;
  expect((await c.post(`/api/payment/process/${p.reference}`, { paymentMethod: 'pm_card_visa' })).body.data.status).toBe('succeeded');
}
