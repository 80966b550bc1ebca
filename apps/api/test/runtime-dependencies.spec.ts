import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../src/infra/paths/paths.js';

/**
 * The production image (docker/Dockerfile) keeps only production dependencies (`npm prune --omit=dev`). Every
 * package the API's build and the site's server renderer (apps/site/dist/server, loaded by the API to render
 * pages) import at run time must therefore be a production dependency of the root or of a workspace library —
 * found when the server renderer imported react, Mantine, jsdom and i18next, all declared for development only:
 * the image would have served every page client-only.
 */
const root = repoRoot();
const BUILDS = ['apps/api/dist', 'apps/site/dist/server', 'libs/domain/dist', 'libs/contracts/dist'].map((p) => path.join(root, p));
for (const dir of BUILDS) if (!existsSync(dir)) throw new Error(`runtime-dependencies.spec needs ${dir}: run npm run build`);

const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(path.join(dir, e.name)) : e.name.endsWith('.js') && !e.name.endsWith('.spec.js') ? [path.join(dir, e.name)] : [],
  );
const packageOf = (spec: string): string => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
const manifest = (p: string) => JSON.parse(readFileSync(path.join(root, p), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

describe('run-time imports of the production build', () => {
  const production = new Set(
    ['package.json', 'apps/api/package.json', 'libs/domain/package.json', 'libs/contracts/package.json'].flatMap((p) => Object.keys(manifest(p).dependencies ?? {})),
  );
  const imported = new Map<string, string>();
  for (const file of BUILDS.flatMap(jsFiles)) {
    const source = readFileSync(file, 'utf8');
    // Static imports and re-exports, dynamic imports with a literal, require calls.
    for (const m of source.matchAll(/(?:^|[\s;}])(?:import|export)\s[^'";]*?from\s*["']([^"'.][^"']*)["']|\bimport\(\s*["']([^"'.][^"']*)["']\s*\)|\brequire\(\s*["']([^"'.][^"']*)["']\s*\)|^import\s+["']([^"'.][^"']*)["']/gm)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (!spec || spec.startsWith('node:') || builtinModules.includes(packageOf(spec))) continue;
      if (!imported.has(packageOf(spec))) imported.set(packageOf(spec), path.relative(root, file));
    }
  }

  it('finds the imports it checks (the scan is not empty)', () => {
    expect(imported.has('@nestjs/core')).toBe(true);
    expect(imported.has('react-dom')).toBe(true);
  });

  it('imports only production dependencies', () => {
    const missing = [...imported].filter(([pkg]) => !production.has(pkg) && !pkg.startsWith('@community/')).map(([pkg, file]) => `${pkg} (imported by ${file})`);
    expect(missing).toEqual([]);
  });
});
