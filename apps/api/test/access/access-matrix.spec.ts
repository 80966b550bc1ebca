import { writeFileSync } from 'node:fs';
import type { Role } from '@community/domain';
import { startTestApp, type Client, type TestApp } from '../harness.js';
import { browser, buildVictim, jpeg, login, OTHER_VARIANT, PDF, type VictimData } from './fixture.js';
import { BODIES, NOT_CALLED, order, PATH_PARAMS, paramKey, QUERIES, victimFields, type AttackerRef } from './matrix.js';
import { exampleOf, operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
import { diff, Snapshots, type Snapshot, type SnapshotScope, type TableDiff } from './snapshot.js';

/**
 * The access matrix (issue 16): every operation of the OpenAPI document, called with the victim's ids and
 * plausible bodies by each attacker — a guest, a stranger on the victim's variant, a member of another
 * variant, and each staff role bound to another variant (global and super span every variant by design,
 * so they are not attackers). A leak is a 2xx whose answer holds one of the victim's private values (or
 * serves a private item named in its path); a change is any difference in the victim's rows, read
 * straight from the database before and after each call.
 */

interface Attacker extends AttackerRef {
  c: Client;
}

interface Call {
  attacker: string;
  op: string;
  url: string;
  body: string;
  status: number;
}

interface Leak extends Call {
  values: string[];
}

interface Change extends Call {
  diffs: TableDiff[];
}

const ALL_ATTACKERS: Array<{ label: string; role?: Role; homeVariant?: string; guest?: boolean }> = [
  { label: 'guest', guest: true },
  { label: 'stranger (same variant)' },
  { label: `member of ${OTHER_VARIANT}`, homeVariant: OTHER_VARIANT },
  ...(['moderator', 'support', 'editor', 'admin'] as const).map((role) => ({ label: `${role} of ${OTHER_VARIANT}`, role, homeVariant: OTHER_VARIANT })),
];

/** The photo every upload operation is sent. */
let photo: Buffer;

/** ACCESS_ATTACKERS=guest,admin (labels' first words) runs a slice while working on the matrix; CI runs all. */
const ATTACKERS = process.env.ACCESS_ATTACKERS ? ALL_ATTACKERS.filter((a) => process.env.ACCESS_ATTACKERS!.split(',').includes(a.label.split(' ')[0] ?? '')) : ALL_ATTACKERS;

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

describe('access matrix: no one but the victim reads or changes the victim’s data', () => {
  let t: TestApp;
  let ops: Operation[];

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    photo = await jpeg(999);
    const doc = (await t.client().get('/api/docs/openapi.json')).body as OpenApiDocument;
    ops = operationsOf(doc);
  }, 120_000);
  afterAll(() => t.close());

  it('knows how to fill every path parameter of every operation from the victim’s data', () => {
    expect(ops.length).toBeGreaterThan(250);
    const missing = ops.filter((o) => !(o.key in NOT_CALLED) && o.pathParams.length && !PATH_PARAMS[paramKey(o.path)!]).map((o) => o.key);
    // An endpoint with a new kind of id: add its victim's value to PATH_PARAMS (test/access/matrix.ts).
    expect(missing).toEqual([]);
    const unfilled: string[] = [];
    for (const o of ops) {
      const key = paramKey(o.path);
      if (!key || !PATH_PARAMS[key]) continue;
      // Every parameter the template names must come from the map (checked against a dummy fixture's keys).
      const sample = PATH_PARAMS[key](new Proxy({} as VictimData, { get: (_, p) => (p === 'victim' || p === 'friend' ? { id: 'x', name: 'x' } : `x-${String(p)}`) }));
      for (const params of sample) for (const p of o.pathParams) if (!(p in params)) unfilled.push(`${o.key}: {${p}}`);
    }
    expect(unfilled).toEqual([]);
  });

  it('answers no attacker with the victim’s private data and lets none change it', async () => {
    const started = Date.now();
    const calls: Call[] = [];
    const leaks: Leak[] = [];
    const changes: Change[] = [];
    const review: Call[] = [];
    const byOp = new Map<string, number[]>();
    const called = ops.filter((o) => !(o.key in NOT_CALLED)).sort(order);
    const timing = { fixture: 0, calls: 0, snapshots: 0 };
    const slow: Array<[number, string]> = [];

    // Each attacker gets a victim of their own, and the groups run side by side (each at its own address, so
    // rate limits are theirs): the victim's snapshot holds only what its one attacker could have touched.
    const runGroup = async (spec: (typeof ATTACKERS)[number], index: number): Promise<void> => {
      const ip = `10.16.0.${index + 1}`;
      let mark = Date.now();
      const fx = await buildVictim(t, 17 * (index + 1), ip);
      const attacker: Attacker = spec.guest
        ? { label: spec.label, id: null, name: null, c: browser(t, ip) }
        : await login(t, { role: spec.role, tier: 'gold', homeVariant: spec.homeVariant, prefix: 'atk', ip }).then((m) => ({ label: spec.label, id: m.id, name: m.name, c: m.c }));
      const scope: SnapshotScope = { victimId: fx.victim.id, attackerId: attacker.id, publicIds: fx.publicIds, lockIds: fx.lockIds };
      const snapshots = await Snapshots.open(dbUrl(t));
      try {
        let before = await settle(snapshots, scope);
        const fields = victimFields(fx);
        timing.fixture += Date.now() - mark;

        for (const op of called) {
          for (const req of requestsFor(op, fx, attacker, fields)) {
            mark = Date.now();
            const res = await send(attacker.c, op, req);
            const took = Date.now() - mark;
            timing.calls += took;
            slow.push([took, `${attacker.label} ${op.key}`]);
            const call: Call = { attacker: attacker.label, op: op.key, url: req.url, body: req.describe, status: res.status };
            calls.push(call);
            byOp.set(op.key, [...(byOp.get(op.key) ?? []), res.status]);
            let leaked = false;
            let namedPrivate: string[] = [];
            if (res.status >= 200 && res.status < 300) {
              // Values the request itself carried are no leak when echoed; a private item's own bytes are.
              const sent = `${req.url} ${req.describe}`;
              const found = fx.privateValues.filter((v) => !sent.includes(v.value) && res.text.includes(v.value)).map((v) => v.label);
              namedPrivate = fx.privateValues.filter((v) => sent.includes(v.value)).map((v) => v.label);
              if (found.length) leaks.push({ ...call, values: found });
              else if (namedPrivate.length && op.method === 'get' && res.binary) leaks.push({ ...call, values: namedPrivate.map((l) => `${l} (the item itself served)`) });
              leaked = found.length > 0 || (namedPrivate.length > 0 && op.method === 'get' && res.binary);
            }
            mark = Date.now();
            const after = await snapshots.take(scope);
            timing.snapshots += Date.now() - mark;
            const d = diff(before, after);
            if (d.length) changes.push({ ...call, diffs: d });
            else if (!leaked && namedPrivate.length) review.push(call);
            before = after;
          }
        }
        const late = diff(before, await settle(snapshots, scope));
        if (late.length) changes.push({ attacker: attacker.label, op: '(after the last call: a job or event)', url: '', body: '', status: 0, diffs: late });
      } finally {
        await snapshots.close();
      }
    };
    await Promise.all(ATTACKERS.map(runGroup));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const allBadInput = [...byOp].filter(([, s]) => s.every((x) => x === 400)).map(([k]) => k);
    const fiveHundreds = calls.filter((c) => c.status >= 500);
    const lines = [
      `access matrix: ${called.length} operations × ${ATTACKERS.length} attackers (${ops.length - called.length} not called: ${Object.keys(NOT_CALLED).join(', ')})`,
      `calls: ${calls.length}, leaks: ${leaks.length}, changes: ${changes.length}, 5xx: ${fiveHundreds.length}, run: ${seconds} s (fixtures ${timing.fixture} ms, calls ${timing.calls} ms, snapshots ${timing.snapshots} ms)`,
      `slowest calls: ${slow.sort((a, b) => b[0] - a[0]).slice(0, 8).map(([ms, what]) => `${what} ${ms} ms`).join('; ')}`,
      ...leaks.map((l) => `LEAK   ${l.attacker} ${l.op} ${l.url} ${l.body} -> ${l.status}: ${l.values.join(', ')}`),
      ...changes.flatMap((c) => [
        `CHANGE ${c.attacker} ${c.op} ${c.url} ${c.body} -> ${c.status}`,
        ...c.diffs.flatMap((d) => [...d.removed.map((r) => `         ${d.table} - ${short(r)}`), ...d.added.map((r) => `         ${d.table} + ${short(r)}`)]),
      ]),
      ...fiveHundreds.map((c) => `5XX    ${c.attacker} ${c.op} ${c.url} ${c.body} -> ${c.status}`),
      ...review.map((c) => `2XX with a private id in the request (no leak, no change): ${c.attacker} ${c.op} ${c.url} ${c.body} -> ${c.status}`),
      `operations every attacker's call answered 400 (the body or query never reached the access check): ${allBadInput.join(', ') || 'none'}`,
    ];
    console.log(lines.join('\n'));
    if (process.env.ACCESS_LOG) writeFileSync(process.env.ACCESS_LOG, calls.map((c) => `${c.status} ${c.attacker} ${c.op} ${c.url} ${c.body}`).join('\n'));
    expect(calls.length).toBeGreaterThan(called.length * ATTACKERS.length);
    expect(leaks.map((l) => `${l.attacker}: ${l.op} ${l.url} -> ${l.values.join(', ')}`)).toEqual([]);
    expect(changes.map((c) => `${c.attacker}: ${c.op} ${c.url} -> ${c.diffs.map((d) => d.table).join(', ')}`)).toEqual([]);
  }, 600_000);
});

