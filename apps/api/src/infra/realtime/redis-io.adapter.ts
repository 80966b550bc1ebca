import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

type RedisClient = ReturnType<typeof createClient>;
const STREAM = 'socket.io';

/**
 * The streams adapter (0.3.1, the newest) polls with XREAD BLOCK from the id `$` until its first entry arrives, and
 * `$` means "newer than the newest entry when this XREAD started": an entry added between one poll timing out and
 * the next starting is never read. On a quiet node that is every second, so a node's first event from another
 * node could be lost (found by tests/cluster in CI: the first message of a new conversation, sent through node A,
 * never reached the recipient's socket on node B). This resolves `$` once, to the id of the stream's newest entry
 * at that moment (or 0-0 when the stream is empty), and polls from that id until the adapter has read an entry,
 * so every entry added after the node started is read.
 */
export function readFromTheTail(client: RedisClient, stream: string): void {
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((...args: Parameters<RedisClient['duplicate']>) => {
    const reader = duplicate(...args);
    const xRead = reader.xRead.bind(reader);
    let tail: string | undefined;
    const polling = async (streams: Parameters<RedisClient['xRead']>[0], options?: Parameters<RedisClient['xRead']>[1]) => {
      const list = Array.isArray(streams) ? streams : [streams];
      if (list.some((s) => s.id === '$' && s.key === stream)) {
        if (tail === undefined) {
          const newest = (await reader.xRevRange(stream, '+', '-', { COUNT: 1 })) ?? [];
          tail = newest[0]?.id ?? '0-0';
        }
        const from: string = tail;
        return xRead(list.map((s) => (s.id === '$' && s.key === stream ? { ...s, id: from } : s)), options);
      }
      return xRead(streams, options);
    };
    Object.defineProperty(reader, 'xRead', { value: polling, configurable: true, writable: true });
    return reader;
  }) as RedisClient['duplicate'];
}

/** socket.io over Redis Streams, so several app nodes deliver each other's events. Used when REDIS_URL is set. */
export class RedisIoAdapter extends IoAdapter {
  private adapter?: ReturnType<typeof createAdapter>;
  private client?: ReturnType<typeof createClient>;
  private readonly log = new Logger('Realtime');
  private server?: Server;
  /** False while Redis is unreachable: no socket is accepted (see redisLost). */
  private available = true;

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
    private readonly transports?: ServerOptions['transports'],
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    this.client = createClient({ url: this.url });
    // Without a listener a lost connection is an unhandled 'error' and ends the process (found by tests/fault:
    // Redis gone for 10 s took every API node down). The client reconnects by itself.
    this.client.on('error', (err: Error) => this.redisLost(err));
    this.client.on('ready', () => this.redisBack());
    await this.client.connect();
    readFromTheTail(this.client, STREAM);
    // A 1 s XREAD block (default 5 s) lets a node shut down promptly; idle cost is one XREAD per second.
    this.adapter = createAdapter(this.client, { blockTimeInMs: 1000, streamName: STREAM });
  }

  /**
   * While Redis is gone, events between nodes are lost, and a browser whose socket stayed open would never know
   * it missed one (the site catches up only after a reconnect, from the newest message it holds, so a message
   * missed while later ones arrive locally would stay missing). So on the first error of an outage this node
   * closes its sockets' connections and refuses new ones until Redis answers again; browsers keep retrying
   * (socket.io's reconnection) and, once connected, catch up from the newest message they had before the outage.
   * Found and measured by tests/fault ("drops Redis for 10 s").
   */
  private redisLost(err: Error): void {
    if (!this.available) return;
    this.available = false;
    // Closing the underlying connection (not a socket.io "disconnect", after which clients would not retry).
    const open = this.server ? [...this.server.sockets.sockets.values()] : [];
    this.log.warn({ err: err.message, closedSockets: open.length }, 'socket.io adapter: Redis connection lost; sockets closed until it is back');
    for (const socket of open) socket.conn.close();
  }

  private redisBack(): void {
    if (this.available) return;
    this.available = true;
    this.log.log('socket.io adapter: Redis connection back; accepting sockets again');
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const base = options && this.transports ? { ...options, transports: this.transports } : options;
    const server = super.createIOServer(port, base ? { ...base, allowRequest: (_req, answer) => answer(null, this.available) } : base) as Server;
    if (this.adapter) server.adapter(this.adapter);
    this.server = server;
    return server;
  }

  override async close(server: Server): Promise<void> {
    try {
      await super.close(server);
    } finally {
      this.destroyClient();
    }
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    this.destroyClient();
  }

  /** destroy, not quit: the streams adapter keeps a blocking XREAD open that quit would wait for. */
  private destroyClient(): void {
    if (this.client?.isOpen) this.client.destroy();
  }
}
