import { ForumController } from './forum.controller.js';
import { ForumDigestJobs } from './forum-digest.jobs.js';
import { ForumEngagementService } from './forum-engagement.service.js';
import { ForumMembersRepository } from './forum-members.repository.js';
import { ForumModerationService } from './forum-moderation.service.js';
import { ForumNotices } from './forum-notices.js';
import { ForumReadingService } from './forum-reading.service.js';
import { ForumRepository } from './forum.repository.js';
import { ForumSearchService } from './forum-search.service.js';
import { ForumViews } from './forum-views.js';
import { ForumWritingService } from './forum-writing.service.js';

/** The forum's part of the community module: its controllers and providers. */
export const FORUM_CONTROLLERS = [ForumController];
export const FORUM_PROVIDERS = [
  ForumRepository,
  ForumMembersRepository,
  ForumViews,
  ForumReadingService,
  ForumWritingService,
  ForumNotices,
  ForumEngagementService,
  ForumModerationService,
  ForumSearchService,
  ForumDigestJobs,
];
