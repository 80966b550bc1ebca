import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, jest } from '@jest/globals';
import sharp from 'sharp';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import pg from 'pg';
import { createPino } from '../src/infra/logging/logger.js';
import { loadConfig } from '../src/infra/config/load.js';
import { createDataSource, migrate } from '../src/data-source.js';
import { Queue, createPostgresBackend } from 'bullmq';
import { createApp } from '../src/bootstrap.js';
import { QueueService } from '../src/infra/queue/queue.service.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { MembersRepository } from '../src/modules/members/members.repository.js';
import { MembersService } from '../src/modules/members/members.service.js';
import type { Role, Tier } from '@community/domain';
import type { DataSource } from 'typeorm';

export interface TestApp {
  app: NestFastifyApplication;
  db: DataSource;
  dataDir: string;
  server: ReturnType<NestFastifyApplication['getHttpServer']>;
  client(host?: string): Client;
  createMember(opts?: Partial<MemberSeed>): Promise<CreatedMember>;
  /** A new member (`createMember(seed)`) signed in by a fresh client on `host` (default: the default variant's host). */
  signedInMember(seed?: Partial<MemberSeed> & { host?: string }): Promise<{ m: CreatedMember; c: Client }>;
  mailsTo(email: string): string[];
  waitForMail(email: string, template: string): Promise<string>;
  close(): Promise<void>;
}

export interface CreatedMember {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface MemberSeed {
  name: string;
  email: string;
  password: string;
  role: Role;
  tier: Tier;
  homeVariant: string;
  confirmed: boolean;
}

let counter = 0;
export const unique = (prefix = 'm') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A strong password zxcvbn accepts. */
export const GOOD_PASSWORD = 'correct horse battery staple 42';
let goodHash: Promise<string> | undefined;

/** A browser: keeps cookies, sends the CSRF header on unsafe requests, talks to one Host. */
export class Client {
  readonly agent: ReturnType<typeof request.agent>;
  constructor(
    server: TestApp['server'],
    readonly host: string,
  ) {
    this.agent = request.agent(server);
  }

  /** supertest talks to 127.0.0.1 whatever the Host header says, so that is the jar's domain. */
  cookie(name: string): string | undefined {
    const c = this.agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false });
    return c?.value;
  }

  setCookie(cookie: string): void {
    this.agent.jar.setCookie(cookie, '127.0.0.1', '/');
  }

  /** Fetches the CSRF cookie the way the site does (any GET sets it). */
  async csrf(): Promise<string> {
    let token = this.cookie('XSRF-TOKEN');
    if (!token) {
      await this.agent.get('/api/auth/validate').set('host', this.host);
      token = this.cookie('XSRF-TOKEN');
    }
    if (!token) throw new Error('no XSRF-TOKEN cookie was set');
    return token;
  }

  get(url: string) {
    return this.agent.get(url).set('host', this.host);
  }
  async post(url: string, body?: object) {
    // The token first: superagent reads the cookie jar when the request is created.
    const token = await this.csrf();
    return this.agent.post(url).set('host', this.host).set('x-xsrf-token', token).send(body ?? {});
  }
  async put(url: string, body?: object) {
    // The token first: superagent reads the cookie jar when the request is created.
    const token = await this.csrf();
    return this.agent.put(url).set('host', this.host).set('x-xsrf-token', token).send(body ?? {});
  }
  async delete(url: string, body?: object) {
    // The token first: superagent reads the cookie jar when the request is created.
    const token = await this.csrf();
    return this.agent.delete(url).set('host', this.host).set('x-xsrf-token', token).send(body ?? {});
  }
  async login(login: string, password: string, remember = false) {
    return this.post('/api/auth/login', { login, password, remember });
  }
}

/**
 * The migrated template's name: one per Jest run (globalSetup names it), so runs sharing a PostgreSQL server
 * (TEST_DATABASE_URL) never drop each other's template mid-run.
 */
const TEMPLATE = process.env.TEST_TEMPLATE_NAME ?? 'community_template';

