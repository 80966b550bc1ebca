import { PlacesController } from './places.controller.js';
import { PlacesRepository } from './places.repository.js';
import { PlacesService } from './places.service.js';
import { StaffPlacesController } from './staff-places.controller.js';
import { StaffPlacesService } from './staff-places.service.js';

/** Places' part of the community module (issue 22): its controllers and providers. */
export const PLACES_CONTROLLERS = [PlacesController, StaffPlacesController];
export const PLACES_PROVIDERS = [PlacesRepository, PlacesService, StaffPlacesService];
