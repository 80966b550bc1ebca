import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { VerificationDocumentType, VerificationHints, VerificationRejectReason, VerificationSide, VerificationStatus } from '@community/contracts';
import { rowsOf } from '../../shared/db/rows.js';

type Db = DataSource | EntityManager;

export interface CaseRow {
  id: string;
  member_id: string;
  variant: string;
  status: VerificationStatus;
  document_type: VerificationDocumentType;
  date_of_birth: string | null;
  age_band: '18+' | 'under-18' | null;
  code: string;
  hints: VerificationHints | null;
  locked_by: string | null;
  locked_until: Date | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  reject_reason: VerificationRejectReason | null;
  created_at: Date;
}

export interface FileRow {
  case_id: string;
  side: VerificationSide;
  storage_key: string | null;
  key_id: string | null;
  wrapped_key: Buffer | null;
  iv: Buffer | null;
  auth_tag: Buffer | null;
  width: number;
  height: number;
  bytes: number;
  phash: string | null;
}

export interface SimilarFile {
  case_id: string;
  member_id: string;
  side: VerificationSide;
  distance: number;
  status: VerificationStatus;
}

const CASE_COLUMNS = `c.id, c.member_id, c.variant, c.status, c.document_type, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, c.age_band,
  c.code, c.hints, c.locked_by, c.locked_until, c.submitted_at, c.decided_at, c.decided_by, c.reject_reason, c.created_at`;

/** The only code that queries verification_cases and verification_files. */
@Injectable()
export class VerificationRepository {
  constructor(private readonly db: DataSource) {}

  async get(id: string, db: Db = this.db, lock = false): Promise<CaseRow | null> {
    const rows: CaseRow[] = await db.query(`SELECT ${CASE_COLUMNS} FROM verification_cases c WHERE c.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  /** The member's newest case (open or decided), if any. */
  async latestOf(memberId: string, db: Db = this.db, lock = false): Promise<CaseRow | null> {
    const rows: CaseRow[] = await db.query(
      `SELECT ${CASE_COLUMNS} FROM verification_cases c WHERE c.member_id = $1 ORDER BY c.created_at DESC, c.id LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
      [memberId],
    );
    return rows[0] ?? null;
  }

  async insert(em: EntityManager, c: { id: string; memberId: string; variant: string; documentType: VerificationDocumentType; dateOfBirth: string; code: string }): Promise<void> {
    await em.query(
      `INSERT INTO verification_cases (id, member_id, variant, status, document_type, date_of_birth, code) VALUES ($1, $2, $3, 'draft', $4, $5, $6)`,
      [c.id, c.memberId, c.variant, c.documentType, c.dateOfBirth, c.code],
    );
  }

  async setStatus(db: Db, id: string, status: VerificationStatus, extra: { submitted?: boolean; hints?: VerificationHints } = {}): Promise<void> {
    await db.query(
      `UPDATE verification_cases SET status = $2, submitted_at = CASE WHEN $3 THEN now() ELSE submitted_at END,
         hints = COALESCE($4::jsonb, hints), updated_at = now() WHERE id = $1`,
      [id, status, Boolean(extra.submitted), extra.hints ? JSON.stringify(extra.hints) : null],
    );
  }

  /** The decision: outcome, band, checker and date; the date of birth itself is forgotten, the lock released. */
  async decide(em: EntityManager, id: string, d: { status: 'approved' | 'rejected'; ageBand: '18+' | 'under-18' | null; rejectReason: VerificationRejectReason | null; by: string | null }): Promise<void> {
    await em.query(
      `UPDATE verification_cases SET status = $2, age_band = $3, reject_reason = $4, decided_by = $5, decided_at = now(),
         date_of_birth = NULL, locked_by = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`,
      [id, d.status, d.ageBand, d.rejectReason, d.by],
    );
  }

  async files(caseId: string, db: Db = this.db): Promise<FileRow[]> {
    return db.query(
      `SELECT case_id, side, storage_key, key_id, wrapped_key, iv, auth_tag, width, height, bytes, phash FROM verification_files WHERE case_id = $1 ORDER BY side`,
      [caseId],
    );
  }

  async file(caseId: string, side: VerificationSide, db: Db = this.db): Promise<FileRow | null> {
    const rows: FileRow[] = await db.query(
      `SELECT case_id, side, storage_key, key_id, wrapped_key, iv, auth_tag, width, height, bytes, phash FROM verification_files WHERE case_id = $1 AND side = $2`,
      [caseId, side],
    );
    return rows[0] ?? null;
  }