/**
 * Builds the template database once per run (migrations and BullMQ's PostgreSQL schema applied), under an
 * advisory lock so parallel Jest workers agree.
 */
async function ensureTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(7426100)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
    const fresh = process.env.TEST_TEMPLATE_READY === '1';
    if (exists.rowCount && fresh) return;
    if (exists.rowCount) await admin.query(`DROP DATABASE ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    const url = adminUrl.replace(/\/[^/]*$/, `/${TEMPLATE}`);
    const ds = createDataSource(url, { poolSize: 2 });
    await ds.initialize();
    await migrate(ds);
    await ds.destroy();
    const queue = new Queue('jobs', { connection: { connectionString: url, migrate: true } }, createPostgresBackend);
    await queue.getJobCounts('waiting');
    await queue.close();
    process.env.TEST_TEMPLATE_READY = '1';
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7426100)').catch(() => undefined);
    await admin.end();
  }
}

/** A real app on a fresh database cloned from the migrated template; workers run in-process. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run through jest (globalSetup)');
  await ensureTemplate(adminUrl);
  const dbName = `t_${unique().toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${TEMPLATE}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'community-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_REGISTER: '1000',
    CHECK_RESPONSES: 'true',
    ...env,
  });
  const dataSource = createDataSource(url, { poolSize: 10 });
  await dataSource.initialize();
  const app = await createApp(config, { url, dataSource }, createPino('silent'));
  await app.get(QueueService).startWorkers();
  await app.getHttpAdapter().getInstance().ready();
  const server = app.getHttpServer();
  const members = new MembersService(new MembersRepository(dataSource));

  const t: TestApp = {
    app,
    db: dataSource,
    dataDir,
    server,
    client: (host = 'shuk.localhost:3000') => new Client(server, host),
    async createMember(o = {}) {
      const name = o.name ?? unique('member');
      const email = o.email ?? `${name}@example.test`;
      const password = o.password ?? GOOD_PASSWORD;
      goodHash ??= hashPassword(GOOD_PASSWORD);
      const m = await members.create({
        name,
        email,
        passwordHash: password === GOOD_PASSWORD ? await goodHash : await hashPassword(password),
        dateOfBirth: '1990-01-01',
        genders: 'f',
        homeVariant: o.homeVariant ?? 'shuk',
        locale: 'en_GB',
        role: o.role,
        tier: o.tier,
        confirmedAt: o.confirmed === false ? null : new Date(),
      });
      return { id: m.id, name, email, password };
    },
    async signedInMember({ host, ...seed } = {}) {
      const m = await t.createMember(seed);
      const c = t.client(host);
      const res = await c.login(m.name, m.password);
      if (res.status !== 200) throw new Error(`signing ${m.name} in answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { m, c };
    },
    mailsTo(email: string) {
      const dir = path.join(dataDir, 'mail');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith(`-${email.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`))
        .sort()
        .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    },
    async waitForMail(email: string, template: string) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const found = t.mailsTo(email).find((m) => m.includes(`X-Template: ${template}`));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no ${template} mail to ${email} within 15 s`);
    },
    async close() {
      await app.close();
      await dataSource.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await a.end();
    },
  };
  return t;
}

/**
 * The app the enclosing `describe` block's tests run against: started on a fresh database before them (`beforeAll`,
 * allowed `bootTimeoutMs`) and closed after them (`afterAll`). Its members are there from the hooks and tests on.
 * `env` may be a function, for settings known only once something else has started (a local Stripe server).
 */
export function appForTests(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}, bootTimeoutMs?: number): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(typeof env === 'function' ? await env() : env);
  }, bootTimeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  const running = (): TestApp => {
    if (!started) throw new Error('the test app starts in beforeAll: use it from the hooks and tests');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get dataDir() {
      return running().dataDir;
    },
    get server() {
      return running().server;
    },
    client: (host) => running().client(host),
    createMember: (seed) => running().createMember(seed),
    signedInMember: (seed) => running().signedInMember(seed),
    mailsTo: (email) => running().mailsTo(email),
    waitForMail: (email, template) => running().waitForMail(email, template),
    close: () => running().close(),
  };
}

