import { Module } from '@nestjs/common';
import { MediaModule } from '../media/index.js';
import { MembersModule } from '../members/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { AuthorDirectory } from './authors.js';
import { BooksController } from './books.controller.js';
import { CommentsRepository } from './comments.repository.js';
import { CommentsService } from './comments.service.js';
import { CoverTemplatesController } from './cover-templates.controller.js';
import { CoverTemplatesRepository } from './cover-templates.repository.js';
import { CoverTemplatesService } from './cover-templates.service.js';
import { CoversService } from './covers.service.js';
import { EbooksController } from './ebooks.controller.js';
import { StoryFeedsController, StoryFeedsService } from './feeds.js';
import { EbooksRepository } from './ebooks.repository.js';
import { EbooksService } from './ebooks.service.js';
import { LibraryService } from './library.service.js';
import { SeriesRepository } from './series.repository.js';
import { SeriesService } from './series.service.js';
import { StoriesController } from './stories.controller.js';
import { StoriesJobs } from './stories.jobs.js';
import { StoriesRepository } from './stories.repository.js';
import { StoriesService } from './stories.service.js';
import { StoryEpubService } from './story-epub.service.js';

/**
 * Stories, chapters, reading and comments; series, covers and ebooks (issue 4). Other modules use
 * StoriesService's exported methods.
 */
@Module({
  imports: [MembersModule, NotificationsModule, MediaModule, StaffAuditModule],
  controllers: [StoriesController, BooksController, EbooksController, CoverTemplatesController, StoryFeedsController],
  providers: [
    StoriesRepository,
    AuthorDirectory,
    StoriesService,
    LibraryService,
    CommentsRepository,
    CommentsService,
    SeriesRepository,
    SeriesService,
    CoversService,
    EbooksRepository,
    EbooksService,
    StoryEpubService,
    StoriesJobs,
    CoverTemplatesRepository,
    CoverTemplatesService,
    StoryFeedsService,
  ],
  exports: [StoriesService],
})
export class StoriesModule {}
