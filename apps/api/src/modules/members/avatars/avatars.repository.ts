import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AvatarStatus } from '@community/domain';

type Db = DataSource | EntityManager;

export interface AvatarRow {
  id: string;
  member_id: string;
  variant: string;
  status: AvatarStatus;
  storage_prefix: string;
  width: number;
  height: number;
  phash: string;
  reject_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

export interface StaffAvatarQuery {
  variants: string[] | 'all';
  status?: AvatarStatus;
  memberId?: string;
  ids?: string[];
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const COLUMNS = `a.id, a.member_id, a.variant, a.status, a.storage_prefix, a.width, a.height, a.phash, a.reject_reason, a.created_at, a.reviewed_at, a.reviewed_by`;

/** The only code that queries member_avatars (and members.avatar_id, the approved one). */
@Injectable()
export class AvatarsRepository {
  constructor(private readonly db: DataSource) {}

  async get(id: string, db: Db = this.db, lock = false): Promise<AvatarRow | null> {
    const rows: AvatarRow[] = await db.query(`SELECT ${COLUMNS} FROM member_avatars a WHERE a.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async pendingOf(memberId: string, db: Db = this.db): Promise<AvatarRow | null> {
    const rows: AvatarRow[] = await db.query(`SELECT ${COLUMNS} FROM member_avatars a WHERE a.member_id = $1 AND a.status = 'pending'`, [memberId]);
    return rows[0] ?? null;
  }

  /** The newest upload, when it was refused (shown to the owner until they upload again). */
  async lastRejected(memberId: string): Promise<AvatarRow | null> {
    const rows: AvatarRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM member_avatars a WHERE a.member_id = $1 ORDER BY a.created_at DESC LIMIT 1`,
      [memberId],
    );
    return rows[0]?.status === 'rejected' ? rows[0] : null;
  }

  /** The pending avatar of each of these members (the owner's own view only). */
  async pendingIds(memberIds: string[]): Promise<Map<string, string>> {
    if (!memberIds.length) return new Map();
    const rows: Array<{ member_id: string; id: string }> = await this.db.query(
      `SELECT member_id, id FROM member_avatars WHERE member_id = ANY($1::uuid[]) AND status = 'pending'`,
      [memberIds],
    );
    return new Map(rows.map((r) => [r.member_id, r.id]));
  }

  async insert(em: EntityManager, a: Pick<AvatarRow, 'id' | 'member_id' | 'variant' | 'storage_prefix' | 'width' | 'height' | 'phash'>): Promise<void> {
    await em.query(
      `INSERT INTO member_avatars (id, member_id, variant, storage_prefix, width, height, phash) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [a.id, a.member_id, a.variant, a.storage_prefix, a.width, a.height, a.phash],
    );
  }

  /** Removes a pending avatar row; returns its storage prefix when there was one. */
  async deletePending(em: EntityManager, memberId: string): Promise<string | null> {
    const rows: Array<{ storage_prefix: string }> = await em.query(
      `DELETE FROM member_avatars WHERE member_id = $1 AND status = 'pending' RETURNING storage_prefix`,
      [memberId],
    );
    return rows[0]?.storage_prefix ?? null;
  }

  async approvedOf(memberId: string, db: Db = this.db): Promise<AvatarRow | null> {
    const rows: AvatarRow[] = await db.query(`SELECT ${COLUMNS} FROM members m JOIN member_avatars a ON a.id = m.avatar_id WHERE m.id = $1`, [memberId]);
    return rows[0] ?? null;
  }

  async setApproved(em: EntityManager, memberId: string, avatarId: string | null): Promise<void> {
    await em.query(`UPDATE members SET avatar_id = $2, updated_at = now() WHERE id = $1`, [memberId, avatarId]);
  }

  async deleteRow(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM member_avatars WHERE id = $1`, [id]);
  }

  async decide(em: EntityManager, id: string, status: 'approved' | 'rejected', reason: string | null, staffId: string): Promise<void> {
    await em.query(
      `UPDATE member_avatars SET status = $2, reject_reason = $3, reviewed_at = now(), reviewed_by = $4 WHERE id = $1`,
      [id, status, status === 'rejected' ? reason : null, staffId],
    );
  }

  /** The staff queue: scope by the variant the avatar was uploaded on; offset window for react-admin. */
  async list(q: StaffAvatarQuery): Promise<{ rows: AvatarRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (q.variants !== 'all') where.push(`a.variant = ANY(${p(q.variants)}::text[])`);
    if (q.status) where.push(`a.status = ${p(q.status)}`);
    if (q.memberId) where.push(`a.member_id = ${p(q.memberId)}`);
    if (q.ids) where.push(`a.id = ANY(${p(q.ids)}::uuid[])`);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM member_avatars a ${w} ORDER BY a.created_at ${q.order}, a.id ${q.order} OFFSET ${p(q.offset)} LIMIT ${p(q.limit)}`, params),
      this.db.query(`SELECT count(*)::int AS n FROM member_avatars a ${w}`, params.slice(0, params.length - 2)),
    ]);
    return { rows: rows as AvatarRow[], total: (count as Array<{ n: number }>)[0]?.n ?? 0 };
  }
}
