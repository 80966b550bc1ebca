import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LocationUpdate, NameChange, OwnProfile, ProfileResponse, ProfileTypeUpdate, ProfileUpdate, SetupStepParam, TeamMember, WinkSettings } from '@community/contracts';
import type { SetupStep } from '@community/domain';
import { Access, OptionalViewer, Viewer } from '../../../shared/access/access.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext, NameParam } from '../http.js';
import { ProfilesService } from './profiles.service.js';

const OwnResponse = z.object({ data: OwnProfile });

/** Profiles: anyone's (as their privacy allows) and the member's own settings and onboarding. */
@ApiTags('members')
@Controller('api')
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly variants: VariantsService,
  ) {}

  @Get('users/:name')
  @Access('optional')
  @ApiOperation({ summary: 'A profile: 404 when blocked either way, 401/403 per the owner’s privacy; friends-only profiles answer a private card' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: ProfileResponse }) })
  async view(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Param('name', { schema: NameParam }) name: string) {
    const me = viewer?.member ?? null;
    return { data: await this.profiles.view(me, name, cardContext(this.variants, req, me)) };
  }

  @Get('meet-team')
  @Access('public')
  @ApiOperation({ summary: 'The staff, most senior role first: name, avatar and role only' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: z.array(TeamMember) }) })
  async team() {
    return { data: await this.profiles.team() };
  }

  @Get('me/profile')
  @Access('member')
  @ApiOperation({ summary: 'My own profile for the settings and setup pages' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async own(@Viewer() viewer: AuthContext) {
    return { data: await this.profiles.own(viewer.member) };
  }

  @Put('me/profile')
  @Access('member')
  @ApiOperation({ summary: 'About text and looking-for' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async update(@Viewer() viewer: AuthContext, @Body({ schema: ProfileUpdate }) body: z.output<typeof ProfileUpdate>) {
    return { data: await this.profiles.update(viewer.member, body) };
  }

  @Put('me/profile-type')
  @Access('member')
  @ApiOperation({ summary: 'Single, couple or group (genders code) with a date of birth for every further person' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async profileType(@Viewer() viewer: AuthContext, @Body({ schema: ProfileTypeUpdate }) body: z.output<typeof ProfileTypeUpdate>) {
    return { data: await this.profiles.setProfileType(viewer.member, body) };
  }

  @Put('me/name')
  @Access('member')
  @ApiOperation({ summary: 'Change my name (unique, once per 30 days)' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async name(@Viewer() viewer: AuthContext, @Body({ schema: NameChange }) body: { name: string }) {
    return { data: await this.profiles.changeName(viewer.member, body.name) };
  }

  @Get('me/wink-settings')
  @Access('member')
  @ApiOperation({ summary: 'Who may wink at me' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: WinkSettings }) })
  async winkSettings(@Viewer() viewer: AuthContext) {
    return { data: { policy: await this.profiles.winkPolicy(viewer.member.id) } };
  }

  @Put('me/wink-settings')
  @Access('member')
  @ApiOperation({ summary: 'Set who may wink at me' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: WinkSettings }) })
  async setWinkSettings(@Viewer() viewer: AuthContext, @Body({ schema: WinkSettings }) body: WinkSettings) {
    return { data: await this.profiles.setWinkPolicy(viewer.member, body.policy) };
  }

  @Put('me/location')
  @Access('member')
  @ApiOperation({ summary: 'Set my place (from location/geocomplete); only town and region are ever shown' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async setLocation(@Viewer() viewer: AuthContext, @Body({ schema: LocationUpdate }) body: { placeId: string }) {
    return { data: await this.profiles.setLocation(viewer.member, body.placeId) };
  }

  @Delete('me/location')
  @Access('member')
  @ApiOperation({ summary: 'Forget my place' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async clearLocation(@Viewer() viewer: AuthContext) {
    return { data: await this.profiles.clearLocation(viewer.member) };
  }

  @Post('me/setup/:position/skip')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Skip an onboarding step (setup resumes at the next one)' })
  @ApiResponse({ status: 200, standardSchema: OwnResponse })
  async skip(@Viewer() viewer: AuthContext, @Param({ schema: z.object({ position: SetupStepParam }) }) params: { position: SetupStep }) {
    return { data: await this.profiles.skipSetupStep(viewer.member, params.position) };
  }
}
