import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io over PostgreSQL LISTEN/NOTIFY (`@socket.io/postgres-adapter`), so several web processes without
 * Redis (the cluster supervisor's workers, or app nodes sharing DATABASE_URL) deliver each other's events.
 * Packets over 8,000 bytes travel through the `socket_io_attachments` table. Used when REDIS_URL is unset and
 * more than one web process serves the same database.
 *
 * The adapter keeps one pooled client checked out for LISTEN and reconnects it when it ends; a client that
 * errors while checked out has no listener of the pool's own, so every client of this pool gets one here
 * (otherwise a database restart would be an uncaught 'error' and end the process).
 */
export class PostgresIoAdapter extends IoAdapter {
  private readonly log = new Logger('Realtime');
  private readonly pool: pg.Pool;
  private readonly adapter: ReturnType<typeof createAdapter>;

  constructor(
    app: INestApplicationContext,
    databaseUrl: string,
    private readonly transports?: ServerOptions['transports'],
  ) {
    super(app);
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'socket.io-adapter' });
    this.pool.on('error', (err) => this.log.warn({ err: err.message }, 'socket.io adapter: idle database client failed'));
    this.pool.on('connect', (client) => {
      client.on('error', (err) => this.log.warn({ err: err.message }, 'socket.io adapter: database connection lost (it reconnects)'));
    });
    this.adapter = createAdapter(this.pool, {
      errorHandler: (err) => this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'socket.io adapter error'),
    });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options && this.transports ? { ...options, transports: this.transports } : options) as Server;
    server.adapter(this.adapter);
    return server;
  }

  override async close(server: Server): Promise<void> {
    try {
      await super.close(server);
    } finally {
      await this.pool.end().catch(() => undefined);
    }
  }
}
