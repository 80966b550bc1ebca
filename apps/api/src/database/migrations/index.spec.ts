import { readdirSync } from 'node:fs';
import { migrations } from './index.js';

describe('migrations list', () => {
  const stamp = (migration: { name: string }): number => Number(/(\d{13})$/.exec(migration.name)?.[1]);

  it('lists every migration, oldest first, each once', () => {
    const stamps = migrations.map(stamp);
    expect(stamps.every(Number.isFinite)).toBe(true);
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(new Set(stamps).size).toBe(stamps.length);
  });

  it('lists every migration file of the folder (a file left out never runs)', () => {
    const files = readdirSync(import.meta.dirname).filter((f) => /^\d{13}-.+\.ts$/.test(f) && !f.endsWith('.spec.ts'));
    expect(files.map((f) => Number(f.slice(0, 13))).sort((a, b) => a - b)).toEqual(migrations.map(stamp));
  });
});
