import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@community/contracts';
import type { Client, TestApp } from '../harness.js';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Puts the app on a free loopback port (sockets need a listening server); returns its base URL. */
export async function listenOnLoopback(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/** The cookie a signed-in client's browser sends with its socket: the session and the member id. */
export const sessionCookie = (c: Client) => `SID=${c.cookie('SID')}; UID=${c.cookie('UID')}`;

/**
 * Browsers' sockets to the notification endpoint (`/napi/notification`, websocket only, no reconnection), each one
 * open once the server has said `ready`; `closeAll` in `afterAll` closes every one of them.
 */
export class SocketClients {
  private readonly opened: AppSocket[] = [];

  /** `base`: the app's URL, or a function giving it (when the app starts listening in `beforeAll`). */
  constructor(private readonly base: string | (() => string)) {}

  /** Connects with `cookie` (none: a guest); resolves with the socket and the member the server recognised. */
  open(cookie?: string, base = typeof this.base === 'string' ? this.base : this.base()): Promise<{ socket: AppSocket; memberId: string | null }> {
    return new Promise((resolve, reject) => {
      const socket: AppSocket = io(base, { path: '/napi/notification', transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
      this.opened.push(socket);
      socket.on('ready', (p) => resolve({ socket, memberId: p.memberId }));
      socket.on('connect_error', reject);
    });
  }

  /** A socket of `c`'s browser (a guest's without `c`), once ready. */
  async connect(c?: Client): Promise<AppSocket> {
    return (await this.open(c ? sessionCookie(c) : undefined)).socket;
  }

  closeAll(): void {
    this.opened.forEach((s) => s.close());
  }
}

/**
 * Sockets to the app a describe block runs (`appForTests`): the app listens on loopback before the block's tests
 * (declare this after `appForTests`, so the app has started), and every socket opened is closed after them.
 */
export function socketsForTests(t: TestApp): SocketClients {
  let base = '';
  const sockets = new SocketClients(() => base);
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => sockets.closeAll());
  return sockets;
}
