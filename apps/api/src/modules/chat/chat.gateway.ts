import { ConnectedSocket, MessageBody, OnGatewayDisconnect, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { Logger } from '@nestjs/common';
import { SOCKET_PATH } from '@community/contracts';
import { ChatChannels } from './chat-channels.js';
import { ChatPresence } from './chat-presence.service.js';
import { ChatProtocol } from './chat-protocol.service.js';
import type { ChatServer, ChatSocket } from './chat.support.js';

/**
 * Chat over the one socket endpoint (`/napi/notification`): Nest shares the socket server between
 * gateways on the same path, so the realtime gateway's cookie authentication (socket.data.memberId) holds
 * here too. Every handler answers through the ack; nothing the client sends throws.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false, cors: false })
export class ChatGateway implements OnGatewayInit, OnGatewayDisconnect {
  private readonly logger = new Logger('ChatGateway');

  constructor(
    private readonly chat: ChatProtocol,
    private readonly presence: ChatPresence,
    private readonly channels: ChatChannels,
  ) {}

  afterInit(server: ChatServer): void {
    this.channels.attach(server);
  }

  async handleDisconnect(socket: ChatSocket): Promise<void> {
    await this.presence.disconnected(socket.id).catch((err: unknown) => this.logger.warn({ err }, 'chat disconnect cleanup failed'));
  }

  @SubscribeMessage('chat.join')
  join(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown) {
    return this.safely(() => this.chat.join(socket, payload));
  }

  @SubscribeMessage('chat.leave')
  leave(@ConnectedSocket() socket: ChatSocket, @MessageBody() roomId: unknown) {
    return this.safely(() => this.chat.leave(socket, roomId));
  }

  @SubscribeMessage('chat.say')
  say(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown) {
    return this.safely(() => this.chat.say(socket, payload));
  }

  @SubscribeMessage('chat.pm')
  pm(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown) {
    return this.safely(() => this.chat.pm(socket, payload));
  }

  @SubscribeMessage('chat.whois')
  whois(@ConnectedSocket() socket: ChatSocket, @MessageBody() memberId: unknown) {
    return this.safely(() => this.chat.whois(socket, memberId));
  }

  private async safely<T>(f: () => Promise<T>): Promise<T | { ok: false; code: 'invalid'; message: string }> {
    try {
      return await f();
    } catch (err) {
      this.logger.error({ err }, 'chat socket handler failed');
      return { ok: false, code: 'invalid', message: 'Something went wrong: try again' };
    }
  }
}
