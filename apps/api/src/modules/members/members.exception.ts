import { AppException } from '../../infra/http/app-exception.js';

export enum MembersErrorCode {
  NotFound = 'MEMBERS_NOT_FOUND',
  LoginRequired = 'MEMBERS_LOGIN_REQUIRED',
  Private = 'MEMBERS_PRIVATE',
  Self = 'MEMBERS_SELF',
  AlreadyFriends = 'MEMBERS_ALREADY_FRIENDS',
  RequestAlreadySent = 'MEMBERS_REQUEST_ALREADY_SENT',
  NoRequest = 'MEMBERS_NO_REQUEST',
  NotFriends = 'MEMBERS_NOT_FRIENDS',
  WinkRefused = 'MEMBERS_WINK_REFUSED',
  WinkTooSoon = 'MEMBERS_WINK_TOO_SOON',
  CannotVouch = 'MEMBERS_CANNOT_VOUCH',
  CannotBlockStaff = 'MEMBERS_CANNOT_BLOCK_STAFF',
  NameTaken = 'MEMBERS_NAME_TAKEN',
  NameChangeTooSoon = 'MEMBERS_NAME_CHANGE_TOO_SOON',
  InvalidPartners = 'MEMBERS_INVALID_PARTNERS',
  PlaceNotFound = 'MEMBERS_PLACE_NOT_FOUND',
  PlacesUnavailable = 'MEMBERS_PLACES_UNAVAILABLE',
  UpgradeRequired = 'MEMBERS_UPGRADE_REQUIRED',
  BadCursor = 'MEMBERS_BAD_CURSOR',
  AvatarNotFound = 'MEMBERS_AVATAR_NOT_FOUND',
  AvatarDecided = 'MEMBERS_AVATAR_DECIDED',
  PostNotFound = 'MEMBERS_POST_NOT_FOUND',
  CommentNotFound = 'MEMBERS_COMMENT_NOT_FOUND',
  WallClosed = 'MEMBERS_WALL_CLOSED',
  NotYours = 'MEMBERS_NOT_YOURS',
  SavedSearchNotFound = 'MEMBERS_SAVED_SEARCH_NOT_FOUND',
  TooManySavedSearches = 'MEMBERS_TOO_MANY_SAVED_SEARCHES',
  CardNotFound = 'MEMBERS_CARD_NOT_FOUND',
  PhotoNotForWalls = 'MEMBERS_PHOTO_NOT_FOR_WALLS',
  PhotoRequired = 'MEMBERS_PHOTO_REQUIRED',
}

const STATUS: Record<MembersErrorCode, number> = {
  [MembersErrorCode.NotFound]: 404,
  [MembersErrorCode.LoginRequired]: 401,
  [MembersErrorCode.Private]: 403,
  [MembersErrorCode.Self]: 422,
  [MembersErrorCode.AlreadyFriends]: 409,
  [MembersErrorCode.RequestAlreadySent]: 409,
  [MembersErrorCode.NoRequest]: 404,
  [MembersErrorCode.NotFriends]: 404,
  [MembersErrorCode.WinkRefused]: 403,
  [MembersErrorCode.WinkTooSoon]: 409,
  [MembersErrorCode.CannotVouch]: 403,
  [MembersErrorCode.CannotBlockStaff]: 422,
  [MembersErrorCode.NameTaken]: 422,
  [MembersErrorCode.NameChangeTooSoon]: 422,
  [MembersErrorCode.InvalidPartners]: 422,
  [MembersErrorCode.PlaceNotFound]: 422,
  [MembersErrorCode.PlacesUnavailable]: 501,
  [MembersErrorCode.UpgradeRequired]: 403,
  [MembersErrorCode.BadCursor]: 422,
  [MembersErrorCode.AvatarNotFound]: 404,
  [MembersErrorCode.AvatarDecided]: 409,
  [MembersErrorCode.PostNotFound]: 404,
  [MembersErrorCode.CommentNotFound]: 404,
  [MembersErrorCode.WallClosed]: 403,
  [MembersErrorCode.NotYours]: 403,
  [MembersErrorCode.SavedSearchNotFound]: 404,
  [MembersErrorCode.TooManySavedSearches]: 422,
  [MembersErrorCode.CardNotFound]: 404,
  [MembersErrorCode.PhotoNotForWalls]: 422,
  [MembersErrorCode.PhotoRequired]: 422,
};

/** The members module's errors: profiles, relationships, privacy, search. */
export class MembersException extends AppException {
  constructor(code: MembersErrorCode, message: string, opts: { field?: string } = {}) {
    super(STATUS[code], code, message, {}, opts.field ? [{ field: opts.field, message }] : undefined);
  }
}

export const notFound = () => new MembersException(MembersErrorCode.NotFound, 'No such member');