interface Request {
  url: string;
  json: object | null;
  file: { bytes: Buffer; name: string } | null;
  describe: string;
}

/** Every request an operation gets: each set of path values × each query × each body (and a file for uploads). */
function requestsFor(op: Operation, fx: VictimData, attacker: AttackerRef, fields: ReturnType<typeof victimFields>): Request[] {
  const key = paramKey(op.path);
  const fill = key ? PATH_PARAMS[key] : undefined;
  if (key && !fill) throw new Error(`${op.key}: no victim values for its path parameters (add them to PATH_PARAMS)`);
  const paramSets: Array<Record<string, string>> = fill ? fill(fx) : [{}];
  const queries = QUERIES[op.key]?.(fx) ?? [queryOf(op, fields)];
  const jsonBodies: Array<object | null> = BODIES[op.key]?.(fx, attacker) ?? (op.jsonBody ? [exampleOf(op.jsonBody, fields) as object] : [null]);
  const out: Request[] = [];
  for (const params of paramSets) {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(params[p] ?? ''));
    for (const q of queries) {
      const qs = new URLSearchParams(q).toString();
      const url = qs ? `${path}?${qs}` : path;
      if (op.multipart) {
        const pdf = op.path.includes('tickets');
        out.push({ url, json: null, file: { bytes: pdf ? PDF : photo, name: pdf ? 'file.pdf' : 'photo.jpg' }, describe: '(multipart file)' });
      }
      if (!op.multipart || BODIES[op.key] || op.jsonBody) {
        for (const json of jsonBodies) {
          if (op.multipart && json === null) continue;
          out.push({ url, json, file: null, describe: json ? JSON.stringify(json) : '' });
        }
      }
    }
  }
  return out;
}

