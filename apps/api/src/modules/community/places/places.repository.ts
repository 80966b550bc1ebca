import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PlaceFacility, PlaceSlot, PlaceStatus } from '@community/contracts';

type Db = DataSource | EntityManager;

export interface LocationRow {
  id: string;
  variant: string;
  slug: string;
  name: string;
  country: string;
  county: string;
  county_slug: string;
  description: string;
  directions: string;
  facilities: PlaceFacility[];
  lat: number;
  lng: number;
  status: PlaceStatus;
  reject_reason: string | null;
  submitted_by: string | null;
  moderated_at: Date | null;
  created_at: Date;
  rating_avg: number | null;
  rating_count: number;
  comment_count: number;
  distance_km: number | null;
}

/** The editable fields of a location, as stored. */
export interface LocationFields {
  name: string;
  country: string;
  county: string;
  county_slug: string;
  description: string;
  directions: string;
  facilities: string[];
  lat: number;
  lng: number;
}

export interface SuggestionRow {
  id: string;
  location_id: string;
  variant: string;
  location_name: string;
  author_id: string | null;
  changes: Partial<LocationFields>;
  note: string;
  status: PlaceStatus;
  created_at: Date;
  decided_at: Date | null;
}

const LOCATION_COLUMNS = `
  l.id, l.variant, l.slug, l.name, l.country, l.county, l.county_slug, l.description, l.directions, l.facilities,
  l.lat, l.lng, l.status, l.reject_reason, l.submitted_by, l.moderated_at, l.created_at,
  (SELECT avg(r.stars)::float8 FROM place_ratings r WHERE r.location_id = l.id) AS rating_avg,
  (SELECT count(*)::int FROM place_ratings r WHERE r.location_id = l.id) AS rating_count,
  (SELECT count(*)::int FROM place_comments c WHERE c.location_id = l.id AND c.deleted_at IS NULL) AS comment_count`;

/** Great-circle distance in km between the row and ($lat, $lng) (haversine; enough for "near me"). */
const distanceSql = (lat: string, lng: string) =>
  `(2 * 6371 * asin(sqrt(power(sin(radians(l.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(l.lat)) * power(sin(radians(l.lng - ${lng}) / 2), 2))))`;

const SUGGESTION_COLUMNS = `s.id, s.location_id, l.variant, l.name AS location_name, s.author_id, s.changes, s.note, s.status, s.created_at, s.decided_at`;

/** All SQL of places: locations, ratings, comments, check-ins and suggestions. */
@Injectable()
export class PlacesRepository {
  constructor(private readonly db: DataSource) {}

  async countries(variant: string): Promise<Array<{ country: string; count: number }>> {
    return this.db.query(
      `SELECT country, count(*)::int AS count FROM place_locations WHERE variant = $1 AND status = 'approved' GROUP BY country ORDER BY country`,
      [variant],
    );
  }

  async counties(variant: string, country: string): Promise<Array<{ county_slug: string; county: string; count: number }>> {
    // The county's name as most of its locations spell it.
    return this.db.query(
      `SELECT county_slug, mode() WITHIN GROUP (ORDER BY county) AS county, count(*)::int AS count
         FROM place_locations WHERE variant = $1 AND country = $2 AND status = 'approved'
        GROUP BY county_slug ORDER BY county_slug`,
      [variant, country],
    );
  }

  async inCounty(variant: string, country: string, countySlug: string): Promise<LocationRow[]> {
    return this.db.query(
      `SELECT ${LOCATION_COLUMNS}, NULL::float8 AS distance_km FROM place_locations l
        WHERE l.variant = $1 AND l.country = $2 AND l.county_slug = $3 AND l.status = 'approved'
        ORDER BY l.name, l.id LIMIT 500`,
      [variant, country, countySlug],
    );
  }

