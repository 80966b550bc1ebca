import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { randomAvatarColour, type Role, type Tier } from '@community/domain';
import { DEFAULT_PRIVACY, type Member } from './member.entity.js';
import { keepInStep, type MemberAccount, type MemberCredentials } from './member-ref.js';
import { MembersRepository, type NewMemberRow } from './members.repository.js';

export interface NewMember {
  name: string;
  email: string;
  passwordHash: string;
  dateOfBirth: string;
  genders: string;
  homeVariant: string;
  locale: string;
  role?: Role;
  tier?: Tier;
  confirmedAt?: Date | null;
}

export interface MemberListQuery {
  q?: string;
  homeVariant?: string;
  variants?: string[] | 'all';
  tier?: Tier;
  role?: Role;
  isVerified?: boolean;
  sort: { field: 'name' | 'email' | 'createdAt' | 'lastLoginAt' | 'tier' | 'role' | 'homeVariant'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * The members table's gateway for every module (its SQL is in MembersRepository). It hands out read-only
 * `MemberAccount`s; credential columns are read only through the explicit methods here.
 */
@Injectable()
export class MembersService {
  constructor(private readonly repo: MembersRepository) {}

  findById(id: string, em?: EntityManager): Promise<MemberAccount | null> {
    return this.repo.findById(id, em);
  }

  /**
   * Many members in one query (no N+1 when a list shows authors, participants or actors); unknown ids are
   * left out, order is not kept. Use `avatarOf(member)` from `./avatars/avatar-urls.js` for their avatars.
   */
  findByIds(ids: readonly string[], em?: EntityManager): Promise<MemberAccount[]> {
    return this.repo.findByIds(ids, em);
  }

  /** By name or e-mail, case-insensitive, with the password hash and MFA columns. */
  findForLogin(login: string, em?: EntityManager): Promise<MemberCredentials | null> {
    return this.repo.findForLogin(login, em);
  }

  findWithSecrets(id: string, em?: EntityManager): Promise<MemberCredentials | null> {
    return this.repo.findWithSecrets(id, em);
  }

  /** By name, case-insensitive (profile URLs). */
  findByName(name: string, em?: EntityManager): Promise<MemberAccount | null> {
    return this.repo.findByName(name, em);
  }

  findByEmail(email: string, em?: EntityManager): Promise<MemberAccount | null> {
    return this.repo.findByEmail(email, em);
  }

  nameOrEmailTaken(name: string, email: string, em?: EntityManager): Promise<{ name: boolean; email: boolean }> {
    return this.repo.nameOrEmailTaken(name, email, em);
  }

  create(input: NewMember, em?: EntityManager): Promise<MemberAccount> {
    const id = randomUUID();
    const member = {
      ...input,
      id,
      role: input.role ?? 'member',
      tier: input.tier ?? 'free',
      tierExpiresAt: null,
      landingPage: 'activity',
      avatarColour: randomAvatarColour(id),
      confirmedAt: input.confirmedAt ?? null,
      verifiedAt: null,
      contentAgreementSignedAt: null,
      mfaSecret: null,
      mfaEnabledAt: null,
      pageAccess: [],
      privacy: { ...DEFAULT_PRIVACY },
      suspendedAt: null,
      lastLoginAt: null,
    } satisfies NewMemberRow;
    return this.repo.insert(member, em);
  }

  /**
   * Column writes for the members module's own code (profiles, privacy, discover, newsfeed). Other modules
   * change a member through the named methods below, each saying what it does.
   */
  async update(id: string, patch: Partial<Member>, em?: EntityManager): Promise<void> {
    await this.repo.update(id, patch, em);
  }

  // --- Named changes other modules make (ARCHITECTURE: Module faces) ------------------------------------

  /** The member proved they own their e-mail address. */
  async confirmEmail(id: string, em?: EntityManager): Promise<void> {
    await this.update(id, { confirmedAt: new Date() }, em);
  }

  /** A sign-in just now: stored, and shown on the caller's copy of the member. */
  async recordLogin(member: MemberAccount, at: Date, em?: EntityManager): Promise<void> {
    keepInStep(member, { lastLoginAt: at });
    await this.update(member.id, { lastLoginAt: at }, em);
  }

  async setPasswordHash(id: string, passwordHash: string, em?: EntityManager): Promise<void> {
    await this.update(id, { passwordHash }, em);
  }

  /** Two-step sign-in being set up: the sealed TOTP secret, not yet on. */
  async beginMfaEnrolment(id: string, sealedSecret: string, em?: EntityManager): Promise<void> {
    await this.update(id, { mfaSecret: sealedSecret }, em);
  }

  /** Two-step sign-in on, with the time step of the code that proved it. */
  async enableMfa(id: string, step: number, em?: EntityManager): Promise<void> {
    await this.update(id, { mfaEnabledAt: new Date(), mfaLastStep: String(step) }, em);
  }

  async disableMfa(id: string, em?: EntityManager): Promise<void> {
    await this.update(id, { mfaEnabledAt: null, mfaSecret: null, mfaLastStep: null }, em);
  }

  /**
   * Moves the last used TOTP step forward to `step`, atomically: true for exactly one request per step, so a
   * code cannot be replayed (false when this step or a later one was already used).
   */
  advanceMfaStep(id: string, step: number): Promise<boolean> {
    return this.repo.advanceMfaStep(id, step);
  }

  async signContentAgreement(id: string, signedAt: Date, em?: EntityManager): Promise<void> {
    await this.update(id, { contentAgreementSignedAt: signedAt }, em);
  }

  /** ID verification decided (the verification module): verified since `at`, or no longer with null. */
  async setVerified(id: string, at: Date | null, em?: EntityManager): Promise<void> {
    await this.update(id, { verifiedAt: at }, em);
  }

  /** Staff changes to role and/or tier (the staff module checks who may and audits it). */
  async setRoleAndTier(id: string, changes: { role?: Role; tier?: Tier }, em?: EntityManager): Promise<void> {
    await this.update(id, changes, em);
  }

  /** Suspended since `at`, or lifted with null. */
  async setSuspended(id: string, at: Date | null, em?: EntityManager): Promise<void> {
    await this.update(id, { suspendedAt: at }, em);
  }

  async setPageAccess(id: string, pageAccess: readonly string[], em?: EntityManager): Promise<void> {
    await this.update(id, { pageAccess: [...pageAccess] }, em);
  }

  /** The paid (or trial) tier and when it ends; `('free', null)` ends it. */
  async setTier(id: string, tier: Tier, expiresAt: Date | null, em?: EntityManager): Promise<void> {
    await this.update(id, { tier, tierExpiresAt: expiresAt }, em);
  }

  /** Staff list: prefix search on name or e-mail, filters, sort, offset window; total for Content-Range. */
  list(query: MemberListQuery): Promise<{ rows: MemberAccount[]; total: number }> {
    return this.repo.list(query);
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
