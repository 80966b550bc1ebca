// Module hooks for a pool child started from the TypeScript sources (the API's Jest tests run `src/`, not
// `dist/`): `.ts` files are compiled with SWC as jest.preset.js does, `./x.js` imports find `./x.ts`, and the
// workspace libraries resolve to their sources as Jest maps them. The built app (`dist/`) never loads this file.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const root = new URL('../../../../../', import.meta.url);
const libs = {
  '@community/contracts': new URL('libs/contracts/src/index.ts', root).href,
  '@community/domain': new URL('libs/domain/src/index.ts', root).href,
};

export async function resolve(specifier, context, next) {
  if (libs[specifier]) return { url: libs[specifier], shortCircuit: true };
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(ts)) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = await swc.transform(await readFile(file, 'utf8'), {
    filename: file,
    sourceMaps: 'inline',
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
