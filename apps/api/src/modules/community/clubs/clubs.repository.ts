import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ClubFacility } from '@community/contracts';

type Db = DataSource | EntityManager;

export interface ClubRow {
  id: string;
  variant: string;
  slug: string;
  name: string;
  description: string;
  address: string;
  place_id: string | null;
  place_label: string | null;
  lat: number | null;
  lng: number | null;
  opening_hours: string;
  facilities: ClubFacility[];
  links: string[];
  owner_id: string;
  reviews_count: number;
  rating_sum: number;
  created_at: Date;
  k1?: string;
}

export interface ReviewRow {
  id: string;
  club_id: string;
  author_id: string;
  rating: number;
  body: string;
  answer: string | null;
  answered_at: Date | null;
  created_at: Date;
  updated_at: Date;
  k1?: string;
}

export interface ClubFields {
  slug: string;
  name: string;
  description: string;
  address: string;
  place: { id: string; label: string; lat: number; lng: number } | null;
  openingHours: string;
  facilities: ClubFacility[];
  links: string[];
}

const COLUMNS = `c.id, c.variant, c.slug, c.name, c.description, c.address, c.place_id, c.place_label, c.lat, c.lng, c.opening_hours,
  c.facilities, c.links, c.owner_id, c.reviews_count, c.rating_sum, c.created_at`;
const REVIEW = `r.id, r.club_id, r.author_id, r.rating, r.body, r.answer, r.answered_at, r.created_at, r.updated_at`;

/** The only code that queries clubs and club_reviews. */
@Injectable()
export class ClubsRepository {
  constructor(private readonly db: DataSource) {}

  async bySlug(variant: string, slug: string, db: Db = this.db, lock = false): Promise<ClubRow | null> {
    const rows: ClubRow[] = await db.query(`SELECT ${COLUMNS} FROM clubs c WHERE c.variant = $1 AND c.slug = $2${lock ? ' FOR UPDATE' : ''}`, [variant, slug]);
    return rows[0] ?? null;
  }

  async byId(id: string): Promise<ClubRow | null> {
    const rows: ClubRow[] = await this.db.query(`SELECT ${COLUMNS} FROM clubs c WHERE c.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async slugTaken(variant: string, slug: string, exceptId: string | null): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM clubs WHERE variant = $1 AND slug = $2 AND id IS DISTINCT FROM $3`, [variant, slug, exceptId]);
    return rows.length > 0;
  }

