import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OwnProfile, ProfileRelation, ProfileResponse, ProfileTypeUpdate, ProfileUpdate, TeamMember } from '@community/contracts';
import {
  canSee,
  canVouch,
  checkPartnerBirthDates,
  nextNameChangeAt,
  nextSetupStep,
  profileKind,
  shownAvatar,
  winkDecision,
  type SetupStep,
  type WinkPolicy,
} from '@community/domain';
import { AuthedProfiles } from '../authed-profiles.service.js';
import { AvatarsRepository } from '../avatars/avatars.repository.js';
import { keepInStep, type MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException, notFound } from '../members.exception.js';
import { MembersService } from '../members.service.js';
import { mayBrowseInvisibly, privacyOf } from '../privacy/privacy.js';
import { RelationshipsService } from '../relationships/relationships.service.js';
import { PlacesService } from '../search/places.service.js';
import { avatarFor, toCard, type CardContext } from './cards.js';
import { ProfilesRepository } from './profiles.repository.js';

/** Profiles: viewing one (privacy and blocks first), and the member's own settings and onboarding. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: ProfilesRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly places: PlacesService,
    private readonly avatars: AvatarsRepository,
    private readonly authed: AuthedProfiles,
  ) {}

  /** `GET users/{name}`: access first (blocked = 404, audience per privacy), then the profile; records the view. */
  async view(viewer: MemberAccount | null, name: string, ctx: CardContext): Promise<ProfileResponse> {
    const owner = await this.relationships.target(viewer, name);
    const rel = await this.relationships.relation(viewer, owner);
    const privacy = privacyOf(owner);
    const decision = canSee(privacy.profile, rel);
    if (decision === 'not-found') throw notFound();
    if (decision === 'login') throw new MembersException(MembersErrorCode.LoginRequired, 'Log in to see this profile');
    const relation = viewer ? await this.relationOf(viewer, owner, rel.friends) : null;
    if (decision === 'private') {
      return { visibility: 'private', id: owner.id, name: owner.name, avatar: avatarFor(owner.avatarColour, owner.avatarId), relation: relation! };
    }
    const from = viewer && !rel.self ? await this.repo.point(viewer.id) : null;
    const [row, profile, counts] = await Promise.all([this.repo.card(owner.id, from), this.repo.get(owner.id), this.relationships.counts(owner.id)]);
    if (!row) throw notFound();
    if (viewer && !rel.self && !(privacyOf(viewer).browseInvisibly && mayBrowseInvisibly(viewer))) {
      await this.relationships.recordView(viewer.id, owner.id);
    }
    const card = toCard(row, ctx);
    // The owner sees the photo waiting for a moderator; everyone else the approved one.
    const pending = rel.self ? await this.avatars.pendingOf(owner.id) : null;
    card.avatar = shownAvatar(rel.self, card.avatar, pending ? this.authed.signer.avatar(pending.id, owner.avatarColour) : null)!;
    return {
      visibility: 'full',
      ...card,
      about: profile.about,
      lookingFor: profile.looking_for,
      createdAt: owner.createdAt.toISOString(),
      counts,
      relation,
      lists: {
        friends: canSee(privacy.friendsList, rel) === 'allow',
        follows: canSee(privacy.followLists, rel) === 'allow',
      },
    };
  }

  private async relationOf(viewer: MemberAccount, owner: MemberAccount, friends: boolean): Promise<ProfileRelation> {
    const self = viewer.id === owner.id;
    if (self) {
      return { self, friendState: 'none', following: false, favourite: false, blockedByMe: false, canWink: false, canVouch: false, hasNote: false };
    }
    const [flags, friendState, policy] = await Promise.all([
      this.relationships.relationFlags(viewer.id, owner.id),
      this.relationships.friendState(viewer.id, owner.id),
      this.winkPolicy(owner.id),
    ]);
    const wink = winkDecision(policy, { self, blocked: false, friends, senderVerified: Boolean(viewer.verifiedAt), lastWinkAt: flags.lastWinkAt }, new Date());
    return {
      self,
      friendState,
      following: flags.following,
      favourite: flags.favourite,
      blockedByMe: flags.blockedByMe,
      canWink: wink === 'allow',
      canVouch: canVouch({ self, blocked: false, friends }),
      hasNote: flags.hasNote,
    };
  }

  /** `/meet-team`: the staff (staff cannot be blocked, so everyone sees the same list). */
  async team(): Promise<TeamMember[]> {
    return (await this.repo.team()).map((r) => ({ id: r.id, name: r.name, role: r.role, avatar: avatarFor(r.avatar_colour, r.avatar_id) }));
  }

  async winkPolicy(memberId: string): Promise<WinkPolicy> {
    return (await this.repo.get(memberId)).wink_policy;
  }

  async own(me: MemberAccount): Promise<OwnProfile> {
    const p = await this.repo.get(me.id);
    const next = nextNameChangeAt(p.name_changed_at, me.role, new Date());
    return {
      name: me.name,
      genders: me.genders,
      kind: profileKind(me.genders),
      dateOfBirth: me.dateOfBirth,
      partnerBirthDates: p.partner_birth_dates,
      about: p.about,
      lookingFor: p.looking_for,
      location:
        p.place_id && p.town && p.country
          ? { placeId: p.place_id, town: p.town, region: p.region, country: p.country }
          : null,
      winkPolicy: p.wink_policy,
      nextNameChangeAt: next?.toISOString() ?? null,
      setup: { done: p.setup_done, next: nextSetupStep(p.setup_done) },
    };
  }

  async update(me: MemberAccount, patch: ProfileUpdate): Promise<OwnProfile> {
    const done: SetupStep[] = [];
    if (patch.about !== undefined) done.push('about');
    if (patch.lookingFor !== undefined) done.push('looking-for');
    await this.repo.update(me.id, { about: patch.about, lookingFor: patch.lookingFor, setupDone: done });
    return this.own(me);
  }

  /** `/settings/profile-type`: single, couple or group, with every further person's date of birth (18+). */
  async setProfileType(me: MemberAccount, body: ProfileTypeUpdate): Promise<OwnProfile> {
    const check = checkPartnerBirthDates(body.genders, body.partnerBirthDates, new Date());
    if (check === 'count') {
      throw new MembersException(MembersErrorCode.InvalidPartners, 'Give a date of birth for every other person on the profile', { field: 'partnerBirthDates' });
    }
    if (check !== null) {
      throw new MembersException(MembersErrorCode.InvalidPartners, 'Everyone on the profile must be 18 or older', { field: `partnerBirthDates.${check}` });
    }
    await this.db.transaction(async (em) => {
      await this.members.update(me.id, { genders: body.genders }, em);
      await this.repo.update(me.id, { partnerBirthDates: body.partnerBirthDates, setupDone: ['profile-type'] }, em);
    });
    keepInStep(me, { genders: body.genders });
    return this.own(me);
  }

  /** `/settings/name`: unique network-wide (case-insensitive), once per 30 days (staff any time). */
  async changeName(me: MemberAccount, name: string): Promise<OwnProfile> {
    await this.db
      .transaction(async (em) => {
        const p = await this.repo.get(me.id, em);
        const next = nextNameChangeAt(p.name_changed_at, me.role, new Date());
        if (next) {
          throw new MembersException(MembersErrorCode.NameChangeTooSoon, `You can change your name again on ${next.toISOString().slice(0, 10)}`, { field: 'name' });
        }
        if (name === me.name) return;
        const holder = await this.members.findByName(name, em);
        if (holder && holder.id !== me.id) throw new MembersException(MembersErrorCode.NameTaken, 'That name is already taken', { field: 'name' });
        await this.members.update(me.id, { name }, em);
        await this.repo.update(me.id, { nameChangedAt: new Date() }, em);
      })
      .catch((err: { code?: string }) => {
        if (err.code === '23505') throw new MembersException(MembersErrorCode.NameTaken, 'That name is already taken', { field: 'name' });
        throw err;
      });
    keepInStep(me, { name });
    return this.own(me);
  }

  async setWinkPolicy(me: MemberAccount, policy: WinkPolicy): Promise<{ policy: WinkPolicy }> {
    await this.repo.update(me.id, { winkPolicy: policy });
    return { policy };
  }

  /** Stores the place's town, region and point; only the town and region are ever shown. */
  async setLocation(me: MemberAccount, placeId: string): Promise<OwnProfile> {
    const place = this.places.resolve(placeId);
    await this.repo.update(me.id, {
      location: { placeId: place.id, town: place.name, region: place.region, country: place.country, lat: place.lat, lng: place.lng },
      setupDone: ['location'],
    });
    return this.own(me);
  }

  async clearLocation(me: MemberAccount): Promise<OwnProfile> {
    await this.repo.update(me.id, { location: null });
    return this.own(me);
  }

  /** Skipping a setup step counts as done for resuming; the member can still fill it in later. */
  async skipSetupStep(me: MemberAccount, step: SetupStep): Promise<OwnProfile> {
    await this.repo.update(me.id, { setupDone: [step] });
    return this.own(me);
  }
}
