import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationsFor } from '@community/contracts';
import { mockApi } from '../../test/api-mock';
import { germanBootData, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { openOffer, openUpgrade } from '../overlays';
import { overlayStore } from '../overlays/store';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
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
  gateway: 'stripe' as const,
  cardEntry: null,
  clientSecret: null,
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

/** The subscription fields about its card: renewing fine, the card replaceable, test mode. */
const CARD_FIELDS = { renewalFailedAt: null, endsUnlessFixedAt: null, canUpdateCard: true, testMode: true };
/** A monthly Gold subscription paid by card, renewing on 1 December. */
const subscription = (over: Record<string, unknown> = {}) => ({
  id: '6d3f7c2e-1b7a-4a53-9d8e-2f1c0b9a8e71',
  tier: 'gold',
  period: 'month',
  status: 'active',
  currency: 'GBP',
  amountMinor: 1799,
  priceText: '£17.99',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingTier: null,
  paidWith: 'card',
  ...CARD_FIELDS,
  ...over,
});
/** A seven-day Gold trial started on 25 November. */
const TRIAL_SUB = subscription({
  id: '6d3f7c2e-1b7a-4a53-9d8e-2f1c0b9a8e72',
  amountMinor: 0,
  priceText: '£0.00',
  currentPeriodStart: '2026-11-25T10:00:00.000Z',
  currentPeriodEnd: '2026-12-02T10:00:00.000Z',
  cancelAtPeriodEnd: true,
  paidWith: 'trial',
  canUpdateCard: false,
});

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

  it('with live keys, Stripe’s Payment Element takes the card; paying creates the payment method and 3-D Secure is finished by handleNextAction', async () => {
    const calls: string[] = [];
    const elements = { create: () => ({ mount: (el: HTMLElement) => { el.textContent = 'card frame'; calls.push('mount'); }, destroy: () => undefined }), submit: async () => { calls.push('submit'); return {}; } };
    vi.stubGlobal('Stripe', (pk: string) => {
      calls.push(`Stripe(${pk})`);
      return {
        elements: (o: { mode: string; amount: number; currency: string }) => { calls.push(`elements(${o.mode},${o.amount},${o.currency})`); return elements; },
        createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_live_1' } }),
        handleNextAction: async (o: { clientSecret: string }) => { calls.push(`handleNextAction(${o.clientSecret})`); return {}; },
      };
    });
    const live = { testMode: false, cardEntry: { publishableKey: 'pk_live_abc', scriptUrl: 'http://127.0.0.1:9/v3/' } };
    let status = 'pending';
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': () => ({ status: 200, body: { data: payment({ ...live, status }) } }),
      'POST /api/payment/process/pay_abcdefghij0123456789': () => {
        status = 'requires_action';
        return { status: 200, body: { data: payment({ ...live, status, clientSecret: 'pi_1_secret_2' }) } };
      },
      'POST /api/payment/threed-secure': () => {
        status = 'succeeded';
        return { status: 200, body: { data: payment({ ...live, status }) } };
      },
    });
    renderApp('/payment/pay_abcdefghij0123456789');
    const button = await screen.findByTestId('pay-card', {}, SLOW);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('payment-element').textContent).toBe('card frame');
    fireEvent.click(button);
    expect(await screen.findByTestId('payment-paid', {}, SLOW)).toBeTruthy();
    expect(calls).toEqual(['Stripe(pk_live_abc)', 'elements(payment,1799,gbp)', 'mount', 'submit', 'handleNextAction(pi_1_secret_2)']);
    expect(requests.find((r) => r.url.includes('/process/'))?.body).toEqual({ paymentMethod: 'pm_live_1' });
    expect(screen.queryByText(/Card entry for live payments/)).toBeNull();
    vi.unstubAllGlobals();
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

  it('a hosted processor’s payment sends the member to its form, and back from it waits for the processor (no test cards)', async () => {
    const form = 'http://127.0.0.1:23564/form/demo-form?reference=pay_abcdefghij0123456789';
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': { status: 200, body: { data: payment({ status: 'requires_action', gateway: 'hosted', testMode: false, actionUrl: form }) } },
    });
    renderApp('/payment/pay_abcdefghij0123456789');
    const go = await screen.findByTestId('hosted-continue', {}, SLOW);
    expect(go.getAttribute('href')).toBe(form);
    expect(go.textContent).toBe('Continue to the secure payment form');
    expect(screen.queryByTestId('pay')).toBeNull();
    expect(screen.queryByText(/Card entry for live payments/)).toBeNull();
  });

  it('back from the hosted form, the page says it waits for the processor’s confirmation instead of granting anything', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/upgrade/pay_abcdefghij0123456789': { status: 200, body: { data: payment({ status: 'requires_action', gateway: 'hosted', testMode: false, actionUrl: 'http://127.0.0.1:1/form/x' }) } },
    });
    renderApp('/payment/pay_abcdefghij0123456789?returned=1');
    expect(await screen.findByTestId('hosted-waiting', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/waiting for the payment processor to confirm/)).toBeTruthy();
    expect(screen.queryByTestId('hosted-continue')).toBeNull();
  });

  it('the subscription page cancels at the period end and resumes', async () => {
    const sub = subscription();
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

  it('offers the free trial on the upgrade page to a member who may take it, and starts it', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/upgrades': { status: 200, body: { data: upgrades } },
      'GET /api/payment/upgrade': { status: 200, body: { data: prices } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: null } } },
      'GET /api/payment/trial': { status: 200, body: { data: { available: true, refusal: null, tier: 'gold', days: 7 } } },
      'POST /api/payment/trial': { status: 201, body: { data: TRIAL_SUB } },
    });
    renderApp('/upgrade');
    const card = await screen.findByTestId('free-trial', {}, SLOW);
    expect(card.textContent).toContain('Try Gold free for 7 days. No card needed');
    fireEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText('Your free trial of Gold has started.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/payment/trial'))).toHaveLength(1);
    // During the trial, Gold itself can still be bought (the trial lends it).
    await waitFor(() => expect((screen.getByRole('button', { name: 'Buy Gold' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows no trial to a member who may not take it', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/upgrades': { status: 200, body: { data: upgrades } },
      'GET /api/payment/upgrade': { status: 200, body: { data: prices } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: null } } },
      'GET /api/payment/trial': { status: 200, body: { data: { available: false, refusal: 'used', tier: 'gold', days: 7 } } },
    });
    renderApp('/upgrade');
    expect(await screen.findByText('£17.99', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('free-trial')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start my free trial' })).toBeNull();
  });

  it('the subscription page shows a running trial: when it ends and how to keep the tier, no renewal controls', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: TRIAL_SUB } } },
    });
    renderApp('/payment/subscription');
    expect(await screen.findByText('A free trial: nothing to pay, and nothing renews.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByText(/^Ends on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keep Gold after the trial' }).getAttribute('href')).toBe('/upgrade');
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep my subscription' })).toBeNull();
    expect(screen.queryByText('Change tier')).toBeNull();
  });

  it('speaks the variant’s language: a German member manages the subscription in German', async () => {
    const sub = subscription({ currency: 'EUR', priceText: '17,99 €' });
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: sub } } },
      'GET /api/payment/subscription/change': { status: 200, body: { data: { tier: 'silver', amountDueMinor: 0, amountDueText: '0,00 €', effective: 'period-end' } } },
      'POST /api/payment/subscription/cancel': { status: 200, body: { data: { ...sub, cancelAtPeriodEnd: true } } },
    });
    document.cookie = 'age-confirm=1; path=/';
    const de = germanBootData();
    renderApp('/payment/subscription', de);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Abo' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Per Karte bezahlt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verlängerung kündigen' }));
    expect(await screen.findByRole('button', { name: 'Abo behalten' })).toBeTruthy();
    expect(screen.queryByText('Your subscription')).toBeNull();
    expect(screen.queryByText('Paid by card')).toBeNull();
  });
});

