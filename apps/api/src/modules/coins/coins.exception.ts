import { ModuleException } from '../../infra/http/app-exception.js';

export enum CoinsErrorCode {
  InsufficientCoins = 'COINS_INSUFFICIENT',
  RecipientNotFound = 'COINS_RECIPIENT_NOT_FOUND',
  Self = 'COINS_SELF',
  IdempotencyKeyReused = 'COINS_IDEMPOTENCY_KEY_REUSED',
  NotFound = 'COINS_NOT_FOUND',
  StoryNotFound = 'COINS_STORY_NOT_FOUND',
  BadCursor = 'COINS_BAD_CURSOR',
  Suspended = 'COINS_SUSPENDED',
  RequestNotFound = 'COINS_REQUEST_NOT_FOUND',
  RequestNotPending = 'COINS_REQUEST_NOT_PENDING',
  RequestOtherSide = 'COINS_REQUEST_OTHER_SIDE',
  ResendRefused = 'COINS_REQUEST_RESEND_REFUSED',
  TooManyRequests = 'COINS_TOO_MANY_REQUESTS',
  GiftCardBadCode = 'COINS_GIFT_CARD_BAD_CODE',
  GiftCardNotFound = 'COINS_GIFT_CARD_NOT_FOUND',
  GiftCardRedeemed = 'COINS_GIFT_CARD_REDEEMED',
}

export class CoinsException extends ModuleException<CoinsErrorCode>({
  [CoinsErrorCode.InsufficientCoins]: 422,
  [CoinsErrorCode.RecipientNotFound]: 422,
  [CoinsErrorCode.Self]: 422,
  [CoinsErrorCode.IdempotencyKeyReused]: 409,
  [CoinsErrorCode.NotFound]: 404,
  [CoinsErrorCode.StoryNotFound]: 422,
  [CoinsErrorCode.BadCursor]: 422,
  [CoinsErrorCode.Suspended]: 403,
  [CoinsErrorCode.RequestNotFound]: 404,
  [CoinsErrorCode.RequestNotPending]: 409,
  [CoinsErrorCode.RequestOtherSide]: 403,
  [CoinsErrorCode.ResendRefused]: 409,
  [CoinsErrorCode.TooManyRequests]: 409,
  [CoinsErrorCode.GiftCardBadCode]: 422,
  [CoinsErrorCode.GiftCardNotFound]: 404,
  [CoinsErrorCode.GiftCardRedeemed]: 409,
}) {}
