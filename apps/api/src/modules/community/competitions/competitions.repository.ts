import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CompetitionEntryType } from '@community/contracts';

type Db = DataSource | EntityManager;

export interface CompetitionRow {
  id: string;
  variant: string;
  slug: string;
  title: string;
  rules: string;
  entry_type: CompetitionEntryType;
  entries_open_at: Date;
  entries_close_at: Date;
  voting_open_at: Date;
  voting_close_at: Date;
  announced: boolean;
  verified_voters_only: boolean;
  max_entries_per_member: number;
  prize_coins: number[];
  prize_badge: string | null;
  results_at: Date | null;
  entry_count: number;
}

export interface EntryRow {
  id: string;
  competition_id: string;
  member_id: string | null;
  subject_id: string;
  title: string;
  url: string | null;
  created_at: Date;
  votes: number;
}

export interface CompetitionFields {
  slug: string;
  title: string;
  rules: string;
  entry_type: string;
  entries_open_at: string;
  entries_close_at: string;
  voting_open_at: string;
  voting_close_at: string;
  announced: boolean;
  verified_voters_only: boolean;
  max_entries_per_member: number;
  prize_coins: number[];
  prize_badge: string | null;
}

const COLUMNS = `c.*, (SELECT count(*)::int FROM competition_entries e WHERE e.competition_id = c.id AND e.withdrawn_at IS NULL) AS entry_count`;

/** All SQL of competitions: the competitions, entries, votes, winners and badges. */
@Injectable()
export class CompetitionsRepository {
  constructor(private readonly db: DataSource) {}

  /** `which`: the state as SQL over now(). */
  async list(variant: string, which: 'visible' | 'announced' | 'active' | 'unannounced' | 'all'): Promise<CompetitionRow[]> {
    const where = {
      all: 'TRUE',
      visible: 'c.announced',
      unannounced: 'NOT c.announced',
      announced: 'c.announced AND now() < c.entries_open_at',
      active: 'c.announced AND now() >= c.entries_open_at AND now() < c.voting_close_at',
    }[which];
    return this.db.query(`SELECT ${COLUMNS} FROM competitions c WHERE c.variant = $1 AND ${where} ORDER BY c.voting_close_at DESC, c.id LIMIT 200`, [variant]);
  }

  async bySlug(variant: string, slug: string): Promise<CompetitionRow | null> {
    const rows: CompetitionRow[] = await this.db.query(`SELECT ${COLUMNS} FROM competitions c WHERE c.variant = $1 AND c.slug = $2`, [variant, slug]);
    return rows[0] ?? null;
  }

  async byId(id: string, db: Db = this.db, lock = false): Promise<CompetitionRow | null> {
    const rows: CompetitionRow[] = await db.query(
      lock ? `SELECT c.*, 0 AS entry_count FROM competitions c WHERE c.id = $1 FOR UPDATE` : `SELECT ${COLUMNS} FROM competitions c WHERE c.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async slugTaken(variant: string, slug: string, except: string | null): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM competitions WHERE variant = $1 AND slug = $2 AND ($3::uuid IS NULL OR id <> $3)`, [variant, slug, except]);
    return rows.length > 0;
  }

