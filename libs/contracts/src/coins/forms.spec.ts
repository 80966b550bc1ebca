import { BuyGiftCardForm, CoinRequestForm, TransferForm, TransferRequest, WithdrawForm } from './index.js';

describe('coin forms (the requests without their idempotency keys)', () => {
  it('check what the API checks, less the key', () => {
    expect(TransferForm.parse({ to: ' amber_owl ', amount: 30, note: '' })).toEqual({ to: 'amber_owl', amount: 30, note: '' });
    expect(TransferForm.safeParse({ to: 'amber_owl', amount: 0 }).error?.issues[0]?.message).toBe(TransferRequest.safeParse({ to: 'amber_owl', amount: 0, idempotencyKey: 'key-12345' }).error?.issues[0]?.message);
    expect(CoinRequestForm.safeParse({ from: '', amount: 5 }).success).toBe(false);
    expect(WithdrawForm.safeParse({ coins: 150 }).success).toBe(false);
    expect(BuyGiftCardForm.safeParse({ value: 7 }).success).toBe(false);
  });

  it('stay strict: a key sent along is refused, as the API refuses unknown fields', () => {
    expect(TransferForm.safeParse({ to: 'amber_owl', amount: 1, idempotencyKey: 'key-12345' }).success).toBe(false);
  });
});
