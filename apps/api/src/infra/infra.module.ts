import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { DATABASE_URL } from './database/database.tokens.js';
import { MailService } from './mail/mail.service.js';
import { QueueService } from './queue/queue.service.js';
import { RateLimitGuard } from './http/rate-limit.js';

/** Config, the database, the queue and mail: the only code that knows them by name. */
@Global()
@Module({})
export class InfraModule {
  static register(opts: { config: AppConfig; dataSource: DataSource; databaseUrl: string }): DynamicModule {
    return {
      module: InfraModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: APP_CONFIG, useValue: opts.config },
        { provide: DataSource, useValue: opts.dataSource },
        { provide: DATABASE_URL, useValue: opts.databaseUrl },
        QueueService,
        MailService,
        RateLimitGuard,
      ],
      exports: [APP_CONFIG, DataSource, DATABASE_URL, QueueService, MailService, RateLimitGuard, DiscoveryModule],
    };
  }
}
