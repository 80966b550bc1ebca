import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/** socket.io over Redis Streams, so several app nodes deliver each other's events. Used when REDIS_URL is set. */
export class RedisIoAdapter extends IoAdapter {
  private adapter?: ReturnType<typeof createAdapter>;
  private client?: ReturnType<typeof createClient>;

  constructor(
    app: INestApplicationContext,
    private readonly url: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    this.client = createClient({ url: this.url });
    await this.client.connect();
    // A 1 s XREAD block (default 5 s) lets a node shut down promptly; idle cost is one XREAD per second.
    this.adapter = createAdapter(this.client, { blockTimeInMs: 1000 });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapter) server.adapter(this.adapter);
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
