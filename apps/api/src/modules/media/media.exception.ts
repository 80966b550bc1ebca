import { AppException } from '../../infra/http/app-exception.js';

export enum MediaErrorCode {
  NotFound = 'MEDIA_NOT_FOUND',
  LoginRequired = 'MEDIA_LOGIN_REQUIRED',
  AlbumNotFound = 'MEDIA_ALBUM_NOT_FOUND',
  AlbumLocked = 'MEDIA_ALBUM_LOCKED',
  AlbumNameTaken = 'MEDIA_ALBUM_NAME_TAKEN',
  InviteNotFound = 'MEDIA_INVITE_NOT_FOUND',
  InviteExists = 'MEDIA_INVITE_EXISTS',
  InviteSelf = 'MEDIA_INVITE_SELF',
  AlbumOpen = 'MEDIA_ALBUM_OPEN',
  MemberNotFound = 'MEDIA_MEMBER_NOT_FOUND',
  TooLarge = 'MEDIA_TOO_LARGE',
  NotMultipart = 'MEDIA_NOT_MULTIPART',
  NoFile = 'MEDIA_NO_FILE',
  UnsupportedType = 'MEDIA_UNSUPPORTED_TYPE',
  VideoUnavailable = 'MEDIA_VIDEO_UNAVAILABLE',
  VideoTooLong = 'MEDIA_VIDEO_TOO_LONG',
  VideoTooBig = 'MEDIA_VIDEO_TOO_BIG',
  NotReady = 'MEDIA_NOT_READY',
  Undecodable = 'MEDIA_UNDECODABLE',
  Blocked = 'MEDIA_BLOCKED',
  BadSignature = 'MEDIA_BAD_SIGNATURE',
  BadCursor = 'MEDIA_BAD_CURSOR',
  Forbidden = 'MEDIA_FORBIDDEN',
  CommentNotFound = 'MEDIA_COMMENT_NOT_FOUND',
  NotShareable = 'MEDIA_NOT_SHAREABLE',
  TooManyPixels = 'MEDIA_TOO_MANY_PIXELS',
  TooManyFrames = 'MEDIA_TOO_MANY_FRAMES',
  AnimationTooLarge = 'MEDIA_ANIMATION_TOO_LARGE',
  /** The file took longer than its time limit to process (a decompression bomb, or simply too much work). */
  ProcessingTimeout = 'MEDIA_PROCESSING_TIMEOUT',
  /** The media process pool's queue is full: try again shortly (503 with Retry-After). */
  Busy = 'MEDIA_BUSY',
}

const STATUS: Record<MediaErrorCode, number> = {
  [MediaErrorCode.NotFound]: 404,
  [MediaErrorCode.LoginRequired]: 401,
  [MediaErrorCode.AlbumNotFound]: 404,
  [MediaErrorCode.AlbumLocked]: 403,
  [MediaErrorCode.AlbumNameTaken]: 422,
  [MediaErrorCode.InviteNotFound]: 404,
  [MediaErrorCode.InviteExists]: 409,
  [MediaErrorCode.InviteSelf]: 422,
  [MediaErrorCode.AlbumOpen]: 422,
  [MediaErrorCode.MemberNotFound]: 422,
  [MediaErrorCode.TooLarge]: 413,
  [MediaErrorCode.NotMultipart]: 415,
  [MediaErrorCode.NoFile]: 422,
  [MediaErrorCode.UnsupportedType]: 422,
  [MediaErrorCode.VideoUnavailable]: 422,
  [MediaErrorCode.VideoTooLong]: 422,
  [MediaErrorCode.VideoTooBig]: 422,
  [MediaErrorCode.NotReady]: 422,
  [MediaErrorCode.Undecodable]: 422,
  [MediaErrorCode.Blocked]: 422,
  [MediaErrorCode.BadSignature]: 403,
  [MediaErrorCode.BadCursor]: 422,
  [MediaErrorCode.Forbidden]: 403,
  [MediaErrorCode.CommentNotFound]: 404,
  [MediaErrorCode.NotShareable]: 422,
  [MediaErrorCode.TooManyPixels]: 422,
  [MediaErrorCode.TooManyFrames]: 422,
  [MediaErrorCode.AnimationTooLarge]: 422,
  [MediaErrorCode.ProcessingTimeout]: 422,
  [MediaErrorCode.Busy]: 503,
};

/** The media module's failures; 422s name the field (`file`, `album`, `after`, …) like validation errors. */
export class MediaException extends AppException {
  constructor(code: MediaErrorCode, message: string, opts: { field?: string; headers?: Record<string, string> } = {}) {
    super(STATUS[code], code, message, {}, opts.field ? [{ field: opts.field, message }] : undefined, opts.headers);
  }
}

export const mediaNotFound = () => new MediaException(MediaErrorCode.NotFound, 'No such photo');
export const albumNotFound = () => new MediaException(MediaErrorCode.AlbumNotFound, 'No such album');
