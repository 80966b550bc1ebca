import { Injectable } from '@nestjs/common';
import type { MemberPrivacy, PrivacySettingsResponse } from '@community/contracts';
import { keepInStep, type MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { MembersService } from '../members.service.js';
import { mayBrowseInvisibly, privacyOf } from './privacy.js';

/** `privacy/settings`: who may see my profile, lists and online status, who may message me, invisible browsing. */
@Injectable()
export class PrivacyService {
  constructor(private readonly members: MembersService) {}

  get(me: MemberAccount): PrivacySettingsResponse {
    return { settings: privacyOf(me), canBrowseInvisibly: mayBrowseInvisibly(me) };
  }

  async update(me: MemberAccount, patch: Partial<MemberPrivacy>): Promise<PrivacySettingsResponse> {
    if (patch.browseInvisibly && !mayBrowseInvisibly(me)) {
      // SPEC 8: a 403 whose message starts with "upgrade:" opens the upgrade dialog with that reason.
      throw new MembersException(MembersErrorCode.UpgradeRequired, 'upgrade:browse-invisibly');
    }
    const settings = { ...privacyOf(me), ...patch };
    await this.members.update(me.id, { privacy: settings });
    keepInStep(me, { privacy: settings });
    return this.get(me);
  }
}
