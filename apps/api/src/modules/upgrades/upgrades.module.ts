import { Module } from '@nestjs/common';
import { UpgradesController } from './upgrades.controller.js';
import { UpgradesService } from './upgrades.service.js';

/** Upgrade banner and dialog data; the payments issue adds prices and checkout beside it. */
@Module({ controllers: [UpgradesController], providers: [UpgradesService], exports: [UpgradesService] })
export class UpgradesModule {}
