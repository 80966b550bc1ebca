import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (where `variants/` and `apps/` live), found by walking up from this file. */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(path.join(dir, 'variants')) && existsSync(path.join(dir, 'apps'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
