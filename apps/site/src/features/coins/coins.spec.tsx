import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../realtime/fake-socket');
  return { io: () => createFakeSocket() };
});

afterEach(() => vi.unstubAllGlobals());

/** The first page of a test loads lazily (a cold chunk under jsdom can take over a second). */
const SLOW = { timeout: 8000 };

const products = { open: true, currency: 'GBP', products: [{ code: 'coins-500', coins: 500, bonus: 0, amountMinor: 499, currency: 'GBP', priceText: '£4.99' }, { code: 'coins-1100', coins: 1100, bonus: 100, amountMinor: 999, currency: 'GBP', priceText: '£9.99' }] };
const tx = { id: '0b0c7d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f', kind: 'transfer', amount: -30, balanceAfter: 70, counterparty: { id: 'x', name: 'amber_owl' }, note: null, reference: null, createdAt: '2026-11-23T10:00:00.000Z' };

describe('coins pages', () => {
  it('shows the balance and packs, and sends coins with an idempotency key, naming a refused field', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/coins': { status: 200, body: { data: { balance: 100, balanceText: '100' } } },
      'GET /api/payment/coins': { status: 200, body: { data: products } },
      'POST /api/coins/transfer': (r) =>
        (r.body as { amount: number }).amount > 100
          ? { status: 422, body: { message: 'amount: Not enough coins: you have 100', statusCode: 422, code: 'COINS_INSUFFICIENT', errors: [{ field: 'amount', message: 'Not enough coins: you have 100' }] } }
          : { status: 201, body: { data: { transaction: tx, balance: 70, replayed: false } } },
    });
    renderApp('/coins');
    expect(await screen.findByText('100 coins', {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy for £9.99' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Member name/), { target: { value: 'amber_owl' } });
    fireEvent.change(screen.getByLabelText(/^Coins/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send coins' }));
    expect(await screen.findByText('Not enough coins: you have 100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Coins/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send coins' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [first, second] = requests.filter((r) => r.method === 'POST').map((r) => r.body as { idempotencyKey: string; amount: number; to: string });
    expect(second).toMatchObject({ to: 'amber_owl', amount: 30 });
    // The retry of the same send (after the refusal) keeps its key; a new send after success gets a new one.
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('lists the history with the other member and the signed amount', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/coins/history': { status: 200, body: { data: { items: [tx, { ...tx, id: '1b0c7d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f', kind: 'purchase', amount: 100, balanceAfter: 100, counterparty: null }], next: null } } },
    });
    renderApp('/coins/history');
    expect(await screen.findByText('-30', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('+100')).toBeTruthy();
    expect(screen.getByText('Bought coins')).toBeTruthy();
    expect(screen.getByText(/with amber_owl/)).toBeTruthy();
  });

  it('withdraws: needs a payout account first, then shows each withdrawal’s state', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/coins': { status: 200, body: { data: { balance: 5000, balanceText: '5,000' } } },
      'GET /api/coins/withdraw/products': { status: 200, body: { data: { currency: 'GBP', minCoins: 1000, maxCoins: 1000000, approvalFromCoins: 10000, products: [{ coins: 1000, payoutMinor: 500, payoutText: '£5.00' }], available: false, payoutAccount: null } } },
      'GET /api/coins/withdrawals': { status: 200, body: { data: [{ id: '2b0c7d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f', coins: 1000, payoutMinor: 500, currency: 'GBP', payoutText: '£5.00', status: 'failed', attempts: 5, failureReason: 'No such destination account', createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' }] } },
    });
    renderApp('/coins/manage/withdraw');
    expect(await screen.findByText(/Set your payout account/, {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('Failed — coins returned')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
