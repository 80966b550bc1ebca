import { ModuleException } from '../../infra/http/app-exception.js';

export enum StoriesErrorCode {
  NotFound = 'STORIES_NOT_FOUND',
  ChapterNotFound = 'STORIES_CHAPTER_NOT_FOUND',
  CommentNotFound = 'STORIES_COMMENT_NOT_FOUND',
  TemplateNotFound = 'STORIES_TEMPLATE_NOT_FOUND',
  TemplatesNotAllowed = 'STORIES_TEMPLATES_NOT_ALLOWED',
  NotYours = 'STORIES_NOT_YOURS',
  VersionConflict = 'STORIES_VERSION_CONFLICT',
  NotPublishable = 'STORIES_NOT_PUBLISHABLE',
  TooLong = 'STORIES_TOO_LONG',
  BadCursor = 'STORIES_BAD_CURSOR',
  TooDeep = 'STORIES_REPLY_TOO_DEEP',
  OwnStory = 'STORIES_OWN_STORY',
  Invalid = 'STORIES_INVALID',
}

/** The stories module's failures; 422s name their fields like the validation pipe does. */
export class StoriesException extends ModuleException<StoriesErrorCode>({
  [StoriesErrorCode.NotFound]: 404,
  [StoriesErrorCode.ChapterNotFound]: 404,
  [StoriesErrorCode.CommentNotFound]: 404,
  [StoriesErrorCode.TemplateNotFound]: 404,
  [StoriesErrorCode.TemplatesNotAllowed]: 403,
  [StoriesErrorCode.NotYours]: 403,
  [StoriesErrorCode.VersionConflict]: 409,
  [StoriesErrorCode.NotPublishable]: 422,
  [StoriesErrorCode.TooLong]: 422,
  [StoriesErrorCode.BadCursor]: 422,
  [StoriesErrorCode.TooDeep]: 422,
  [StoriesErrorCode.OwnStory]: 422,
  [StoriesErrorCode.Invalid]: 422,
}) {}

export const storyNotFound = () => new StoriesException(StoriesErrorCode.NotFound, 'This story could not be found');
