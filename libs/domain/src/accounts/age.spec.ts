import { describe, expect, it } from '@jest/globals';
import { ageOn, isAdult, parseIsoDate } from './age.js';

const d = (iso: string) => new Date(iso);

describe('parseIsoDate', () => {
  it.each<[string, { year: number; month: number; day: number } | null]>([
    ['2000-01-31', { year: 2000, month: 1, day: 31 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1900-02-29', null],
    ['2023-02-29', null],
    ['2023-04-31', null],
    ['2023-13-01', null],
    ['2023-00-10', null],
    ['2023-01-00', null],
    ['0000-01-01', null],
    ['2023-1-1', null],
    ['20230101', null],
    ['2023-01-01T00:00:00Z', null],
    ['', null],
  ])('%j', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });
});

describe('ageOn', () => {
  it.each<[string, string, number | null]>([
    ['2000-06-15', '2018-06-14T12:00:00Z', 17],
    ['2000-06-15', '2018-06-15T00:00:00Z', 18],
    ['2000-06-15', '2018-06-16T00:00:00Z', 18],
    ['2000-12-31', '2019-01-01T00:00:00Z', 18],
    ['2000-01-01', '2018-12-31T23:59:59Z', 18],
    // Leap-day birth: the birthday is 1 March in non-leap years, 29 February in leap years.
    ['2004-02-29', '2022-02-28T12:00:00Z', 17],
    ['2004-02-29', '2022-03-01T00:00:00Z', 18],
    ['2006-02-29', '2024-02-29T00:00:00Z', null],
    ['2008-02-29', '2026-02-28T23:59:59Z', 17],
    ['2008-02-29', '2026-03-01T00:00:00Z', 18],
    ['2000-02-29', '2028-02-28T00:00:00Z', 27],
    ['2000-02-29', '2028-02-29T00:00:00Z', 28],
    // UTC calendar date: 23:30 on 14 June in New York is already 15 June in UTC.
    ['2000-06-15', '2018-06-14T23:30:00-04:00', 18],
    ['2000-06-15', '2000-06-15T00:00:00Z', 0],
    ['2000-06-16', '2000-06-15T00:00:00Z', null],
    ['not-a-date', '2018-06-15T00:00:00Z', null],
    ['2000-06-15', 'garbage', null],
  ])('born %s, on %s -> %s', (dob, today, expected) => {
    expect(ageOn(dob, d(today))).toBe(expected);
  });
});

describe('isAdult', () => {
  it.each<[string, string, boolean]>([
    ['2008-06-15', '2026-06-14T23:59:59Z', false],
    ['2008-06-15', '2026-06-15T00:00:00Z', true],
    ['1950-01-01', '2026-06-15T00:00:00Z', true],
    ['2008-02-29', '2026-02-28T12:00:00Z', false],
    ['2008-02-29', '2026-03-01T00:00:00Z', true],
    ['2030-01-01', '2026-06-15T00:00:00Z', false],
    ['2008-02-30', '2030-01-01T00:00:00Z', false],
    ['15/06/2000', '2026-06-15T00:00:00Z', false],
  ])('born %s, on %s -> %s', (dob, today, expected) => {
    expect(isAdult(dob, d(today))).toBe(expected);
  });
});
