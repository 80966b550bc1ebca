import { describe, expect, it } from 'vitest';
import { AB_COOKIE_MS, abCookieName, abVariant, pickVariant, type AbCookieJar, type AbTest } from './abtest';

const TEST: AbTest<'control' | 'new'> = { name: 'footer-button', variants: ['control', 'new'] };

function memoryJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const writes: [string, string, number][] = [];
  const jar: AbCookieJar = {
    read: (name) => cookies.get(name) ?? null,
    write: (name, value, maxAgeMs) => {
      cookies.set(name, value);
      writes.push([name, value, maxAgeMs]);
    },
  };
  return { jar, writes };
}

describe('A/B tests', () => {
  it('splits 50/50 by default', () => {
    expect(pickVariant(TEST, 0)).toBe('control');
    expect(pickVariant(TEST, 0.4999)).toBe('control');
    expect(pickVariant(TEST, 0.5)).toBe('new');
    expect(pickVariant(TEST, 0.9999)).toBe('new');
    let news = 0;
    for (let i = 0; i < 1000; i += 1) if (pickVariant(TEST, i / 1000) === 'new') news += 1;
    expect(news).toBe(500);
  });

  it('follows weights when given, and survives odd inputs', () => {
    const weighted: AbTest = { name: 'w', variants: ['a', 'b', 'c'], weights: [1, 2, 1] };
    expect(pickVariant(weighted, 0.2)).toBe('a');
    expect(pickVariant(weighted, 0.3)).toBe('b');
    expect(pickVariant(weighted, 0.74)).toBe('b');
    expect(pickVariant(weighted, 0.8)).toBe('c');
    expect(pickVariant(weighted, 1)).toBe('c');
    expect(pickVariant({ name: 'z', variants: ['a', 'b'], weights: [0, 0] }, 0.7)).toBe('a');
  });

  it('keeps a visitor in the variant of their cookie, one cookie per test', () => {
    const { jar, writes } = memoryJar({ 'ab_footer-button': 'new' });
    expect(abVariant(TEST, jar, () => 0)).toBe('new');
    expect(writes).toEqual([]);
  });

  it('picks and saves a variant when there is no cookie or it names no variant of the test', () => {
    const fresh = memoryJar();
    expect(abVariant(TEST, fresh.jar, () => 0.7)).toBe('new');
    expect(fresh.writes).toEqual([['ab_footer-button', 'new', AB_COOKIE_MS]]);
    expect(abVariant(TEST, fresh.jar, () => 0.1)).toBe('new');

    const stale = memoryJar({ 'ab_footer-button': 'retired' });
    expect(abVariant(TEST, stale.jar, () => 0.1)).toBe('control');
    expect(stale.writes).toHaveLength(1);
    expect(abVariant({ name: 'other', variants: ['x', 'y'] }, stale.jar, () => 0.9)).toBe('y');
    expect(stale.writes.map(([name]) => name)).toEqual(['ab_footer-button', 'ab_other']);
  });

  it('refuses test names that cannot name a cookie', () => {
    expect(abCookieName(TEST)).toBe('ab_footer-button');
    expect(() => abCookieName({ name: 'a b; c=d' })).toThrow();
  });

  it('writes a real cookie through document.cookie by default', () => {
    expect(abVariant({ name: 'doc', variants: ['a', 'b'] }, undefined, () => 0.9)).toBe('b');
    expect(document.cookie).toContain('ab_doc=b');
    expect(abVariant({ name: 'doc', variants: ['a', 'b'] }, undefined, () => 0.1)).toBe('b');
  });
});
