import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The site calls the API through path types generated from this app's OpenAPI document
 * (apps/site/src/shared/api/openapi.d.ts), so a renamed or removed route fails the site's type check.
 * This test regenerates the types from the document the app serves and fails when the committed file
 * is stale. `npm run openapi -w @community/site` (OPENAPI_WRITE=1) writes the file instead.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const TYPES_FILE = path.resolve(here, '../../site/src/shared/api/openapi.d.ts');
const HEADER = '/**\n * Generated from the API\'s OpenAPI document (/api/docs/openapi.json) by apps/api/test/openapi-paths.spec.ts.\n * Do not edit: run `npm run openapi -w @community/site` after changing a route.\n */\n\n';

describe('the site\'s API path types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('match the OpenAPI document the API serves', async () => {
    const res = await t.client().get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const generated = HEADER + astToString(await openapiTS(res.body as Parameters<typeof openapiTS>[0], { rootTypes: false }));
    if (process.env.OPENAPI_WRITE === '1') {
      writeFileSync(TYPES_FILE, generated);
      return;
    }
    let committed = '';
    try {
      committed = readFileSync(TYPES_FILE, 'utf8');
    } catch {
      // reported below
    }
    if (committed !== generated) {
      throw new Error(`${path.relative(process.cwd(), TYPES_FILE)} is stale (the API's routes changed): run \`npm run openapi -w @community/site\` and commit the file.`);
    }
  });
});
