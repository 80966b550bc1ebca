import { ModuleException } from '../../../infra/http/app-exception.js';

export enum PlacesErrorCode {
  NotFound = 'PLACES_NOT_FOUND',
  NotYours = 'PLACES_NOT_YOURS',
  StaffOnly = 'PLACES_STAFF_ONLY',
  NotApproved = 'PLACES_NOT_APPROVED',
  NoChange = 'PLACES_NO_CHANGE',
  Decided = 'PLACES_ALREADY_DECIDED',
  Invalid = 'PLACES_INVALID',
}

/** Places' failures; 422s name their fields like the validation pipe does. */
export class PlacesException extends ModuleException<PlacesErrorCode>({
  [PlacesErrorCode.NotFound]: 404,
  [PlacesErrorCode.NotYours]: 403,
  [PlacesErrorCode.StaffOnly]: 403,
  [PlacesErrorCode.NotApproved]: 409,
  [PlacesErrorCode.NoChange]: 422,
  [PlacesErrorCode.Decided]: 409,
  [PlacesErrorCode.Invalid]: 422,
}) {}

export const placeNotFound = () => new PlacesException(PlacesErrorCode.NotFound, 'This place could not be found');
