import { ModuleException } from '../../../infra/http/app-exception.js';

export enum GroupsErrorCode {
  NotFound = 'GROUP_NOT_FOUND',
  SlugTaken = 'GROUP_SLUG_TAKEN',
  NotAllowed = 'GROUP_NOT_ALLOWED',
  MembersOnly = 'GROUP_MEMBERS_ONLY',
  Banned = 'GROUP_BANNED',
  InviteOnly = 'GROUP_INVITE_ONLY',
  OwnerMustTransfer = 'GROUP_OWNER_MUST_TRANSFER',
  MemberNotFound = 'GROUP_MEMBER_NOT_FOUND',
  InviteNotFound = 'GROUP_INVITE_NOT_FOUND',
  RequestNotFound = 'GROUP_REQUEST_NOT_FOUND',
  Invalid = 'GROUP_INVALID',
  PostNotFound = 'COMMUNITY_POST_NOT_FOUND',
  CommentNotFound = 'COMMUNITY_COMMENT_NOT_FOUND',
  OwnVote = 'COMMUNITY_OWN_VOTE',
  BadCursor = 'COMMUNITY_BAD_CURSOR',
}

/** Groups' and community walls' failures; 422s name their fields like the validation pipe does. */
export class GroupsException extends ModuleException<GroupsErrorCode>({
  [GroupsErrorCode.NotFound]: 404,
  [GroupsErrorCode.SlugTaken]: 422,
  [GroupsErrorCode.NotAllowed]: 403,
  [GroupsErrorCode.MembersOnly]: 403,
  [GroupsErrorCode.Banned]: 403,
  [GroupsErrorCode.InviteOnly]: 403,
  [GroupsErrorCode.OwnerMustTransfer]: 422,
  [GroupsErrorCode.MemberNotFound]: 404,
  [GroupsErrorCode.InviteNotFound]: 404,
  [GroupsErrorCode.RequestNotFound]: 404,
  [GroupsErrorCode.Invalid]: 422,
  [GroupsErrorCode.PostNotFound]: 404,
  [GroupsErrorCode.CommentNotFound]: 404,
  [GroupsErrorCode.OwnVote]: 422,
  [GroupsErrorCode.BadCursor]: 422,
}) {}

/** The same answer for a group that does not exist and a secret one the viewer may not know of. */
export const groupNotFound = () => new GroupsException(GroupsErrorCode.NotFound, 'This group could not be found');
export const notAllowed = (message: string) => new GroupsException(GroupsErrorCode.NotAllowed, message);
export const invalid = (field: string, message: string) => new GroupsException(GroupsErrorCode.Invalid, message, { field });
