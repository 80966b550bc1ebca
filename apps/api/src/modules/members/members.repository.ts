import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Member } from './member.entity.js';
import type { MemberListQuery } from './members.service.js';

const SORT_COLUMNS: Record<MemberListQuery['sort']['field'], string> = {
  name: 'lower(m.name)',
  email: 'lower(m.email)',
  createdAt: 'm.created_at',
  lastLoginAt: 'm.last_login_at',
  tier: 'm.tier',
  role: 'm.role',
  homeVariant: 'm.home_variant',
};

/** A new row: the id and every column without a database default (TypeORM fills in the rest, as before). */
export type NewMemberRow = Partial<Member> & Pick<Member, 'id' | 'name' | 'email' | 'passwordHash' | 'dateOfBirth' | 'genders' | 'homeVariant' | 'locale'>;

/** The only code that queries `members` (and adds a new member's `member_profiles` row). */
@Injectable()
export class MembersRepository {
  constructor(private readonly db: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.db.manager).getRepository(Member);
  }

  findById(id: string, em?: EntityManager): Promise<Member | null> {
    return this.repo(em).findOneBy({ id });
  }

  /** Many members in one query; unknown ids are left out, order is not kept. */
  async findByIds(ids: readonly string[], em?: EntityManager): Promise<Member[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    return this.repo(em).createQueryBuilder('m').where('m.id = ANY(:ids::uuid[])', { ids: unique }).getMany();
  }

  /** By name or e-mail, case-insensitive, with the password hash and MFA columns. */
  findForLogin(login: string, em?: EntityManager): Promise<Member | null> {
    return this.withSecrets(em).where('lower(m.name) = lower(:login) OR lower(m.email) = lower(:login)', { login }).getOne();
  }

  findWithSecrets(id: string, em?: EntityManager): Promise<Member | null> {
    return this.withSecrets(em).where('m.id = :id', { id }).getOne();
  }

  private withSecrets(em?: EntityManager) {
    return this.repo(em).createQueryBuilder('m').addSelect(['m.passwordHash', 'm.mfaSecret', 'm.mfaLastStep']);
  }

  /** By name, case-insensitive (profile URLs). */
  findByName(name: string, em?: EntityManager): Promise<Member | null> {
    return this.repo(em).createQueryBuilder('m').where('lower(m.name) = lower(:name)', { name }).getOne();
  }

  findByEmail(email: string, em?: EntityManager): Promise<Member | null> {
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

  /** The member's row and their (empty) profile row: every member has one, search joins it. */
  async insert(values: NewMemberRow, em?: EntityManager): Promise<Member> {
    const repo = this.repo(em);
    const saved = await repo.save(repo.create(values));
    await (em ?? this.db.manager).query(`INSERT INTO member_profiles (member_id) VALUES ($1) ON CONFLICT DO NOTHING`, [values.id]);
    return saved;
  }

  async update(id: string, patch: Partial<Member>, em?: EntityManager): Promise<void> {
    await this.repo(em).update({ id }, patch);
  }

  /** Moves `mfa_last_step` forward to `step` atomically: true for exactly one caller per step. */
  async advanceMfaStep(id: string, step: number): Promise<boolean> {
    const res: [unknown[], number] = await this.db.query(
      `UPDATE members SET mfa_last_step = $2 WHERE id = $1 AND (mfa_last_step IS NULL OR mfa_last_step < $2)`,
      [id, step],
    );
    return res[1] === 1;
  }

  async list(query: MemberListQuery): Promise<{ rows: Member[]; total: number }> {
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

  count(): Promise<number> {
    return this.repo().count();
  }
}
