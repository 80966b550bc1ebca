import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LookingFor, Role, SetupStep, WinkPolicy } from '@community/domain';
import { CARD_COLUMNS, CARD_FROM, distanceSql, type CardRow } from './cards.js';

type Db = DataSource | EntityManager;

export interface ProfileRow {
  about: string;
  looking_for: LookingFor[];
  partner_birth_dates: string[];
  place_id: string | null;
  town: string | null;
  region: string | null;
  country: string | null;
  wink_policy: WinkPolicy;
  setup_done: SetupStep[];
  name_changed_at: Date | null;
}

export interface ProfilePatch {
  about?: string;
  lookingFor?: LookingFor[];
  partnerBirthDates?: string[];
  location?: { placeId: string; town: string; region: string | null; country: string; lat: number; lng: number } | null;
  winkPolicy?: WinkPolicy;
  nameChangedAt?: Date;
  /** Marks these setup steps done (kept unique). */
  setupDone?: SetupStep[];
}

/** The only code that queries member_profiles. Coordinates are read only for distance SQL, never returned. */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly db: DataSource) {}

  async get(memberId: string, db: Db = this.db): Promise<ProfileRow> {
    const rows: ProfileRow[] = await db.query(
      `SELECT about, looking_for, partner_birth_dates::text[] AS partner_birth_dates, place_id, town, region, country,
              wink_policy, setup_done, name_changed_at
         FROM member_profiles WHERE member_id = $1`,
      [memberId],
    );
    return (
      rows[0] ?? {
        about: '',
        looking_for: [],
        partner_birth_dates: [],
        place_id: null,
        town: null,
        region: null,
        country: null,
        wink_policy: 'everyone',
        setup_done: [],
        name_changed_at: null,
      }
    );
  }

  /** One UPSERT; only the fields present change. */
  async update(memberId: string, patch: ProfilePatch, db: Db = this.db): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [memberId];
    const set = (col: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${col} = $${params.length}${cast}`);
    };
    if (patch.about !== undefined) set('about', patch.about);
    if (patch.lookingFor !== undefined) set('looking_for', patch.lookingFor, '::text[]');
    if (patch.partnerBirthDates !== undefined) set('partner_birth_dates', patch.partnerBirthDates, '::date[]');
    if (patch.winkPolicy !== undefined) set('wink_policy', patch.winkPolicy);
    if (patch.nameChangedAt !== undefined) set('name_changed_at', patch.nameChangedAt);
    if (patch.location !== undefined) {
      const l = patch.location;
      set('place_id', l?.placeId ?? null);
      set('town', l?.town ?? null);
      set('region', l?.region ?? null);
      set('country', l?.country ?? null);
      set('lat', l?.lat ?? null);
      set('lng', l?.lng ?? null);
    }
    if (patch.setupDone?.length) {
      params.push(patch.setupDone);
      sets.push(`setup_done = ARRAY(SELECT DISTINCT unnest(member_profiles.setup_done || $${params.length}::text[]))`);
    }
    if (!sets.length) return;
    await db.query(
      `INSERT INTO member_profiles (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING`,
      [memberId],
    );
    await db.query(`UPDATE member_profiles SET ${sets.join(', ')}, updated_at = now() WHERE member_id = $1`, params);
  }

  /** "Online" and "last seen": called at most once a minute per member (see LastActiveInterceptor). */
  /** The staff who are not suspended, most senior role first, then by name (`/meet-team`). */
  team(): Promise<Array<{ id: string; name: string; role: Role; avatar_colour: number; avatar_id: string | null }>> {
    return this.db.query(
      `SELECT id, name, role, avatar_colour, avatar_id FROM members
        WHERE role <> 'member' AND suspended_at IS NULL AND confirmed_at IS NOT NULL
        ORDER BY array_position(ARRAY['super', 'global', 'admin', 'moderator', 'support', 'editor'], role), lower(name)
        LIMIT 200`,
    );
  }

  /** The kinds of card the member's newsfeed shows; null: every kind (the default). */
  async newsfeedKinds(memberId: string, db: Db = this.db): Promise<string[] | null> {
    const rows: Array<{ newsfeed_kinds: string[] | null }> = await db.query(`SELECT newsfeed_kinds FROM member_profiles WHERE member_id = $1`, [memberId]);
    return rows[0]?.newsfeed_kinds ?? null;
  }

  async setNewsfeedKinds(memberId: string, kinds: readonly string[] | null, db: Db = this.db): Promise<void> {
    await db.query(`UPDATE member_profiles SET newsfeed_kinds = $2::text[] WHERE member_id = $1`, [memberId, kinds]);
  }

  async touchActive(memberId: string): Promise<void> {
    await this.db.query(`UPDATE member_profiles SET last_active_at = now() WHERE member_id = $1`, [memberId]);
  }

  /** The stored point of a member, for distance SQL only. */
  async point(memberId: string): Promise<{ lat: number; lng: number } | null> {
    const rows: Array<{ lat: number | null; lng: number | null }> = await this.db.query(`SELECT lat, lng FROM member_profiles WHERE member_id = $1`, [memberId]);
    const r = rows[0];
    return r && r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null;
  }

  /** One member as a card, with the distance from `from` when both have a place. */
  async card(memberId: string, from: { lat: number; lng: number } | null): Promise<CardRow | null> {
    const rows: CardRow[] = await this.db.query(
      `SELECT ${CARD_COLUMNS}, ${from ? `${distanceSql('$2', '$3')}` : 'NULL::float8'} AS distance_km
         FROM ${CARD_FROM} WHERE m.id = $1`,
      from ? [memberId, from.lat, from.lng] : [memberId],
    );
    return rows[0] ?? null;
  }
}