  async search(variant: string, f: { q?: string; country?: string; county?: string; lat?: number; lng?: number; radius?: number }, limit: number): Promise<LocationRow[]> {
    const params: unknown[] = [variant];
    const where = [`l.variant = $1`, `l.status = 'approved'`];
    if (f.q) {
      params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(l.name ILIKE $${params.length} OR l.county ILIKE $${params.length})`);
    }
    if (f.country) {
      params.push(f.country);
      where.push(`l.country = $${params.length}`);
    }
    if (f.county) {
      params.push(f.county);
      where.push(`l.county_slug = $${params.length}`);
    }
    let distance = 'NULL::float8';
    let order = 'l.name, l.id';
    if (f.lat !== undefined && f.lng !== undefined) {
      params.push(f.lat, f.lng);
      const lat = `$${params.length - 1}::float8`;
      const lng = `$${params.length}::float8`;
      distance = distanceSql(lat, lng);
      const radius = f.radius ?? 25;
      params.push(radius);
      // A bounding box first (one degree of latitude is about 111 km), then the exact distance.
      where.push(`l.lat BETWEEN ${lat} - $${params.length}::float8 / 111.0 AND ${lat} + $${params.length}::float8 / 111.0`);
      where.push(`${distance} <= $${params.length}::float8`);
      order = 'distance_km, l.id';
    }
    params.push(limit);
    return this.db.query(
      `SELECT ${LOCATION_COLUMNS}, ${distance} AS distance_km FROM place_locations l WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}`,
      params,
    );
  }

  async byAddress(variant: string, country: string, countySlug: string, slug: string): Promise<LocationRow | null> {
    const rows: LocationRow[] = await this.db.query(
      `SELECT ${LOCATION_COLUMNS}, NULL::float8 AS distance_km FROM place_locations l WHERE l.variant = $1 AND l.country = $2 AND l.county_slug = $3 AND l.slug = $4`,
      [variant, country, countySlug, slug],
    );
    return rows[0] ?? null;
  }

  async byId(id: string, db: Db = this.db, lock = false): Promise<LocationRow | null> {
    const rows: LocationRow[] = await db.query(
      lock
        ? `SELECT l.*, NULL::float8 AS rating_avg, 0 AS rating_count, 0 AS comment_count, NULL::float8 AS distance_km FROM place_locations l WHERE l.id = $1 FOR UPDATE`
        : `SELECT ${LOCATION_COLUMNS}, NULL::float8 AS distance_km FROM place_locations l WHERE l.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async bySubmitter(variant: string, memberId: string): Promise<LocationRow[]> {
    return this.db.query(
      `SELECT ${LOCATION_COLUMNS}, NULL::float8 AS distance_km FROM place_locations l WHERE l.variant = $1 AND l.submitted_by = $2 ORDER BY l.created_at DESC LIMIT 200`,
      [variant, memberId],
    );
  }

  async slugTaken(em: Db, variant: string, country: string, countySlug: string, slug: string, except: string | null): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM place_locations WHERE variant = $1 AND country = $2 AND county_slug = $3 AND slug = $4 AND ($5::uuid IS NULL OR id <> $5)`,
      [variant, country, countySlug, slug, except],
    );
    return rows.length > 0;
  }

  async insert(em: EntityManager, variant: string, slug: string, f: LocationFields, memberId: string): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO place_locations (variant, slug, name, country, county, county_slug, description, directions, facilities, lat, lng, submitted_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [variant, slug, f.name, f.country, f.county, f.county_slug, f.description, f.directions, f.facilities, f.lat, f.lng, memberId],
    );
    return rows[0]!.id;
  }

  async update(em: EntityManager, id: string, slug: string, f: LocationFields): Promise<void> {
    await em.query(
      `UPDATE place_locations SET slug = $2, name = $3, country = $4, county = $5, county_slug = $6, description = $7, directions = $8,
              facilities = $9, lat = $10, lng = $11, updated_at = now() WHERE id = $1`,
      [id, slug, f.name, f.country, f.county, f.county_slug, f.description, f.directions, f.facilities, f.lat, f.lng],
    );
  }

  /** A rejected location its submitter edits goes back to the queue. */
  async resubmit(em: EntityManager, id: string): Promise<void> {
    await em.query(`UPDATE place_locations SET status = 'pending', reject_reason = NULL WHERE id = $1 AND status = 'rejected'`, [id]);
  }

  async decide(em: EntityManager, id: string, status: PlaceStatus, reason: string | null, staffId: string): Promise<void> {
    await em.query(`UPDATE place_locations SET status = $2, reject_reason = $3, moderated_by = $4, moderated_at = now() WHERE id = $1`, [id, status, reason, staffId]);
  }

  // ---- ratings, comments, check-ins -------------------------------------------------------------------

  async myRating(locationId: string, memberId: string): Promise<number | null> {
    const rows: Array<{ stars: number }> = await this.db.query(`SELECT stars FROM place_ratings WHERE location_id = $1 AND member_id = $2`, [locationId, memberId]);
    return rows[0]?.stars ?? null;
  }

  async rate(locationId: string, memberId: string, stars: number): Promise<{ average: number | null; count: number }> {
    await this.db.query(
      `INSERT INTO place_ratings (location_id, member_id, stars) VALUES ($1, $2, $3)
       ON CONFLICT (location_id, member_id) DO UPDATE SET stars = EXCLUDED.stars, updated_at = now()`,
      [locationId, memberId, stars],
    );
    const rows: Array<{ average: number | null; count: number }> = await this.db.query(
      `SELECT avg(stars)::float8 AS average, count(*)::int AS count FROM place_ratings WHERE location_id = $1`,
      [locationId],
    );
    return rows[0]!;
  }

  async comments(locationId: string, limit: number): Promise<Array<{ id: string; author_id: string | null; body: string; created_at: Date }>> {
    return this.db.query(
      `SELECT id, author_id, body, created_at FROM place_comments WHERE location_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2`,
      [locationId, limit],
    );
  }

  async addComment(locationId: string, memberId: string, body: string): Promise<{ id: string; created_at: Date }> {
    const rows: Array<{ id: string; created_at: Date }> = await this.db.query(
      `INSERT INTO place_comments (location_id, author_id, body) VALUES ($1, $2, $3) RETURNING id, created_at`,
      [locationId, memberId, body],
    );
    return rows[0]!;
  }

  async comment(id: string): Promise<{ id: string; location_id: string; author_id: string | null; variant: string; deleted_at: Date | null } | null> {
    const rows = await this.db.query(
      `SELECT c.id, c.location_id, c.author_id, l.variant, c.deleted_at FROM place_comments c JOIN place_locations l ON l.id = c.location_id WHERE c.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async deleteComment(em: EntityManager, id: string): Promise<void> {
    await em.query(`UPDATE place_comments SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id]);
  }

  async checkins(locationId: string, limit: number): Promise<Array<{ id: string; member_id: string; slot: PlaceSlot; note: string; created_at: Date }>> {
    return this.db.query(
      `SELECT id, member_id, slot, note, created_at FROM place_checkins WHERE location_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [locationId, limit],
    );
  }

  async bestTimes(locationId: string): Promise<Array<{ slot: PlaceSlot; count: number }>> {
    return this.db.query(
      `SELECT slot, count(*)::int AS count FROM place_checkins WHERE location_id = $1 GROUP BY slot ORDER BY count DESC, slot`,
      [locationId],
    );
  }

  /** One check-in per member, place and hour: a double click or a retry adds nothing. */
  async checkIn(locationId: string, memberId: string, slot: string, note: string): Promise<{ id: string; created_at: Date; fresh: boolean }> {
    return this.db.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`place-checkin:${memberId}:${locationId}`]);
      const recent: Array<{ id: string; created_at: Date }> = await em.query(
        `SELECT id, created_at FROM place_checkins WHERE member_id = $1 AND location_id = $2 AND created_at > now() - interval '1 hour' ORDER BY created_at DESC LIMIT 1`,
        [memberId, locationId],
      );
      if (recent[0]) return { ...recent[0], fresh: false };
      const rows: Array<{ id: string; created_at: Date }> = await em.query(
        `INSERT INTO place_checkins (location_id, member_id, slot, note) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
        [locationId, memberId, slot, note],
      );
      return { ...rows[0]!, fresh: true };
    });
  }

  // ---- suggestions ------------------------------------------------------------------------------------

  async addSuggestion(locationId: string, memberId: string, changes: Partial<LocationFields>, note: string): Promise<SuggestionRow> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO place_suggestions (location_id, author_id, changes, note) VALUES ($1, $2, $3::jsonb, $4) RETURNING id`,
      [locationId, memberId, JSON.stringify(changes), note],
    );
    return (await this.suggestion(rows[0]!.id))!;
  }

  async suggestion(id: string, db: Db = this.db, lock = false): Promise<SuggestionRow | null> {
    const rows: SuggestionRow[] = await db.query(
      `SELECT ${SUGGESTION_COLUMNS} FROM place_suggestions s JOIN place_locations l ON l.id = s.location_id WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async suggestionsBy(variant: string, memberId: string): Promise<SuggestionRow[]> {
    return this.db.query(
      `SELECT ${SUGGESTION_COLUMNS} FROM place_suggestions s JOIN place_locations l ON l.id = s.location_id
        WHERE l.variant = $1 AND s.author_id = $2 ORDER BY s.created_at DESC LIMIT 200`,
      [variant, memberId],
    );
  }

  async decideSuggestion(em: EntityManager, id: string, status: PlaceStatus, staffId: string): Promise<void> {
    await em.query(`UPDATE place_suggestions SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1`, [id, status, staffId]);
  }

  // ---- staff lists ------------------------------------------------------------------------------------

  async staffLocations(
    f: { variants: string[] | 'all'; status?: PlaceStatus; ids?: string[] },
    order: 'ASC' | 'DESC',
    sortField: 'createdAt' | 'status',
    offset: number,
    limit: number,
  ): Promise<{ rows: Array<LocationRow & { total: number }>; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (f.variants !== 'all') {
      params.push(f.variants);
      where.push(`l.variant = ANY($${params.length}::text[])`);
    }
    if (f.status) {
      params.push(f.status);
      where.push(`l.status = $${params.length}`);
    }
    if (f.ids) {
      params.push(f.ids);
      where.push(`l.id = ANY($${params.length}::uuid[])`);
    }
    params.push(limit, offset);
    const col = sortField === 'status' ? 'l.status' : 'l.created_at';
    const rows: Array<LocationRow & { total: number }> = await this.db.query(
      `SELECT ${LOCATION_COLUMNS}, NULL::float8 AS distance_km, count(*) OVER ()::int AS total FROM place_locations l
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${col} ${order}, l.id ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }

  async staffSuggestions(
    f: { variants: string[] | 'all'; status?: PlaceStatus; ids?: string[] },
    order: 'ASC' | 'DESC',
    offset: number,
    limit: number,
  ): Promise<{ rows: SuggestionRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (f.variants !== 'all') {
      params.push(f.variants);
      where.push(`l.variant = ANY($${params.length}::text[])`);
    }
    if (f.status) {
      params.push(f.status);
      where.push(`s.status = $${params.length}`);
    }
    if (f.ids) {
      params.push(f.ids);
      where.push(`s.id = ANY($${params.length}::uuid[])`);
    }
    params.push(limit, offset);
    const rows: Array<SuggestionRow & { total: number }> = await this.db.query(
      `SELECT ${SUGGESTION_COLUMNS}, count(*) OVER ()::int AS total FROM place_suggestions s JOIN place_locations l ON l.id = s.location_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY s.created_at ${order}, s.id ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }
}
