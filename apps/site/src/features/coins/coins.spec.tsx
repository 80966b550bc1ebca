import type { CoinRequest } from '@community/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: () => createFakeSocket() };
});

afterEach(() => vi.unstubAllGlobals());

/** The first page of a test loads lazily (a cold chunk under jsdom can take over a second). */
const SLOW = { timeout: 8000 };

const products = { open: true, currency: 'GBP', products: [{ code: 'coins-500', coins: 500, bonus: 0, amountMinor: 499, currency: 'GBP', priceText: '£4.99' }, { code: 'coins-1100', coins: 1100, bonus: 100, amountMinor: 999, currency: 'GBP', priceText: '£9.99' }] };
/** What `/coins` loads for a member with no coins, no requests and no gift cards (the coin products on sale). */
const coinsPageApi = () => ({
  'GET /api/auth/profile': { status: 200, body: { data: profile() } },
  'GET /api/coins': { status: 200, body: { data: { balance: 0, balanceText: '0' } } },
  'GET /api/coins/requests': { status: 200, body: { data: { incoming: [], outgoing: [] } } },
  'GET /api/coins/gift-cards': { status: 200, body: { data: [] } },
  'GET /api/payment/coins': { status: 200, body: { data: products } },
});
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

  describe('coin requests', () => {
    const payer = { id: 'p1', name: 'amber_owl' };
    const me = { id: 'm1', name: 'velvet_fox' };
    const request = (over: Partial<CoinRequest>): CoinRequest => ({
      code: 'ABCDEFGHJK',
      requester: payer,
      payer: me,
      amount: 40,
      note: 'for the tickets',
      status: 'pending',
      direction: 'incoming',
      resendCount: 0,
      resendAvailableAt: '2026-01-01T00:00:00.000Z',
      transactionId: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      decidedAt: null,
      ...over,
    });
    const outgoing = (over: Partial<CoinRequest> = {}) => request({ code: 'MNPQRSTUVW', requester: me, payer: { id: 'p2', name: 'quiet_lynx' }, amount: 15, note: null, direction: 'outgoing', ...over });

    it('says honestly when there are no requests and no gift cards', async () => {
      mockApi(coinsPageApi());
      renderApp('/coins');
      expect(await screen.findByText('Nobody has asked you for coins.', {}, SLOW)).toBeTruthy();
      expect(screen.getByText('You have not asked anyone for coins.')).toBeTruthy();
      expect(await screen.findByText(/You have no gift cards yet/)).toBeTruthy();
    });

    it('says so when the requests and the gift cards cannot be loaded', async () => {
      mockApi({
        ...coinsPageApi(),
        'GET /api/coins/requests': { status: 500, body: { message: 'boom', statusCode: 500 } },
        'GET /api/coins/gift-cards': { status: 500, body: { message: 'boom', statusCode: 500 } },
      });
      renderApp('/coins');
      expect(await screen.findByText('Your coin requests could not be loaded.', {}, SLOW)).toBeTruthy();
      expect(await screen.findByText('Your gift cards could not be loaded.')).toBeTruthy();
      expect(screen.queryByText('Nobody has asked you for coins.')).toBeNull();
    });

    it('approves a request asked of me, and shows the refusal when a decline comes too late', async () => {
      let incoming = [request({}), request({ code: 'BCDEFGHJKL', amount: 5, note: null })];
      const { requests } = mockApi({
        'GET /api/auth/profile': { status: 200, body: { data: profile() } },
        'GET /api/coins': { status: 200, body: { data: { balance: 100, balanceText: '100' } } },
        'GET /api/coins/requests': () => ({ status: 200, body: { data: { incoming, outgoing: [] } } }),
        'GET /api/coins/gift-cards': { status: 200, body: { data: [] } },
        'GET /api/payment/coins': { status: 200, body: { data: products } },
        'POST /api/coins/requests/ABCDEFGHJK/approve': () => {
          incoming = incoming.map((r) => (r.code === 'ABCDEFGHJK' ? { ...r, status: 'approved', transactionId: 'tx' } : r));
          return { status: 200, body: { data: incoming[0] } };
        },
        'POST /api/coins/requests/BCDEFGHJKL/decline': { status: 409, body: { message: 'This request was already cancelled', statusCode: 409, code: 'COINS_REQUEST_NOT_PENDING' } },
      });
      renderApp('/coins');
      const line = await screen.findByTestId('coin-request-ABCDEFGHJK', {}, SLOW);
      expect(within(line).getByText('amber_owl asks you for 40 coins')).toBeTruthy();
      expect(within(line).getByText(/for the tickets/)).toBeTruthy();
      fireEvent.click(within(line).getByRole('button', { name: 'Send 40 coins' }));
      await waitFor(() => expect(within(screen.getByTestId('coin-request-ABCDEFGHJK')).getByText('Paid')).toBeTruthy());
      expect(within(screen.getByTestId('coin-request-ABCDEFGHJK')).queryByRole('button')).toBeNull();
      expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/coins/requests/ABCDEFGHJK/approve'))).toBe(true);
      fireEvent.click(within(screen.getByTestId('coin-request-BCDEFGHJKL')).getByRole('button', { name: 'Decline' }));
      expect(await screen.findByText('That did not work: This request was already cancelled')).toBeTruthy();
    });

    it('reminds and cancels my own requests; the remind button waits for the next allowed time', async () => {
      let outgoingList = [outgoing(), outgoing({ code: 'CDEFGHJKLM', resendAvailableAt: '2999-01-01T00:00:00.000Z' }), outgoing({ code: 'DEFGHJKLMN', resendAvailableAt: null, resendCount: 3 })];
      const { requests } = mockApi({
        ...coinsPageApi(),
        'GET /api/coins/requests': () => ({ status: 200, body: { data: { incoming: [], outgoing: outgoingList } } }),
        'POST /api/coins/requests/MNPQRSTUVW/resend': { status: 200, body: { data: outgoing({ resendCount: 1, resendAvailableAt: '2999-01-01T00:00:00.000Z' }) } },
        'POST /api/coins/requests/MNPQRSTUVW/cancel': () => {
          outgoingList = outgoingList.map((r) => (r.code === 'MNPQRSTUVW' ? { ...r, status: 'cancelled', resendAvailableAt: null } : r));
          return { status: 200, body: { data: outgoingList[0] } };
        },
      });
      renderApp('/coins');
      const line = await screen.findByTestId('coin-request-MNPQRSTUVW', {}, SLOW);
      expect(within(line).getByText('You asked quiet_lynx for 15 coins')).toBeTruthy();
      expect((within(screen.getByTestId('coin-request-CDEFGHJKLM')).getByRole('button', { name: 'Remind' }) as HTMLButtonElement).disabled).toBe(true);
      expect(within(screen.getByTestId('coin-request-CDEFGHJKLM')).getByText(/You can remind them again from/)).toBeTruthy();
      expect(within(screen.getByTestId('coin-request-DEFGHJKLMN')).getByText('No more reminders can be sent.')).toBeTruthy();
      fireEvent.click(within(line).getByRole('button', { name: 'Remind' }));
      await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/MNPQRSTUVW/resend'))).toBe(true));
      fireEvent.click(within(screen.getByTestId('coin-request-MNPQRSTUVW')).getByRole('button', { name: 'Cancel request' }));
      await waitFor(() => expect(within(screen.getByTestId('coin-request-MNPQRSTUVW')).getByText('Cancelled')).toBeTruthy());
    });

    it('asks a member for coins, naming a refused field and keeping the idempotency key for the retry', async () => {
      const { requests } = mockApi({
        ...coinsPageApi(),
        'POST /api/coins/requests': (r) =>
          (r.body as { from: string }).from === 'nobody'
            ? { status: 422, body: { message: 'from: No member by that name can be asked for coins', statusCode: 422, code: 'COINS_RECIPIENT_NOT_FOUND', errors: [{ field: 'from', message: 'No member by that name can be asked for coins' }] } }
            : { status: 201, body: { data: outgoing() } },
      });
      renderApp('/coins');
      const form = (await screen.findByRole('form', { name: 'Ask a member for coins' }, SLOW)) as HTMLFormElement;
      fireEvent.change(within(form).getByLabelText(/Member to ask/), { target: { value: 'nobody' } });
      fireEvent.change(within(form).getByLabelText(/Amount of coins/), { target: { value: '15' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Ask for coins' }));
      expect(await within(form).findByText('No member by that name can be asked for coins')).toBeTruthy();
      fireEvent.change(within(form).getByLabelText(/Member to ask/), { target: { value: 'quiet_lynx' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Ask for coins' }));
      await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
      const [first, second] = requests.filter((r) => r.method === 'POST').map((r) => r.body as { idempotencyKey: string; amount: number; from: string });
      expect(second).toMatchObject({ from: 'quiet_lynx', amount: 15 });
      expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
      await waitFor(() => expect((within(form).getByLabelText(/Member to ask/) as HTMLInputElement).value).toBe(''));
    });
  });

  describe('gift cards', () => {
    const card = (over: Record<string, unknown> = {}) => ({
      id: '3b0c7d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
      code: 'ABCD-EFGH-JKLM-NPQR',
      value: 250,
      relation: 'bought',
      redeemed: false,
      redeemedBy: null,
      redeemedAt: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      ...over,
    });

    it('lists my cards with their codes and who redeemed them, and buys one with a fresh idempotency key', async () => {
      let cards = [card({ id: '4b0c7d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f', code: 'BCDE-FGHJ-KLMN-PQRS', value: 100, redeemed: true, redeemedBy: { id: 'x', name: 'amber_owl' }, redeemedAt: '2026-11-24T10:00:00.000Z' })];
      const { requests } = mockApi({
        'GET /api/auth/profile': { status: 200, body: { data: profile() } },
        'GET /api/coins': { status: 200, body: { data: { balance: 300, balanceText: '300' } } },
        'GET /api/coins/requests': { status: 200, body: { data: { incoming: [], outgoing: [] } } },
        'GET /api/coins/gift-cards': () => ({ status: 200, body: { data: cards } }),
        'GET /api/payment/coins': { status: 200, body: { data: products } },
        'POST /api/coins/gift-cards': () => {
          cards = [card(), ...cards];
          return { status: 201, body: { data: { card: card(), balance: 50 } } };
        },
      });
      renderApp('/coins');
      expect(await screen.findByText('BCDE-FGHJ-KLMN-PQRS', {}, SLOW)).toBeTruthy();
      expect(screen.getByText(/Redeemed by amber_owl/)).toBeTruthy();
      fireEvent.click(screen.getByRole('radio', { name: '250 coins' }));
      fireEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
      expect(await screen.findByText('ABCD-EFGH-JKLM-NPQR')).toBeTruthy();
      expect(screen.getByText(/Not redeemed yet: give this code to someone/)).toBeTruthy();
      const buys = requests.filter((r) => r.method === 'POST').map((r) => r.body as { value: number; idempotencyKey: string });
      expect(buys).toHaveLength(1);
      expect(buys[0]!.value).toBe(250);
      expect(buys[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('redeems a code, and shows why a code is refused', async () => {
      const { requests } = mockApi({
        ...coinsPageApi(),
        'POST /api/coins/gift-cards/redeem': (r) =>
          (r.body as { code: string }).code === 'ABCD-EFGH-JKLM-NPQR'
            ? { status: 409, body: { message: 'code: This gift card has already been redeemed', statusCode: 409, code: 'COINS_GIFT_CARD_REDEEMED', errors: [{ field: 'code', message: 'This gift card has already been redeemed' }] } }
            : { status: 200, body: { data: { card: card({ relation: 'redeemed', redeemed: true, redeemedBy: { id: 'm', name: 'velvet_fox' }, redeemedAt: '2026-11-24T10:00:00.000Z' }), balance: 250 } } },
      });
      renderApp('/coins');
      const form = (await screen.findByRole('form', { name: 'Redeem a gift card' }, SLOW)) as HTMLFormElement;
      fireEvent.change(within(form).getByLabelText(/Gift card code/), { target: { value: ' ABCD-EFGH-JKLM-NPQR ' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
      expect(await within(form).findByText('This gift card has already been redeemed')).toBeTruthy();
      fireEvent.change(within(form).getByLabelText(/Gift card code/), { target: { value: 'bcde fghj klmn pqrs' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Redeem' }));
      await waitFor(() => expect((within(form).getByLabelText(/Gift card code/) as HTMLInputElement).value).toBe(''));
      expect(requests.filter((r) => r.method === 'POST').map((r) => (r.body as { code: string }).code)).toEqual(['ABCD-EFGH-JKLM-NPQR', 'bcde fghj klmn pqrs']);
    });
  });
});

