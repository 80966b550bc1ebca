import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { readFromTheTail } from '../src/infra/realtime/redis-io.adapter.js';
import { REDIS_URL, redisReachable } from './support/redis.js';

const redisUp = await redisReachable('the socket.io stream-offset test was');

// The streams adapter's reader polls with `$` until it has read an entry; an entry added between two such polls was
// never read (CI, tests/cluster: a new conversation's first message never reached node B). The reader the adapter
// duplicates from our client now polls from the stream's tail as it was when the node started.
(redisUp ? describe : describe.skip)('socket.io Redis Streams reader', () => {
  const stream = `test-stream-${randomUUID()}`;
  const client: ReturnType<typeof createClient> = createClient({ url: REDIS_URL });
  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    await client.del(stream);
    client.destroy();
  });

  it('reads an entry added between two polls that start from $', async () => {
    await client.xAdd(stream, '*', { before: 'the node started' });
    readFromTheTail(client, stream);
    const reader = client.duplicate();
    await reader.connect();
    try {
      expect(await reader.xRead([{ key: stream, id: '$' }], { BLOCK: 20 })).toBeNull();
      // Between two polls, as when the previous XREAD has just timed out:
      const added = await client.xAdd(stream, '*', { between: 'two polls' });
      const read = await reader.xRead([{ key: stream, id: '$' }], { BLOCK: 20 });
      const entries = (read as Array<{ messages: Array<{ id: string }> }> | null)?.[0]?.messages ?? [];
      expect(entries.map((e) => e.id)).toEqual([added]);
    } finally {
      reader.destroy();
    }
  });

  it('leaves other streams and concrete offsets alone', async () => {
    readFromTheTail(client, stream);
    const reader = client.duplicate();
    await reader.connect();
    try {
      const other = `${stream}-other`;
      await client.xAdd(other, '*', { a: '1' });
      expect(await reader.xRead([{ key: other, id: '$' }], { BLOCK: 20 })).toBeNull();
      const read = await reader.xRead([{ key: other, id: '0-0' }], { BLOCK: 20 });
      expect((read as Array<{ messages: unknown[] }> | null)?.[0]?.messages).toHaveLength(1);
      await client.del(other);
    } finally {
      reader.destroy();
    }
  });
});
