import { DynamicModule, Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './infra/config/config.js';
import { InfraModule } from './infra/infra.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MembersModule } from './modules/members/members.module.js';
import { StaffModule } from './modules/staff/staff.module.js';
import { VariantsModule } from './modules/variants/variants.module.js';
import { WebModule } from './modules/web/web.module.js';

@Module({})
export class AppModule {
  static register(opts: { config: AppConfig; dataSource: DataSource; databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.register(opts),
        VariantsModule,
        MembersModule,
        AuthModule,
        StaffModule,
        HealthModule,
        // Last: the catch-all page route.
        WebModule,
      ],
    };
  }
}
