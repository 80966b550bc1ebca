import { MeetsController } from './meets.controller.js';
import { MeetsRepository } from './meets.repository.js';
import { MeetsService } from './meets.service.js';

/** The meets' part of the community module. */
export const MEETS_CONTROLLERS = [MeetsController];
export const MEETS_PROVIDERS = [MeetsRepository, MeetsService];
