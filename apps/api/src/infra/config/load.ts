import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppConfig, parseConfig } from './config.js';

/**
 * Reads and validates the environment. Outside production a missing APP_SECRET is generated once and kept in
 * DATA_DIR/secret so sessions survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = parseConfig(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  let secret = parsed.APP_SECRET;
  if (!secret) {
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    secret = readFileSync(file, 'utf8').trim();
  }
  return { ...parsed, DATA_DIR: dataDir, APP_SECRET: secret, isProduction: parsed.NODE_ENV === 'production' };
}
