import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../realtime/fake-socket');
  return { io: () => createFakeSocket() };
});

const payment = (over: Record<string, unknown> = {}) => ({
  reference: 'pay_abcdefghij0123456789',
  kind: 'upgrade',
  status: 'pending',
  amountMinor: 1799,
  currency: 'GBP',
  amountText: '£17.99',
  tier: 'gold',
  period: 'month',
  coins: null,
  recipient: null,
  failureMessage: null,
  actionUrl: null,
  testMode: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const upgrades = { paid: true, paymentsOpen: true, canUpgrade: true, currentTier: 'free', tiers: [{ tier: 'silver', benefits: ['start-conversations', 'star-badge'] }, { tier: 'gold', benefits: ['start-conversations', 'star-badge'] }, { tier: 'platinum', benefits: ['start-conversations', 'crown-badge'] }] };
const price = (tier: string, period: string, amountMinor: number, priceText: string) => ({ tier, period, amountMinor, currency: 'GBP', priceText, monthlyText: priceText });
const prices = {
  currency: 'GBP',
  open: true,
  prices: ['silver', 'gold', 'platinum'].flatMap((tier, i) => [price(tier, 'month', [999, 1799, 2999][i]!, ['£9.99', '£17.99', '£29.99'][i]!), price(tier, 'quarter', 1, 'q'), price(tier, 'year', 1, 'y')]),
  coinPrices: [{ tier: 'silver', coins: 1000 }, { tier: 'gold', coins: 1800 }, { tier: 'platinum', coins: 3000 }],
};

afterEach(() => vi.unstubAllGlobals());

/** The first page of a test loads lazily (a cold chunk under jsdom can take over a second). */
const SLOW = { timeout: 8000 };

describe('payments pages', () => {
  it('the upgrade page shows prices where payments are open and starts a Gold payment with an idempotency key', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/upgrades': { status: 200, body: { data: upgrades } },
      'GET /api/payment/upgrade': { status: 200, body: { data: prices } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: null } } },
      'POST /api/payment/upgrade': { status: 201, body: { data: payment() } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': { status: 200, body: { data: payment() } },
    });
    renderApp('/upgrade');
    expect(await screen.findByText('£17.99', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Gold' }));
    expect(await screen.findByTestId('payment-page', {}, SLOW)).toBeTruthy();
    const body = requests.find((r) => r.method === 'POST')?.body as { tier: string; period: string; idempotencyKey: string };
    expect(body).toMatchObject({ tier: 'gold', period: 'month' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pays with a test card; a 3-D Secure answer sends the browser to the bank', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': { status: 200, body: { data: payment() } },
      'POST /api/payment/process/pay_abcdefghij0123456789': { status: 200, body: { data: payment({ status: 'requires_action', actionUrl: 'http://127.0.0.1:9/3ds/pi_1' }) } },
    });
    renderApp('/payment/pay_abcdefghij0123456789');
    fireEvent.click(await screen.findByRole('radio', { name: 'Card that asks for 3-D Secure' }, SLOW));
    fireEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/3ds/pi_1'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ paymentMethod: 'pm_card_threeDSecure2Required' });
    expect(await screen.findByText('Waiting for your bank')).toBeTruthy();
  });

  it('back from the bank, the 3-D Secure page completes the payment and shows it paid', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'POST /api/payment/threed-secure': { status: 200, body: { data: payment({ status: 'succeeded' }) } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': { status: 200, body: { data: payment({ status: 'succeeded' }) } },
    });
    renderApp('/payment/threed-secure/pay_abcdefghij0123456789?payment_intent=pi_1');
    expect(await screen.findByTestId('payment-paid', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Paid — thank you!')).toBeTruthy();
  });

  it('says honestly that live card entry is not built when the gateway is not in test mode', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': { status: 200, body: { data: payment({ testMode: false }) } },
    });
    renderApp('/payment/pay_abcdefghij0123456789');
    expect(await screen.findByText(/Card entry for live payments/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('pay')).toBeNull();
  });

  it('the subscription page cancels at the period end and resumes', async () => {
    const sub = { id: '6d3f7c2e-1b7a-4a53-9d8e-2f1c0b9a8e71', tier: 'gold', period: 'month', status: 'active', currency: 'GBP', amountMinor: 1799, priceText: '£17.99', currentPeriodStart: '2026-11-01T00:00:00.000Z', currentPeriodEnd: '2026-12-01T00:00:00.000Z', cancelAtPeriodEnd: false, pendingTier: null, paidWith: 'card' };
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: sub } } },
      'GET /api/payment/subscription/change': { status: 200, body: { data: { tier: 'silver', amountDueMinor: 0, amountDueText: '£0.00', effective: 'period-end' } } },
      'POST /api/payment/subscription/cancel': { status: 200, body: { data: { ...sub, cancelAtPeriodEnd: true } } },
      'POST /api/payment/subscription/resume': { status: 200, body: { data: sub } },
    });
    renderApp('/payment/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel renewal' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel renewal' })).toBeTruthy();
    expect(screen.getByText('Takes effect at the end of this period; nothing to pay now')).toBeTruthy();
  });
});
