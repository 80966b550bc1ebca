import { DynamicModule, Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './infra/config/config.js';
import { InfraModule } from './infra/infra.module.js';
import { StorageModule } from './infra/storage/storage.module.js';
import { MediaModule } from './modules/media/index.js';
import { AuthModule } from './modules/auth/index.js';
import { HealthModule } from './modules/health/index.js';
import { MembersModule } from './modules/members/index.js';
// The members family's second Nest module (profiles, avatars, walls, discover: it uses media, messaging and
// notifications, which use the core MembersModule), composed only here, so it stays off the members face.
import { MemberProfilesModule } from './modules/members/member-profiles.module.js';
import { StaffModule } from './modules/staff/index.js';
import { StaffAuditModule } from './shared/audit/staff-audit.module.js';
import { TicketsModule } from './modules/tickets/index.js';
import { VariantsModule } from './modules/variants/index.js';
import { ReportsModule } from './modules/reports/index.js';
import { AgreementsModule } from './modules/agreements/index.js';
import { UpgradesModule } from './modules/upgrades/index.js';
import { MessagingModule } from './modules/messaging/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { StoriesModule } from './modules/stories/index.js';
import { CoinsModule } from './modules/coins/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { ChatModule } from './modules/chat/index.js';
import { CommunityModule } from './modules/community/index.js';
import { VerificationModule } from './modules/verification/index.js';
import { WebModule } from './modules/web/index.js';

@Module({})
export class AppModule {
  static register(opts: { config: AppConfig; dataSource: DataSource; databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.register(opts),
        StorageModule,
        VariantsModule,
        MembersModule,
        AuthModule,
        StaffAuditModule,
        StaffModule,
        HealthModule,
        MemberProfilesModule,
        ReportsModule,
        AgreementsModule,
        UpgradesModule,
        MessagingModule,
        NotificationsModule,
        MediaModule,
        StoriesModule,
        CoinsModule,
        PaymentsModule,
        ChatModule,
        TicketsModule,
        CommunityModule,
        VerificationModule,
        // Last: the catch-all page route.
        WebModule,
      ],
    };
  }
}
