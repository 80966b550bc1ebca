import { DynamicModule, Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './infra/config/config.js';
import { InfraModule } from './infra/infra.module.js';
import { StorageModule } from './infra/storage/storage.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MembersModule } from './modules/members/members.module.js';
import { MemberProfilesModule } from './modules/members/member-profiles.module.js';
import { StaffModule } from './modules/staff/staff.module.js';
import { StaffAuditModule } from './modules/staff/audit/staff-audit.module.js';
import { TicketsModule } from './modules/tickets/tickets.module.js';
import { VariantsModule } from './modules/variants/variants.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { AgreementsModule } from './modules/agreements/agreements.module.js';
import { UpgradesModule } from './modules/upgrades/upgrades.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { StoriesModule } from './modules/stories/stories.module.js';
import { CoinsModule } from './modules/coins/coins.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { WebModule } from './modules/web/web.module.js';

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
        // Last: the catch-all page route.
        WebModule,
      ],
    };
  }
}
