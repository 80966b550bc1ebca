import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PartyAttendanceStatus, PartyAudience, PartyWelcome } from '@community/contracts';

type Db = DataSource | EntityManager;

export interface PartyRow {
  id: string;
  variant: string;
  host_id: string | null;
  slug: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  place_id: string;
  place_label: string;
  lat: number;
  lng: number;
  address: string;
  audience: PartyAudience;
  welcome: PartyWelcome;
  approval: boolean;
  capacity: number | null;
  price: string;
  going: number;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  /** Counted by list queries. */
  waiting?: number;
  distance_km?: number | null;
}

export interface AttendeeRow {
  party_id: string;
  member_id: string;
  status: PartyAttendanceStatus;
  plus_ones: number;
  message: string;
  checkin_code: string;
  checked_in_at: Date | null;
  requested_at: Date;
}

export interface InviteRow {
  id: string;
  party_id: string;
  member_id: string;
  inviter_id: string | null;
  status: 'pending' | 'accepted' | 'declined';
  created_at: Date;
}

export interface PartyWrite {
  variant: string;
  hostId: string;
  slug: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  placeId: string;
  placeLabel: string;
  lat: number;
  lng: number;
  address: string;
  audience: PartyAudience;
  welcome: PartyWelcome;
  approval: boolean;
  capacity: number | null;
  price: string;
}

/** Who reads a list: their id and friends (friends-only parties), or null for a guest. */
export interface ListViewer {
  id: string | null;
  friendIds: string[];
}

export interface ListFilter {
  variant: string;
  from: Date;
  to: Date | null;
  near: { lat: number; lng: number; km: number } | null;
  after: { startsAt: Date; id: string } | null;
  limit: number;
}

const PARTY_COLUMNS = `p.id, p.variant, p.host_id, p.slug, p.title, p.description, p.starts_at, p.ends_at, p.time_zone, p.place_id,
  p.place_label, p.lat, p.lng, p.address, p.audience, p.welcome, p.approval, p.capacity, p.price, p.going, p.cancelled_at, p.cancel_reason,
  (SELECT count(*)::int FROM party_attendees w WHERE w.party_id = p.id AND w.status = 'waiting') AS waiting`;

/** Haversine distance in km from ($lat, $lng) to the party's town, in SQL. */
const distance = (lat: string, lng: string) =>
  `(2 * 6371.0088 * asin(sqrt(power(sin(radians(p.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lng}) / 2), 2))))`;

/**
 * "May this viewer see this party": open and verified-only parties to everyone; friends-only to the host's
 * friends; invited-only to its invitees; and every party to its host and to whoever has asked to come. `$v` is
 * the viewer's id (null for guests), `$f` their friends' ids.
 */
const visibleSql = (v: string, f: string) => `(
  p.audience IN ('everyone', 'verified')
  OR p.host_id = ${v}
  OR (p.audience = 'friends' AND p.host_id = ANY(${f}::uuid[]))
  OR EXISTS (SELECT 1 FROM party_invites i WHERE i.party_id = p.id AND i.member_id = ${v})
  OR EXISTS (SELECT 1 FROM party_attendees a WHERE a.party_id = p.id AND a.member_id = ${v})
)`;

