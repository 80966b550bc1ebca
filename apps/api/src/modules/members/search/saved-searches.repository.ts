import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

export interface SavedSearchRow {
  id: string;
  name: string;
  filters: Record<string, unknown>;
  created_at: Date;
}

/** The only code that queries member_saved_searches. */
@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly db: DataSource) {}

  /** Serialises one member's saves until the transaction ends (the SAVED_SEARCHES_MAX cap cannot be raced past). */
  async lockMember(em: EntityManager, memberId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [`saved-searches:${memberId}`]);
  }

  /** A member's saved searches, by name (there are at most SAVED_SEARCHES_MAX). */
  list(memberId: string, db: Db = this.db): Promise<SavedSearchRow[]> {
    return db.query(`SELECT id, name, filters, created_at FROM member_saved_searches WHERE member_id = $1 ORDER BY lower(name), id`, [memberId]);
  }

  async count(memberId: string, db: Db = this.db): Promise<number> {
    const rows: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM member_saved_searches WHERE member_id = $1`, [memberId]);
    return rows[0]?.n ?? 0;
  }

  async exists(memberId: string, name: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM member_saved_searches WHERE member_id = $1 AND name = $2`, [memberId, name]);
    return rows.length > 0;
  }

  /** Saves under `name`, replacing the filters of a search of the same name. */
  async upsert(memberId: string, name: string, filters: Record<string, unknown>, db: Db = this.db): Promise<SavedSearchRow> {
    const rows: SavedSearchRow[] = await db.query(
      `INSERT INTO member_saved_searches (member_id, name, filters) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (member_id, name) DO UPDATE SET filters = EXCLUDED.filters
       RETURNING id, name, filters, created_at`,
      [memberId, name, JSON.stringify(filters)],
    );
    return rows[0]!;
  }

  /** Removes one of the member's own saved searches; true when there was one. */
  async remove(memberId: string, id: string): Promise<boolean> {
    const rows: Array<{ n: number }> = await this.db.query(
      `WITH d AS (DELETE FROM member_saved_searches WHERE member_id = $1 AND id = $2 RETURNING 1) SELECT count(*)::int AS n FROM d`,
      [memberId, id],
    );
    return (rows[0]?.n ?? 0) > 0;
  }
}