  /** Stores a side (replacing the earlier one of the same side); answers the storage key it replaced. */
  async putFile(em: EntityManager, f: Omit<FileRow, 'storage_key'> & { storage_key: string }): Promise<string | null> {
    const before: Array<{ storage_key: string | null }> = await em.query(`SELECT storage_key FROM verification_files WHERE case_id = $1 AND side = $2 FOR UPDATE`, [f.case_id, f.side]);
    await em.query(
      `INSERT INTO verification_files (case_id, side, storage_key, key_id, wrapped_key, iv, auth_tag, width, height, bytes, phash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (case_id, side) DO UPDATE SET storage_key = EXCLUDED.storage_key, key_id = EXCLUDED.key_id, wrapped_key = EXCLUDED.wrapped_key,
         iv = EXCLUDED.iv, auth_tag = EXCLUDED.auth_tag, width = EXCLUDED.width, height = EXCLUDED.height, bytes = EXCLUDED.bytes,
         phash = EXCLUDED.phash, created_at = now()`,
      [f.case_id, f.side, f.storage_key, f.key_id, f.wrapped_key, f.iv, f.auth_tag, f.width, f.height, f.bytes, f.phash],
    );
    return before[0]?.storage_key ?? null;
  }

  /**
   * After the decision: the images' keys are wiped (the objects are deleted by the caller), the selfie's hash too;
   * a document side keeps its perceptual hash for later duplicate hints. Answers the storage keys to delete.
   */
  async forgetFiles(em: EntityManager, caseId: string): Promise<string[]> {
    const rows = rowsOf<{ storage_key: string | null }>(
      await em.query(
        `UPDATE verification_files v SET storage_key = NULL, key_id = NULL, wrapped_key = NULL, iv = NULL, auth_tag = NULL,
           phash = CASE WHEN v.side = 'selfie' THEN NULL ELSE v.phash END
         FROM (SELECT case_id, side, storage_key FROM verification_files WHERE case_id = $1 FOR UPDATE) old
         WHERE v.case_id = old.case_id AND v.side = old.side RETURNING old.storage_key`,
        [caseId],
      ),
    );
    return rows.map((r) => r.storage_key).filter((k): k is string => k !== null);
  }

  /** Document sides of other members' cases whose perceptual hash is within `maxDistance` bits of `phash`. */
  async similar(memberId: string, phash: string, maxDistance: number, limit = 10): Promise<SimilarFile[]> {
    return this.db.query(
      `SELECT f.case_id, c.member_id, f.side, c.status,
              bit_count(('x' || f.phash)::bit(64) # ('x' || $2)::bit(64))::int AS distance
         FROM verification_files f JOIN verification_cases c ON c.id = f.case_id
        WHERE f.phash IS NOT NULL AND f.side <> 'selfie' AND c.member_id <> $1 AND c.status <> 'withdrawn'
          AND bit_count(('x' || f.phash)::bit(64) # ('x' || $2)::bit(64)) <= $3
        ORDER BY distance, c.created_at DESC LIMIT $4`,
      [memberId, phash, maxDistance, limit],
    );
  }

  async list(q: { variants: string[] | 'all'; status?: VerificationStatus; memberId?: string; ids?: string[]; order: 'ASC' | 'DESC'; offset: number; limit: number }): Promise<{ rows: CaseRow[]; total: number }> {
    const where: string[] = [`c.status <> 'draft'`];
    const params: unknown[] = [];
    if (q.variants !== 'all') where.push(`c.variant = ANY($${params.push(q.variants)})`);
    if (q.status) where.push(`c.status = $${params.push(q.status)}`);
    if (q.memberId) where.push(`c.member_id = $${params.push(q.memberId)}`);
    if (q.ids) where.push(`c.id = ANY($${params.push(q.ids)}::uuid[])`);
    const w = where.join(' AND ');
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM verification_cases c WHERE ${w}`, params)) as [{ n: number }];
    const rows: CaseRow[] = await this.db.query(
      `SELECT ${CASE_COLUMNS} FROM verification_cases c WHERE ${w} ORDER BY COALESCE(c.submitted_at, c.created_at) ${q.order === 'DESC' ? 'DESC' : 'ASC'}, c.id
        OFFSET $${params.push(q.offset)} LIMIT $${params.push(q.limit)}`,
      params,
    );
    return { rows, total: n };
  }

  /** Takes the case's review lock, or renews it for its holder, or takes it over when it lapsed; answers the lock as it stands. */
  async acquireLock(id: string, holderId: string, seconds: number): Promise<{ locked_by: string | null; locked_until: Date | null }> {
    await this.db.query(
      `UPDATE verification_cases SET locked_by = $2, locked_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND (locked_by IS NULL OR locked_by = $2 OR locked_until <= now())`,
      [id, holderId, seconds],
    );
    const rows: Array<{ locked_by: string | null; locked_until: Date | null }> = await this.db.query(`SELECT locked_by, locked_until FROM verification_cases WHERE id = $1`, [id]);
    return rows[0] ?? { locked_by: null, locked_until: null };
  }

  async releaseLock(id: string, holderId: string): Promise<void> {
    await this.db.query(`UPDATE verification_cases SET locked_by = NULL, locked_until = NULL WHERE id = $1 AND locked_by = $2`, [id, holderId]);
  }
}
