import { useState } from 'react';
import { readCookie, writeCookie } from './cookies';

/**
 * A/B tests (SPEC 4, 9): each visitor is put in one variant of a test, 50/50 by default, and stays in it
 * through one cookie per test, `ab_<test name>`, kept for AB_COOKIE_MS. No test runs yet; whoever starts one
 * lists its cookie on the cookies page.
 */
export interface AbTest<V extends string = string> {
  /** Letters, digits, `-` and `_`: it names the cookie. */
  readonly name: string;
  /** At least two variants, e.g. ['control', 'new-footer']. */
  readonly variants: readonly [V, V, ...V[]];
  /** Relative weights, one per variant; equal shares when absent (50/50 for two). */
  readonly weights?: readonly number[];
}

/** How long a visitor stays in the variant they got: 90 days. */
export const AB_COOKIE_MS = 90 * 24 * 60 * 60 * 1000;

const NAME = /^[a-zA-Z0-9_-]{1,40}$/;

export const abCookieName = (test: Pick<AbTest, 'name'>): string => {
  if (!NAME.test(test.name)) throw new Error(`A/B test name "${test.name}" must be 1–40 letters, digits, "-" or "_"`);
  return `ab_${test.name}`;
};

/** Picks a variant by weight with a random number in [0, 1). */
export function pickVariant<V extends string>(test: AbTest<V>, random: number): V {
  const weights = test.variants.map((_, i) => Math.max(0, test.weights?.[i] ?? 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return test.variants[0];
  let point = Math.min(Math.max(random, 0), 0.999999999) * total;
  for (let i = 0; i < test.variants.length; i += 1) {
    point -= weights[i] ?? 0;
    if (point < 0) return test.variants[i] as V;
  }
  return test.variants[test.variants.length - 1] as V;
}

export interface AbCookieJar {
  read: (name: string) => string | null;
  write: (name: string, value: string, maxAgeMs: number) => void;
}

const documentJar: AbCookieJar = { read: (name) => readCookie(name), write: (name, value, maxAgeMs) => writeCookie(name, value, maxAgeMs) };

/** The visitor's variant: the one in the test's cookie when it is still a variant of the test, else a new pick (saved). */
export function abVariant<V extends string>(test: AbTest<V>, jar: AbCookieJar = documentJar, random: () => number = Math.random): V {
  const cookie = abCookieName(test);
  const saved = jar.read(cookie);
  const known = test.variants.find((variant) => variant === saved);
  if (known !== undefined) return known;
  const picked = pickVariant(test, random());
  jar.write(cookie, picked, AB_COOKIE_MS);
  return picked;
}

/** The visitor's variant of a test, fixed for the life of the component. */
export function useAbTest<V extends string>(test: AbTest<V>): V {
  const [variant] = useState(() => abVariant(test));
  return variant;
}