describe('replacing the subscription’s card', () => {
  const SUB_ID = '6d3f7c2e-1b7a-4a53-9d8e-2f1c0b9a8e71';
  const base = subscription();
  const failing = { ...base, renewalFailedAt: '2026-11-28T09:00:00.000Z', endsUnlessFixedAt: '2026-12-01T00:00:00.000Z' };
  const renewed = { ...base, currentPeriodStart: '2026-12-01T00:00:00.000Z', currentPeriodEnd: '2027-01-01T00:00:00.000Z' };
  const update = (over: Record<string, unknown> = {}) => ({ reference: 'cu_abcdefghij0123456789', status: 'succeeded', actionUrl: null, clientSecret: null, failureMessage: null, subscription: renewed, ...over });
  const preview = { 'GET /api/payment/subscription/change': { status: 200, body: { data: { tier: 'silver', amountDueMinor: 0, amountDueText: '£0.00', effective: 'period-end' } } } };

  it('after a failed renewal the page warns instead of "renews on", and "Update card" saves a test card and renews at once', async () => {
    let saved = false;
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': () => ({ status: 200, body: { data: { subscription: saved ? renewed : failing } } }),
      ...preview,
      [`POST /api/payment/subscription/${SUB_ID}/card`]: () => {
        saved = true;
        return { status: 200, body: { data: update() } };
      },
    });
    renderApp('/payment/subscription');
    const warning = await screen.findByTestId('renewal-failed', {}, SLOW);
    expect(warning.textContent).toContain('Your renewal failed');
    expect(warning.textContent).toMatch(/We could not renew Gold with your card on .+\. We try again every day; unless you update your card, Gold ends on .+\./);
    expect(screen.queryByText(/^Renews on/)).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Update card' }));
    const panel = await screen.findByTestId('update-card');
    expect(within(panel).getByText('Test mode: choose a test card (no money moves).')).toBeTruthy();
    fireEvent.click(within(panel).getByTestId('save-card'));
    expect(await within(panel).findByText('Your new card is saved: renewals use it from now on.')).toBeTruthy();
    const body = requests.find((r) => r.method === 'POST')?.body as { paymentMethod: string; idempotencyKey: string };
    expect(body.paymentMethod).toBe('pm_card_visa');
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The subscription the answer carries replaces the warning.
    await waitFor(() => expect(screen.queryByTestId('renewal-failed')).toBeNull());
    expect(screen.getByText(/^Renews on/)).toBeTruthy();
  });

  it('a card that asks for 3-D Secure sends the browser to the bank', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: base } } },
      ...preview,
      [`POST /api/payment/subscription/${SUB_ID}/card`]: { status: 200, body: { data: update({ status: 'requires_action', actionUrl: 'http://127.0.0.1:9/3ds/seti_1', subscription: base }) } },
    });
    renderApp('/payment/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }, SLOW));
    const panel = await screen.findByTestId('update-card');
    fireEvent.click(within(panel).getByRole('radio', { name: 'Card that asks for 3-D Secure' }));
    fireEvent.click(within(panel).getByTestId('save-card'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/3ds/seti_1'));
    expect((requests.find((r) => r.method === 'POST')?.body as { paymentMethod: string }).paymentMethod).toBe('pm_card_threeDSecure2Required');
    expect(within(panel).getByText('Your bank wants to confirm this card. Taking you there…')).toBeTruthy();
  });

  it('a declined card keeps the old one and says why', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: base } } },
      ...preview,
      [`POST /api/payment/subscription/${SUB_ID}/card`]: { status: 200, body: { data: update({ status: 'failed', failureMessage: 'Your card was declined.', subscription: base }) } },
    });
    renderApp('/payment/subscription/card');
    // `/payment/subscription/card` opens the form at once.
    const panel = await screen.findByTestId('update-card', {}, SLOW);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Card that is declined' }));
    fireEvent.click(within(panel).getByTestId('save-card'));
    expect(await within(panel).findByText('The card was not saved: Your card was declined.')).toBeTruthy();
  });

  it('back from the bank, the page completes the card update and shows it saved', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: base } } },
      ...preview,
      'POST /api/payment/subscription/card/threed-secure': { status: 200, body: { data: update({ subscription: base }) } },
    });
    renderApp('/payment/subscription/card?update=cu_abcdefghij0123456789&setup_intent=seti_1');
    expect(await screen.findByTestId('card-saved', {}, SLOW)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ reference: 'cu_abcdefghij0123456789' }]);
  });

  it('with live keys there is no card form: it says card entry is not available on this server yet', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: { ...failing, testMode: false } } } },
      ...preview,
    });
    renderApp('/payment/subscription');
    const warning = await screen.findByTestId('renewal-failed', {}, SLOW);
    fireEvent.click(within(warning).getByRole('button', { name: 'Update card' }));
    const panel = await screen.findByTestId('update-card');
    expect(within(panel).getByTestId('card-live-not-yet').textContent).toBe(
      'Card entry is not available on this server yet, so your card cannot be replaced here. Renewals keep using the card you have.',
    );
    expect(within(panel).queryByTestId('save-card')).toBeNull();
    expect(within(panel).queryByRole('radio')).toBeNull();
  });

  it('offers no card update where the subscription has no card (coins, gifts)', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/payment/subscription': { status: 200, body: { data: { subscription: { ...base, paidWith: 'coins', canUpdateCard: false } } } },
      ...preview,
    });
    renderApp('/payment/subscription/card');
    expect(await screen.findByText(/^Renews on/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
    expect(screen.queryByTestId('update-card')).toBeNull();
  });
});

