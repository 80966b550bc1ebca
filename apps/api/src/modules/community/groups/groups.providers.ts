import { CommunityWallsRepository } from './community-walls.repository.js';
import { CommunityWallsService } from './community-walls.service.js';
import { GroupsController } from './groups.controller.js';
import { GroupsRepository } from './groups.repository.js';
import { GroupsService } from './groups.service.js';

/** Groups' part of the community module, with the community walls that groups and clubs share. */
export const GROUPS_CONTROLLERS = [GroupsController];
export const GROUPS_PROVIDERS = [GroupsRepository, GroupsService, CommunityWallsRepository, CommunityWallsService];
