#!/usr/bin/env node
/**
 * The second Playwright webServer: the local Stripe stand-in the API tests use
 * (`apps/api/test/payments/stripe-test-server.ts`), on loopback at E2E_STRIPE_PORT, with the keys the app is
 * given (E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET), so the e2e app runs with payments on (test mode) and
 * the browser can open the stand-in's 3-D Secure page.
 *
 * The stand-in is TypeScript and the repository has no TypeScript runner for Node 20, so this wrapper compiles
 * the one file with the `typescript` package already installed (transpile only: no type check) into
 * `node_modules/.cache/community-e2e/`, where `import Stripe from 'stripe'` resolves to the installed client,
 * and imports it. Nothing is copied by hand: the test file stays the one source for both tiers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const source = path.join(repoRoot, 'apps/api/test/payments/stripe-test-server.ts');
const port = Number(process.env.E2E_STRIPE_PORT);
const secretKey = process.env.E2E_STRIPE_SECRET_KEY;
const webhookSecret = process.env.E2E_STRIPE_WEBHOOK_SECRET;

if (!Number.isInteger(port) || port <= 0 || !secretKey?.startsWith('sk_test_') || !webhookSecret?.startsWith('whsec_')) {
  console.error('stripe stand-in: E2E_STRIPE_PORT, E2E_STRIPE_SECRET_KEY (sk_test_…) and E2E_STRIPE_WEBHOOK_SECRET (whsec_…) are required');
  process.exit(2);
}

const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
  fileName: source,
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, useDefineForClassFields: true, sourceMap: false },
});
const outDir = path.join(repoRoot, 'node_modules/.cache/community-e2e');
mkdirSync(outDir, { recursive: true });
// One file per port: two runs on other ports never overwrite each other's module while it loads.
const compiled = path.join(outDir, `stripe-test-server-${port}.mjs`);
writeFileSync(compiled, outputText);

const { StripeTestServer } = await import(pathToFileURL(compiled).href);
const server = new StripeTestServer();
// The stand-in draws random keys per instance; here the app was started with these, so use them instead.
Object.assign(server, { secretKey, webhookSecret });
await server.start(port);
console.log(`stripe stand-in listening on ${server.base}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    void server.stop().finally(() => process.exit(0));
    // A browser keeping a connection open must not hold the shutdown.
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