describe('offer dialog', () => {
  afterEach(() => act(() => overlayStore.close('offer')));
  const offer = (available: boolean) => ({ available, tier: 'gold', period: 'month', amountMinor: 899, regularMinor: 1799, currency: 'GBP', priceText: '£8.99', regularText: '£17.99', expiresAt: available ? '2026-11-27T10:00:00.000Z' : null });
  const routes = (available: boolean) => ({
    'GET /api/auth/profile': { status: 200, body: { data: profile() } },
    'GET /api/upgrades': { status: 200, body: { data: upgrades } },
    'GET /api/payment/subscription': { status: 200, body: { data: { subscription: null } } },
    'GET /api/payment/upgrade/offer': { status: 200, body: { data: offer(available) } },
  });

  it('shows the member’s offer where payments are open and leads to /upgrade/offer', async () => {
    const { requests } = mockApi(routes(true));
    renderApp('/payment/subscription');
    expect(await screen.findByText('You have no subscription.', {}, SLOW)).toBeTruthy();
    act(() => openOffer());
    const box = await screen.findByTestId('offer-dialog', {}, SLOW);
    expect(await within(box).findByText('Your first month of Gold for £8.99 instead of £17.99.')).toBeTruthy();
    expect(within(box).getByText(/^The offer ends/)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Take the offer' }).getAttribute('href')).toBe('/upgrade/offer');
    expect(within(box).queryByText('There is no offer for you right now.')).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/api/payment/upgrade/offer'))).toBe(true);
  });

  it('says there is no offer when the member has none', async () => {
    mockApi(routes(false));
    renderApp('/payment/subscription');
    expect(await screen.findByText('You have no subscription.', {}, SLOW)).toBeTruthy();
    act(() => openOffer());
    const box = await screen.findByTestId('offer-dialog', {}, SLOW);
    expect(await within(box).findByText('There is no offer for you right now.')).toBeTruthy();
    expect(within(box).queryByRole('link', { name: 'Take the offer' })).toBeNull();
    expect(within(box).getByRole('link', { name: 'Compare memberships' })).toBeTruthy();
  });
});

describe('upgrade dialog where payments are open', () => {
  afterEach(() => act(() => overlayStore.close('upgrade')));
  const routes = {
    'GET /api/auth/profile': { status: 200, body: { data: profile() } },
    'GET /api/upgrades': { status: 200, body: { data: upgrades } },
    'GET /api/payment/subscription': { status: 200, body: { data: { subscription: null } } },
    'GET /api/payment/trial': { status: 200, body: { data: { available: true, refusal: null, tier: 'gold', days: 7 } } },
  };

  it('offers the free trial to a member who may take it', async () => {
    mockApi(routes);
    renderApp('/payment/subscription');
    expect(await screen.findByText('You have no subscription.', {}, SLOW)).toBeTruthy();
    act(() => openUpgrade({ reason: 'footer' }));
    const box = await screen.findByTestId('upgrade-dialog', {}, SLOW);
    expect(await within(box).findByTestId('free-trial')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Start my free trial' })).toBeTruthy();
  });

  it('shows no trial when the dialog is about a gift for someone else', async () => {
    const { requests } = mockApi(routes);
    renderApp('/payment/subscription');
    expect(await screen.findByText('You have no subscription.', {}, SLOW)).toBeTruthy();
    act(() => openUpgrade({ reason: 'gift', gift: 'velvet_fox' }));
    const box = await screen.findByTestId('upgrade-dialog', {}, SLOW);
    expect(await within(box).findByRole('link', { name: 'Compare memberships' })).toBeTruthy();
    expect(within(box).queryByTestId('free-trial')).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/api/payment/trial'))).toBe(false);
  });
});

describe('payments catalogue', () => {
  it('has every coins and payments string translated in each variant language (none left in English)', () => {
    const en: Readonly<Record<string, string>> = translationsFor('en_GB');
    const keys = Object.keys(en).filter((k) => k.startsWith('coins.') || k.startsWith('payments.'));
    expect(keys.length).toBeGreaterThan(170);
    // Only a line made of placeholders alone ("{tier}, {period}") may read the same in every language.
    const same = new Set(['payments.kind.upgrade']);
    const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of ['de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pl_PL', 'pt_BR'] as const) {
      const tr: Readonly<Record<string, string>> = translationsFor(locale);
      const untranslated = keys.filter((k) => !same.has(k) && tr[k] === en[k]);
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
      // Every placeholder survives translation (a language may put them in another order).
      for (const k of keys) expect({ locale, k, p: placeholders(tr[k]) }).toEqual({ locale, k, p: placeholders(en[k]) });
    }
  });
});
