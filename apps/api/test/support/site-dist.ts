import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for the site's build (`SITE_DIST`): a temporary folder with the bare index.html the server fills in. */
export function siteDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'community-site-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><!--app-boot--></body></html>',
  );
  return dist;
}
