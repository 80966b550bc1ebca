import { ModuleException } from '../../infra/http/app-exception.js';

export enum ChatErrorCode {
  NotFound = 'CHAT_NOT_FOUND',
  MemberNotFound = 'CHAT_MEMBER_NOT_FOUND',
  Forbidden = 'CHAT_FORBIDDEN',
  VerificationRequired = 'CHAT_VERIFICATION_REQUIRED',
  NameTaken = 'CHAT_ROOM_NAME_TAKEN',
  TooManyRooms = 'CHAT_TOO_MANY_ROOMS',
  NickTaken = 'CHAT_NICK_TAKEN',
  Duplicate = 'CHAT_REPORT_DUPLICATE',
  SelfReport = 'CHAT_REPORT_SELF',
}

export class ChatException extends ModuleException<ChatErrorCode>({
  [ChatErrorCode.NotFound]: 404,
  [ChatErrorCode.MemberNotFound]: 422,
  [ChatErrorCode.Forbidden]: 403,
  [ChatErrorCode.VerificationRequired]: 403,
  [ChatErrorCode.NameTaken]: 422,
  [ChatErrorCode.TooManyRooms]: 422,
  [ChatErrorCode.NickTaken]: 422,
  [ChatErrorCode.Duplicate]: 409,
  [ChatErrorCode.SelfReport]: 422,
}) {}

/** A room that does not exist, is closed, or that the caller may not manage: the same 404. */
export const roomNotFound = () => new ChatException(ChatErrorCode.NotFound, 'No such chat room');
