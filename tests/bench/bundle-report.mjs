#!/usr/bin/env node
/**
 * Bundle report for the member site (issue 3, "Bundle"): the gzip size of the JavaScript the home page loads
 * before it can draw — the entry chunk and everything it imports statically — then the home page's own lazy
 * chunk, and the largest lazy chunks. With the source maps Vite writes, it also says which sources fill the
 * initial JavaScript, and warns when a page's code sits in it (a page must load with its route).
 *
 *   npm run bundle                      # after `npm run build`
 *   node tests/bench/bundle-report.mjs [distDir] [--top N] [--json] [--max-initial-kb N]
 *
 * Reads `apps/site/dist`: the Vite manifest (`.vite/manifest.json`) when the build wrote one, else
 * `index.html` (its module script and modulepreload links), following static `import … from "./x.js"` in
 * each chunk. Sizes are gzip level 9 of the bytes on disk (what a compressing proxy would send).
 * `--max-initial-kb` exits 1 when the initial JavaScript is larger (a budget for CI).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv) {
  const options = { dist: path.join(repoRoot, 'apps/site/dist'), top: 12, json: false, maxInitialKb: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--top') options.top = Number(argv[++i]);
    else if (arg === '--json') options.json = true;
    else if (arg === '--max-initial-kb') options.maxInitialKb = Number(argv[++i]);
    else if (arg === '--help' || arg === '-h') {
      console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else options.dist = path.resolve(arg);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const dist = options.dist;
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`bundle-report: ${path.join(dist, 'index.html')} is missing: build first (npm run build)`);
  process.exit(2);
}

/** dist-relative path ("assets/x.js") → { raw, gzip } bytes, cached. */
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Static and dynamic imports of a chunk, as dist-relative paths. */
function importsOf(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const dir = path.posix.dirname(file);
  const resolve = (spec) => path.posix.normalize(spec.startsWith('/') ? spec.slice(1) : path.posix.join(dir, spec));
  const statics = new Set();
  const dynamics = new Set();
  // import{a as b}from"./x.js"  ·  import"./x.js"  ·  export{a}from"./x.js"  (not `import(`)
  for (const match of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    statics.add(resolve(match[1]));
  }
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) dynamics.add(resolve(match[1]));
  // Vite's preload helper lists a lazy chunk's dependencies as "assets/x.js" strings.
  for (const match of code.matchAll(/["'](assets\/[^"']+\.js)["']/g)) {
    const dep = match[1];
    if (!statics.has(dep)) dynamics.add(dep);
  }
  return { statics: [...statics], dynamics: [...dynamics] };
}

/** The entry chunk and its static imports (from the manifest or from index.html + the chunks themselves). */
function initialChunks() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const seen = new Set();
    const walk = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const dep of chunk.imports ?? []) walk(dep);
    };
    walk(entryKey);
    return { source: '.vite/manifest.json', entry: manifest[entryKey].file, files: [...seen] };
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [entry, ...preloads];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(path.join(dist, file))) continue;
    seen.add(file);
    queue.push(...importsOf(file).statics);
  }
  return { source: 'index.html + static imports', entry, files: [...seen] };
}

// --- Source maps: how many generated bytes each source produced ---------------------------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's VLQ fields. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated code per source file of one chunk (the minified text each source produced), or null without a map. */
function codeBySource(file) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
  const totals = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = (lines[lineIndex] ?? '').length;
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    segments.forEach((fields, index) => {
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      const next = index + 1 < segments.length ? column + segments[index + 1][0] : length;
      if (fields.length >= 4) {
        const name = map.sources[source];
        const text = (lines[lineIndex] ?? '').slice(column, Math.max(column, next));
        totals.set(name, (totals.get(name) ?? '') + text);
      }
    });
  });
  return totals;
}

/** A readable group for a source path: an npm package, a library folder, or a site feature/app file. */
function groupOf(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/main\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return `npm: ${pkg[1]}`;
  const lib = /^libs\/([^/]+)\/src\/([^/]+)/.exec(clean);
  if (lib) return `libs/${lib[1]}/${lib[2].replace(/\.tsx?$/, '')}`;
  const feature = /(?:apps\/site\/)?src\/features\/([^/]+)/.exec(clean);
  if (feature) return `site: features/${feature[1]}`;
  const app = /(?:apps\/site\/)?src\/(app\/[^/]+|[^/]+)/.exec(clean);
  if (app) return `site: ${app[1].replace(/\.tsx?$/, '')}`;
  return clean;
}

// --- Report -------------------------------------------------------------------------------------------------

const initial = initialChunks();
const initialSet = new Set(initial.files);
const allJs = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const lazy = allJs.filter((file) => !initialSet.has(file));

