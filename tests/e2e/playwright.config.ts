import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { EMBEDDED_PG_PORT, PORT, BASE_HOST, STRIPE_API_BASE, STRIPE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './support/env';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The site's age-confirm cookie for `localhost` and every `<variant>.localhost`. */
function ageConfirmed() {
  const codes = fs.readdirSync(path.join(repoRoot, 'variants')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  return ['localhost', ...codes.map((code) => `${code}.localhost`)].map((domain) => ({
    name: 'age-confirm',
    value: '1',
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 3600,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
}

// One fresh folder per run, chosen here in the runner process; the workers inherit the variable.
// support/serve.mjs creates it before the app starts and removes it after the app has stopped.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `community-e2e-${Date.now().toString(36)}-${process.pid}`);

/**
 * The browser tier: Debian's Chromium against the built app exactly as `npm start` serves it (one port, embedded
 * PostgreSQL, demo members). Build first: `npx nx run-many -t build` (`npm test` does).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    // The brand under test is British: dates read 17/05/1990 in the date picker, times are London's.
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    screenshot: 'only-on-failure',
    trace: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Guests have passed the age gate (SPEC 4) on every variant host, so it does not cover the pages under test.
    storageState: { cookies: ageConfirmed(), origins: [] },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The local Stripe stand-in of the API tests (apps/api/test/payments/stripe-test-server.ts): the app below
      // runs with payments on against it, and the browser opens its 3-D Secure page. Any answer means it is up.
      command: 'node tests/e2e/support/stripe-stand-in.mjs',
      cwd: repoRoot,
      url: `${STRIPE_API_BASE}/v1/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_STRIPE_PORT: String(STRIPE_PORT),
        E2E_STRIPE_SECRET_KEY: STRIPE_SECRET_KEY,
        E2E_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      command: 'node tests/e2e/support/serve.mjs',
      cwd: repoRoot,
      url: `http://${BASE_HOST}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      // SIGTERM lets the app close and stop its embedded PostgreSQL before the folder is removed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        EMBEDDED_PG_PORT: String(EMBEDDED_PG_PORT),
        LOG_LEVEL: 'warn',
        PUBLIC_BASE_HOST: BASE_HOST,
        PUBLIC_SCHEME: 'http',
        DEFAULT_VARIANT: 'shuk',
        NODE_ENV: 'development',
        // Every spec registers its own members from the one loopback address: the production limits (5
        // registrations and 10 logins an hour per address) would refuse the later specs. The API tier
        // (apps/api/test/auth-session.spec.ts) checks the limits themselves.
        RATE_LIMIT_REGISTER: '1000',
        RATE_LIMIT_LOGIN: '1000',
        // The hydration checks (ssr.spec) are about the browser taking the server's page over, not about a loaded
        // machine's render speed: a render cut off at 5 s hands its unfinished parts to the browser (React #419).
        SSR_TIMEOUT_MS: '20000',
        // Payments on (Stripe test mode) against the stand-in above.
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE,
      },
    },
  ],
});
