import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can } from '../auth/permissions';
import type { StaffPaymentRecord } from './types';
import { baseRoutes, fakeApi, listReply, renderConsole, staffMember } from '../testing/fakeApi';

const payment: StaffPaymentRecord = {
  id: '7a0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
  reference: 'pay_abcdefghij0123456789',
  memberId: 'b1',
  memberName: 'velvet_fox',
  recipientName: null,
  variant: 'shuk',
  kind: 'coins',
  status: 'succeeded',
  amountMinor: 499,
  currency: 'GBP',
  amountText: '£4.99',
  tier: null,
  coins: 500,
  gateway: 'stripe',
  gatewayRef: 'pi_123',
  failureMessage: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  refundedAt: null,
};
const withdrawal = { id: '8b0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6', memberId: 'b1', memberName: 'velvet_fox', coins: 10000, payoutText: '£50.00', status: 'awaiting-approval', attempts: 0, failureReason: null, payoutAccount: 'acct_123456', gatewayRef: null, createdAt: '2026-11-23T10:00:00.000Z', decidedAt: null };

describe('the payments resources', () => {
  it('lists payments and refunds one with a reason', async () => {
    let current: StaffPaymentRecord = payment;
    const log = fakeApi({
      ...baseRoutes('admin'),
      'GET /api/staff/payments': () => listReply('payments', [current]),
      [`GET /api/staff/payments/${payment.id}`]: () => ({ status: 200, body: current }),
      [`POST /api/staff/payments/${payment.id}/refund`]: () => {
        current = { ...payment, status: 'refunded', refundedAt: '2026-11-23T11:00:00.000Z' };
        return { status: 200, body: current };
      },
    });
    renderConsole('/staff/payments');
    expect(await screen.findByText('pay_abcdefghij0123456789', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('coins (500)')).toBeTruthy();
    fireEvent.click(screen.getByText('pay_abcdefghij0123456789'));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 8000 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'customer asked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund £4.99' }));
    await waitFor(() => expect(log.some((c) => c.key === `POST /api/staff/payments/${payment.id}/refund`)).toBe(true), { timeout: 8000 });
    expect(log.find((c) => c.key.startsWith('POST'))?.body).toEqual({ reason: 'customer asked' });
    expect(await screen.findByText('refunded', {}, { timeout: 8000 })).toBeTruthy();
  }, 40_000);

  it('shows a hosted processor’s payment with its postbacks and the chargeback that reversed it', async () => {
    const hosted: StaffPaymentRecord = {
      ...payment,
      gateway: 'hosted',
      gatewayRef: 'pay_abcdefghij0123456789',
      status: 'refunded',
      failureMessage: 'Charged back by the card holder',
      refundedAt: '2026-11-24T09:00:00.000Z',
      events: [
        { id: 'hosted_evt1', gateway: 'hosted', type: 'NewSaleSuccess', receivedAt: '2026-11-23T10:00:01.000Z' },
        { id: 'hosted_evt2', gateway: 'hosted', type: 'Chargeback', receivedAt: '2026-11-24T09:00:00.000Z' },
      ],
    };
    fakeApi({
      ...baseRoutes('admin'),
      'GET /api/staff/payments': () => listReply('payments', [hosted]),
      [`GET /api/staff/payments/${payment.id}`]: () => ({ status: 200, body: hosted }),
    });
    renderConsole(`/staff/payments/${payment.id}/show`);
    expect(await screen.findByTestId('payment-events', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Chargeback')).toBeTruthy();
    expect(screen.getByText('NewSaleSuccess')).toBeTruthy();
    expect(screen.getAllByText('Charged back by the card holder').length).toBeGreaterThan(0);
    expect(screen.getByText('hosted')).toBeTruthy();
    // Nothing left to refund.
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  }, 40_000);

  it('offers "Open ticket" on a failed payment only, which opens the ticket form with the payment', async () => {
    const failed: StaffPaymentRecord = { ...payment, id: '9c0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6', reference: 'pay_failed', status: 'failed', failureMessage: 'Your card was declined.' };
    fakeApi({
      ...baseRoutes('admin'),
      'GET /api/staff/payments': () => listReply('payments', [payment, failed]),
      [`GET /api/staff/payments/${failed.id}`]: () => ({ status: 200, body: failed }),
    });
    renderConsole('/staff/payments');
    expect(await screen.findByText('pay_failed', {}, { timeout: 8000 })).toBeTruthy();
    // One row failed: one button.
    expect(screen.getAllByRole('link', { name: 'Open ticket' })).toHaveLength(1);
    fireEvent.click(screen.getByText('pay_failed'));
    const open = await screen.findAllByRole('link', { name: 'Open ticket' }, { timeout: 8000 });
    expect(open.at(-1)!.getAttribute('href')).toBe(`/staff/tickets/create?paymentId=${failed.id}&paymentRef=pay_failed`);
    fireEvent.click(open.at(-1)!);
    expect(await screen.findByText('Open a ticket from a payment', {}, { timeout: 8000 })).toBeTruthy();
  }, 40_000);

  it('shows no "Open ticket" to a role without the tickets page', async () => {
    const failed: StaffPaymentRecord = { ...payment, status: 'failed' };
    fakeApi({
      ...baseRoutes('editor'),
      'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: { ...staffMember('editor'), pageAccess: ['payments'] } } } }),
      'GET /api/staff/me': () => ({ status: 200, body: { id: 'm1', name: 'ed', role: 'editor', homeVariant: 'shuk', pageAccess: ['payments'] } }),
      'GET /api/staff/payments': () => listReply('payments', [failed]),
    });
    renderConsole('/staff/payments');
    expect(await screen.findByText(payment.reference, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open ticket' })).toBeNull();
  }, 40_000);

  it('approves a withdrawal awaiting approval', async () => {
    const log = fakeApi({
      ...baseRoutes('global'),
      [`GET /api/staff/withdrawals/${withdrawal.id}`]: () => ({ status: 200, body: withdrawal }),
      [`PUT /api/staff/withdrawals/${withdrawal.id}`]: (body) => ({ status: 200, body: { ...withdrawal, ...(body as object) } }),
      'GET /api/staff/withdrawals': () => listReply('withdrawals', [withdrawal]),
    });
    renderConsole(`/staff/withdrawals/${withdrawal.id}`);
    expect(await screen.findByText('acct_123456', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /decision/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approve (pay out)' }));
    fireEvent.click(screen.getByRole('button', { name: /decide/i }));
    await waitFor(() => expect(log.some((c) => c.key === `PUT /api/staff/withdrawals/${withdrawal.id}`)).toBe(true));
    expect(log.find((c) => c.key.startsWith('PUT'))?.body).toMatchObject({ status: 'queued' });
  }, 40_000);

  it('opens the money resources to the payments page’s roles (and page grants) only', () => {
    const actor = (role: 'admin' | 'support' | 'moderator' | 'editor' | 'global', pageAccess: string[] = []) => ({ id: 'a', role, homeVariant: 'shuk', pageAccess });
    expect(can(actor('admin'), 'list', 'payments')).toBe(true);
    expect(can(actor('global'), 'edit', 'withdrawals')).toBe(true);
    expect(can(actor('support'), 'refund', 'payments')).toBe(false);
    expect(can(actor('support', ['payments']), 'refund', 'payments')).toBe(true);
    expect(can(actor('moderator'), 'list', 'payments')).toBe(false);
    expect(can(actor('editor'), 'list', 'subscriptions')).toBe(false);
  });
});
