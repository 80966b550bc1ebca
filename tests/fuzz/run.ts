/**
 * The fuzz suite (issue 16): property-based requests, generated with fast-check from the app's OpenAPI
 * document (made from the zod contracts), the contracts' staff list filters and the site's route table, sent
 * to the built app in a child process as guest, members and staff.
 *
 * Properties, for every request: no 5xx answer; the process stays up; an unsafe request without a valid
 * CSRF token is never carried out (no 2xx). At the end: `/healthz` answers 200.
 *
 *   npm run test:fuzz        quick slice (fixed seed, ~1,500 requests; part of `npm test`)
 *   npm run fuzz             full run (≥ 10,000 requests; `-- --seed N`, `-- --requests N`)
 *
 * Flags: --quick | --full, --seed N, --requests N (generated requests; shrinking and replays add to them),
 * --concurrency N (default 4), --report FILE (JSON; default tmp/fuzz/report-<seed>.json).
 * Database: a fresh one per run on FUZZ_DATABASE_URL's or TEST_DATABASE_URL's server (dropped after), else an
 * embedded PostgreSQL. Exit 1 on any failure, with each failure's minimal reproduction printed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { AppProcess, RunDatabase, root, type ExitRecord, type LogLine } from './app.js';
import { send, type Outcome, type RawRequest } from './http.js';
import { operationsOf, type JsonSchema, type Operation } from './openapi.js';
import { bodyKindOf, buildRequest, describe, endsSession, requestArb, type Identity, type Pools, type RequestSpec, type Samples, type Session } from './requests.js';
import { makeSamples } from './samples.js';

// ---------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------
const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const intFlag = (name: string, def: number): number => {
  const raw = flag(name);
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`fuzz: --${name} must be a positive integer (got "${raw}")`);
    process.exit(2);
  }
  return n;
};
const QUICK = !argv.includes('--full');
const SEED = intFlag('seed', 16_016);
const TARGET = intFlag('requests', QUICK ? 1_400 : 10_000);
const CONCURRENCY = intFlag('concurrency', 4);
const SHRINK_MAX = QUICK ? 25 : 60;
const TIMEOUT_MS = 20_000;
const REPORT = flag('report') ?? path.join(root, 'tmp/fuzz', `report-${QUICK ? 'quick' : 'full'}-${SEED}.json`);
const PASSWORD = 'demo-password-2026';

const t0 = Date.now();
const log = (m: string) => console.log(`[fuzz ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${m}`);
const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const IDENTITIES: Identity[] = [
  { name: 'guest', kind: 'guest', home: 'shuk' },
  { name: 'free_uk', kind: 'member', home: 'shuk' },
  { name: 'gold_uk', kind: 'member', home: 'shuk' },
  { name: 'reader', kind: 'member', home: 'stsp' },
  { name: 'super', kind: 'staff', home: 'shuk' },
  { name: 'global', kind: 'staff', home: 'shuk' },
  { name: 'admin', kind: 'staff', home: 'shuk' },
  { name: 'support', kind: 'staff', home: 'shde' },
  { name: 'editor', kind: 'staff', home: 'stsp' },
  // Logs out and deletes sessions: those operations would end the others' sessions mid-run.
  { name: 'silver_uk', kind: 'disposable', home: 'shuk' },
];

// ---------------------------------------------------------------------------------------------------------
// Bookkeeping
// ---------------------------------------------------------------------------------------------------------
type FailureKind = '5xx' | 'exit' | 'no-answer' | 'csrf-bypass';
interface Failure {
  kind: FailureKind;
  signature: string;
  /** What the server said went wrong (its log line for the request, or the crash output). */
  cause: string;
  count: number;
  ops: Set<string>;
  identities: Set<string>;
  repro: ReturnType<typeof describe> & { identity: string; bodyKind: string };
  reproSize: number;
  status: number | null;
  response: string;
  serverLog: string;
}
const failures = new Map<string, Failure>();
const byOp = new Map<string, Map<string, number>>();
const byStatus = new Map<string, number>();
const counts = { generated: 0, shrink: 0, replay: 0, support: 0, skippedKnownKiller: 0, aborted: 0 };
const dbRefusals = new Map<string, { count: number; sqlState: string; message: string }>();
const runnerErrors: string[] = [];

