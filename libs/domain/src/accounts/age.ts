/** Members must be this old (SPEC 1: adults only). */
export const ADULT_AGE = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Parses a real calendar date 'YYYY-MM-DD' (no 2023-02-29, no month 13); null when it is not one. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value);
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whole years from dateOfBirth to today's UTC calendar date; a 29 February birthday falls on 1 March in non-leap years; null for an invalid date, an invalid today, or a birth date after today. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const dob = parseIsoDate(dateOfBirth);
  if (dob === null || Number.isNaN(today.getTime())) return null;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  let bMonth = dob.month;
  let bDay = dob.day;
  if (bMonth === 2 && bDay === 29 && !isLeapYear(year)) {
    bMonth = 3;
    bDay = 1;
  }
  let age = year - dob.year;
  if (month < bMonth || (month === bMonth && day < bDay)) age -= 1;
  return age < 0 ? null : age;
}

/** 18 or older on today's UTC date (turning 18 on the birthday itself; leap-day births on 1 March in non-leap years); invalid or future dates are not adult. */
export function isAdult(dateOfBirth: string, today: Date): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= ADULT_AGE;
}
