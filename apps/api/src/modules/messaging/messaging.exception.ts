import { ModuleException } from '../../infra/http/app-exception.js';

export enum MessagingErrorCode {
  NotFound = 'MESSAGING_NOT_FOUND',
  UpgradeRequired = 'MESSAGING_UPGRADE_REQUIRED',
  VerificationRequired = 'MESSAGING_VERIFICATION_REQUIRED',
  CannotReply = 'MESSAGING_CANNOT_REPLY',
  Blocked = 'MESSAGING_BLOCKED',
  Privacy = 'MESSAGING_PRIVACY',
  Unavailable = 'MESSAGING_UNAVAILABLE',
  Self = 'MESSAGING_SELF',
  RecipientNotFound = 'MESSAGING_RECIPIENT_NOT_FOUND',
  ClientIdReused = 'MESSAGING_CLIENT_ID_REUSED',
  BadCursor = 'MESSAGING_BAD_CURSOR',
  PageNeedsCursor = 'MESSAGING_PAGE_NEEDS_CURSOR',
  TokenInvalid = 'MESSAGING_TOKEN_INVALID',
  TooMany = 'MESSAGING_TOO_MANY',
  MediaNotSendable = 'MESSAGING_MEDIA_NOT_SENDABLE',
  AlbumNotSendable = 'MESSAGING_ALBUM_NOT_SENDABLE',
}

export class MessagingException extends ModuleException<MessagingErrorCode>({
  [MessagingErrorCode.NotFound]: 404,
  [MessagingErrorCode.UpgradeRequired]: 403,
  [MessagingErrorCode.VerificationRequired]: 403,
  [MessagingErrorCode.CannotReply]: 403,
  [MessagingErrorCode.Blocked]: 403,
  [MessagingErrorCode.Privacy]: 403,
  [MessagingErrorCode.Unavailable]: 403,
  [MessagingErrorCode.Self]: 422,
  [MessagingErrorCode.RecipientNotFound]: 422,
  [MessagingErrorCode.ClientIdReused]: 409,
  [MessagingErrorCode.BadCursor]: 422,
  [MessagingErrorCode.PageNeedsCursor]: 422,
  [MessagingErrorCode.TokenInvalid]: 400,
  [MessagingErrorCode.TooMany]: 429,
  [MessagingErrorCode.MediaNotSendable]: 422,
  [MessagingErrorCode.AlbumNotSendable]: 422,
}) {}

/** Another member's conversation, or one that does not exist: the same 404 (no hint that it exists). */
export const conversationNotFound = () => new MessagingException(MessagingErrorCode.NotFound, 'No such conversation');
