import { Injectable } from '@nestjs/common';
import { RoomEmitter } from '../../infra/realtime/socket-types.js';
import type { ChatSocketData } from './chat.support.js';

/**
 * The chat's way out to the sockets: the chat gateway hands over the shared socket server on init, and the
 * chat services emit to its rooms (`chat:<room id>`, members' rooms, the public room) through this.
 */
@Injectable()
export class ChatChannels extends RoomEmitter<ChatSocketData> {
  constructor() {
    super('chat');
  }
}
