import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MembersModule } from '../members/index.js';
import { StoriesModule } from '../stories/index.js';
import { PageMetaService } from './page-meta.service.js';
import { StoryPrintController } from './print.controller.js';
import { WebController } from './web.controller.js';

/**
 * Imported last so its catch-all route never shadows an API route. Asks StoriesService and
 * RelationshipsService (the modules' exported services) for the head of story and profile pages and the
 * story text in the server's HTML, SessionsService for the member behind a story page (block lists), and
 * serves the printable story (StoryPrintController).
 */
@Module({
  imports: [StoriesModule, MembersModule, AuthModule],
  controllers: [StoryPrintController, WebController],
  providers: [PageMetaService],
})
export class WebModule {}
