import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { randomAvatarColour, type Role, type Tier } from '@community/domain';
import { DEFAULT_PRIVACY, Member } from './member.entity.js';
import { keepInStep, type MemberAccount, type MemberCredentials } from './member-ref.js';

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

const SORT_COLUMNS: Record<MemberListQuery['sort']['field'], string> = {
  name: 'lower(m.name)',
  email: 'lower(m.email)',
  createdAt: 'm.created_at',
  lastLoginAt: 'm.last_login_at',
  tier: 'm.tier',
  role: 'm.role',
  homeVariant: 'm.home_variant',
};

/** The members table's only gateway. Credential columns are read only through the explicit methods here. */
@Injectable()
export class MembersService {
  constructor(private readonly db: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.db.manager).getRepository(Member);
  }

  findById(id: string, em?: EntityManager): Promise<MemberAccount | null> {
    return this.repo(em).findOneBy({ id });
  }

  /**
   * Many members in one query (no N+1 when a list shows authors, participants or actors); unknown ids are
   * left out, order is not kept. Use `avatarOf(member)` from `./avatars/avatar-urls.js` for their avatars.
   */
  async findByIds(ids: readonly string[], em?: EntityManager): Promise<MemberAccount[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    return this.repo(em).createQueryBuilder('m').where('m.id = ANY(:ids::uuid[])', { ids: unique }).getMany();
  }

  /** By name or e-mail, case-insensitive, with the password hash and MFA columns. */
  findForLogin(login: string, em?: EntityManager): Promise<MemberCredentials | null> {
    return this.repo(em)
      .createQueryBuilder('m')
      .addSelect(['m.passwordHash', 'm.mfaSecret', 'm.mfaLastStep'])
      .where('lower(m.name) = lower(:login) OR lower(m.email) = lower(:login)', { login })
      .getOne();
  }

  findWithSecrets(id: string, em?: EntityManager): Promise<MemberCredentials | null> {
    return this.repo(em)
      .createQueryBuilder('m')
      .addSelect(['m.passwordHash', 'm.mfaSecret', 'm.mfaLastStep'])
      .where('m.id = :id', { id })
      .getOne();
  }

  /** By name, case-insensitive (profile URLs). */
  findByName(name: string, em?: EntityManager): Promise<MemberAccount | null> {
    return this.repo(em).createQueryBuilder('m').where('lower(m.name) = lower(:name)', { name }).getOne();
  }

  findByEmail(email: string, em?: EntityManager): Promise<MemberAccount | null> {
    return this.repo(em).createQueryBuilder('m').where('lower(m.email) = lower(:email)', { email }).getOne();
  }

  async nameOrEmailTaken(name: string, email: string, em?: EntityManager): Promise<{ name: boolean; email: boolean }> {
    const rows: Array<{ name_taken: boolean; email_taken: boolean }> = await (em ?? this.db.manager).query(
      `SELECT EXISTS (SELECT 1 FROM members WHERE lower(name) = lower($1)) AS name_taken,
              EXISTS (SELECT 1 FROM members WHERE lower(email) = lower($2)) AS email_taken`,
      [name, email],
    );
    return { name: rows[0]?.name_taken ?? false, email: rows[0]?.email_taken ?? false };
  }

  async create(input: NewMember, em?: EntityManager): Promise<MemberAccount> {
    const repo = this.repo(em);
    const id = randomUUID();
    const member = repo.create({
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
    });
    const saved = await repo.save(member);
    // Every member has a profile row (search joins it); the members module owns both tables.
    await (em ?? this.db.manager).query(`INSERT INTO member_profiles (member_id) VALUES ($1) ON CONFLICT DO NOTHING`, [id]);
    return saved;
  }

  /**
   * Column writes for the members module's own code (profiles, privacy, discover, newsfeed). Other modules
   * change a member through the named methods below, each saying what it does.
   */
  async update(id: string, patch: Partial<Member>, em?: EntityManager): Promise<void> {
    await this.repo(em).update({ id }, patch);
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
  async advanceMfaStep(id: string, step: number): Promise<boolean> {
    const res: [unknown[], number] = await this.db.query(
      `UPDATE members SET mfa_last_step = $2 WHERE id = $1 AND (mfa_last_step IS NULL OR mfa_last_step < $2)`,
      [id, step],
    );
    return res[1] === 1;
  }

  async signContentAgreement(id: string, signedAt: Date, em?: EntityManager): Promise<void> {
    await this.update(id, { contentAgreementSignedAt: signedAt }, em);
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
  async list(query: MemberListQuery): Promise<{ rows: MemberAccount[]; total: number }> {
    const qb = this.repo().createQueryBuilder('m');
    if (query.q) {
      const prefix = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
      qb.andWhere('(lower(m.name) LIKE :prefix OR lower(m.email) LIKE :prefix)', { prefix });
    }
    if (query.variants !== 'all' && query.variants) qb.andWhere('m.home_variant IN (:...variants)', { variants: query.variants });
    if (query.homeVariant) qb.andWhere('m.home_variant = :hv', { hv: query.homeVariant });
    if (query.tier) qb.andWhere('m.tier = :tier', { tier: query.tier });
    if (query.role) qb.andWhere('m.role = :role', { role: query.role });
    if (query.isVerified !== undefined) qb.andWhere(query.isVerified ? 'm.verified_at IS NOT NULL' : 'm.verified_at IS NULL');
    qb.orderBy(SORT_COLUMNS[query.sort.field], query.sort.order, 'NULLS LAST').addOrderBy('m.id', 'ASC');
    const [rows, total] = await qb.offset(query.offset).limit(query.limit).getManyAndCount();
    return { rows, total };
  }

  async count(): Promise<number> {
    return this.repo().count();
  }
}
