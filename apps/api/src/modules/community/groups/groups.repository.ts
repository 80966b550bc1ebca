import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { GroupCategory, GroupJoinPolicy, GroupRole, GroupState, GroupVisibility } from '@community/contracts';

type Db = DataSource | EntityManager;

export interface GroupRow {
  id: string;
  variant: string;
  slug: string;
  name: string;
  description: string;
  category: GroupCategory;
  visibility: GroupVisibility;
  join_policy: GroupJoinPolicy;
  owner_id: string;
  cover_media_id: string | null;
  place_id: string | null;
  place_label: string | null;
  lat: number | null;
  lng: number | null;
  members_count: number;
  posts_count: number;
  last_activity_at: Date;
  created_at: Date;
  /** Near-me lists only. */
  distance?: number | null;
  k1?: string;
}

export interface MembershipRow {
  id: string;
  group_id: string;
  member_id: string;
  role: GroupRole;
  state: GroupState;
  invited_by: string | null;
  created_at: Date;
  k1?: string;
}

export interface GroupFields {
  slug: string;
  name: string;
  description: string;
  category: GroupCategory;
  visibility: GroupVisibility;
  joinPolicy: GroupJoinPolicy;
  coverMediaId: string | null;
  place: { id: string; label: string; lat: number; lng: number } | null;
}

/** Which groups a list may show the viewer: listed ones, and secret ones they belong to (never to guests). */
const listedFor = (viewer: string) =>
  `(g.visibility <> 'secret' OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = g.id AND gm.member_id = ${viewer} AND gm.state IN ('active', 'invited')))`;

const GROUP_COLUMNS = `g.id, g.variant, g.slug, g.name, g.description, g.category, g.visibility, g.join_policy, g.owner_id, g.cover_media_id,
  g.place_id, g.place_label, g.lat, g.lng, g.members_count, g.posts_count, g.last_activity_at, g.created_at`;

/** Great-circle distance in km from ($lat, $lng) to the group's place (haversine). */
const distanceSql = (lat: string, lng: string) =>
  `(2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(g.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(g.lat)) * power(sin(radians(g.lng - ${lng}) / 2), 2)))))`;

export interface GroupListArgs {
  variant: string;
  viewer: string | null;
  sort: 'active' | 'newest' | 'near' | 'members';
  category?: string;
  q?: string;
  near?: { lat: number; lng: number; within: number };
  after: string[] | null;
  limit: number;
}

/** The only code that queries groups and group_members. */
@Injectable()
export class GroupsRepository {
  constructor(private readonly db: DataSource) {}

  async bySlug(variant: string, slug: string, db: Db = this.db, lock = false): Promise<GroupRow | null> {
    const rows: GroupRow[] = await db.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.variant = $1 AND g.slug = $2${lock ? ' FOR UPDATE' : ''}`, [variant, slug]);
    return rows[0] ?? null;
  }

  async byId(id: string, db: Db = this.db): Promise<GroupRow | null> {
    const rows: GroupRow[] = await db.query(`SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async slugTaken(variant: string, slug: string, exceptId: string | null, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM groups WHERE variant = $1 AND slug = $2 AND id IS DISTINCT FROM $3`, [variant, slug, exceptId]);
    return rows.length > 0;
  }

  async insert(em: EntityManager, variant: string, ownerId: string, f: GroupFields): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO groups (variant, slug, name, description, category, visibility, join_policy, owner_id, cover_media_id, place_id, place_label, lat, lng)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [variant, f.slug, f.name, f.description, f.category, f.visibility, f.joinPolicy, ownerId, f.coverMediaId, f.place?.id ?? null, f.place?.label ?? null, f.place?.lat ?? null, f.place?.lng ?? null],
    );
    const id = rows[0]!.id;
    await em.query(`INSERT INTO group_members (group_id, member_id, role, state, joined_at) VALUES ($1, $2, 'owner', 'active', now())`, [id, ownerId]);
    return id;
  }

  async update(em: EntityManager, id: string, f: GroupFields): Promise<void> {
    await em.query(
      `UPDATE groups SET slug = $2, name = $3, description = $4, category = $5, visibility = $6, join_policy = $7, cover_media_id = $8,
              place_id = $9, place_label = $10, lat = $11, lng = $12, updated_at = now() WHERE id = $1`,
      [id, f.slug, f.name, f.description, f.category, f.visibility, f.joinPolicy, f.coverMediaId, f.place?.id ?? null, f.place?.label ?? null, f.place?.lat ?? null, f.place?.lng ?? null],
    );
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM community_wall_posts WHERE place_kind = 'group' AND place_id = $1`, [id]);
    await em.query(`DELETE FROM groups WHERE id = $1`, [id]);
  }

