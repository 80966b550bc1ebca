import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import {
  COIN_REQUEST_CODE_PATTERN,
  GIFT_CARD_VALUES,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_COIN_AMOUNT,
  MAX_WITHDRAWAL_COINS,
  MIN_WITHDRAWAL_COINS,
  PAID_TIERS,
} from '@community/domain';

/** Coins (issue 6): balance, history, transfers, tips, paying for a tier, withdrawals. Amounts are whole coins. */

export const IdempotencyKey = z
  .string('idempotencyKey is required')
  .regex(IDEMPOTENCY_KEY_PATTERN, 'idempotencyKey must be 8–100 letters, digits or . _ : -');

export const CoinAmount = z
  .number('amount must be a number')
  .int('amount must be a whole number of coins')
  .min(1, 'amount must be at least 1 coin')
  .max(MAX_COIN_AMOUNT, `amount must be at most ${MAX_COIN_AMOUNT} coins`);

export const CoinBalance = z.object({ balance: z.number().int().min(0), balanceText: z.string() });
export type CoinBalance = z.infer<typeof CoinBalance>;

export const COIN_TRANSACTION_KINDS = [
  'purchase',
  'transfer',
  'tip',
  'upgrade',
  'withdrawal',
  'withdrawal-return',
  'refund',
  'grant',
  'request',
  'gift-card',
  'gift-card-redeem',
] as const;
export type CoinTransactionKind = (typeof COIN_TRANSACTION_KINDS)[number];