const sum = (files, key) => files.reduce((total, file) => total + sizeOf(file)[key], 0);
const initialGzip = sum(initial.files, 'gzip');
const initialRaw = sum(initial.files, 'raw');

// The home page's own chunk: the lazy chunk whose sources include features/home, plus its static imports
// that the initial set does not already hold.
const sourcesCache = new Map();
const sourcesOf = (file) => {
  if (!sourcesCache.has(file)) sourcesCache.set(file, codeBySource(file));
  return sourcesCache.get(file);
};
const homeChunk = lazy.find((file) =>
  [...(sourcesOf(file)?.keys() ?? [])].some((s) => /features\/home\/HomePage\.tsx$/.test(s)),
);
const homeExtra = [];
if (homeChunk) {
  const queue = [homeChunk];
  const seen = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || initialSet.has(file)) continue;
    seen.add(file);
    homeExtra.push(file);
    queue.push(...importsOf(file).statics);
  }
}

// What fills the initial JavaScript, by package / folder.
const groups = new Map();
const pageModulesInInitial = [];
for (const file of initial.files) {
  const bySource = sourcesOf(file);
  if (!bySource) continue;
  for (const [source, code] of bySource) {
    const group = groupOf(source);
    groups.set(group, (groups.get(group) ?? '') + code);
    // A routed page's module (features/<x>/<Name>Page.tsx) other than the shell's own error pages.
    if (/src\/features\/(?!errors\/)[^/]+\/.*Page\.tsx$/.test(source))
      pageModulesInInitial.push(source.replace(/^(\.\.\/)+/, ''));
  }
}
const groupTotal = [...groups.values()].reduce((a, b) => a + Buffer.byteLength(b), 0);

const largestLazy = lazy
  .map((file) => ({ file, ...sizeOf(file) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, options.top);

const report = {
  dist: path.relative(repoRoot, dist) || dist,
  source: initial.source,
  entry: initial.entry,
  initial: { chunks: initial.files.length, raw: initialRaw, gzip: initialGzip },
  home: homeChunk ? { chunks: homeExtra, raw: sum(homeExtra, 'raw'), gzip: sum(homeExtra, 'gzip') } : null,
  lazy: { chunks: lazy.length, raw: sum(lazy, 'raw'), gzip: sum(lazy, 'gzip'), largest: largestLazy },
  initialBySource: [...groups.entries()]
    .map(([group, code]) => {
      const raw = Buffer.byteLength(code);
      return { group, raw, gzip: gzipSync(code, { level: 9 }).length, share: groupTotal ? raw / groupTotal : 0 };
    })
    .sort((a, b) => b.raw - a.raw),
  pageModulesInInitial,
};

if (options.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`Member site bundle (${report.dist}; initial set from ${report.source})\n`);
  console.log(`Home page, initial JavaScript (entry ${report.entry} + ${report.initial.chunks - 1} static imports):`);
  console.log(`  ${kb(report.initial.gzip)} gzip  (${kb(report.initial.raw)} raw)`);
  if (report.home) {
    console.log(
      `  + the home page's own lazy chunk${report.home.chunks.length > 1 ? 's' : ''} ${report.home.chunks.join(', ')}: ${kb(report.home.gzip)} gzip`,
    );
    console.log(`  = ${kb(report.initial.gzip + report.home.gzip)} gzip before the home page can draw`);
  }
  console.log(`\nLazy chunks: ${report.lazy.chunks}, ${kb(report.lazy.gzip)} gzip in all. Largest:`);
  for (const chunk of report.lazy.largest)
    console.log(`  ${kb(chunk.gzip).padStart(9)} gzip  ${kb(chunk.raw).padStart(9)} raw  ${chunk.file}`);
  if (report.initialBySource.length > 0) {
    console.log('\nWhat fills the initial JavaScript (from the source maps; gzip of each part on its own):');
    for (const { group, raw, gzip, share } of report.initialBySource.slice(0, options.top)) {
      console.log(
        `  ${(share * 100).toFixed(1).padStart(5)}%  ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(9)} gzip  ${group}`,
      );
    }
  }
  if (pageModulesInInitial.length > 0) {
    console.log('\nWARNING: page code in the initial JavaScript (should load with its route):');
    for (const source of pageModulesInInitial) console.log(`  ${source}`);
  } else {
    console.log('\nNo routed page’s code is in the initial JavaScript.');
  }
}

if (options.maxInitialKb !== null && initialGzip / 1024 > options.maxInitialKb) {
  console.error(
    `\nbundle-report: initial JavaScript ${kb(initialGzip)} gzip is over the budget of ${options.maxInitialKb} kB`,
  );
  process.exit(1);
}
