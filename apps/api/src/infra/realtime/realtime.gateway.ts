import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  PUBLIC_ROOM,
  SESSION_COOKIE,
  SOCKET_PATH,
  USER_COOKIE,
  memberRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@community/contracts';
import { SOCKET_AUTHENTICATOR, type SocketAuthenticator } from './socket-authenticator.js';

/** `a=1; b=2` → { a: '1', b: '2' } (first value wins, like browsers send them). */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    if (name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}

type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { memberId: string | null }>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { memberId: string | null }>;

/**
 * The real-time endpoint (SPEC 7: `/napi/notification`). Every connection joins the public room; a
 * connection carrying a valid session cookie also joins its member's room. Only this folder knows socket.io.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false, cors: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server!: AppServer;

  constructor(@Inject(SOCKET_AUTHENTICATOR) private readonly authenticator: SocketAuthenticator) {}

  afterInit(server: AppServer): void {
    server.use((socket, next) => {
      const cookies = parseCookieHeader(socket.request.headers.cookie);
      this.authenticator
        .memberIdFor(cookies[SESSION_COOKIE], cookies[USER_COOKIE])
        .then((memberId) => {
          socket.data.memberId = memberId;
          next();
        })
        .catch((err: unknown) => {
          this.logger.error({ err }, 'socket authentication failed');
          next(new Error('authentication failed'));
        });
    });
  }

  async handleConnection(socket: AppSocket): Promise<void> {
    await socket.join(PUBLIC_ROOM);
    if (socket.data.memberId) await socket.join(memberRoom(socket.data.memberId));
    socket.emit('ready', { memberId: socket.data.memberId ?? null });
  }

  @SubscribeMessage('ping')
  ping(): { at: string } {
    return { at: new Date().toISOString() };
  }

  /** Typed emit to one member's browsers (on every node, through the adapter). */
  toMember<E extends keyof ServerToClientEvents>(memberId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.server.to(memberRoom(memberId)).emit(event, ...args);
  }
}
