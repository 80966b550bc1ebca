import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchQuery } from '@community/contracts';
import { boundingBox, ONLINE_WINDOW_MS } from '@community/domain';
import type { CursorKind } from '../cursor.js';
import { CARD_COLUMNS, CARD_FROM, distanceSql, notBlockedSql, type CardRow } from '../profiles/cards.js';

/** The search query as the controller parsed it. */
export type SearchFilters = Omit<SearchQuery, 'online' | 'verified' | 'hasPhoto' | 'sort' | 'limit' | 'ageMin' | 'ageMax' | 'distance'> & {
  online?: boolean;
  verified?: boolean;
  hasPhoto?: boolean;
  sort: 'active' | 'distance' | 'newest';
  limit: number;
  ageMin?: number;
  ageMax?: number;
  distance?: number;
};
export type SearchSort = SearchFilters['sort'];
export type SearchRow = CardRow & { k1: string | number; k2: string };

/** Each sort's key and direction, and the cursor kinds of its keyset. */
export const SEARCH_SORTS: Record<SearchSort, { key: string; dir: 'ASC' | 'DESC'; kinds: readonly CursorKind[] }> = {
  active: { key: `COALESCE(p.last_active_at, '-infinity')`, dir: 'DESC', kinds: ['ts', 'uuid'] },
  newest: { key: 'm.created_at', dir: 'DESC', kinds: ['ts', 'uuid'] },
  distance: { key: 'distance_km', dir: 'ASC', kinds: ['num', 'uuid'] },
};
const SORTS = SEARCH_SORTS;

/**
 * The member search's SQL: filters, keyset pagination, distances computed by PostgreSQL with an indexed
 * bounding-box prefilter and the haversine formula (works on any PostgreSQL; no extension needed). Leaves
 * out the searcher, suspended members, anyone blocked either way, and profiles shown to friends only when
 * the two are not friends.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * One page (`limit + 1` rows) of members matching `q` for `memberId`, sorted by `sortName` after the keyset
   * `after`; `from` is the searcher's point (distances) and `km` the distance limit, already in km.
   */
  async search(
    memberId: string,
    q: SearchFilters,
    from: { lat: number; lng: number } | null,
    km: number | undefined,
    sortName: SearchSort,
    after: Array<string | number> | null,
    limit: number,
  ): Promise<SearchRow[]> {
    const params: unknown[] = [memberId];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where: string[] = [
      'm.id <> $1',
      'm.suspended_at IS NULL',
      notBlockedSql('m.id', '$1'),
      `(COALESCE(m.privacy->>'profile', 'members') <> 'friends' OR EXISTS (SELECT 1 FROM friendships f WHERE f.member_id = $1 AND f.friend_id = m.id))`,
    ];
    if (q.kind === 'single') where.push('char_length(m.genders) = 1');
    if (q.kind === 'couple') where.push('char_length(m.genders) = 2');
    if (q.kind === 'group') where.push('char_length(m.genders) >= 3');
    if (q.genders) where.push(`m.genders = ${p(q.genders)}`);
    if (q.gender) where.push(`strpos(m.genders, ${p(q.gender)}) > 0`);
    if (q.lookingFor) where.push(`${p(q.lookingFor)} = ANY (p.looking_for)`);
    // Age of the account holder: born on or before today minus ageMin years, after today minus (ageMax + 1) years.
    if (q.ageMin !== undefined) where.push(`m.date_of_birth <= (current_date - make_interval(years => ${p(q.ageMin)}::int))`);
    if (q.ageMax !== undefined) where.push(`m.date_of_birth > (current_date - make_interval(years => ${p(q.ageMax + 1)}::int))`);
    // A member who hides their tick is not shown as verified, so the filter does not give them away either.
    if (q.verified) where.push(`m.verified_at IS NOT NULL AND NOT ('verified' = ANY (m.hidden_badges))`);
    if (q.online) {
      where.push(`p.last_active_at > now() - ${p(`${ONLINE_WINDOW_MS / 1000} seconds`)}::interval`);
      where.push(`COALESCE((m.privacy->>'showOnline')::boolean, true)`);
    }
    // An approved avatar (a pending one is seen by its owner only).
    if (q.hasPhoto) where.push('m.avatar_id IS NOT NULL');

    let distanceCol = 'NULL::float8';
    if (from) distanceCol = distanceSql(p(from.lat), p(from.lng));
    const sort = SORTS[sortName];
    if (km !== undefined && from) {
      const box = boundingBox(from, km);
      where.push(`p.lat BETWEEN ${p(box.minLat)} AND ${p(box.maxLat)}`);
      if (box.minLng >= -180 && box.maxLng <= 180) where.push(`p.lng BETWEEN ${p(box.minLng)} AND ${p(box.maxLng)}`);
      else where.push('p.lng IS NOT NULL');
      where.push(`${distanceCol} <= ${p(km)}`);
    }
    if (sort === SORTS.distance) where.push('p.lat IS NOT NULL');

    const inner = `SELECT ${CARD_COLUMNS}, ${distanceCol} AS distance_km, m.created_at AS m_created, p.last_active_at AS p_active
                     FROM ${CARD_FROM} WHERE ${where.join(' AND ')}`;
    const key = sort === SORTS.distance ? 'distance_km' : sort === SORTS.newest ? 'm_created' : `COALESCE(p_active, '-infinity')`;
    const cmp = sort.dir === 'DESC' ? '<' : '>';
    const cast = sort === SORTS.distance ? '::float8' : '::timestamptz';
    const keyset = after ? `WHERE (${key}, id) ${cmp} (${p(after[0])}${cast}, ${p(after[1])}::uuid)` : '';
    return this.db.query(
      `SELECT s.*, ${sort === SORTS.distance ? 'distance_km' : `${key}::text`} AS k1, id::text AS k2
         FROM (${inner}) s ${keyset}
        ORDER BY ${key} ${sort.dir}, id ${sort.dir}
        LIMIT ${p(limit + 1)}`,
      params,
    );
  }
}

