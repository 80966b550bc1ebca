import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LocationUpdate, NameChange, OwnProfile, ProfileResponse, ProfileTypeUpdate, ProfileUpdate, SetupStepParam, TeamMember, WinkSettings } from '@community/contracts';
import type { SetupStep } from '@community/domain';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext, NameParam } from '../http.js';
import { ProfilesService } from './profiles.service.js';


/** Profiles: anyone's (as their privacy allows) and the member's own settings and onboarding. */
@ApiTags('members')
@Controller('api')
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('users/:name', {
    access: 'optional',
    data: ProfileResponse,
    summary: 'A profile: 404 when blocked either way, 401/403 per the owner’s privacy; friends-only profiles answer a private card',
  })
  async view(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Param('name', { schema: NameParam }) name: string) {
    const me = viewer?.member ?? null;
    return { data: await this.profiles.view(me, name, cardContext(this.variants, req, me)) };
  }

  @Route.get('meet-team', { access: 'public', data: z.array(TeamMember), summary: 'The staff, most senior role first: name, avatar and role only' })
  async team() {
    return { data: await this.profiles.team() };
  }

  @Route.get('me/profile', { access: 'member', data: OwnProfile, summary: 'My own profile for the settings and setup pages' })
  async own(@Viewer() viewer: AuthContext) {
    return { data: await this.profiles.own(viewer.member) };
  }

  @Route.put('me/profile', { access: 'member', data: OwnProfile, summary: 'About text and looking-for' })
  async update(@Viewer() viewer: AuthContext, @Body({ schema: ProfileUpdate }) body: z.output<typeof ProfileUpdate>) {
    return { data: await this.profiles.update(viewer.member, body) };
  }

  @Route.put('me/profile-type', { access: 'member', data: OwnProfile, summary: 'Single, couple or group (genders code) with a date of birth for every further person' })
  async profileType(@Viewer() viewer: AuthContext, @Body({ schema: ProfileTypeUpdate }) body: z.output<typeof ProfileTypeUpdate>) {
    return { data: await this.profiles.setProfileType(viewer.member, body) };
  }

  @Route.put('me/name', { access: 'member', data: OwnProfile, summary: 'Change my name (unique, once per 30 days)' })
  async name(@Viewer() viewer: AuthContext, @Body({ schema: NameChange }) body: { name: string }) {
    return { data: await this.profiles.changeName(viewer.member, body.name) };
  }

  @Route.get('me/wink-settings', { access: 'member', data: WinkSettings, summary: 'Who may wink at me' })
  async winkSettings(@Viewer() viewer: AuthContext) {
    return { data: { policy: await this.profiles.winkPolicy(viewer.member.id) } };
  }

  @Route.put('me/wink-settings', { access: 'member', data: WinkSettings, summary: 'Set who may wink at me' })
  async setWinkSettings(@Viewer() viewer: AuthContext, @Body({ schema: WinkSettings }) body: WinkSettings) {
    return { data: await this.profiles.setWinkPolicy(viewer.member, body.policy) };
  }

  @Route.put('me/location', { access: 'member', data: OwnProfile, summary: 'Set my place (from location/geocomplete); only town and region are ever shown' })
  async setLocation(@Viewer() viewer: AuthContext, @Body({ schema: LocationUpdate }) body: { placeId: string }) {
    return { data: await this.profiles.setLocation(viewer.member, body.placeId) };
  }

  @Route.delete('me/location', { access: 'member', data: OwnProfile, summary: 'Forget my place' })
  async clearLocation(@Viewer() viewer: AuthContext) {
    return { data: await this.profiles.clearLocation(viewer.member) };
  }

  @Route.post('me/setup/:position/skip', { access: 'member', status: 200, data: OwnProfile, summary: 'Skip an onboarding step (setup resumes at the next one)' })
  async skip(@Viewer() viewer: AuthContext, @Param({ schema: z.object({ position: SetupStepParam }) }) params: { position: SetupStep }) {
    return { data: await this.profiles.skipSetupStep(viewer.member, params.position) };
  }
}
