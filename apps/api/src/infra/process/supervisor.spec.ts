import os from 'node:os';
import { STABLE_AFTER_MS, restartDelay, webConcurrency } from './supervisor.js';

describe('the cluster supervisor', () => {
  it('runs one web worker per CPU unless WEB_CONCURRENCY says otherwise', () => {
    expect(webConcurrency({})).toBe(os.availableParallelism());
    expect(webConcurrency({ WEB_CONCURRENCY: '' })).toBe(os.availableParallelism());
    expect(webConcurrency({ WEB_CONCURRENCY: '1' })).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: ' 4 ' })).toBe(4);
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64, naming it', () => {
    for (const bad of ['0', '65', '-1', '2.5', 'two', '1e2']) {
      expect(webConcurrency({ WEB_CONCURRENCY: bad })).toEqual(expect.stringContaining('WEB_CONCURRENCY'));
    }
  });

  it('restarts a process that ran a while at once, and backs off a crash loop up to 30 s', () => {
    expect(restartDelay(STABLE_AFTER_MS, 1)).toBe(0);
    expect(restartDelay(STABLE_AFTER_MS + 5_000, 7)).toBe(0);
    // Quick deaths in a row: the first is restarted at once, then 1 s, 2 s, 4 s … capped at 30 s.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => restartDelay(500, n))).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
