import { AppException } from '../../infra/http/app-exception.js';

export enum CoinsErrorCode {
  InsufficientCoins = 'COINS_INSUFFICIENT',
  RecipientNotFound = 'COINS_RECIPIENT_NOT_FOUND',
  Self = 'COINS_SELF',
  IdempotencyKeyReused = 'COINS_IDEMPOTENCY_KEY_REUSED',
  NotFound = 'COINS_NOT_FOUND',
  StoryNotFound = 'COINS_STORY_NOT_FOUND',
  BadCursor = 'COINS_BAD_CURSOR',
  Suspended = 'COINS_SUSPENDED',
}

const STATUS: Record<CoinsErrorCode, number> = {
  [CoinsErrorCode.InsufficientCoins]: 422,
  [CoinsErrorCode.RecipientNotFound]: 422,
  [CoinsErrorCode.Self]: 422,
  [CoinsErrorCode.IdempotencyKeyReused]: 409,
  [CoinsErrorCode.NotFound]: 404,
  [CoinsErrorCode.StoryNotFound]: 422,
  [CoinsErrorCode.BadCursor]: 422,
  [CoinsErrorCode.Suspended]: 403,
};

export class CoinsException extends AppException {
  constructor(code: CoinsErrorCode, message: string, opts: { field?: string } = {}) {
    super(STATUS[code], code, message, {}, opts.field ? [{ field: opts.field, message }] : undefined);
  }
}
