import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io } from 'socket.io-client';
import type { MessageEvent } from '@community/contracts';
import { createApp } from '../src/bootstrap.js';
import { loadConfig } from '../src/infra/config/load.js';
import { createDataSource } from '../src/data-source.js';
import { createPino } from '../src/infra/logging/logger.js';
import { startTestApp, type TestApp } from './harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const u = new URL(url);
    const sock = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    sock.setTimeout(1000);
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
    sock.once('timeout', () => (sock.destroy(), resolve(false)));
  });
const redisUp = await reachable(REDIS_URL);
if (!redisUp) console.warn(`\n*** REDIS NOT REACHABLE at ${REDIS_URL}: the two-node messaging test was SKIPPED ***\n`);

(redisUp ? describe : describe.skip)('messaging across two app nodes (Redis Streams adapter)', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let secondDb: ReturnType<typeof createDataSource>;
  let dataDir: string;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
    // A second node on the same database and the same Redis, as in a deployment.
    const url = (t.db.options as { url: string }).url;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'community-node2-'));
    secondDb = createDataSource(url, { poolSize: 4 });
    await secondDb.initialize();
    second = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL }), { url, dataSource: secondDb }, createPino('silent'));
    await second.listen({ port: 0, host: '127.0.0.1' });
    // Two app nodes boot here: allow for a loaded CI machine (each boot alone takes a few seconds).
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    await t?.close();
  });

  it('a message sent through node 1 reaches a member connected to node 2', async () => {
    const a = await t.createMember({ tier: 'gold' });
    const b = await t.createMember({ tier: 'gold' });
    const ca = t.client();
    const cb = t.client();
    await ca.login(a.name, a.password);
    await cb.login(b.name, b.password);
    const port = (second.getHttpServer().address() as AddressInfo).port;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/napi/notification',
      transports: ['websocket'],
      extraHeaders: { cookie: `SID=${cb.cookie('SID')}; UID=${b.id}` },
      reconnection: false,
    });
    try {
      const ready = await new Promise<{ memberId: string | null }>((resolve, reject) => {
        socket.once('ready', resolve);
        socket.once('connect_error', reject);
      });
      expect(ready.memberId).toBe(b.id);
      const received = new Promise<MessageEvent>((resolve) => socket.once('message.new', resolve));
      const res = await ca.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'across nodes' });
      expect(res.status).toBe(201);
      await expect(received).resolves.toMatchObject({ message: { body: 'across nodes' }, unread: 1 });
    } finally {
      socket.close();
    }
  });
});