  /** Discovery: keyset pages on (sort key, id). */
  list(a: GroupListArgs): Promise<GroupRow[]> {
    const params: unknown[] = [a.variant, a.viewer ?? '00000000-0000-0000-0000-000000000000'];
    const where = [`g.variant = $1`, listedFor('$2::uuid')];
    if (!a.viewer) where.push(`g.visibility <> 'secret'`);
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (a.category) where.push(`g.category = ${p(a.category)}`);
    if (a.q) where.push(`lower(g.name) LIKE ${p('%' + a.q.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%')}`);
    let key: string;
    let order: string;
    let cmp: string;
    let distance = 'NULL::float8';
    if (a.sort === 'near' && a.near) {
      const lat = p(a.near.lat);
      const lng = p(a.near.lng);
      distance = distanceSql(`${lat}::float8`, `${lng}::float8`);
      // A bounding box first (the geo index), then the exact circle.
      const dLat = a.near.within / 111.32;
      const dLng = a.near.within / (111.32 * Math.max(0.05, Math.cos((a.near.lat * Math.PI) / 180)));
      where.push(`g.lat BETWEEN ${p(a.near.lat - dLat)} AND ${p(a.near.lat + dLat)} AND g.lng BETWEEN ${p(a.near.lng - dLng)} AND ${p(a.near.lng + dLng)}`);
      where.push(`${distance} <= ${p(a.near.within)}`);
      key = `${distance}`;
      order = `${key} ASC, g.id ASC`;
      cmp = a.after ? `(${key}, g.id) > (${p(Number(a.after[0]))}::float8, ${p(a.after[1])}::uuid)` : '';
    } else if (a.sort === 'newest') {
      key = 'g.created_at';
      order = 'g.created_at DESC, g.id DESC';
      cmp = a.after ? `(g.created_at, g.id) < (${p(a.after[0])}::timestamptz, ${p(a.after[1])}::uuid)` : '';
    } else if (a.sort === 'members') {
      key = 'g.members_count';
      order = 'g.members_count DESC, g.id DESC';
      cmp = a.after ? `(g.members_count, g.id) < (${p(Number(a.after[0]))}::int, ${p(a.after[1])}::uuid)` : '';
    } else {
      key = 'g.last_activity_at';
      order = 'g.last_activity_at DESC, g.id DESC';
      cmp = a.after ? `(g.last_activity_at, g.id) < (${p(a.after[0])}::timestamptz, ${p(a.after[1])}::uuid)` : '';
    }
    if (cmp) where.push(cmp);
    const keyText = `${key}::text`;
    return this.db.query(
      `SELECT ${GROUP_COLUMNS}, ${distance} AS distance, ${keyText} AS k1 FROM groups g WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${p(a.limit + 1)}`,
      params,
    );
  }

  /** A member's active groups the viewer may see listed (secret ones only when the viewer is in them too). */
  memberGroups(memberId: string, variant: string, viewer: string, after: string[] | null, limit: number): Promise<GroupRow[]> {
    return this.db.query(
      `SELECT ${GROUP_COLUMNS}, NULL::float8 AS distance, m.created_at::text AS k1
         FROM group_members m JOIN groups g ON g.id = m.group_id
        WHERE m.member_id = $1 AND m.state = 'active' AND g.variant = $2 AND ${listedFor('$3::uuid')}
          ${after ? `AND (m.created_at, g.id) < ($5::timestamptz, $6::uuid)` : ''}
        ORDER BY m.created_at DESC, g.id DESC LIMIT $4`,
      after ? [memberId, variant, viewer, limit + 1, after[0], after[1]] : [memberId, variant, viewer, limit + 1],
    );
  }

  async membership(groupId: string, memberId: string, db: Db = this.db, lock = false): Promise<MembershipRow | null> {
    const rows: MembershipRow[] = await db.query(
      `SELECT id, group_id, member_id, role, state, invited_by, created_at FROM group_members WHERE group_id = $1 AND member_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [groupId, memberId],
    );
    return rows[0] ?? null;
  }

  async membershipById(groupId: string, id: string, db: Db = this.db, lock = false): Promise<MembershipRow | null> {
    const rows: MembershipRow[] = await db.query(
      `SELECT id, group_id, member_id, role, state, invited_by, created_at FROM group_members WHERE group_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [groupId, id],
    );
    return rows[0] ?? null;
  }

  /** Locks the group row so joins, leaves and role changes on one group run one at a time (counts stay right). */
  async lockGroup(em: EntityManager, id: string): Promise<void> {
    await em.query(`SELECT 1 FROM groups WHERE id = $1 FOR UPDATE`, [id]);
  }

