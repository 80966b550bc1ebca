import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MembersModule } from '../members/members.module.js';
import { StaffController } from './staff.controller.js';
import { StaffMembersService } from './staff-members.service.js';

@Module({ imports: [MembersModule, AuthModule], controllers: [StaffController], providers: [StaffMembersService] })
export class StaffModule {}
