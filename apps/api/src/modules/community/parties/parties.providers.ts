import { PartiesController } from './parties.controller.js';
import { PartiesRepository } from './parties.repository.js';
import { PartiesService } from './parties.service.js';
import { PartyAttendanceService } from './party-attendance.service.js';
import { PartyCalendarService } from './party-calendar.service.js';
import { PartyNotices } from './party-notices.js';
import { PartySeats } from './party-seats.js';
import { PartyViews } from './party-views.js';

/** The parties' part of the community module: its controllers and providers. */
export const PARTIES_CONTROLLERS = [PartiesController];
export const PARTIES_PROVIDERS = [
  PartiesRepository,
  PartyViews,
  PartySeats,
  PartyNotices,
  PartiesService,
  PartyAttendanceService,
  PartyCalendarService,
];
