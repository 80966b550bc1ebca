#!/usr/bin/env node
/**
 * The Playwright webServer: starts the BUILT app (`node apps/api/dist/main.js --seed-demo`) on a fresh, empty
 * DATA_DIR (so the embedded PostgreSQL, the generated secret and the mail outbox start empty every run), and
 * removes that folder once the app has stopped.
 *
 * Why a wrapper rather than globalSetup/globalTeardown: Playwright starts the webServer BEFORE globalSetup and
 * stops it AFTER globalTeardown, so a global hook can neither create the folder before the app opens it nor
 * remove it after the embedded PostgreSQL has shut down. Here the order is right by construction: make the folder,
 * start the app, wait for its exit (the app stops its embedded PostgreSQL on SIGTERM/SIGINT), remove the folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'community-e2e-';
const dataDir = process.env.DATA_DIR;

// Refuse anything but our own temp folder: this script deletes it.
if (!dataDir || path.dirname(dataDir) !== os.tmpdir() || !path.basename(dataDir).startsWith(PREFIX)) {
  console.error(`e2e server: DATA_DIR must be ${path.join(os.tmpdir(), `${PREFIX}*`)} (got ${dataDir ?? 'nothing'})`);
  process.exit(2);
}

for (const file of ['apps/api/dist/main.js', 'apps/site/dist/index.html', 'apps/staff/dist/index.html']) {
  if (!existsSync(file)) {
    console.error(`e2e server: ${file} is missing: build first (npx nx run-many -t build)`);
    process.exit(2);
  }
}

// Folders left by runs that were killed outright (SIGKILL) and never reached the cleanup below.
const dayAgo = Date.now() - 24 * 3600_000;
for (const name of readdirSync(os.tmpdir())) {
  if (!name.startsWith(PREFIX)) continue;
  const stale = path.join(os.tmpdir(), name);
  try {
    if (stale !== dataDir && statSync(stale).mtimeMs < dayAgo) rmSync(stale, { recursive: true, force: true });
  } catch {
    // Another run's folder vanished meanwhile: nothing to do.
  }
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The tests read the mail outbox and expect the embedded database: ignore a developer's own services.
const env = { ...process.env };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];

const app = spawn(process.execPath, ['apps/api/dist/main.js', '--seed-demo'], { stdio: 'inherit', env });

// Playwright signals the whole process group; forward anyway in case only this process was signalled.
// The app ignores a second signal while it is already shutting down.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (app.exitCode === null && app.signalCode === null) app.kill(signal);
  });
}

app.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
