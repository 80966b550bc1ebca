/**
 * Where the e2e server runs. The config picks DATA_DIR once, in the runner process, and puts it in the
 * environment: the worker processes inherit it, so the tests read the mail outbox of the very server they drive.
 */
import path from 'node:path';

/** E2E_PORT and E2E_PG_PORT move the server when another run (or a developer's own app) holds the defaults. */
export const PORT = Number(process.env.E2E_PORT ?? 3999);
export const EMBEDDED_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54399);
/**
 * The local Stripe stand-in (support/stripe-stand-in.mjs) the e2e app pays through: payments are on (test mode).
 * Its port follows E2E_PORT (10000 above it) unless E2E_STRIPE_PORT says otherwise; the keys are the stand-in's.
 */
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 10_000);
export const STRIPE_API_BASE = `http://127.0.0.1:${STRIPE_PORT}`;
export const STRIPE_SECRET_KEY = 'sk_test_e2elocalstandin';
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2elocalstandin';
/** PUBLIC_BASE_HOST of the server: variants answer on `<code>.localhost:3999`, and plain `localhost:3999` is shuk. */
export const BASE_HOST = `localhost:${PORT}`;
/** The default variant (shuk) without a sub-domain: for API calls from Node, which cannot resolve `*.localhost`. */
export const API_ORIGIN = `http://${BASE_HOST}`;

/** `http://<variant>.localhost:3999<path>`; Chromium resolves `*.localhost` to the loopback address. */
export function siteUrl(variant: string, pathname = '/'): string {
  return `http://${variant}.${BASE_HOST}${pathname}`;
}

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through tests/e2e/playwright.config.ts');
  return dir;
}

export const mailDir = (): string => path.join(dataDir(), 'mail');

/** A name no earlier run or other test used: 3–30 characters of letters, digits and `_`. */
export function uniqueName(prefix: string): string {
  const stamp = Date.now().toString(36).slice(-6);
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}_${stamp}${random}`.slice(0, 30);
}

/** Strong enough for zxcvbn, and without the member's name or e-mail in it. */
export const PASSWORD = 'violet harbour lantern 42';
