import { ModuleException } from '../../../infra/http/app-exception.js';

export enum ForumErrorCode {
  CategoryNotFound = 'FORUM_CATEGORY_NOT_FOUND',
  TopicNotFound = 'FORUM_TOPIC_NOT_FOUND',
  PostNotFound = 'FORUM_POST_NOT_FOUND',
  NotYours = 'FORUM_NOT_YOURS',
  PostingRefused = 'FORUM_POSTING_REFUSED',
  Locked = 'FORUM_TOPIC_LOCKED',
  NewMemberLimit = 'FORUM_NEW_MEMBER_LIMIT',
  TooManyLinks = 'FORUM_TOO_MANY_LINKS',
  BlockedWord = 'FORUM_BLOCKED_WORD',
  OwnVote = 'FORUM_OWN_VOTE',
  NotQuestion = 'FORUM_NOT_QUESTION',
  Invalid = 'FORUM_INVALID',
  BadCursor = 'FORUM_BAD_CURSOR',
  StaffOnly = 'FORUM_STAFF_ONLY',
}

/** The forum's failures; 422s name their fields like the validation pipe does. */
export class ForumException extends ModuleException<ForumErrorCode>({
  [ForumErrorCode.CategoryNotFound]: 404,
  [ForumErrorCode.TopicNotFound]: 404,
  [ForumErrorCode.PostNotFound]: 404,
  [ForumErrorCode.NotYours]: 403,
  [ForumErrorCode.PostingRefused]: 403,
  [ForumErrorCode.Locked]: 403,
  [ForumErrorCode.NewMemberLimit]: 403,
  [ForumErrorCode.TooManyLinks]: 422,
  [ForumErrorCode.BlockedWord]: 422,
  [ForumErrorCode.OwnVote]: 422,
  [ForumErrorCode.NotQuestion]: 422,
  [ForumErrorCode.Invalid]: 422,
  [ForumErrorCode.BadCursor]: 422,
  [ForumErrorCode.StaffOnly]: 403,
}) {}

export const categoryNotFound = () => new ForumException(ForumErrorCode.CategoryNotFound, 'This forum category could not be found');
export const topicNotFound = () => new ForumException(ForumErrorCode.TopicNotFound, 'This topic could not be found');
export const postNotFound = () => new ForumException(ForumErrorCode.PostNotFound, 'This post could not be found');