/** The only code that queries the parties tables (parties, attendees, invitations, calendar tokens). */
@Injectable()
export class PartiesRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(run: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  async slugTaken(variant: string, slug: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM parties WHERE variant = $1 AND slug = $2`, [
      variant,
      slug,
    ]);
    return rows.length > 0;
  }

  async insert(w: PartyWrite, db: Db = this.db): Promise<string> {
    const rows: Array<{ id: string }> = await db.query(
      `INSERT INTO parties (variant, host_id, slug, title, description, starts_at, ends_at, time_zone, place_id, place_label, lat, lng, address,
         audience, welcome, approval, capacity, price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18) RETURNING id`,
      [
        w.variant,
        w.hostId,
        w.slug,
        w.title,
        w.description,
        w.startsAt,
        w.endsAt,
        w.timeZone,
        w.placeId,
        w.placeLabel,
        w.lat,
        w.lng,
        w.address,
        w.audience,
        JSON.stringify(w.welcome),
        w.approval,
        w.capacity,
        w.price,
      ],
    );
    return rows[0]!.id;
  }

  async update(id: string, w: Omit<PartyWrite, 'variant' | 'hostId' | 'slug'>, db: Db = this.db): Promise<void> {
    await db.query(
      `UPDATE parties SET title = $2, description = $3, starts_at = $4, ends_at = $5, time_zone = $6, place_id = $7, place_label = $8, lat = $9,
         lng = $10, address = $11, audience = $12, welcome = $13::jsonb, approval = $14, capacity = $15, price = $16, updated_at = now()
       WHERE id = $1`,
      [
        id,
        w.title,
        w.description,
        w.startsAt,
        w.endsAt,
        w.timeZone,
        w.placeId,
        w.placeLabel,
        w.lat,
        w.lng,
        w.address,
        w.audience,
        JSON.stringify(w.welcome),
        w.approval,
        w.capacity,
        w.price,
      ],
    );
  }

  async cancel(id: string, reason: string, db: Db = this.db): Promise<void> {
    await db.query(
      `UPDATE parties SET cancelled_at = now(), cancel_reason = $2, updated_at = now() WHERE id = $1 AND cancelled_at IS NULL`,
      [id, reason || null],
    );
  }

  /** A party of the variant by id or slug. */
  async find(variant: string, ref: string): Promise<PartyRow | null> {
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(ref);
    const rows: PartyRow[] = await this.db.query(
      `SELECT ${PARTY_COLUMNS} FROM parties p WHERE p.variant = $1 AND ${byId ? 'p.id = $2::uuid' : 'p.slug = $2'}`,
      [variant, ref],
    );
    return rows[0] ?? null;
  }

  async byId(id: string): Promise<PartyRow | null> {
    const rows: PartyRow[] = await this.db.query(`SELECT ${PARTY_COLUMNS} FROM parties p WHERE p.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Locks the party's row for the rest of the transaction: every change to its guest list goes through here first. */
  async lock(em: EntityManager, id: string): Promise<PartyRow> {
    const rows: PartyRow[] = await em.query(`SELECT p.* FROM parties p WHERE p.id = $1 FOR UPDATE`, [id]);
    return rows[0]!;
  }

  async addGoing(em: EntityManager, id: string, n: number): Promise<void> {
    await em.query(`UPDATE parties SET going = going + $2 WHERE id = $1`, [id, n]);
  }

  // ---- lists ------------------------------------------------------------------------------------------

  async list(viewer: ListViewer, f: ListFilter): Promise<PartyRow[]> {
    const params: unknown[] = [f.variant, viewer.id, viewer.friendIds, f.from, f.limit + 1];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = ['p.variant = $1', 'p.cancelled_at IS NULL', 'p.starts_at >= $4', visibleSql('$2::uuid', '$3')];
    if (f.to) where.push(`p.starts_at < ${p(f.to)}`);
    if (f.after) where.push(`(p.starts_at, p.id) > (${p(f.after.startsAt)}, ${p(f.after.id)}::uuid)`);
    let dist = 'NULL::double precision';
    if (f.near) {
      const lat = p(f.near.lat);
      const lng = p(f.near.lng);
      dist = distance(`${lat}::double precision`, `${lng}::double precision`);
      const dLat = f.near.km / 111;
      const dLng = f.near.km / (111 * Math.max(0.01, Math.cos((f.near.lat * Math.PI) / 180)));
      where.push(`p.lat BETWEEN ${p(f.near.lat - dLat)} AND ${p(f.near.lat + dLat)}`);
      if (dLng < 180) where.push(`p.lng BETWEEN ${p(f.near.lng - dLng)} AND ${p(f.near.lng + dLng)}`);
      where.push(`${dist} <= ${p(f.near.km)}`);
    }
    return this.db.query(
      `SELECT ${PARTY_COLUMNS}, ${dist} AS distance_km FROM parties p WHERE ${where.join(' AND ')} ORDER BY p.starts_at, p.id LIMIT $5`,
      params,
    );
  }

  /** Parties a member hosts or is coming to (approved, waiting or pending), upcoming or past. */
  async mine(
    memberId: string,
    variant: string,
    past: boolean,
    after: { startsAt: Date; id: string } | null,
    limit: number,
  ): Promise<PartyRow[]> {
    const params: unknown[] = [memberId, variant, limit + 1];
    let keyset = '';
    if (after) {
      params.push(after.startsAt, after.id);
      keyset = past ? `AND (p.starts_at, p.id) < ($4, $5::uuid)` : `AND (p.starts_at, p.id) > ($4, $5::uuid)`;
    }
    return this.db.query(
      `SELECT ${PARTY_COLUMNS}, NULL::double precision AS distance_km FROM parties p
       WHERE p.variant = $2 AND (p.host_id = $1 OR EXISTS (SELECT 1 FROM party_attendees a WHERE a.party_id = p.id AND a.member_id = $1 AND a.status IN ('approved', 'waiting', 'pending')))
         AND ${past ? 'p.ends_at < now()' : 'p.ends_at >= now()'} ${keyset}
       ORDER BY p.starts_at ${past ? 'DESC' : 'ASC'}, p.id ${past ? 'DESC' : 'ASC'} LIMIT $3`,
      params,
    );
  }

  /** The parties a member hosts that the viewer may see (profile tabs), upcoming or past. */
  async hostedBy(
    hostId: string,
    viewer: ListViewer,
    variant: string,
    past: boolean,
    limit: number,
  ): Promise<PartyRow[]> {
    return this.db.query(
      `SELECT ${PARTY_COLUMNS}, NULL::double precision AS distance_km FROM parties p
       WHERE p.variant = $4 AND p.host_id = $1 AND ${visibleSql('$2::uuid', '$3')} AND ${past ? 'p.ends_at < now()' : 'p.ends_at >= now() AND p.cancelled_at IS NULL'}
       ORDER BY p.starts_at ${past ? 'DESC' : 'ASC'} LIMIT $5`,
      [hostId, viewer.id, viewer.friendIds, variant, limit],
    );
  }

  /** Approved parties of a member that have not ended (the ICS feed), at most 200. */
  async going(memberId: string): Promise<PartyRow[]> {
    return this.db.query(
      `SELECT ${PARTY_COLUMNS} FROM parties p
       WHERE (p.host_id = $1 OR EXISTS (SELECT 1 FROM party_attendees a WHERE a.party_id = p.id AND a.member_id = $1 AND a.status = 'approved'))
         AND p.ends_at >= now() - interval '30 days'
       ORDER BY p.starts_at LIMIT 200`,
      [memberId],
    );
  }

  // ---- attendees --------------------------------------------------------------------------------------

  async attendee(partyId: string, memberId: string, db: Db = this.db): Promise<AttendeeRow | null> {
    const rows: AttendeeRow[] = await db.query(`SELECT * FROM party_attendees WHERE party_id = $1 AND member_id = $2`, [
      partyId,
      memberId,
    ]);
    return rows[0] ?? null;
  }

  async attendees(partyId: string, statuses: readonly PartyAttendanceStatus[]): Promise<AttendeeRow[]> {
    return this.db.query(
      `SELECT * FROM party_attendees WHERE party_id = $1 AND status = ANY($2) ORDER BY requested_at, member_id`,
      [partyId, statuses],
    );
  }

  async insertAttendee(
    em: EntityManager,
    a: {
      partyId: string;
      memberId: string;
      status: PartyAttendanceStatus;
      plusOnes: number;
      message: string;
      code: string;
    },
  ): Promise<void> {
    await em.query(
      `INSERT INTO party_attendees (party_id, member_id, status, plus_ones, message, checkin_code, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $3 = 'pending' THEN NULL ELSE now() END)`,
      [a.partyId, a.memberId, a.status, a.plusOnes, a.message, a.code],
    );
  }

  async setStatus(em: EntityManager, partyId: string, memberId: string, status: PartyAttendanceStatus): Promise<void> {
    await em.query(
      `UPDATE party_attendees SET status = $3, decided_at = now() WHERE party_id = $1 AND member_id = $2`,
      [partyId, memberId, status],
    );
  }

  async deleteAttendee(em: EntityManager, partyId: string, memberId: string): Promise<void> {
    await em.query(`DELETE FROM party_attendees WHERE party_id = $1 AND member_id = $2`, [partyId, memberId]);
  }

  /** The waiting list, first come first served. */
  async waitingList(em: EntityManager, partyId: string): Promise<AttendeeRow[]> {
    return em.query(
      `SELECT * FROM party_attendees WHERE party_id = $1 AND status = 'waiting' ORDER BY requested_at, member_id`,
      [partyId],
    );
  }

  async checkIn(partyId: string, code: string): Promise<AttendeeRow | null> {
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [rows]: [AttendeeRow[], number] = await this.db.query(
      `UPDATE party_attendees SET checked_in_at = coalesce(checked_in_at, now())
       WHERE party_id = $1 AND upper(checkin_code) = upper($2::text) AND status = 'approved' RETURNING *`,
      [partyId, code],
    );
    return rows[0] ?? null;
  }

  /** Everyone with a stake in a party (attendees of any live state and pending invitees), for its cancellation. */
  async stakeholders(partyId: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await this.db.query(
      `SELECT member_id FROM party_attendees WHERE party_id = $1 AND status IN ('approved', 'waiting', 'pending')
       UNION SELECT member_id FROM party_invites WHERE party_id = $1 AND status = 'pending'`,
      [partyId],
    );
    return rows.map((r) => r.member_id);
  }

  // ---- invitations ------------------------------------------------------------------------------------

  /** Invites each member once; answers the new invitations (existing ones are left as they are). */
  async invite(partyId: string, inviterId: string, memberIds: string[]): Promise<InviteRow[]> {
    if (memberIds.length === 0) return [];
    return this.db.query(
      `INSERT INTO party_invites (party_id, member_id, inviter_id)
       SELECT $1, m, $2 FROM unnest($3::uuid[]) AS m
       ON CONFLICT (party_id, member_id) DO NOTHING RETURNING *`,
      [partyId, inviterId, memberIds],
    );
  }

  async invitation(id: string): Promise<InviteRow | null> {
    const rows: InviteRow[] = await this.db.query(`SELECT * FROM party_invites WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async pendingInvitation(partyId: string, memberId: string, db: Db = this.db): Promise<InviteRow | null> {
    const rows: InviteRow[] = await db.query(
      `SELECT * FROM party_invites WHERE party_id = $1 AND member_id = $2 AND status = 'pending'`,
      [partyId, memberId],
    );
    return rows[0] ?? null;
  }

  async answerInvitation(id: string, status: 'accepted' | 'declined', db: Db = this.db): Promise<void> {
    await db.query(`UPDATE party_invites SET status = $2, answered_at = now() WHERE id = $1`, [id, status]);
  }

  async acceptInvitationOf(em: EntityManager, partyId: string, memberId: string): Promise<void> {
    await em.query(
      `UPDATE party_invites SET status = 'accepted', answered_at = now() WHERE party_id = $1 AND member_id = $2 AND status = 'pending'`,
      [partyId, memberId],
    );
  }

  async invitationsOfParty(partyId: string): Promise<InviteRow[]> {
    return this.db.query(`SELECT * FROM party_invites WHERE party_id = $1 ORDER BY created_at DESC LIMIT 500`, [
      partyId,
    ]);
  }

  /** A member's pending invitations to live parties of the variant, newest first. */
  async myInvitations(memberId: string, variant: string): Promise<Array<InviteRow & { party: PartyRow }>> {
    const rows: Array<InviteRow & { party: PartyRow }> = await this.db.query(
      `SELECT i.*, row_to_json(x) AS party FROM party_invites i
       JOIN LATERAL (SELECT ${PARTY_COLUMNS}, NULL::double precision AS distance_km FROM parties p WHERE p.id = i.party_id) x ON true
       WHERE i.member_id = $1 AND i.status = 'pending' AND x.variant = $2 AND x.cancelled_at IS NULL AND x.ends_at >= now()
       ORDER BY i.created_at DESC LIMIT 100`,
      [memberId, variant],
    );
    return rows.map((r) => ({
      ...r,
      party: { ...r.party, starts_at: new Date(r.party.starts_at), ends_at: new Date(r.party.ends_at) },
    }));
  }

  // ---- calendar tokens --------------------------------------------------------------------------------

  async setCalendarToken(memberId: string, hash: string): Promise<void> {
    await this.db.query(
      `INSERT INTO party_calendar_tokens (member_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (member_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
      [memberId, hash],
    );
  }

  async hasCalendarToken(memberId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM party_calendar_tokens WHERE member_id = $1`, [memberId]);
    return rows.length > 0;
  }

  async dropCalendarToken(memberId: string): Promise<void> {
    await this.db.query(`DELETE FROM party_calendar_tokens WHERE member_id = $1`, [memberId]);
  }

  async calendarOwner(hash: string): Promise<string | null> {
    const rows: Array<{ member_id: string }> = await this.db.query(
      `SELECT member_id FROM party_calendar_tokens WHERE token_hash = $1`,
      [hash],
    );
    return rows[0]?.member_id ?? null;
  }
}
