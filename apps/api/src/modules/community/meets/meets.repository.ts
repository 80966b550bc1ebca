import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MeetRow {
  id: string;
  variant: string;
  host_id: string | null;
  category: string;
  slug: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date | null;
  over_at: Date;
  time_zone: string;
  place_id: string;
  place_label: string;
  venue: string;
  lat: number;
  lng: number;
  interested: number;
  going: number;
  distance_km: number | null;
}

export interface MeetWrite {
  category: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  overAt: Date;
  timeZone: string;
  placeId: string;
  placeLabel: string;
  venue: string;
  lat: number;
  lng: number;
}

const COLUMNS = `m.id, m.variant, m.host_id, m.category, m.slug, m.title, m.description, m.starts_at, m.ends_at, m.over_at, m.time_zone, m.place_id,
  m.place_label, m.venue, m.lat, m.lng,
  (SELECT count(*)::int FROM meet_responses r WHERE r.meet_id = m.id AND r.response = 'interested') AS interested,
  (SELECT count(*)::int FROM meet_responses r WHERE r.meet_id = m.id AND r.response = 'going') AS going`;

const distance = (lat: string, lng: string) =>
  `(2 * 6371.0088 * asin(sqrt(power(sin(radians(m.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(m.lat)) * power(sin(radians(m.lng - ${lng}) / 2), 2))))`;

/** The only code that queries meets and meet_responses. */
@Injectable()
export class MeetsRepository {
  constructor(private readonly db: DataSource) {}

  async slugTaken(variant: string, slug: string): Promise<boolean> {
    return (
      ((await this.db.query(`SELECT 1 FROM meets WHERE variant = $1 AND slug = $2`, [variant, slug])) as unknown[])
        .length > 0
    );
  }

  async insert(variant: string, hostId: string, slug: string, w: MeetWrite): Promise<string> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO meets (variant, host_id, slug, category, title, description, starts_at, ends_at, over_at, time_zone, place_id, place_label, venue, lat, lng)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        variant,
        hostId,
        slug,
        w.category,
        w.title,
        w.description,
        w.startsAt,
        w.endsAt,
        w.overAt,
        w.timeZone,
        w.placeId,
        w.placeLabel,
        w.venue,
        w.lat,
        w.lng,
      ],
    );
    return rows[0]!.id;
  }

  async update(id: string, w: MeetWrite): Promise<void> {
    await this.db.query(
      `UPDATE meets SET category = $2, title = $3, description = $4, starts_at = $5, ends_at = $6, over_at = $7, place_id = $8, place_label = $9,
         venue = $10, lat = $11, lng = $12 WHERE id = $1`,
      [
        id,
        w.category,
        w.title,
        w.description,
        w.startsAt,
        w.endsAt,
        w.overAt,
        w.placeId,
        w.placeLabel,
        w.venue,
        w.lat,
        w.lng,
      ],
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`UPDATE meets SET deleted_at = now() WHERE id = $1`, [id]);
  }

  async find(variant: string, ref: string): Promise<MeetRow | null> {
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(ref);
    const rows: MeetRow[] = await this.db.query(
      `SELECT ${COLUMNS}, NULL::double precision AS distance_km FROM meets m WHERE m.variant = $1 AND m.deleted_at IS NULL AND ${byId ? 'm.id = $2::uuid' : 'm.slug = $2'}`,
      [variant, ref],
    );
    return rows[0] ?? null;
  }

  /** Meets not over yet, soonest first, of a category and near a point (keyset on starts_at, id). */
  async list(f: {
    variant: string;
    category?: string;
    hostId?: string;
    near: { lat: number; lng: number; km: number } | null;
    after: { startsAt: Date; id: string } | null;
    limit: number;
  }): Promise<MeetRow[]> {
    const params: unknown[] = [f.variant, f.limit + 1];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = ['m.variant = $1', 'm.deleted_at IS NULL', 'm.over_at > now()'];
    if (f.category) where.push(`m.category = ${p(f.category)}`);
    if (f.hostId) where.push(`m.host_id = ${p(f.hostId)}`);
    if (f.after) where.push(`(m.starts_at, m.id) > (${p(f.after.startsAt)}, ${p(f.after.id)}::uuid)`);
    let dist = 'NULL::double precision';
    if (f.near) {
      dist = distance(`${p(f.near.lat)}::double precision`, `${p(f.near.lng)}::double precision`);
      where.push(`${dist} <= ${p(f.near.km)}`);
    }
    return this.db.query(
      `SELECT ${COLUMNS}, ${dist} AS distance_km FROM meets m WHERE ${where.join(' AND ')} ORDER BY m.starts_at, m.id LIMIT $2`,
      params,
    );
  }

  async upcomingByCategory(variant: string): Promise<Array<{ category: string; n: number }>> {
    return this.db.query(
      `SELECT category, count(*)::int AS n FROM meets WHERE variant = $1 AND deleted_at IS NULL AND over_at > now() GROUP BY category`,
      [variant],
    );
  }

  async response(meetId: string, memberId: string): Promise<'interested' | 'going' | null> {
    const rows: Array<{ response: 'interested' | 'going' }> = await this.db.query(
      `SELECT response FROM meet_responses WHERE meet_id = $1 AND member_id = $2`,
      [meetId, memberId],
    );
    return rows[0]?.response ?? null;
  }

  async respond(meetId: string, memberId: string, response: 'interested' | 'going' | null): Promise<void> {
    if (response === null)
      await this.db.query(`DELETE FROM meet_responses WHERE meet_id = $1 AND member_id = $2`, [meetId, memberId]);
    else
      await this.db.query(
        `INSERT INTO meet_responses (meet_id, member_id, response) VALUES ($1, $2, $3) ON CONFLICT (meet_id, member_id) DO UPDATE SET response = EXCLUDED.response`,
        [meetId, memberId, response],
      );
  }

  async goingIds(meetId: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await this.db.query(
      `SELECT member_id FROM meet_responses WHERE meet_id = $1 AND response = 'going' ORDER BY created_at LIMIT 100`,
      [meetId],
    );
    return rows.map((r) => r.member_id);
  }
}
