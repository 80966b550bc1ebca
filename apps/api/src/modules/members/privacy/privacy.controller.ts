import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { BlockedMember, ListQuery, MemberPrivacyUpdate, pageOf, PrivacySettingsResponse, type MemberPrivacy } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
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

  @Route.get('settings', { access: 'member', data: PrivacySettingsResponse, summary: 'My privacy settings' })
  settings(@Viewer() viewer: AuthContext) {
    return { data: this.privacy.get(viewer.member) };
  }

  @Route.put('settings', {
    access: 'member',
    data: PrivacySettingsResponse,
    summary: 'Change my privacy settings (invisible browsing needs Gold or above: 403 upgrade:browse-invisibly)',
  })
  async update(@Viewer() viewer: AuthContext, @Body({ schema: MemberPrivacyUpdate }) body: Partial<MemberPrivacy>) {
    return { data: await this.privacy.update(viewer.member, body) };
  }

  @Route.get('blacklist', { access: 'member', data: pageOf(BlockedMember), summary: 'Members I blocked, newest first' })
  async blacklist(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.output<typeof ListQuery>) {
    return { data: await this.relationships.listBlocked(viewer.member, q) };
  }

  @Route.put('blacklist/:name', { access: 'member', status: 204, summary: 'Block a member: each disappears from the other everywhere; friendship, follows and vouches end' })
  async block(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.block(viewer.member, name);
  }

  @Route.delete('blacklist/:name', { access: 'member', status: 204, summary: 'Unblock a member' })
  async unblock(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.unblock(viewer.member, name);
  }
}
