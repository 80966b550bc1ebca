import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  PUBLIC_ROOM,
  SESSION_COOKIE,
  SOCKET_PATH,
  USER_COOKIE,
  conversationRoom,
  memberRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@community/contracts';
import { parseCookieHeader } from '../../shared/cookies/cookie-header.js';
import { SOCKET_AUTHENTICATOR, type SocketAuthenticator } from './socket-authenticator.js';

interface SocketData {
  memberId: string | null;
  /** The member's display name for whispers, looked up on the first whisper. */
  name?: string;
}
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * Decides who may join a conversation's room; registered by the messaging module (this folder knows no
 * tables). Returns the member's display name when admitted, null when not.
 */
export interface ConversationRoomAuthorizer {
  admit(memberId: string, conversationId: string): Promise<{ name: string } | null>;
  /** Whether the member lets their browsers send the typing whisper (their own switch; asked on each whisper). */
  sendsTyping(memberId: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The real-time endpoint (SPEC 7: `/napi/notification`). Every connection joins the public room; a
 * connection carrying a valid session cookie also joins its member's room, and may join the rooms of the
 * conversations it belongs to (checked by the messaging module) to exchange the typing whisper. Only this
 * folder knows socket.io.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false, cors: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server!: AppServer;
  private conversations?: ConversationRoomAuthorizer;

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

  /** The messaging module registers who may join conversation rooms (until it does, nobody may). */
  registerConversationRooms(authorizer: ConversationRoomAuthorizer): void {
    this.conversations = authorizer;
  }

  @SubscribeMessage('conversation.join')
  async joinConversation(@ConnectedSocket() socket: AppSocket, @MessageBody() conversationId: unknown): Promise<{ ok: boolean }> {
    const memberId = socket.data.memberId;
    if (!memberId || typeof conversationId !== 'string' || !UUID.test(conversationId) || !this.conversations) return { ok: false };
    const admitted = await this.conversations.admit(memberId, conversationId);
    if (!admitted) return { ok: false };
    socket.data.name = admitted.name;
    await socket.join(conversationRoom(conversationId));
    return { ok: true };
  }

  @SubscribeMessage('conversation.leave')
  async leaveConversation(@ConnectedSocket() socket: AppSocket, @MessageBody() conversationId: unknown): Promise<void> {
    if (typeof conversationId === 'string') await socket.leave(conversationRoom(conversationId));
  }

  /**
   * The typing whisper: relayed to the room's other sockets, only from a socket admitted to that room, and
   * only while its member has "send typing" on (the server holds the switch, not just the member's browser).
   */
  @SubscribeMessage('conversation.typing')
  async typing(@ConnectedSocket() socket: AppSocket, @MessageBody() conversationId: unknown): Promise<void> {
    const memberId = socket.data.memberId;
    if (!memberId || typeof conversationId !== 'string' || !this.conversations) return;
    const room = conversationRoom(conversationId);
    if (!socket.rooms.has(room)) return;
    try {
      if (!(await this.conversations.sendsTyping(memberId))) return;
    } catch (err: unknown) {
      this.logger.warn({ err }, 'could not read the typing switch');
      return;
    }
    socket.to(room).emit('conversation.typing', { conversationId, memberId, name: socket.data.name ?? '' });
  }

  /** Typed emit to one member's browsers (on every node, through the adapter). */
  toMember<E extends keyof ServerToClientEvents>(memberId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.server.to(memberRoom(memberId)).emit(event, ...args);
  }
}