/** One line of my history: `amount` is signed from my side (+ received, − spent). */
export const CoinTransaction = z.object({
  id: z.uuid(),
  kind: z.enum(COIN_TRANSACTION_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int().min(0),
  counterparty: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  /** What it was for: a story id (tips), a payment reference (purchases), a withdrawal id. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type CoinTransaction = z.infer<typeof CoinTransaction>;

export const CoinHistoryPage = pageOf(CoinTransaction);
export type CoinHistoryPage = z.infer<typeof CoinHistoryPage>;

export const CoinHistoryQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number('limit must be a number').int().min(1).max(100).default(25),
});

export const TransferRequest = z.strictObject({
  to: z.string('to must be a member name').trim().min(1, 'to must be a member name').max(60),
  amount: CoinAmount,
  note: z.string().trim().max(200, 'note must be at most 200 characters').optional(),
  idempotencyKey: IdempotencyKey,
});
export type TransferRequest = z.infer<typeof TransferRequest>;
/** The send-coins form: the request without its idempotency key (one per send attempt, made by the client). */
export const TransferForm = TransferRequest.omit({ idempotencyKey: true });
export type TransferForm = z.infer<typeof TransferForm>;

export const TipRequest = z.strictObject({
  storyId: z.uuid('storyId must be a story id'),
  amount: CoinAmount,
  note: z.string().trim().max(200, 'note must be at most 200 characters').optional(),
  idempotencyKey: IdempotencyKey,
});
export type TipRequest = z.infer<typeof TipRequest>;

/** The result of moving coins: the transaction (the original one when the key was seen before) and my new balance. */
export const CoinMoveResult = z.object({ transaction: CoinTransaction, balance: z.number().int().min(0), replayed: z.boolean() });
export type CoinMoveResult = z.infer<typeof CoinMoveResult>;

export const CoinUpgradeRequest = z.strictObject({ tier: z.enum(PAID_TIERS, 'tier must be silver, gold or platinum'), idempotencyKey: IdempotencyKey });

export const WITHDRAWAL_STATUSES = ['awaiting-approval', 'queued', 'processing', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const Withdrawal = z.object({
  id: z.uuid(),
  coins: z.number().int(),
  payoutMinor: z.number().int(),
  currency: z.string(),
  payoutText: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  attempts: z.number().int(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawalProducts = z.object({
  currency: z.string(),
  minCoins: z.number().int(),
  maxCoins: z.number().int(),
  approvalFromCoins: z.number().int(),
  products: z.array(z.object({ coins: z.number().int(), payoutMinor: z.number().int(), payoutText: z.string() })),
  /** Whether payouts can be made here now (a gateway is configured and my payout account is set). */
  available: z.boolean(),
  payoutAccount: z.string().nullable(),
});
export type WithdrawalProducts = z.infer<typeof WithdrawalProducts>;

export const WithdrawRequest = z.strictObject({
  coins: z
    .number('coins must be a number')
    .int('coins must be a whole number')
    .min(MIN_WITHDRAWAL_COINS, `coins must be at least ${MIN_WITHDRAWAL_COINS}`)
    .max(MAX_WITHDRAWAL_COINS, `coins must be at most ${MAX_WITHDRAWAL_COINS}`)
    .refine((n) => n % 100 === 0, 'coins must be a multiple of 100'),
  idempotencyKey: IdempotencyKey,
});
/** The withdraw form: the request without its idempotency key. */
export const WithdrawForm = WithdrawRequest.omit({ idempotencyKey: true });
export type WithdrawForm = z.infer<typeof WithdrawForm>;

/** Coin settings: where withdrawals are paid (a Stripe connected account id, `acct_…`). */
export const CoinSettings = z.object({ payoutAccount: z.string().nullable() });
export const CoinSettingsUpdate = z.strictObject({
  payoutAccount: z
    .string('payoutAccount must be text')
    .regex(/^acct_[A-Za-z0-9]{6,64}$/, 'payoutAccount must be a Stripe account id (acct_…)')
    .nullable(),
});

/** Socket event: my balance changed (SPEC 4 "coin balance update"). */
export type CoinBalanceEvent = { balance: number; balanceText: string };

/** Coin requests: I ask a member for coins; they approve (the coins move to me) or decline. */
export const COIN_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type CoinRequestStatus = (typeof COIN_REQUEST_STATUSES)[number];

export const CoinRequestCode = z.string().regex(COIN_REQUEST_CODE_PATTERN, 'code must be a coin request code');

export const CoinRequest = z.object({
  code: z.string(),
  /** Who asks (receives the coins). */
  requester: z.object({ id: z.string(), name: z.string() }),
  /** Who is asked (pays). */
  payer: z.object({ id: z.string(), name: z.string() }),
  amount: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(COIN_REQUEST_STATUSES),
  /** Whether I am the one asked (incoming) or the one asking (outgoing). */
  direction: z.enum(['incoming', 'outgoing']),
  resendCount: z.number().int(),
  /** When the requester may send a reminder next; null when no more reminders can go. */
  resendAvailableAt: z.string().nullable(),
  /** The ledger transaction once approved. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CoinRequest = z.infer<typeof CoinRequest>;

export const CoinRequestList = z.object({ incoming: z.array(CoinRequest), outgoing: z.array(CoinRequest) });
export type CoinRequestList = z.infer<typeof CoinRequestList>;

export const CreateCoinRequest = z.strictObject({
  from: z.string('from must be a member name').trim().min(1, 'from must be a member name').max(60),
  amount: CoinAmount,
  note: z.string().trim().max(200, 'note must be at most 200 characters').optional(),
  idempotencyKey: IdempotencyKey,
});
export type CreateCoinRequest = z.infer<typeof CreateCoinRequest>;
/** The ask-for-coins form: the request without its idempotency key. */
export const CoinRequestForm = CreateCoinRequest.omit({ idempotencyKey: true });
export type CoinRequestForm = z.infer<typeof CoinRequestForm>;

/** Gift cards: bought with coins, redeemed once by code. */
export const GiftCard = z.object({
  id: z.uuid(),
  /** The code as shown (groups of four); only ever sent to its buyer or its redeemer. */
  code: z.string(),
  value: z.number().int(),
  /** Mine because I bought it (I can give the code away) or because I redeemed it. */
  relation: z.enum(['bought', 'redeemed']),
  redeemed: z.boolean(),
  /** Who redeemed it: shown to the buyer. */
  redeemedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  redeemedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCard = z.infer<typeof GiftCard>;

export const BuyGiftCardRequest = z.strictObject({
  value: z
    .number('value must be a number')
    .refine((n) => (GIFT_CARD_VALUES as readonly number[]).includes(n), `value must be one of ${GIFT_CARD_VALUES.join(', ')}`),
  idempotencyKey: IdempotencyKey,
});
/** The buy-a-gift-card form: the request without its idempotency key. */
export const BuyGiftCardForm = BuyGiftCardRequest.omit({ idempotencyKey: true });
export type BuyGiftCardForm = z.infer<typeof BuyGiftCardForm>;

/** Redeeming is idempotent by the code itself: a retry by the same member answers the same card. */
export const RedeemGiftCardRequest = z.strictObject({
  code: z.string('code is required').trim().min(1, 'code is required').max(40, 'code must be a gift card code'),
});

export const GiftCardResult = z.object({ card: GiftCard, balance: z.number().int().min(0) });
export type GiftCardResult = z.infer<typeof GiftCardResult>;
