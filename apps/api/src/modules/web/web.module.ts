import { Module } from '@nestjs/common';
import { WebController } from './web.controller.js';

/** Imported last so its catch-all route never shadows an API route. */
@Module({ controllers: [WebController] })
export class WebModule {}
