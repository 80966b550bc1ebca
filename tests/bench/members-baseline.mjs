// The baseline of the members bench (tests/bench/members.mjs): a raw node:http + pg server doing the same
// database work per request as the app's GET /api/search (distance and age filters) and GET /api/activity
// (the feed), with none of the framework — the floor the app's figures are read against.
//
// Env: PORT, DATABASE_URL (required), HOST (default 127.0.0.1).
//
// Mirrors apps/api/src/modules/members/search/search.service.ts and activity/activity.repository.ts: the
// session looked up by the SHA-256 of the SID cookie, the member row, the viewer's point, then the same SQL
// (card columns, block and privacy rules, the bounding-box prefilter and haversine distance, keyset LIMIT);
// JSON out with the member ids and rounded distances (search) or entry ids (feed).
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { boundingBox, roundedDistance, toKm } from '@community/domain';

const PORT = Number(process.env.PORT);
const HOST = process.env.HOST ?? '127.0.0.1';
if (!PORT || !process.env.DATABASE_URL) {
  console.error('members baseline: PORT and DATABASE_URL are required');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const CARD_COLUMNS = `
  m.id, m.name, m.genders, m.date_of_birth::text AS dob, m.role, m.tier, m.tier_expires_at,
  m.verified_at IS NOT NULL AS verified, m.avatar_colour, m.avatar_id, m.created_at,
  COALESCE((m.privacy->>'showOnline')::boolean, true) AS show_online,
  p.partner_birth_dates::text[] AS partner_dobs, p.town, p.region, p.country, p.last_active_at`;
const CARD_FROM = `members m JOIN member_profiles p ON p.member_id = m.id`;
const distanceSql = (lat, lng) => `(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(p.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lng}) / 2), 2)))))`;
const notBlocked = (member, viewer) => `NOT EXISTS (SELECT 1 FROM member_blocks b
    WHERE (b.blocker_id = ${member} AND b.blocked_id = ${viewer}) OR (b.blocker_id = ${viewer} AND b.blocked_id = ${member}))`;

function cookie(req, name) {
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.headers.cookie ?? '');
  return m ? decodeURIComponent(m[1]) : null;
}

async function viewer(req) {
  const sid = cookie(req, 'SID');
  if (!sid) return null;
  const s = await pool.query(`SELECT member_id FROM sessions WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > now()`, [createHash('sha256').update(sid).digest()]);
  if (!s.rows[0]) return null;
  const m = await pool.query(`SELECT * FROM members WHERE id = $1`, [s.rows[0].member_id]);
  return m.rows[0] ?? null;
}

async function search(me, q) {
  const pt = (await pool.query(`SELECT lat, lng FROM member_profiles WHERE member_id = $1`, [me.id])).rows[0];
  const params = [me.id];
  const p = (v) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [
    'm.id <> $1',
    'm.suspended_at IS NULL',
    notBlocked('m.id', '$1'),
    `(COALESCE(m.privacy->>'profile', 'members') <> 'friends' OR EXISTS (SELECT 1 FROM friendships f WHERE f.member_id = $1 AND f.friend_id = m.id))`,
  ];
  const ageMin = Number(q.get('ageMin'));
  const ageMax = Number(q.get('ageMax'));
  where.push(`m.date_of_birth <= (current_date - make_interval(years => ${p(ageMin)}::int))`);
  where.push(`m.date_of_birth > (current_date - make_interval(years => ${p(ageMax + 1)}::int))`);
  const dist = distanceSql(p(pt.lat), p(pt.lng));
  const km = toKm(Number(q.get('distance')), 'mi');
  const box = boundingBox(pt, km);
  where.push(`p.lat BETWEEN ${p(box.minLat)} AND ${p(box.maxLat)}`);
  where.push(`p.lng BETWEEN ${p(box.minLng)} AND ${p(box.maxLng)}`);
  where.push(`${dist} <= ${p(km)}`);
  where.push('p.lat IS NOT NULL');
  const limit = Number(q.get('limit') ?? 24);
  const { rows } = await pool.query(
    `SELECT s.*, distance_km AS k1, id::text AS k2 FROM (
       SELECT ${CARD_COLUMNS}, ${dist} AS distance_km, m.created_at AS m_created, p.last_active_at AS p_active FROM ${CARD_FROM} WHERE ${where.join(' AND ')}
     ) s ORDER BY distance_km ASC, id ASC LIMIT ${p(limit + 1)}`,
    params,
  );
  return { items: rows.slice(0, limit).map((r) => ({ id: r.id, name: r.name, distance: roundedDistance(r.distance_km, 'mi') })), more: rows.length > limit };
}

async function feed(me, q) {
  const params = [me.id, 21, 41];
  const after = q.get('after') ? JSON.parse(Buffer.from(q.get('after'), 'base64url').toString('utf8'))[0] : null;
  if (after) params.push(after);
  const { rows } = await pool.query(
    `WITH src AS (
       SELECT x.id FROM (SELECT friend_id AS id FROM friendships WHERE member_id = $1 UNION SELECT followed_id FROM follows WHERE follower_id = $1) x
       JOIN members sm ON sm.id = x.id WHERE sm.suspended_at IS NULL AND ${notBlocked('x.id', '$1')}
     ), top AS (
       SELECT e.id FROM src CROSS JOIN LATERAL (SELECT e.id FROM member_activity e WHERE e.actor_id = src.id ${after ? 'AND e.id < $4::bigint' : ''} ORDER BY e.id DESC LIMIT $3) e
       ORDER BY e.id DESC LIMIT $3
     )
     SELECT ${CARD_COLUMNS}, a.id::text AS entry_id, a.kind, a.subject_id, s.name AS subject_name, a.object_id, a.title, a.url, a.created_at AS at
       FROM top JOIN member_activity a ON a.id = top.id JOIN ${CARD_FROM} ON m.id = a.actor_id LEFT JOIN members s ON s.id = a.subject_id
      WHERE (a.subject_id IS NULL OR (a.subject_id <> $1 AND s.suspended_at IS NULL AND ${notBlocked('a.subject_id', '$1')}))
        AND NOT (a.kind = 'friend' AND a.actor_id > a.subject_id AND a.subject_id IN (SELECT id FROM src))
      ORDER BY a.id DESC LIMIT $2`,
    params,
  );
  return { items: rows.slice(0, 20).map((r) => r.entry_id) };
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x');
      if (url.pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      const me = await viewer(req);
      if (!me) return void res.writeHead(401).end();
      const data = url.pathname === '/api/search' ? await search(me, url.searchParams) : url.pathname === '/api/activity' ? await feed(me, url.searchParams) : null;
      if (!data) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ data }));
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  })
  .listen(PORT, HOST);
