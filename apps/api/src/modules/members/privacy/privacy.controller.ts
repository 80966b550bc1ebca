import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { BlockedMember, ListQuery, MemberPrivacyUpdate, pageOf, PrivacySettingsResponse, type MemberPrivacy } from '@community/contracts';
import { Access, Viewer } from '../../../shared/access/access.js';
import type { AuthContext } from '../../auth/index.js';
import { NameParam } from '../http.js';
import { RelationshipsService } from '../relationships/relationships.service.js';
import { PrivacyService } from './privacy.service.js';

/** `privacy/settings` and `privacy/blacklist/{name?}` (SPEC 7). */
@ApiTags('members')
@Controller('api/privacy')
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly relationships: RelationshipsService,
  ) {}

  @Get('settings')
  @Access('member')
  @ApiOperation({ summary: 'My privacy settings' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: PrivacySettingsResponse }) })
  settings(@Viewer() viewer: AuthContext) {
    return { data: this.privacy.get(viewer.member) };
  }

  @Put('settings')
  @Access('member')
  @ApiOperation({ summary: 'Change my privacy settings (invisible browsing needs Gold or above: 403 upgrade:browse-invisibly)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: PrivacySettingsResponse }) })
  async update(@Viewer() viewer: AuthContext, @Body({ schema: MemberPrivacyUpdate }) body: Partial<MemberPrivacy>) {
    return { data: await this.privacy.update(viewer.member, body) };
  }

  @Get('blacklist')
  @Access('member')
  @ApiOperation({ summary: 'Members I blocked, newest first' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(BlockedMember) }) })
  async blacklist(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.output<typeof ListQuery>) {
    return { data: await this.relationships.listBlocked(viewer.member, q) };
  }

  @Put('blacklist/:name')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Block a member: each disappears from the other everywhere; friendship, follows and vouches end' })
  async block(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.block(viewer.member, name);
  }

  @Delete('blacklist/:name')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Unblock a member' })
  async unblock(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.unblock(viewer.member, name);
  }
}
