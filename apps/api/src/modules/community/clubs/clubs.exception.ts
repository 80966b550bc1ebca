import { ModuleException } from '../../../infra/http/app-exception.js';

export enum ClubsErrorCode {
  NotFound = 'CLUB_NOT_FOUND',
  SlugTaken = 'CLUB_SLUG_TAKEN',
  NotOwner = 'CLUB_NOT_OWNER',
  Invalid = 'CLUB_INVALID',
  ReviewNotFound = 'CLUB_REVIEW_NOT_FOUND',
  OwnClub = 'CLUB_OWN_REVIEW',
  AlreadyAnswered = 'CLUB_REVIEW_ANSWERED',
}

/** Clubs' failures; 422s name their fields like the validation pipe does. */
export class ClubsException extends ModuleException<ClubsErrorCode>({
  [ClubsErrorCode.NotFound]: 404,
  [ClubsErrorCode.SlugTaken]: 422,
  [ClubsErrorCode.NotOwner]: 403,
  [ClubsErrorCode.Invalid]: 422,
  [ClubsErrorCode.ReviewNotFound]: 404,
  [ClubsErrorCode.OwnClub]: 403,
  [ClubsErrorCode.AlreadyAnswered]: 409,
}) {}

export const clubNotFound = () => new ClubsException(ClubsErrorCode.NotFound, 'This club could not be found');