/** The first link in a mail that contains `marker` (quoted-printable soft breaks undone). */
export function linkIn(mail: string, marker: string): string {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = body.match(new RegExp(`https?://[^\\s"<>]*${marker}[^\\s"<>]*`));
  if (!m) throw new Error(`no link with ${marker} in mail`);
  return m[0];
}

let photoShade = 0;

/** Uploads a small JPEG photo as `c` (each one different, so the block-list hash never matches); returns its id. */
export async function uploadPhoto(c: Client, visibility: 'public' | 'private' = 'private'): Promise<string> {
  photoShade += 37;
  const s = photoShade;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="rgb(${s % 256},90,${(s * 3) % 256})"/><rect x="${s % 200}" width="60" height="240" fill="#fff"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  const res = await c.agent.post('/api/media').query({ visibility }).set('host', c.host).set('x-xsrf-token', await c.csrf()).attach('file', jpeg, 'photo.jpg');
  if (res.status !== 201) throw new Error(`photo upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** A moderator approves a media item through the staff API, as in the console. */
export async function approveMedia(t: TestApp, id: string): Promise<void> {
  const mod = await t.createMember({ role: 'moderator' });
  const c = t.client();
  await c.login(mod.name, mod.password);
  const res = await c.put(`/api/staff/media/${id}`, { status: 'approved' });
  if (res.status !== 200) throw new Error(`approving ${id} answered ${res.status}`);
}

/** Gives a member an approved profile photo straight in the table (no image files); returns the avatar id. */
export async function giveApprovedAvatar(t: TestApp, memberId: string): Promise<string> {
  const avatarId = randomUUID();
  await t.db.query(
    `INSERT INTO member_avatars (id, member_id, variant, status, storage_prefix, width, height, phash, reviewed_at)
     SELECT $1::uuid, id, home_variant, 'approved', 'test/' || $1::text, 400, 400, '0000000000000000', now() FROM members WHERE id = $2`,
    [avatarId, memberId],
  );
  await t.db.query(`UPDATE members SET avatar_id = $1 WHERE id = $2`, [avatarId, memberId]);
  return avatarId;
}

/** How many database queries `run` makes (each query takes a query runner from the data source). */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(t.db, 'createQueryRunner');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** A 422 whose first field error names `field`: how the validation pipe and the modules refuse bad input. */
export function expectInvalid(res: { status: number; body: { errors?: Array<{ field: string }> } }, field: string): void {
  expect(res.status).toBe(422);
  expect(res.body.errors?.[0]?.field).toBe(field);
}

/**
 * Reads `read` until `ok` holds of its answer or `within` ms have passed, every `every` ms, and answers the last
 * answer either way for the caller to check: for work that ends after the request answered (events, jobs).
 */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, { within = 3000, every = 50 } = {}): Promise<T> {
  const until = Date.now() + within;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Polls the owner's view of a media item until it leaves `processing` (the worker runs in this process); answers it. */
export async function settledMedia(c: Client, id: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await c.get(`/api/media/${id}`);
    expect(res.status).toBe(200);
    if (res.body.data.processing !== 'processing') return res.body.data;
    if (Date.now() > deadline) throw new Error(`media ${id} still processing after 90 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * GETs `url` as `c` (it must answer 200) and counts the member lookups (MembersService.findById / findByIds) the
 * request makes: comparing a small page with a full one proves a list costs no N+1.
 */
export async function countMemberLookups(t: TestApp, c: Client, url: string): Promise<{ res: request.Response; one: number; many: number }> {
  const members = t.app.get(MembersService);
  const one = jest.spyOn(members, 'findById');
  const many = jest.spyOn(members, 'findByIds');
  try {
    const res = await c.get(url);
    expect(res.status).toBe(200);
    return { res, one: one.mock.calls.length, many: many.mock.calls.length };
  } finally {
    one.mockRestore();
    many.mockRestore();
  }
}
