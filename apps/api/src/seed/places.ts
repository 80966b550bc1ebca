import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { repoRoot } from '../infra/paths/paths.js';

/**
 * Demo places (issue 22) on every variant with countries (all British English today): approved places in a few
 * counties with ratings, a comment and check-ins from the variant's demo members, and one place waiting in the
 * staff queue. Skipped for a variant that already has places.
 */
const PLACES: Array<{ name: string; county: string; description: string; directions: string; facilities: string[]; lat: number; lng: number; status: 'approved' | 'pending' }> = [
  { name: 'Bluebell Woods car park', county: 'Kent', description: 'A large woodland car park screened by trees, with paths leading into the woods. Busiest on summer evenings; quiet in the week.', directions: 'From the A2 take the Canterbury exit, then the second lane on the left after the church. The car park is at the end.', facilities: ['parking', 'woodland'], lat: 51.2787, lng: 1.0789, status: 'approved' },
  { name: 'Cliff top viewpoint', county: 'Kent', description: 'A gravel lay-by above the cliffs with a view over the Channel. Lit by the road lamps, so people tend to gather at the far end.', directions: 'On the B2011 east of Folkestone; the lay-by is on the sea side just after the bend.', facilities: ['lay-by', 'lighting'], lat: 51.0972, lng: 1.2367, status: 'approved' },
  { name: 'Heath picnic site', county: 'Surrey', description: 'An open heath with a picnic site and toilets by the car park. Wide views, so it is easy to see who is around.', directions: 'Signposted from the A3; follow the brown picnic-site signs for a mile.', facilities: ['parking', 'toilets', 'open-ground'], lat: 51.1847, lng: -0.6856, status: 'approved' },
  { name: 'Dunes beach car park', county: 'Norfolk', description: 'A pay-and-display car park behind the dunes. The paths through the dunes are sheltered from the wind.', directions: 'Follow the coast road north; the car park is at the end of Beach Road.', facilities: ['parking', 'beach', 'dunes', 'cafe-nearby'], lat: 52.9561, lng: 0.8509, status: 'approved' },
  { name: 'Forest lay-by', county: 'Hampshire', description: 'A long lay-by along a forest road, with tracks into the trees on both sides. No lighting at all: bring a torch.', directions: 'On the forest road between Lyndhurst and Ringwood, two miles after the cattle grid.', facilities: ['lay-by', 'woodland'], lat: 50.8697, lng: -1.6455, status: 'approved' },
  { name: 'Reservoir north shore', county: 'Derbyshire', description: 'A quiet car park by the reservoir with a walk along the shore. Popular with walkers during the day.', directions: 'Take the lane off the A6013 signed for the reservoir; park in the second car park.', facilities: ['parking', 'toilets', 'public-transport'], lat: 53.3916, lng: -1.7232, status: 'pending' },
];
const COMMENTS = ['Went on a Friday evening, friendly and relaxed.', 'Quiet this week, but a lovely spot.', 'Parking fills up fast on summer weekends.'];
const SLOTS = ['weekday-evening', 'weekend-night', 'weekend-evening'];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

export async function seedPlaces(em: EntityManager): Promise<number> {
  const dir = path.join(repoRoot(), 'variants');
  const codes = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { code: string; flags: { hasCountries: boolean } })
    .filter((v) => v.flags.hasCountries)
    .map((v) => v.code)
    .sort();
  let made = 0;
  for (const code of codes) {
    const existing: unknown[] = await em.query(`SELECT 1 FROM place_locations WHERE variant = $1 LIMIT 1`, [code]);
    if (existing.length) continue;
    const people: Array<{ id: string }> = await em.query(`SELECT id FROM members WHERE home_variant = $1 AND role = 'member' ORDER BY name LIMIT 4`, [code]);
    const who = (i: number) => people[i % Math.max(people.length, 1)]?.id ?? null;
    for (const [i, p] of PLACES.entries()) {
      const rows: Array<{ id: string }> = await em.query(
        `INSERT INTO place_locations (variant, slug, name, country, county, county_slug, description, directions, facilities, lat, lng, status, submitted_by, moderated_at, created_at)
         VALUES ($1, $2, $3, 'GB', $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $11 = 'approved' THEN now() END, now() - make_interval(days => $13))
         RETURNING id`,
        [code, slug(p.name), p.name, p.county, slug(p.county), p.description, p.directions, p.facilities, p.lat, p.lng, p.status, who(i), 30 - i * 3],
      );
      made++;
      if (p.status !== 'approved') continue;
      const id = rows[0]!.id;
      for (const [j, m] of people.entries()) {
        await em.query(`INSERT INTO place_ratings (location_id, member_id, stars) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, m.id, 3 + ((i + j) % 3)]);
        if (j === 0) await em.query(`INSERT INTO place_checkins (location_id, member_id, slot, created_at) VALUES ($1, $2, $3, now() - interval '2 days')`, [id, m.id, SLOTS[i % SLOTS.length]]);
      }
      const commenter = who(i + 1);
      if (commenter) await em.query(`INSERT INTO place_comments (location_id, author_id, body, created_at) VALUES ($1, $2, $3, now() - interval '1 day')`, [id, commenter, COMMENTS[i % COMMENTS.length]]);
    }
  }
  return made;
}
