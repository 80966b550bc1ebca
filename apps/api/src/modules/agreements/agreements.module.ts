import { Module } from '@nestjs/common';
import { MembersModule } from '../members/index.js';
import { AgreementsController } from './agreements.controller.js';
import { AgreementsRepository } from './agreements.repository.js';
import { AgreementsService } from './agreements.service.js';

/** The content agreement. Modules that publish content import it and call `AgreementsService.hasSigned`. */
@Module({
  imports: [MembersModule],
  controllers: [AgreementsController],
  providers: [AgreementsRepository, AgreementsService],
  exports: [AgreementsService],
})
export class AgreementsModule {}
