import { ModuleException } from '../../../infra/http/app-exception.js';

export enum PartiesErrorCode {
  NotFound = 'PARTY_NOT_FOUND',
  NotHost = 'PARTY_NOT_HOST',
  Refused = 'PARTY_REQUEST_REFUSED',
  Closed = 'PARTY_CLOSED',
  NotAttending = 'PARTY_NOT_ATTENDING',
  InvitationNotFound = 'PARTY_INVITATION_NOT_FOUND',
  Invalid = 'PARTY_INVALID',
  Forbidden = 'PARTY_FORBIDDEN',
  CalendarNotFound = 'PARTY_CALENDAR_NOT_FOUND',
}

/** The parties' failures; 422s name their field like the validation pipe does. */
export class PartiesException extends ModuleException<PartiesErrorCode>({
  [PartiesErrorCode.NotFound]: 404,
  [PartiesErrorCode.NotHost]: 403,
  [PartiesErrorCode.Refused]: 403,
  [PartiesErrorCode.Closed]: 409,
  [PartiesErrorCode.NotAttending]: 404,
  [PartiesErrorCode.InvitationNotFound]: 404,
  [PartiesErrorCode.Invalid]: 422,
  [PartiesErrorCode.Forbidden]: 403,
  [PartiesErrorCode.CalendarNotFound]: 404,
}) {}

export const partyNotFound = () => new PartiesException(PartiesErrorCode.NotFound, 'This party could not be found');
export const notHost = () => new PartiesException(PartiesErrorCode.NotHost, 'Only the host can do this');
export const invalid = (field: string, message: string) =>
  new PartiesException(PartiesErrorCode.Invalid, message, { field });
