import { ModuleException } from '../../infra/http/app-exception.js';

export enum PaymentsErrorCode {
  PaymentsOff = 'PAYMENTS_OFF',
  CannotUpgrade = 'PAYMENTS_CANNOT_UPGRADE',
  NotFound = 'PAYMENTS_NOT_FOUND',
  UnknownProduct = 'PAYMENTS_UNKNOWN_PRODUCT',
  RecipientNotFound = 'PAYMENTS_RECIPIENT_NOT_FOUND',
  NotPayable = 'PAYMENTS_NOT_PAYABLE',
  HasSubscription = 'PAYMENTS_HAS_SUBSCRIPTION',
  NoSubscription = 'PAYMENTS_NO_SUBSCRIPTION',
  SameTier = 'PAYMENTS_SAME_TIER',
  CannotResume = 'PAYMENTS_CANNOT_RESUME',
  OfferUnavailable = 'PAYMENTS_OFFER_UNAVAILABLE',
  TrialUnavailable = 'PAYMENTS_TRIAL_UNAVAILABLE',
  BadSignature = 'PAYMENTS_BAD_SIGNATURE',
  Gateway = 'PAYMENTS_GATEWAY',
  NotRefundable = 'PAYMENTS_NOT_REFUNDABLE',
  NoPayoutAccount = 'PAYMENTS_NO_PAYOUT_ACCOUNT',
  NotPending = 'PAYMENTS_WITHDRAWAL_NOT_PENDING',
  BadCursor = 'PAYMENTS_BAD_CURSOR',
  NoCard = 'PAYMENTS_NO_CARD',
  BadPaymentMethod = 'PAYMENTS_BAD_PAYMENT_METHOD',
  KeyReused = 'PAYMENTS_KEY_REUSED',
}

export class PaymentsException extends ModuleException<PaymentsErrorCode>({
  [PaymentsErrorCode.PaymentsOff]: 403,
  [PaymentsErrorCode.CannotUpgrade]: 403,
  [PaymentsErrorCode.NotFound]: 404,
  [PaymentsErrorCode.UnknownProduct]: 422,
  [PaymentsErrorCode.RecipientNotFound]: 422,
  [PaymentsErrorCode.NotPayable]: 409,
  [PaymentsErrorCode.HasSubscription]: 409,
  [PaymentsErrorCode.NoSubscription]: 404,
  [PaymentsErrorCode.SameTier]: 422,
  [PaymentsErrorCode.CannotResume]: 409,
  [PaymentsErrorCode.OfferUnavailable]: 409,
  [PaymentsErrorCode.TrialUnavailable]: 409,
  [PaymentsErrorCode.BadSignature]: 400,
  [PaymentsErrorCode.Gateway]: 502,
  [PaymentsErrorCode.NotRefundable]: 409,
  [PaymentsErrorCode.NoPayoutAccount]: 422,
  [PaymentsErrorCode.NotPending]: 409,
  [PaymentsErrorCode.BadCursor]: 422,
  [PaymentsErrorCode.NoCard]: 409,
  [PaymentsErrorCode.BadPaymentMethod]: 422,
  [PaymentsErrorCode.KeyReused]: 409,
}) {}

export const paymentNotFound = () => new PaymentsException(PaymentsErrorCode.NotFound, 'No such payment');
export const paymentsOff = () => new PaymentsException(PaymentsErrorCode.PaymentsOff, 'Payments are not available on this site');
