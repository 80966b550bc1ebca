import { CompetitionsController } from './competitions.controller.js';
import { CompetitionsJobs } from './competitions.jobs.js';
import { CompetitionsRepository } from './competitions.repository.js';
import { CompetitionsService } from './competitions.service.js';

/** Competitions' part of the community module (issue 22): its controllers and providers. */
export const COMPETITIONS_CONTROLLERS = [CompetitionsController];
export const COMPETITIONS_PROVIDERS = [CompetitionsRepository, CompetitionsService, CompetitionsJobs];
