import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { StoriesModule } from '../stories/stories.module.js';
import { PageMetaService } from './page-meta.service.js';
import { WebController } from './web.controller.js';

/**
 * Imported last so its catch-all route never shadows an API route. Asks StoriesService and
 * RelationshipsService (the modules' exported services) for the head of story and profile pages.
 */
@Module({ imports: [StoriesModule, MembersModule], controllers: [WebController], providers: [PageMetaService] })
export class WebModule {}