  async insert(em: EntityManager, variant: string, f: CompetitionFields, staffId: string): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO competitions (variant, slug, title, rules, entry_type, entries_open_at, entries_close_at, voting_open_at, voting_close_at, announced,
                                 verified_voters_only, max_entries_per_member, prize_coins, prize_badge, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [variant, f.slug, f.title, f.rules, f.entry_type, f.entries_open_at, f.entries_close_at, f.voting_open_at, f.voting_close_at, f.announced, f.verified_voters_only, f.max_entries_per_member, f.prize_coins, f.prize_badge, staffId],
    );
    return rows[0]!.id;
  }

  async update(em: EntityManager, id: string, f: CompetitionFields): Promise<void> {
    await em.query(
      `UPDATE competitions SET slug = $2, title = $3, rules = $4, entry_type = $5, entries_open_at = $6, entries_close_at = $7, voting_open_at = $8,
              voting_close_at = $9, announced = $10, verified_voters_only = $11, max_entries_per_member = $12, prize_coins = $13, prize_badge = $14, updated_at = now()
        WHERE id = $1`,
      [id, f.slug, f.title, f.rules, f.entry_type, f.entries_open_at, f.entries_close_at, f.voting_open_at, f.voting_close_at, f.announced, f.verified_voters_only, f.max_entries_per_member, f.prize_coins, f.prize_badge],
    );
  }

  // ---- entries and votes ------------------------------------------------------------------------------

  async entries(competitionId: string): Promise<EntryRow[]> {
    return this.db.query(
      `SELECT e.id, e.competition_id, e.member_id, e.subject_id, e.title, e.url, e.created_at,
              (SELECT count(*)::int FROM competition_votes v WHERE v.entry_id = e.id) AS votes
         FROM competition_entries e WHERE e.competition_id = $1 AND e.withdrawn_at IS NULL ORDER BY e.created_at, e.id`,
      [competitionId],
    );
  }

  async entry(id: string): Promise<(EntryRow & { variant: string; withdrawn_at: Date | null }) | null> {
    const rows = await this.db.query(
      `SELECT e.*, c.variant, 0 AS votes FROM competition_entries e JOIN competitions c ON c.id = e.competition_id WHERE e.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async myEntryCount(em: Db, competitionId: string, memberId: string): Promise<number> {
    const rows: Array<{ n: number }> = await em.query(
      `SELECT count(*)::int AS n FROM competition_entries WHERE competition_id = $1 AND member_id = $2 AND withdrawn_at IS NULL`,
      [competitionId, memberId],
    );
    return rows[0]!.n;
  }

  /** Null when the subject is already entered. */
  async addEntry(em: EntityManager, competitionId: string, memberId: string, subjectId: string, title: string, url: string | null): Promise<EntryRow | null> {
    const rows: EntryRow[] = await em.query(
      `INSERT INTO competition_entries (competition_id, member_id, subject_id, title, url) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (competition_id, subject_id) WHERE withdrawn_at IS NULL DO NOTHING
       RETURNING id, competition_id, member_id, subject_id, title, url, created_at, 0 AS votes`,
      [competitionId, memberId, subjectId, title, url],
    );
    return rows[0] ?? null;
  }

  async withdraw(id: string): Promise<void> {
    await this.db.query(`UPDATE competition_entries SET withdrawn_at = now() WHERE id = $1 AND withdrawn_at IS NULL`, [id]);
  }

  async myVote(competitionId: string, memberId: string): Promise<string | null> {
    const rows: Array<{ entry_id: string }> = await this.db.query(`SELECT entry_id FROM competition_votes WHERE competition_id = $1 AND member_id = $2`, [competitionId, memberId]);
    return rows[0]?.entry_id ?? null;
  }

  /** One vote per member per competition: the primary key decides between concurrent votes. False when the member had voted. */
  async vote(competitionId: string, memberId: string, entryId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO competition_votes (competition_id, member_id, entry_id) VALUES ($1, $2, $3) ON CONFLICT (competition_id, member_id) DO NOTHING RETURNING entry_id`,
      [competitionId, memberId, entryId],
    );
    return rows.length > 0;
  }

  // ---- results ----------------------------------------------------------------------------------------

  /** Entries by votes (ties: the earlier entry first), with their members. */
  async standings(em: EntityManager, competitionId: string, limit: number): Promise<Array<{ id: string; member_id: string | null; title: string; votes: number }>> {
    return em.query(
      `SELECT e.id, e.member_id, e.title, count(v.member_id)::int AS votes
         FROM competition_entries e LEFT JOIN competition_votes v ON v.entry_id = e.id
        WHERE e.competition_id = $1 AND e.withdrawn_at IS NULL
        GROUP BY e.id HAVING count(v.member_id) > 0 ORDER BY votes DESC, e.created_at, e.id LIMIT $2`,
      [competitionId, limit],
    );
  }

  async addWinner(em: EntityManager, w: { competitionId: string; place: number; entryId: string; memberId: string | null; votes: number; coins: number }): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `INSERT INTO competition_winners (competition_id, place, entry_id, member_id, votes, coins) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (competition_id, place) DO NOTHING RETURNING place`,
      [w.competitionId, w.place, w.entryId, w.memberId, w.votes, w.coins],
    );
    return rows.length > 0;
  }

  async winners(competitionId: string, db: Db = this.db): Promise<Array<{ place: number; entry_id: string; member_id: string | null; votes: number; coins: number; coin_transaction_id: string | null; title: string }>> {
    return db.query(
      `SELECT w.place, w.entry_id, w.member_id, w.votes, w.coins, w.coin_transaction_id, e.title
         FROM competition_winners w JOIN competition_entries e ON e.id = w.entry_id WHERE w.competition_id = $1 ORDER BY w.place`,
      [competitionId],
    );
  }

  async markPaid(em: EntityManager, competitionId: string, place: number, transactionId: string): Promise<void> {
    await em.query(`UPDATE competition_winners SET coin_transaction_id = $3 WHERE competition_id = $1 AND place = $2`, [competitionId, place, transactionId]);
  }

  async grantBadge(em: EntityManager, memberId: string, competitionId: string, badge: string, place: number): Promise<void> {
    await em.query(`INSERT INTO competition_badges (member_id, competition_id, badge, place) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [memberId, competitionId, badge, place]);
  }

  async setResults(em: EntityManager, competitionId: string): Promise<void> {
    await em.query(`UPDATE competitions SET results_at = coalesce(results_at, now()) WHERE id = $1`, [competitionId]);
  }

  /** Competitions whose voting closed without results (a missed or lost job). */
  async due(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM competitions WHERE results_at IS NULL AND voting_close_at <= now() ORDER BY voting_close_at LIMIT 100`);
    return rows.map((r) => r.id);
  }
}
