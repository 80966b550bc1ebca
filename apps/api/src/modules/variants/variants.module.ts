import { Global, Module } from '@nestjs/common';
import { VariantsController } from './variants.controller.js';
import { VariantsService } from './variants.service.js';

@Global()
@Module({ controllers: [VariantsController], providers: [VariantsService], exports: [VariantsService] })
export class VariantsModule {}
