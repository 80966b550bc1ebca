import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import type { ChatJoinAck, ChatMessage, ChatRoom, ClientToServerEvents, ServerToClientEvents } from '@community/contracts';
import { createApp } from '../src/bootstrap.js';
import { loadConfig } from '../src/infra/config/load.js';
import { createDataSource } from '../src/data-source.js';
import { createPino } from '../src/infra/logging/logger.js';
import { startTestApp, type TestApp } from './harness.js';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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
if (!redisUp) console.warn(`\n*** REDIS NOT REACHABLE at ${REDIS_URL}: the two-node chat test was SKIPPED ***\n`);

(redisUp ? describe : describe.skip)('chat rooms across two app nodes (Redis Streams adapter)', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let secondDb: ReturnType<typeof createDataSource>;
  let dataDir: string;
  const sockets: AppSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = (t.db.options as { url: string }).url;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'community-chat-node2-'));
    secondDb = createDataSource(url, { poolSize: 4 });
    await secondDb.initialize();
    second = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL }), { url, dataSource: secondDb }, createPino('silent'));
    await second.listen({ port: 0, host: '127.0.0.1' });
    // Two app nodes boot here: allow for a loaded CI machine (each boot alone takes a few seconds).
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await second?.close();
    await secondDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    await t?.close();
  });

  const portOf = (app: NestFastifyApplication) => (app.getHttpServer().address() as AddressInfo).port;
  const connect = (port: number, cookie: string) =>
    new Promise<AppSocket>((resolve, reject) => {
      const s: AppSocket = io(`http://127.0.0.1:${port}`, { path: '/napi/notification', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
      sockets.push(s);
      s.once('ready', () => resolve(s));
      s.once('connect_error', reject);
    });

  it('members on two nodes share a room: messages, joins, counts and a kick cross nodes', async () => {
    const [a, b] = [await t.createMember({ tier: 'gold' }), await t.createMember({ tier: 'gold' })];
    const [ca, cb] = [t.client(), t.client()];
    await ca.login(a.name, a.password);
    await cb.login(b.name, b.password);
    const created = await ca.post('/api/chat/rooms', { roomname: `Two nodes ${randomUUID().slice(0, 6)}` });
    const room = created.body.data as ChatRoom;
    const sa = await connect(portOf(t.app), `SID=${ca.cookie('SID')}; UID=${a.id}`);
    const sb = await connect(portOf(second), `SID=${cb.cookie('SID')}; UID=${b.id}`);
    const watcher = await connect(portOf(second), '');
    expect(((await sa.emitWithAck('chat.join', { roomId: room.id })) as ChatJoinAck).ok).toBe(true);
    const joined = new Promise((resolve) => sa.once('chat.joined', resolve));
    const count = new Promise<{ count: number }>((resolve) => watcher.on('chat.count', (e) => (e.roomId === room.id && e.count === 2 ? resolve(e) : undefined)));
    const jb = (await sb.emitWithAck('chat.join', { roomId: room.id })) as ChatJoinAck;
    expect(jb.ok && jb.tab.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    await joined;
    await count;
    const heard = new Promise<ChatMessage>((resolve) => sb.once('chat.message', resolve));
    expect((await sa.emitWithAck('chat.say', { roomId: room.id, clientId: randomUUID(), body: 'across nodes' })).ok).toBe(true);
    await expect(heard).resolves.toMatchObject({ body: 'across nodes', from: { id: a.id } });
    // The owner on node 1 kicks b on node 2: b's socket there leaves the room.
    const removed = new Promise((resolve) => sb.once('chat.removed', resolve));
    expect((await ca.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'kick', memberId: b.id })).status).toBe(200);
    await expect(removed).resolves.toMatchObject({ reason: 'kick' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await sb.emitWithAck('chat.say', { roomId: room.id, clientId: randomUUID(), body: 'gone?' })).toMatchObject({ ok: false, code: 'not-in-room' });
  });
});
