import { describe, expect, it } from '@jest/globals';
import { decrementCount, formatCount } from './count.js';

describe('formatCount', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [99.9, '99'],
    [3.2, '3'],
    [-1, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d -> %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});

describe('decrementCount', () => {
  it.each<[number, number | undefined, number]>([
    [5, undefined, 4],
    [1, undefined, 0],
    [0, undefined, 0],
    [3, 5, 0],
    [10, 3, 7],
  ])('%d minus %s -> %d', (n, by, expected) => {
    expect(decrementCount(n, by)).toBe(expected);
  });
});