function bump(op: string, status: string): void {
  const m = byOp.get(op) ?? new Map<string, number>();
  m.set(status, (m.get(status) ?? 0) + 1);
  byOp.set(op, m);
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
}

function normalise(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/"[^"]{20,}"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 160);
}

function record(kind: FailureKind, signature: string, cause: string, op: Operation, spec: RequestSpec, req: RawRequest, status: number | null, response: string, serverLog: string): boolean {
  const size = req.path.length + req.body.length + req.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
  const existing = failures.get(signature);
  const repro = { ...describe(req), identity: spec.identity, bodyKind: bodyKindOf(spec) };
  if (existing) {
    existing.count++;
    existing.ops.add(op.id);
    existing.identities.add(spec.identity);
    if (size < existing.reproSize) Object.assign(existing, { repro, reproSize: size, status, response, serverLog: serverLog || existing.serverLog });
    return false;
  }
  failures.set(signature, { kind, signature, cause, count: 1, ops: new Set([op.id]), identities: new Set([spec.identity]), repro, reproSize: size, status, response, serverLog });
  log(`NEW ${kind}: ${signature}`);
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------------------
function cookiesFrom(setCookie: string[], jar: Map<string, string>): void {
  for (const line of setCookie) {
    const [pair = '', ...attrs] = line.split(';');
    const i = pair.indexOf('=');
    if (i <= 0) continue;
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

class Sessions {
  readonly sessions = new Map<string, Session>();
  readonly memberIds = new Set<string>();
  relogins = 0;
  private checking = new Map<string, Promise<void>>();
  private useEmail = new Map<string, boolean>();

  constructor(private readonly app: AppProcess) {}

  private async call(method: string, p: string, session: Session, body?: unknown): Promise<Outcome> {
    const headers: Array<[string, string]> = [['Host', session.host], ['Connection', 'close'], ['Accept', 'application/json']];
    const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.push(['Cookie', cookie]);
    const token = session.cookies.get('XSRF-TOKEN');
    if (token) headers.push(['X-XSRF-TOKEN', token]);
    const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
    if (body !== undefined) headers.push(['Content-Type', 'application/json'], ['Content-Length', String(bytes.length)]);
    counts.support++;
    const o = await send(this.app.port, { method, path: p, headers, body: bytes }, TIMEOUT_MS);
    if (o.kind === 'response') cookiesFrom(o.response.setCookie, session.cookies);
    return o;
  }

  async login(identity: Identity): Promise<void> {
    const session: Session = { cookies: new Map(), host: `${identity.home}.localhost` };
    await this.call('GET', '/api/auth/profile', session);
    if (identity.kind !== 'guest') {
      // Alternate name and e-mail: the per-name login limit then leaves room for re-logins.
      const byEmail = this.useEmail.get(identity.name) ?? false;
      this.useEmail.set(identity.name, !byEmail);
      const login = byEmail ? `${identity.name}@demo.community.localhost` : identity.name;
      const o = await this.call('POST', '/api/auth/login', session, { login, password: PASSWORD });
      if (o.kind !== 'response' || o.response.status !== 200) {
        const what = o.kind === 'response' ? `${o.response.status} ${o.response.body.toString('utf8').slice(0, 200)}` : o.kind;
        log(`login as ${identity.name} failed: ${what}`);
      }
      const uid = session.cookies.get('UID');
      if (uid) this.memberIds.add(uid);
    }
    this.sessions.set(identity.name, session);
  }

  get(name: string): Session {
    const s = this.sessions.get(name);
    if (!s) throw new Error(`no session for ${name}`);
    return s;
  }

  /** Logs in again when the identity's session has ended (a fuzz request may end it). */
  check(identity: Identity): Promise<void> {
    if (identity.kind === 'guest') return Promise.resolve();
    const running = this.checking.get(identity.name);
    if (running) return running;
    const p = (async () => {
      const session = this.get(identity.name);
      const o = await this.call('GET', '/api/auth/validate', session);
      const loggedIn = o.kind === 'response' && o.response.status === 200 && o.response.body.toString('utf8').includes('"loggedIn":true');
      if (!loggedIn) {
        this.relogins++;
        await this.login(identity);
      }
    })().finally(() => this.checking.delete(identity.name));
    this.checking.set(identity.name, p);
    return p;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Values for path parameters: what the app itself lists
// ---------------------------------------------------------------------------------------------------------
const HARVEST_KEYS = new Set(['id', 'name', 'slug', 'reference', 'code', 'story', 'ebook', 'post', 'comment', 'card', 'tag', 'memberId', 'messageId', 'conversationId', 'placeId', 'series', 'transaction']);

function walk(value: unknown, found: Array<[string, string]>, depth = 0): void {
  if (depth > 6 || found.length > 2_000) return;
  if (Array.isArray(value)) for (const v of value.slice(0, 50)) walk(v, found, depth + 1);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (HARVEST_KEYS.has(k) && (typeof v === 'string' || typeof v === 'number') && String(v).length <= 120) found.push([k, String(v)]);
      else walk(v, found, depth + 1);
    }
  }
}

async function harvest(app: AppProcess, sessions: Sessions, ops: Operation[]): Promise<Pools> {
  const pools: Pools = { byPrefix: new Map(), byKey: new Map() };
  const add = (map: Map<string, string[]>, key: string, v: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(v) && list.length < 40) list.push(v);
    map.set(key, list);
  };
  const lists = ops.filter((o) => o.method === 'GET' && !o.pathParams.length && o.path.startsWith('/api/'));
  for (const who of ['super', 'gold_uk', 'reader']) {
    const session = sessions.get(who);
    for (const op of lists) {
      const headers: Array<[string, string]> = [['Host', session.host], ['Connection', 'close'], ['Cookie', [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ')]];
      counts.support++;
      const o = await send(app.port, { method: 'GET', path: op.path, headers, body: Buffer.alloc(0) }, TIMEOUT_MS);
      if (o.kind !== 'response' || o.response.status !== 200) continue;
      let json: unknown;
      try {
        json = JSON.parse(o.response.body.toString('utf8'));
      } catch {
        continue;
      }
      const found: Array<[string, string]> = [];
      walk(json, found);
      for (const [k, v] of found) {
        // Never aim staff actions (suspend, roles, sessions) at the fuzz's own members.
        if (sessions.memberIds.has(v)) continue;
        add(pools.byKey, k, v);
        if (k === 'id' || k === 'slug' || k === 'reference' || k === 'code' || k === 'name') add(pools.byPrefix, op.path, v);
      }
    }
  }
  // Member names for `{name}`: the demo members others than the fuzz's own, plus whoever the lists showed.
  for (const n of ['platinum_uk', 'lush_member', 'kiwi_member', 'writer', 'free_us', 'gold_us', 'silber_de', 'platin_de', 'moderator']) add(pools.byKey, 'name', n);
  return pools;
}

// ---------------------------------------------------------------------------------------------------------
// Operations beyond the OpenAPI document: the site's pages (contracts' route table) and server-made files
// ---------------------------------------------------------------------------------------------------------
async function pageOperations(): Promise<Operation[]> {
  const { ROUTES } = (await import('@community/contracts')) as { ROUTES: ReadonlyArray<{ path: string }> };
  const paths = new Set(ROUTES.map((r) => r.path.replace(/\{(\w+)[?*]\}/g, '{$1}')));
  for (const p of ['/robots.txt', '/sitemap-stories.xml', '/stories/{genre}/feed.atom', '/profile/{name}/stories/feed.atom', '/stories/{genre}/{slug}/print', '/staff', '/api/docs/openapi.json', '/napi/notification/']) paths.add(p);
  return [...paths].map((p) => ({
    id: `PAGE ${p}`,
    method: 'GET',
    path: p,
    summary: 'site page',
    pathParams: [...p.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1] ?? 'x', in: 'path' as const, required: true, schema: { type: 'string', minLength: 1, maxLength: 60 } })),
    queryParams: [{ name: 'chapter', in: 'query' as const, schema: { type: 'integer', minimum: 1, maximum: 200 } }],
    jsonBody: null,
    upload: false,
    staffOnly: p.startsWith('/staff'),
  }));
}

/** The staff lists' `filter` schemas, from the contracts' zod schemas. */
async function filterSchemas(): Promise<Map<string, JsonSchema>> {
  const contracts = (await import('@community/contracts')) as Record<string, unknown>;
  const { z } = await import('zod');
  const map = new Map<string, JsonSchema>();
  const pairs: Array<[string, string]> = [
    ['/api/staff/members', 'StaffMemberFilter'],
    ['/api/staff/audit', 'StaffAuditFilter'],
    ['/api/staff/media', 'StaffMediaFilter'],
    ['/api/staff/avatars', 'StaffAvatarFilter'],
    ['/api/staff/reports', 'StaffReportFilter'],
    ['/api/staff/tickets', 'StaffTicketFilter'],
  ];
  for (const [p, name] of pairs) {
    const schema = contracts[name];
    if (!(schema instanceof z.ZodType)) continue;
    try {
      map.set(p, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
    } catch (err) {
      log(`filter schema ${name}: ${(err as Error).message}`);
    }
  }
  return map;
}

// ---------------------------------------------------------------------------------------------------------
// Sending, judging, and what to do when the process dies
// ---------------------------------------------------------------------------------------------------------
interface Sent {
  op: Operation;
  spec: RequestSpec;
  req: RawRequest;
  startedAt: number;
  endedAt: number;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const killers = new Map<string, number>();
const inflight = new Set<Sent>();
const recent: Sent[] = [];
let gate: Promise<void> | null = null;
let requestSeq = 0;
/** Generated requests the run set out to send (the budgets of all operations). */
let planned = 0;

function serverLogOf(app: AppProcess, reqId: string): LogLine[] {
  return app.byRequest.get(reqId) ?? [];
}

async function waitForLog(app: AppProcess, reqId: string): Promise<LogLine[]> {
  for (let i = 0; i < 10; i++) {
    const lines = serverLogOf(app, reqId).filter((l) => l.level >= 50);
    if (lines.length) return lines;
    await delay(30);
  }
  return serverLogOf(app, reqId);
}

type Verdict = 'pass' | 'fail';

class Runner {
  constructor(
    private readonly app: AppProcess,
    private readonly sessions: Sessions,
    private readonly samples: Samples,
  ) {}

  /** Sends one generated request and judges it; `known` is the set of signatures already found before this property run. */
  async execute(op: Operation, spec: RequestSpec, known: ReadonlySet<string>, phase: 'generated' | 'shrink'): Promise<Verdict> {
    while (gate) await gate;
    if (!this.app.alive) await this.handleExit();
    const identity = IDENTITIES.find((i) => i.name === spec.identity);
    if (!identity) throw new Error(`unknown identity ${spec.identity}`);
    const reqId = `fz-${SEED}-${++requestSeq}`;
    const req = buildRequest(op, spec, this.sessions.get(spec.identity), this.samples, reqId);
    const sent: Sent = { op, spec, req, startedAt: Date.now(), endedAt: 0 };
    inflight.add(sent);
    counts[phase]++;
    const outcome = await send(this.app.port, req, TIMEOUT_MS);
    inflight.delete(sent);
    sent.endedAt = Date.now();
    recent.push(sent);
    if (recent.length > 64) recent.shift();

    for (const line of serverLogOf(this.app, reqId)) {
      if (line.msg === 'database refused a value') {
        const sql = /"sqlState":"(\w+)"/.exec(line.raw)?.[1] ?? '?';
        const key = `${op.id} ${sql}`;
        const d = dbRefusals.get(key) ?? { count: 0, sqlState: sql, message: line.err?.message ?? '' };
        d.count++;
        dbRefusals.set(key, d);
      }
    }

    if (outcome.kind === 'aborted') {
      counts.aborted++;
      bump(op.id, 'aborted');
      await delay(100);
      if (!this.app.alive) {
        await this.handleExit();
        return 'pass';
      }
      return 'pass';
    }
    if (outcome.kind === 'network-error') {
      bump(op.id, `net:${outcome.code}`);
      if (!this.app.alive) {
        await this.handleExit();
        return 'pass';
      }
      await delay(300);
      if (!this.app.alive) {
        await this.handleExit();
        return 'pass';
      }
      const size = req.body.length + req.path.length + req.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
      if ((outcome.code === 'ECONNRESET' || outcome.code === 'EPIPE') && size > 16_384) {
        // A server may refuse an oversized request (413, 414, 431) by closing before it has read it all.
        return 'pass';
      }
      record('no-answer', `no-answer ${op.id} ${outcome.code}`, `${outcome.code}: ${outcome.message}`, op, spec, req, null, '', '');
      return 'pass';
    }
    const { response } = outcome;
    bump(op.id, String(response.status));
    if (!this.app.alive) {
      await this.handleExit();
      return 'pass';
    }
    if (response.status === 401 && identity.kind !== 'guest' && !op.path.startsWith('/api/auth/') && spec.cookieJunk === null) void this.sessions.check(identity);
    if (endsSession(op) || spec.identity === 'silver_uk') void this.sessions.check(identity);

    const text = response.body.subarray(0, 600).toString('utf8');
    if (response.status >= 500) {
      const lines = await waitForLog(this.app, reqId);
      const err = lines.find((l) => l.level >= 50);
      const cause = err ? `${err.err?.type ?? 'Error'}: ${err.err?.message ?? err.msg}` : `(no server log) ${text.slice(0, 160)}`;
      const signature = `${response.status} ${op.id} ${normalise(cause)}`;
      record('5xx', signature, cause, op, spec, req, response.status, text, (err?.err?.stack ?? err?.raw ?? '').slice(0, 2_000));
      return known.has(signature) ? 'pass' : 'fail';
    }
    const method = spec.method ?? op.method;
    if (UNSAFE.has(method) && spec.csrf !== 'ok' && !op.path.startsWith('/api/payments/webhooks/') && response.status < 300) {
      const signature = `csrf-bypass ${op.id} spelling:${spec.spelling.kind} csrf:${spec.csrf}`;
      record('csrf-bypass', signature, `${method} answered ${response.status} without a valid CSRF token`, op, spec, req, response.status, text, '');
      return known.has(signature) ? 'pass' : 'fail';
    }
    return 'pass';
  }

  private exitHandling: Promise<void> | null = null;

  /**
   * The process died: every request in flight, or answered shortly before, is a suspect. With the other
   * workers held at the gate, each suspect is replayed alone against a restarted app; the one that stops it
   * again is the cause.
   */
  handleExit(): Promise<void> {
    this.exitHandling ??= (async () => {
      let release: () => void = () => undefined;
      gate = new Promise<void>((r) => (release = r));
      try {
        const exit: ExitRecord | undefined = this.app.exits.at(-1);
        const exitAt = exit?.at ?? Date.now();
        const suspects = [...new Set([...inflight, ...recent.filter((s) => s.endedAt >= exitAt - 3_000)])].sort((a, b) => score(b) - score(a)).slice(0, 10);
        // Wait for every request of this moment to come back before replaying.
        for (let i = 0; i < 100 && inflight.size; i++) await delay(100);
        log(`app exited (code ${exit?.code ?? '?'}, signal ${exit?.signal ?? '-'}); ${suspects.length} suspect request(s) to replay`);
        await this.app.restart();
        let confirmed: Sent | null = null;
        let confirmedExit: ExitRecord | undefined;
        for (const s of suspects) {
          counts.replay++;
          await send(this.app.port, s.req, TIMEOUT_MS);
          await delay(800);
          if (!this.app.alive) {
            confirmed = s;
            confirmedExit = this.app.exits.at(-1);
            await this.app.restart();
            break;
          }
        }
        if (confirmed) {
          const kindKey = `${confirmed.op.id}|${bodyKindOf(confirmed.spec)}`;
          killers.set(kindKey, (killers.get(kindKey) ?? 0) + 1);
          const output = confirmedExit?.output ?? exit?.output ?? '';
          const cause = crashCause(output);
          record('exit', `exit ${confirmed.op.id} ${bodyKindOf(confirmed.spec)} ${normalise(cause)}`, cause, confirmed.op, confirmed.spec, confirmed.req, null, '', output.slice(-3_000));
        } else {
          const output = exit?.output ?? '';
          const cause = crashCause(output);
          const first = suspects[0];
          if (first) record('exit', `exit (not reproduced alone) ${normalise(cause)}`, cause, first.op, first.spec, first.req, null, '', output.slice(-3_000));
          else runnerErrors.push(`the app exited with no request in flight: ${cause}`);
        }
      } finally {
        gate = null;
        release();
        this.exitHandling = null;
      }
    })();
    return this.exitHandling;
  }
}

function score(s: Sent): number {
  return (s.spec.body.kind === 'multipart' ? 10 : 0) + (s.endedAt === 0 ? 5 : 0) + (s.op.path.includes('stats') ? 3 : 0);
}

function crashCause(output: string): string {
  const lines = output.split('\n').filter(Boolean);
  const fatal = [...lines].reverse().find((l) => /Error|error|rejection|Unhandled|FATAL|throw/.test(l));
  if (!fatal) return lines.at(-1)?.slice(0, 300) ?? '(no output)';
  if (fatal.startsWith('{')) {
    try {
      const o = JSON.parse(fatal) as { msg?: string; err?: { message?: string; type?: string } };
      return `${o.err?.type ?? ''} ${o.err?.message ?? o.msg ?? ''}`.trim().slice(0, 300);
    } catch {
      /* fall through */
    }
  }
  return fatal.trim().slice(0, 300);
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------------------
// One property per operation
// ---------------------------------------------------------------------------------------------------------
async function fuzzOperation(runner: Runner, op: Operation, budget: number, pools: Pools, filters: Map<string, JsonSchema>): Promise<void> {
  const arb = requestArb(op, IDENTITIES, pools, filters.get(op.path) ?? null);
  let remaining = budget;
  let seed = (SEED ^ hashString(op.id)) | 0;
  while (remaining > 0) {
    const known = new Set(failures.keys());
    let failedOnce = false;
    let shrinkSent = 0;
    const property = fc.asyncProperty(arb, async (spec) => {
      if ((killers.get(`${op.id}|${bodyKindOf(spec)}`) ?? 0) >= 2) {
        counts.skippedKnownKiller++;
        fc.pre(false);
      }
      if (failedOnce && ++shrinkSent > SHRINK_MAX) return true;
      try {
        const verdict = await runner.execute(op, spec, known, failedOnce ? 'shrink' : 'generated');
        if (verdict === 'fail') failedOnce = true;
        return verdict === 'pass';
      } catch (err) {
        runnerErrors.push(`${op.id}: ${(err as Error).stack ?? String(err)}`);
        return true;
      }
    });
    const details = await fc.check(property, { numRuns: remaining, seed, maxSkipsPerRun: 100 });
    if (!details.failed) break;
    remaining -= Math.max(1, details.numRuns);
    seed = (seed + 1) | 0;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------
async function main(): Promise<number> {
  log(`${QUICK ? 'quick slice' : 'full run'}: seed ${SEED}, ~${TARGET} generated requests, concurrency ${CONCURRENCY}; ${os.cpus().length} CPUs, Node ${process.version}`);
  const db = new RunDatabase();
  let app: AppProcess | null = null;
  const stop = async () => {
    await app?.stop();
    app?.cleanup();
    await db.drop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void stop().finally(() => process.exit(130));
    });
  }
  try {
    await db.create(log);
    app = new AppProcess(db.url, log);
    await app.start();
    log(`app up on port ${app.port} (pid ${app.pid})`);
    const samples = await makeSamples();
    const sessions = new Sessions(app);
    for (const identity of IDENTITIES) await sessions.login(identity);

    counts.support++;
    const docOutcome = await send(app.port, { method: 'GET', path: '/api/docs/openapi.json', headers: [['Host', 'shuk.localhost'], ['Connection', 'close']], body: Buffer.alloc(0) }, TIMEOUT_MS);
    if (docOutcome.kind !== 'response' || docOutcome.response.status !== 200) throw new Error('GET /api/docs/openapi.json did not answer 200');
    const apiOps = operationsOf(JSON.parse(docOutcome.response.body.toString('utf8')));
    const pages = await pageOperations();
    const filters = await filterSchemas();
    const pools = await harvest(app, sessions, apiOps);
    log(`${apiOps.length} API operations (${apiOps.filter((o) => o.upload).length} uploads), ${pages.length} pages; ${filters.size} staff filter schemas from the contracts; ${[...pools.byKey.values()].reduce((n, l) => n + l.length, 0)} real values for path parameters`);

    const tasks = [...apiOps, ...pages];
    const weight = (o: Operation) => (o.upload ? 8 : o.id.startsWith('PAGE') ? 0.4 : 1);
    const total = tasks.reduce((n, o) => n + weight(o), 0);
    // The uploads first: they are the longest and the likeliest to stop the process.
    const queue = [...tasks].sort((a, b) => weight(b) - weight(a)).map((op) => ({ op, budget: Math.max(1, Math.floor((TARGET * weight(op)) / total)) }));
    // What the floors left over goes one by one to the operations, so the run sends TARGET requests in all.
    for (let left = TARGET - queue.reduce((n, t) => n + t.budget, 0), i = 0; left > 0 && queue.length; left--, i++) {
      const t = queue[i % queue.length];
      if (t) t.budget++;
    }
    planned = queue.reduce((n, t) => n + t.budget, 0);
    const runner = new Runner(app, sessions, samples);
    let done = 0;
    const operations = queue.length;
    const progress = setInterval(() => log(`${done}/${operations} operations, ${counts.generated + counts.shrink} requests, ${failures.size} distinct failures, ${app?.exits.length ?? 0} exits`), 15_000);
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let task = queue.shift(); task; task = queue.shift()) {
            await fuzzOperation(runner, task.op, task.budget, pools, filters);
            done++;
          }
        }),
      );
    } finally {
      clearInterval(progress);
    }

    // The end: the app still up and healthy.
    if (!app.alive) await runner.handleExit();
    counts.support++;
    const health = await send(app.port, { method: 'GET', path: '/healthz', headers: [['Host', 'shuk.localhost'], ['Connection', 'close']], body: Buffer.alloc(0) }, TIMEOUT_MS);
    const healthStatus = health.kind === 'response' ? health.response.status : null;
    const healthBody = health.kind === 'response' ? health.response.body.toString('utf8').slice(0, 300) : health.kind;
    return report(app, sessions, healthStatus, healthBody, tasks.length);
  } finally {
    await stop();
  }
}

