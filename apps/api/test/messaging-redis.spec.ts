import { randomUUID } from 'node:crypto';
import type { MessageEvent } from '@community/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { REDIS_URL, redisReachable, startSecondNode, type SecondNode } from './support/redis.js';
import { SocketClients } from './support/sockets.js';

const redisUp = await redisReachable('the two-node messaging test was');

(redisUp ? describe : describe.skip)('messaging across two app nodes (Redis Streams adapter)', () => {
  let t: TestApp;
  let second: SecondNode;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
    // A second node on the same database and the same Redis, as in a deployment.
    second = await startSecondNode(t);
    // Two app nodes boot here: allow for a loaded CI machine (each boot alone takes a few seconds).
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a message sent through node 1 reaches a member connected to node 2', async () => {
    const a = await t.createMember({ tier: 'gold' });
    const b = await t.createMember({ tier: 'gold' });
    const ca = t.client();
    const cb = t.client();
    await ca.login(a.name, a.password);
    await cb.login(b.name, b.password);
    const sockets = new SocketClients(second.base);
    try {
      const ready = await sockets.open(`SID=${cb.cookie('SID')}; UID=${b.id}`);
      expect(ready.memberId).toBe(b.id);
      const socket = ready.socket;
      const received = new Promise<MessageEvent>((resolve) => socket.once('message.new', resolve));
      const res = await ca.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'across nodes' });
      expect(res.status).toBe(201);
      await expect(received).resolves.toMatchObject({ message: { body: 'across nodes' }, unread: 1 });
    } finally {
      sockets.closeAll();
    }
  });
});
