import { describe, expect, it } from 'vitest';
import { fitCount } from './priority-nav';

describe('fitCount (priority+ navbar)', () => {
  it.each<[string, number[], number, number, number, number]>([
    ['everything fits', [100, 100, 100], 300, 80, 0, 3],
    ['everything fits with gaps', [100, 100, 100], 304, 80, 2, 3],
    ['one pixel short: More takes the rest', [100, 100, 100], 299, 80, 0, 2],
    ['room for one item beside More', [100, 100, 100], 200, 80, 0, 1],
    ['only More fits', [100, 100, 100], 120, 80, 0, 0],
    ['gaps count between items and More', [100, 100], 199, 50, 4, 1],
    ['no items', [], 0, 80, 0, 0],
    ['a long item stops the row, later short ones go to More too', [100, 300, 20], 250, 80, 0, 1],
  ])('%s', (_label, widths, available, more, gap, expected) => {
    expect(fitCount(widths, available, more, gap)).toBe(expected);
  });
});
