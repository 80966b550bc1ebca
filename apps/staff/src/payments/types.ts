/** The records the staff money endpoints answer (apps/api/src/modules/payments/staff-payments.service.ts). */
export interface StaffPaymentRecord {
  id: string;
  reference: string;
  memberId: string;
  memberName: string;
  recipientName: string | null;
  variant: string;
  kind: string;
  status: string;
  amountMinor: number;
  currency: string;
  amountText: string;
  tier: string | null;
  coins: number | null;
  /** The processor: stripe, or hosted (the adult-approved processor's hosted form). */
  gateway: string;
  gatewayRef: string | null;
  failureMessage: string | null;
  createdAt: string;
  refundedAt: string | null;
  /** One payment only (`GET /api/staff/payments/:id`): the processor's webhooks (postbacks) about it, oldest first. */
  events?: Array<{ id: string; gateway: string; type: string; receivedAt: string }>;
}

export interface StaffSubscriptionRecord {
  id: string;
  memberId: string;
  memberName: string;
  variant: string;
  tier: string;
  period: string;
  status: string;
  paidWith: string;
  priceText: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  pendingTier: string | null;
}

export interface StaffWithdrawalRecord {
  id: string;
  memberId: string;
  memberName: string;
  coins: number;
  payoutText: string;
  status: string;
  attempts: number;
  failureReason: string | null;
  payoutAccount: string;
  gatewayRef: string | null;
  createdAt: string;
  decidedAt: string | null;
}

const choices = (values: readonly string[]) => values.map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1).replace(/[-_]/g, ' ') }));
export const PAYMENT_STATUS_CHOICES = choices(['pending', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled', 'refunded']);
export const PAYMENT_KIND_CHOICES = choices(['coins', 'upgrade', 'gift', 'offer', 'proration', 'renewal']);
export const SUBSCRIPTION_STATUS_CHOICES = choices(['active', 'expired']);
export const TIER_CHOICES = choices(['silver', 'gold', 'platinum']);
export const WITHDRAWAL_STATUS_CHOICES = choices(['awaiting-approval', 'queued', 'processing', 'paid', 'failed', 'rejected']);
