/** Distances between members. The database computes the same formula; these keep the rules in one place. */

export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within `km` of `centre`, for an indexed prefilter
 * before the exact distance. Near the poles (or for huge radii) the longitude span is the whole world.
 */
export function boundingBox(centre: LatLng, km: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const cosLat = Math.cos(rad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  if (cosLat < 1e-6 || maxLat >= 90 || minLat <= -90) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = dLat / cosLat;
  if (dLng >= 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

export type DistanceUnit = 'km' | 'mi';

/** Miles on the UK and US variants, kilometres elsewhere. */
export function distanceUnitFor(locale: string): DistanceUnit {
  return locale === 'en_GB' || locale === 'en_US' ? 'mi' : 'km';
}

/**
 * The distance others are shown: whole units, never below 1, rounded up to 5 beyond 10 so a member's
 * position cannot be triangulated from exact figures. The exact location never leaves the server.
 */
export function roundedDistance(km: number, unit: DistanceUnit): number {
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  if (value < 1) return 1;
  if (value <= 10) return Math.round(value);
  return Math.ceil(value / 5) * 5;
}

/** Converts a search radius given in the member's unit to kilometres. */
export function toKm(value: number, unit: DistanceUnit): number {
  return unit === 'mi' ? value * KM_PER_MILE : value;
}
