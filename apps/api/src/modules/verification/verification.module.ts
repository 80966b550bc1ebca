import { Module } from '@nestjs/common';
import { MediaModule } from '../media/index.js';
import { MembersModule } from '../members/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { AgeAssuranceProvider, InHouseReview } from './age-assurance.js';
import { DocumentVault } from './document-vault.js';
import { StaffVerificationsController, VerificationController } from './verification.controller.js';
import { VerificationJobs } from './verification.jobs.js';
import { VerificationRepository } from './verification.repository.js';
import { VerificationReviewService } from './verification-review.service.js';
import { VerificationService } from './verification.service.js';

/** ID verification (issue 23): the member's `/id-` flow, the preparation and purge jobs, the checkers' queue. */
@Module({
  imports: [MembersModule, MediaModule, NotificationsModule],
  controllers: [VerificationController, StaffVerificationsController],
  // The age-assurance port: the in-house review until an outside provider's adapter is configured.
  providers: [{ provide: AgeAssuranceProvider, useClass: InHouseReview }, DocumentVault, VerificationRepository, VerificationService, VerificationReviewService, VerificationJobs],
  exports: [VerificationService],
})
export class VerificationModule {}