function report(app: AppProcess, sessions: Sessions, healthStatus: number | null, healthBody: string, operationCount: number): number {
  const seconds = (Date.now() - t0) / 1000;
  const sent = counts.generated + counts.shrink + counts.replay;
  const lines: string[] = [];
  const out = (s = '') => lines.push(s);
  out('');
  out('== requests per operation (status: count)');
  for (const [op, m] of [...byOp].sort(([a], [b]) => a.localeCompare(b))) {
    const n = [...m.values()].reduce((a, b) => a + b, 0);
    out(`${op.padEnd(66)} ${String(n).padStart(4)}  ${[...m].sort(([a], [b]) => a.localeCompare(b)).map(([s, c]) => `${s}:${c}`).join(' ')}`);
  }
  out('');
  out(`== per status: ${[...byStatus].sort(([a], [b]) => a.localeCompare(b)).map(([s, c]) => `${s}: ${c}`).join(', ')}`);
  const fiveXX = [...byStatus].filter(([s]) => /^5\d\d$/.test(s)).reduce((n, [, c]) => n + c, 0);
  out(
    `== ${sent} fuzz requests (${counts.generated} generated, ${counts.shrink} while shrinking, ${counts.replay} replays after exits) + ${counts.support} set-up/session requests ` +
      `across ${operationCount} operations in ${seconds.toFixed(0)} s; ${counts.aborted} uploads aborted mid-body on purpose; ` +
      `${counts.skippedKnownKiller} skipped (a request kind already shown twice to stop the process); ${sessions.relogins} re-logins`,
  );
  out(`== 5xx answers: ${fiveXX}; process exits: ${app.exits.length} (app started ${app.starts} times); /healthz at the end: ${healthStatus ?? 'no answer'} ${healthBody}`);
  if (dbRefusals.size) {
    out('');
    out(`== database refused a value (answered 4xx by the global guard, but the input passed validation): ${dbRefusals.size} operation/SQLSTATE pairs`);
    for (const [k, d] of [...dbRefusals].sort(([a], [b]) => a.localeCompare(b))) out(`   ${k}  ×${d.count}  ${d.message.slice(0, 100)}`);
  }
  const list = [...failures.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.cause.localeCompare(b.cause));
  if (list.length) {
    out('');
    out(`== ${list.length} distinct failures`);
    // Grouped by root cause: the same server error or crash, whichever operations it came through.
    const groups = new Map<string, Failure[]>();
    for (const f of list) {
      const key = `${f.kind}: ${normalise(f.cause)}`;
      groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    let g = 0;
    for (const [key, fs] of groups) {
      g++;
      const occurrences = fs.reduce((n, f) => n + f.count, 0);
      const ops = [...new Set(fs.flatMap((f) => [...f.ops]))];
      out('');
      out(`-- [${g}] ${key}`);
      out(`   ${occurrences} occurrence(s) in ${ops.length} operation(s): ${ops.slice(0, 12).join(', ')}${ops.length > 12 ? ', …' : ''}`);
      const smallest = [...fs].sort((a, b) => a.reproSize - b.reproSize)[0];
      if (!smallest) continue;
      out(`   minimal reproduction (as ${smallest.repro.identity}, body ${smallest.repro.bodyKind}):`);
      out(`     ${smallest.repro.method} ${smallest.repro.path}`);
      for (const [k, v] of smallest.repro.headers) out(`     ${k}: ${v}`);
      if (smallest.repro.bodyLength) out(`     body (${smallest.repro.bodyLength} bytes): ${smallest.repro.body}`);
      if (smallest.repro.abortAfter !== undefined) out(`     (connection closed after ${smallest.repro.abortAfter} body bytes)`);
      if (smallest.status !== null) out(`   answer: ${smallest.status} ${smallest.response.slice(0, 200)}`);
      if (smallest.serverLog) out(`   server: ${smallest.serverLog.split('\n').slice(0, 8).join('\n           ')}`);
    }
  }
  if (runnerErrors.length) {
    out('');
    out(`== ${runnerErrors.length} errors in the fuzz runner itself (not the app):`);
    for (const e of runnerErrors.slice(0, 5)) out(`   ${e.split('\n').slice(0, 4).join(' | ')}`);
  }
  const unattributed = app.unattributed.map((l) => l.raw.slice(0, 400));
  if (unattributed.length) {
    out('');
    out(`== ${unattributed.length} error log lines not tied to a request (first 5):`);
    for (const l of unattributed.slice(0, 5)) out(`   ${l}`);
  }
  const ok = failures.size === 0 && app.exits.length === 0 && healthStatus === 200 && counts.generated + counts.skippedKnownKiller >= planned && runnerErrors.length === 0;
  out('');
  out(ok ? `fuzz: PASSED (${sent} requests, 0 5xx, 0 exits, /healthz 200)` : `fuzz: FAILED (${failures.size} distinct failures, ${fiveXX} 5xx answers, ${app.exits.length} process exits, /healthz ${healthStatus ?? 'no answer'}${runnerErrors.length ? `, ${runnerErrors.length} runner errors` : ''})`);
  console.log(lines.join('\n'));

  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(
    REPORT,
    JSON.stringify(
      {
        seed: SEED,
        quick: QUICK,
        seconds,
        counts,
        byStatus: Object.fromEntries(byStatus),
        byOperation: Object.fromEntries([...byOp].map(([k, m]) => [k, Object.fromEntries(m)])),
        healthz: { status: healthStatus, body: healthBody },
        exits: app.exits,
        failures: list.map((f) => ({ ...f, ops: [...f.ops], identities: [...f.identities] })),
        databaseRefusals: Object.fromEntries(dbRefusals),
        runnerErrors,
      },
      null,
      2,
    ),
  );
  console.log(`report: ${path.relative(root, REPORT)}`);
  return ok ? 0 : 1;
}

const code = await main().catch((err: unknown) => {
  console.error(`fuzz: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return 2;
});
process.exit(code);
