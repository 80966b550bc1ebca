import { describe, expect, it } from '@jest/globals';
import { boundingBox, distanceUnitFor, haversineKm, roundedDistance, toKm } from './geo.js';

const LONDON = { lat: 51.5072, lng: -0.1276 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

describe('geo', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm(LONDON, LONDON)).toBe(0);
    expect(haversineKm(LONDON, MANCHESTER)).toBeGreaterThan(260);
    expect(haversineKm(LONDON, MANCHESTER)).toBeLessThan(265);
  });

  it('boxes every point within the radius', () => {
    const box = boundingBox(LONDON, 300);
    expect(MANCHESTER.lat).toBeLessThan(box.maxLat);
    expect(MANCHESTER.lng).toBeGreaterThan(box.minLng);
    expect(boundingBox(LONDON, 100).maxLat).toBeLessThan(MANCHESTER.lat);
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
  });

  it.each([
    [0.2, 'km', 1],
    [3.4, 'km', 3],
    [10, 'km', 10],
    [10.2, 'km', 15],
    [263, 'km', 265],
    [263, 'mi', 165],
    [1.2, 'mi', 1],
  ] as const)('roundedDistance(%s km, %s) = %s', (km, unit, expected) => expect(roundedDistance(km, unit)).toBe(expected));

  it('uses miles in the UK and US', () => {
    expect(distanceUnitFor('en_GB')).toBe('mi');
    expect(distanceUnitFor('en_US')).toBe('mi');
    expect(distanceUnitFor('de')).toBe('km');
    expect(toKm(10, 'mi')).toBeCloseTo(16.09, 2);
    expect(toKm(10, 'km')).toBe(10);
  });
});
