import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PUBLIC_ROOM, chatRoomChannel } from '@community/contracts';
import { VariantsService } from '../variants/index.js';
import { ChatChannels } from './chat-channels.js';
import { ChatRepository } from './chat.repository.js';
import { COUNT_COALESCE_MS, DEAD_NODE_SECONDS, HEARTBEAT_MS, STORIES_ROOMS, SYSTEM_ROOMS } from './chat.support.js';

/**
 * Who is in which room, across nodes: a presence table every app node writes (so counts, caps and member
 * lists hold across nodes), this node's heartbeat, forgetting crashed nodes' members, closing empty rooms
 * and telling the site's visitors the room counts. Also makes sure every variant has its system rooms.
 */
@Injectable()
export class ChatPresence implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Chat');
  readonly nodeId = randomUUID();
  private timer?: NodeJS.Timeout;
  private readonly pendingCounts = new Map<string, string>();
  private countTimer?: NodeJS.Timeout;

  constructor(
    private readonly repo: ChatRepository,
    private readonly variants: VariantsService,
    private readonly channels: ChatChannels,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const v of this.variants.all()) {
      for (const r of v.flags.storiesMode ? STORIES_ROOMS : SYSTEM_ROOMS) await this.repo.ensureSystemRoom(v.code, r.slug, r.name, r.priority);
    }
    await this.repo.heartbeat(this.nodeId);
    this.timer = setInterval(() => void this.tick(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.countTimer) clearTimeout(this.countTimer);
    try {
      const rooms = await this.repo.dropNode(this.nodeId);
      for (const id of rooms) await this.roomChanged(id);
    } catch (err) {
      this.logger.warn({ err }, 'could not clear this node’s chat presence');
    }
  }

  /** Heartbeat, forget crashed nodes' members. */
  private async tick(): Promise<void> {
    try {
      await this.repo.heartbeat(this.nodeId);
      for (const id of await this.repo.sweepDeadNodes(DEAD_NODE_SECONDS)) await this.roomChanged(id);
    } catch (err) {
      this.logger.warn({ err }, 'chat heartbeat failed');
    }
  }

  /** A socket went away: it leaves every room it was in. */
  async disconnected(socketId: string): Promise<void> {
    for (const r of await this.repo.leaveAll(socketId)) if (r.gone) await this.departed(r.roomId, r.memberId, r.nick);
  }

  /** A member's last socket left a room: the room is told, and its count changes. */
  async departed(roomId: string, memberId: string, nick: string): Promise<void> {
    this.channels.to(chatRoomChannel(roomId), 'chat.left', { roomId, memberId, nick });
    await this.roomChanged(roomId);
  }

  /**
   * A room's count changed: an empty room that does not persist closes at once (said at once); other counts
   * go to the public channel (every node) coalesced, at most one `chat.count` per room per 250 ms, so a
   * busy room does not send every visitor of the site one event per arrival.
   */
  async roomChanged(roomId: string): Promise<void> {
    const room = await this.repo.room(roomId);
    if (!room) return;
    if ((await this.repo.count(roomId)) === 0 && (await this.repo.closeIfEmpty(roomId))) {
      this.pendingCounts.delete(roomId);
      this.channels.toIfAttached(PUBLIC_ROOM, 'chat.count', { roomId, domain: room.domain, count: 0, closed: true });
      return;
    }
    this.pendingCounts.set(roomId, room.domain);
    this.countTimer ??= setTimeout(() => void this.flushCounts(), COUNT_COALESCE_MS);
  }

  private async flushCounts(): Promise<void> {
    this.countTimer = undefined;
    const pending = new Map(this.pendingCounts);
    this.pendingCounts.clear();
    try {
      const counts = await this.repo.counts([...pending.keys()]);
      for (const [roomId, domain] of pending) this.channels.toIfAttached(PUBLIC_ROOM, 'chat.count', { roomId, domain, count: counts.get(roomId) ?? 0 });
    } catch (err) {
      this.logger.warn({ err }, 'could not send the chat counts');
    }
  }
}
