import { ClubsController } from './clubs.controller.js';
import { ClubsRepository } from './clubs.repository.js';
import { ClubsService } from './clubs.service.js';

/** Clubs' part of the community module (their walls are the community walls of groups/). */
export const CLUBS_CONTROLLERS = [ClubsController];
export const CLUBS_PROVIDERS = [ClubsRepository, ClubsService];
