/** Counts above this show as '99+' (SPEC 5, 9). */
export const COUNT_CAP = 99;

/** Badge text for unread counts: whole numbers, '99+' above 99, and '0' for negative or non-finite input. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const whole = Math.floor(n);
  return whole > COUNT_CAP ? `${COUNT_CAP}+` : String(whole);
}

/** Lowers a count by `by` (default 1), never below zero (SPEC 4 notifications). */
export function decrementCount(n: number, by = 1): number {
  return Math.max(0, n - by);
}
