import { RealtimeGateway } from '../src/infra/realtime/realtime.gateway.js';
import { startTestApp, type TestApp } from './harness.js';
import { REDIS_URL, redisReachable } from './support/redis.js';
import { SocketClients, listenOnLoopback } from './support/sockets.js';

const redisUp = await redisReachable('the Redis-backed queue and socket tests were');

(redisUp ? describe : describe.skip)('with REDIS_URL: BullMQ and socket.io on Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
  });
  afterAll(() => t?.close());

  it('reports the Redis backend and runs a real job through it (the confirmation mail)', async () => {
    const health = await t.client().get('/healthz');
    expect(health.body).toMatchObject({ status: 'ok', queue: 'up', queueBackend: 'redis' });
    const c = t.client();
    const name = `redis${Date.now().toString(36)}`;
    const res = await c.post('/api/auth/register', {
      name,
      email: `${name}@example.test`,
      password: 'correct horse battery staple 42',
      dateOfBirth: '1990-02-02',
      genders: 'm',
    });
    expect(res.status).toBe(201);
    expect(await t.waitForMail(`${name}@example.test`, 'auth.confirm')).toContain('/confirm/');
  });

  it('delivers a socket event emitted on one app node to a browser connected to another', async () => {
    const other = await startTestApp({ REDIS_URL });
    try {
      const sockets = new SocketClients(await listenOnLoopback(t.app));
      const m = await t.createMember();
      const c = t.client();
      await c.login(m.name, m.password);
      try {
        const { socket } = await sockets.open(`SID=${c.cookie('SID')}; UID=${m.id}`);
        const received = new Promise<unknown>((resolve) => socket.once('session.ended', resolve));
        // Emitted on the other node, which this socket is not connected to.
        other.app.get(RealtimeGateway).toMember(m.id, 'session.ended', {});
        await expect(received).resolves.toEqual({});
      } finally {
        sockets.closeAll();
      }
    } finally {
      await other.close();
    }
  });
});