  async insert(em: EntityManager, variant: string, ownerId: string, f: ClubFields): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO clubs (variant, slug, name, description, address, place_id, place_label, lat, lng, opening_hours, facilities, links, owner_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [variant, f.slug, f.name, f.description, f.address, f.place?.id ?? null, f.place?.label ?? null, f.place?.lat ?? null, f.place?.lng ?? null, f.openingHours, f.facilities, f.links, ownerId],
    );
    return rows[0]!.id;
  }

  async update(em: EntityManager, id: string, f: ClubFields): Promise<void> {
    await em.query(
      `UPDATE clubs SET slug = $2, name = $3, description = $4, address = $5, place_id = $6, place_label = $7, lat = $8, lng = $9,
              opening_hours = $10, facilities = $11, links = $12, updated_at = now() WHERE id = $1`,
      [id, f.slug, f.name, f.description, f.address, f.place?.id ?? null, f.place?.label ?? null, f.place?.lat ?? null, f.place?.lng ?? null, f.openingHours, f.facilities, f.links],
    );
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM community_wall_posts WHERE place_kind = 'club' AND place_id = $1`, [id]);
    await em.query(`DELETE FROM clubs WHERE id = $1`, [id]);
  }

  list(variant: string, sort: 'newest' | 'rating' | 'name', q: string | undefined, after: string[] | null, limit: number): Promise<ClubRow[]> {
    const params: unknown[] = [variant];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = ['c.variant = $1'];
    if (q) where.push(`lower(c.name) LIKE ${p('%' + q.toLowerCase().replace(/[\\%_]/g, (ch) => '\\' + ch) + '%')}`);
    let key: string;
    let order: string;
    if (sort === 'rating') {
      key = `(CASE WHEN c.reviews_count = 0 THEN 0 ELSE c.rating_sum::float8 / c.reviews_count END)`;
      order = `${key} DESC, c.id DESC`;
      if (after) where.push(`(${key}, c.id) < (${p(Number(after[0]))}::float8, ${p(after[1])}::uuid)`);
    } else if (sort === 'name') {
      key = 'lower(c.name)';
      order = `${key} ASC, c.id ASC`;
      if (after) where.push(`(${key}, c.id) > (${p(after[0])}, ${p(after[1])}::uuid)`);
    } else {
      key = 'c.created_at';
      order = 'c.created_at DESC, c.id DESC';
      if (after) where.push(`(c.created_at, c.id) < (${p(after[0])}::timestamptz, ${p(after[1])}::uuid)`);
    }
    return this.db.query(`SELECT ${COLUMNS}, ${key}::text AS k1 FROM clubs c WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${p(limit + 1)}`, params);
  }

  reviews(clubId: string, viewer: string, after: string[] | null, limit: number, notBlocked: (m: string, v: string) => string): Promise<ReviewRow[]> {
    return this.db.query(
      `SELECT ${REVIEW}, r.created_at::text AS k1 FROM club_reviews r
        WHERE r.club_id = $1 AND ${notBlocked('r.author_id', '$2::uuid')}
          ${after ? `AND (r.created_at, r.id) < ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
      after ? [clubId, viewer, limit + 1, after[0], after[1]] : [clubId, viewer, limit + 1],
    );
  }

  async review(clubId: string, id: string, db: Db = this.db, lock = false): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await db.query(`SELECT ${REVIEW} FROM club_reviews r WHERE r.club_id = $1 AND r.id = $2${lock ? ' FOR UPDATE' : ''}`, [clubId, id]);
    return rows[0] ?? null;
  }

  async reviewById(id: string): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await this.db.query(`SELECT ${REVIEW} FROM club_reviews r WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async reviewBy(clubId: string, authorId: string, db: Db = this.db, lock = false): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await db.query(`SELECT ${REVIEW} FROM club_reviews r WHERE r.club_id = $1 AND r.author_id = $2${lock ? ' FOR UPDATE' : ''}`, [clubId, authorId]);
    return rows[0] ?? null;
  }

  /**
   * Writes my review (one per member and club: a second write edits it) and moves the club's count and sum by
   * the difference, in the caller's transaction under the club's row lock.
   */
  async upsertReview(em: EntityManager, clubId: string, authorId: string, rating: number, body: string): Promise<string> {
    const prev = await this.reviewBy(clubId, authorId, em, true);
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO club_reviews (club_id, author_id, rating, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (club_id, author_id) DO UPDATE SET rating = EXCLUDED.rating, body = EXCLUDED.body, updated_at = now()
       RETURNING id`,
      [clubId, authorId, rating, body],
    );
    await em.query(`UPDATE clubs SET reviews_count = reviews_count + $2, rating_sum = rating_sum + $3 WHERE id = $1`, [clubId, prev ? 0 : 1, rating - (prev?.rating ?? 0)]);
    return rows[0]!.id;
  }

  async deleteReview(em: EntityManager, clubId: string, authorId: string): Promise<boolean> {
    const prev = await this.reviewBy(clubId, authorId, em, true);
    if (!prev) return false;
    await em.query(`DELETE FROM club_reviews WHERE id = $1`, [prev.id]);
    await em.query(`UPDATE clubs SET reviews_count = GREATEST(reviews_count - 1, 0), rating_sum = GREATEST(rating_sum - $2, 0) WHERE id = $1`, [clubId, prev.rating]);
    return true;
  }

  /** Sets the owner's answer once: false when the review already has one. */
  async answer(em: EntityManager, reviewId: string, answer: string): Promise<boolean> {
    const rows: unknown[] = await em.query(`WITH u AS (UPDATE club_reviews SET answer = $2, answered_at = now() WHERE id = $1 AND answer IS NULL RETURNING id) SELECT id FROM u`, [reviewId, answer]);
    return rows.length > 0;
  }

  async lock(em: EntityManager, clubId: string): Promise<void> {
    await em.query(`SELECT 1 FROM clubs WHERE id = $1 FOR UPDATE`, [clubId]);
  }
}