  /** Inserts or moves a membership to a state; answers the row. */
  async upsert(em: EntityManager, groupId: string, memberId: string, state: GroupState, invitedBy: string | null = null): Promise<MembershipRow> {
    const rows: MembershipRow[] = await em.query(
      `INSERT INTO group_members (group_id, member_id, role, state, invited_by, joined_at)
       VALUES ($1, $2, 'member', $3, $4, CASE WHEN $3 = 'active' THEN now() END)
       ON CONFLICT (group_id, member_id) DO UPDATE SET state = EXCLUDED.state, invited_by = COALESCE(EXCLUDED.invited_by, group_members.invited_by),
         joined_at = CASE WHEN EXCLUDED.state = 'active' THEN now() ELSE group_members.joined_at END,
         role = CASE WHEN EXCLUDED.state = 'active' THEN group_members.role ELSE 'member' END
       RETURNING id, group_id, member_id, role, state, invited_by, created_at`,
      [groupId, memberId, state, invitedBy],
    );
    return rows[0]!;
  }

  async setRole(em: EntityManager, groupId: string, memberId: string, role: GroupRole): Promise<void> {
    await em.query(`UPDATE group_members SET role = $3 WHERE group_id = $1 AND member_id = $2`, [groupId, memberId, role]);
  }

  async setOwner(em: EntityManager, groupId: string, ownerId: string): Promise<void> {
    await em.query(`UPDATE groups SET owner_id = $2, updated_at = now() WHERE id = $1`, [groupId, ownerId]);
  }

  async deleteMembership(em: EntityManager, groupId: string, memberId: string): Promise<void> {
    await em.query(`DELETE FROM group_members WHERE group_id = $1 AND member_id = $2`, [groupId, memberId]);
  }

  /** Recounts active members from the rows (called under the group's lock, so concurrent joins keep it right). */
  async recount(em: EntityManager, groupId: string): Promise<number> {
    const rows: Array<{ n: number }> = await em.query(
      `WITH c AS (SELECT count(*)::int AS n FROM group_members WHERE group_id = $1 AND state = 'active')
       , u AS (UPDATE groups SET members_count = (SELECT n FROM c), last_activity_at = now() WHERE id = $1 RETURNING members_count)
       SELECT members_count AS n FROM u`,
      [groupId],
    );
    return rows[0]?.n ?? 0;
  }

  members(groupId: string, state: GroupState, after: string[] | null, limit: number, viewer: string, notBlocked: (member: string, viewer: string) => string): Promise<MembershipRow[]> {
    return this.db.query(
      `SELECT m.id, m.group_id, m.member_id, m.role, m.state, m.invited_by, m.created_at, m.created_at::text AS k1
         FROM group_members m
        WHERE m.group_id = $1 AND m.state = $2 AND ${notBlocked('m.member_id', '$4::uuid')}
          ${after ? `AND (m.created_at, m.id) > ($5::timestamptz, $6::uuid)` : ''}
        ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END, m.created_at, m.id LIMIT $3`,
      after ? [groupId, state, limit + 1, viewer, after[0], after[1]] : [groupId, state, limit + 1, viewer],
    );
  }

  async countState(groupId: string, state: GroupState): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM group_members WHERE group_id = $1 AND state = $2`, [groupId, state]);
    return rows[0]?.n ?? 0;
  }

  /** The owner and moderators (told of join requests). */
  async managers(groupId: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await this.db.query(
      `SELECT member_id FROM group_members WHERE group_id = $1 AND state = 'active' AND role IN ('owner', 'moderator')`,
      [groupId],
    );
    return rows.map((r) => r.member_id);
  }

  /** My invitations waiting for an answer, newest first. */
  invitesOf(memberId: string, variant: string, after: string[] | null, limit: number): Promise<Array<GroupRow & { invite_id: string; invited_by: string | null; invited_at: Date }>> {
    return this.db.query(
      `SELECT ${GROUP_COLUMNS}, NULL::float8 AS distance, m.id AS invite_id, m.invited_by, m.created_at AS invited_at, m.created_at::text AS k1
         FROM group_members m JOIN groups g ON g.id = m.group_id
        WHERE m.member_id = $1 AND m.state = 'invited' AND g.variant = $2
          ${after ? `AND (m.created_at, m.id) < ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY m.created_at DESC, m.id DESC LIMIT $3`,
      after ? [memberId, variant, limit + 1, after[0], after[1]] : [memberId, variant, limit + 1],
    );
  }

  /** Bumps the group's activity (a new post). */
  async touched(em: EntityManager, groupId: string, postsDelta: number): Promise<void> {
    await em.query(`UPDATE groups SET posts_count = GREATEST(posts_count + $2, 0), last_activity_at = CASE WHEN $2 > 0 THEN now() ELSE last_activity_at END WHERE id = $1`, [groupId, postsDelta]);
  }
}
