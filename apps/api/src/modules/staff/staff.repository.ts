import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface NoteRow {
  id: string;
  memberId: string;
  authorId: string | null;
  body: string;
  createdAt: Date;
}

export interface LockRow {
  resource: string;
  recordId: string;
  holderId: string;
  expiresAt: Date;
}

/** The only code that queries `staff_notes` and `staff_record_locks`. */
@Injectable()
export class StaffRepository {
  constructor(private readonly db: DataSource) {}

  async notes(memberId: string, limit = 200): Promise<NoteRow[]> {
    return this.db.query(
      `SELECT id::text, member_id AS "memberId", author_id AS "authorId", body, created_at AS "createdAt"
         FROM staff_notes WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      [memberId],
    );
  }

  async addNote(em: EntityManager, memberId: string, authorId: string, body: string): Promise<NoteRow> {
    const rows: NoteRow[] = await em.query(
      `INSERT INTO staff_notes (member_id, author_id, body) VALUES ($1, $2, $3)
       RETURNING id::text, member_id AS "memberId", author_id AS "authorId", body, created_at AS "createdAt"`,
      [memberId, authorId, body],
    );
    return rows[0]!;
  }

  async lock(resource: string, recordId: string): Promise<LockRow | null> {
    const rows: LockRow[] = await this.db.query(
      `SELECT resource, record_id AS "recordId", holder_id AS "holderId", expires_at AS "expiresAt"
         FROM staff_record_locks WHERE resource = $1 AND record_id = $2 AND expires_at > now()`,
      [resource, recordId],
    );
    return rows[0] ?? null;
  }

  /**
   * Takes the lock, or renews it when the caller holds it, or when the holder's lock has lapsed. Returns the
   * lock as it stands afterwards (the other holder's when it is theirs). One statement: two staff members
   * racing for a free record cannot both win.
   */
  async acquire(resource: string, recordId: string, holderId: string, ttlSeconds: number): Promise<LockRow> {
    const rows: LockRow[] = await this.db.query(
      `INSERT INTO staff_record_locks (resource, record_id, holder_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (resource, record_id) DO UPDATE
          SET holder_id = EXCLUDED.holder_id, expires_at = EXCLUDED.expires_at,
              acquired_at = CASE WHEN staff_record_locks.holder_id = EXCLUDED.holder_id THEN staff_record_locks.acquired_at ELSE now() END
        WHERE staff_record_locks.holder_id = EXCLUDED.holder_id OR staff_record_locks.expires_at <= now()
       RETURNING resource, record_id AS "recordId", holder_id AS "holderId", expires_at AS "expiresAt"`,
      [resource, recordId, holderId, ttlSeconds],
    );
    return rows[0] ?? (await this.lock(resource, recordId))!;
  }

  async release(resource: string, recordId: string, holderId: string): Promise<void> {
    await this.db.query(`DELETE FROM staff_record_locks WHERE resource = $1 AND record_id = $2 AND holder_id = $3`, [resource, recordId, holderId]);
  }
}