/** Required query parameters (and those named after the victim's data), as the schema allows. */
function queryOf(op: Operation, fields: ReturnType<typeof victimFields>): Record<string, string> {
  const q: Record<string, string> = {};
  for (const p of op.query) {
    const named = p.schema ? fields(p.name, p.schema) : undefined;
    if (typeof named === 'string') q[p.name] = named;
    else if (p.required) {
      const v = exampleOf(p.schema, fields, p.name);
      q[p.name] = typeof v === 'string' ? v : JSON.stringify(v);
    }
  }
  if (op.path.startsWith('/api/staff/') && op.method === 'get' && op.query.some((p) => p.name === 'range')) q.range = '[0,199]';
  return q;
}


async function send(c: Client, op: Operation, req: Request): Promise<{ status: number; text: string; binary: boolean }> {
  let res;
  if (op.method === 'get') {
    res = await c.get(req.url).buffer(true);
  } else {
    const token = await c.csrf();
    const r = c.agent[op.method as 'post' | 'put' | 'patch' | 'delete'](req.url).set('host', c.host).set('x-xsrf-token', token);
    if (req.file) {
      res = await r.attach('file', req.file.bytes, req.file.name);
    } else {
      res = await r.send(req.json ?? {});
    }
  }
  const type = String(res.headers['content-type'] ?? '');
  const textual = /json|text|xml|html/.test(type) || type === '';
  const text = typeof res.text === 'string' ? res.text : Buffer.isBuffer(res.body) ? (textual ? res.body.toString('utf8') : '') : JSON.stringify(res.body ?? '');
  const headers = ['location', 'content-disposition', 'link'].map((h) => String(res.headers[h] ?? '')).join(' ');
  return { status: res.status, text: `${text} ${headers}`, binary: !textual && res.status < 300 };
}

function dbUrl(t: TestApp): string {
  const url = 'url' in t.db.options ? t.db.options.url : undefined;
  if (typeof url !== 'string') throw new Error('the test database has no URL');
  return url;
}

/** A snapshot once the jobs and events of what came before have landed (two equal reads 250 ms apart). */
async function settle(snapshots: Snapshots, scope: SnapshotScope): Promise<Snapshot> {
  let last = await snapshots.take(scope);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const next = await snapshots.take(scope);
    if (diff(last, next).length === 0) return next;
    last = next;
  }
  throw new Error('the victim’s data kept changing for 10 s with no one calling');
}
