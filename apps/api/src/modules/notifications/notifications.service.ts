import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Notification, NotificationActor, NotificationPage, NotificationTarget } from '@community/contracts';
import { addActor, joinsGroup, notificationGroupKey, type NotificationAction } from '@community/domain';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { avatarOf } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { NotificationsErrorCode, NotificationsException, notificationNotFound } from './notifications.exception.js';
import { NotificationsRepository, type NotificationRow } from './notifications.repository.js';
import { decodeCursor as decode, encodeCursor } from '../../shared/cursor/cursor.js';

/** What another module tells a member. */
export interface NotifyInput {
  /** The recipient. */
  memberId: string;
  action: NotificationAction;
  /** Groups the list in the site (e.g. "friends", "stories"); defaults to the action. */
  category?: string;
  /** Who did it (null for the system, e.g. idVerified). A member is never told about their own act. */
  actorId?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  target?: Partial<NotificationTarget>;
  targetType?: string | null;
  /** The name of the thing acted on, e.g. a story title. */
  phrase?: string | null;
  /** Where the site PUTs accept/decline (`{ approve: 1 | 0 }` for friend requests). */
  responseEndpoint?: string | null;
  relatedModels?: Array<{ modelType: string; model: Record<string, unknown> }>;
}

export { NotificationsErrorCode, NotificationsException };


/**
 * Stored notifications. `notify` is the entry point for other modules (call it after your own commit): likes,
 * follows and comments on one object group into one entry ("Anna and 4 others …") while it is unseen;
 * requests and invitations stay one each so they can be answered. Every change reaches the member's browsers.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: NotificationsRepository,
    private readonly members: MembersService,
    private readonly realtime: RealtimeGateway,
  ) {}

  async notify(input: NotifyInput): Promise<Notification | null> {
    const actorId = input.actorId ?? null;
    if (actorId && actorId === input.memberId) return null;
    const objectType = input.objectType ?? null;
    const objectId = input.objectId ?? null;
    const groupKey = actorId ? notificationGroupKey(input.action, objectType, objectId) : null;
    const row = await this.db.transaction(async (em) => {
      if (groupKey) {
        const group = await this.repo.liveGroup(em, input.memberId, groupKey);
        if (group && joinsGroup({ seen: group.seen_at !== null, updatedAt: group.updated_at }, new Date())) {
          const next = addActor(group.actor_ids, group.actor_count, actorId!);
          return this.repo.regroup(em, group.id, next.actors, next.count);
        }
        if (group) await this.repo.closeGroup(em, group.id);
      }
      return this.repo.insert(em, {
        memberId: input.memberId,
        action: input.action,
        category: input.category ?? input.action,
        actorIds: actorId ? [actorId] : [],
        actorCount: actorId ? 1 : 0,
        objectType,
        objectId,
        target: { to: null, url: null, slug: null, canAccept: true, canAcceptUpgrade: null, ...input.target },
        targetType: input.targetType ?? null,
        phrase: input.phrase ?? null,
        responseEndpoint: input.responseEndpoint ?? null,
        relatedModels: input.relatedModels ?? [],
        groupKey,
      });
    });
    const [notification] = await this.toNotifications([row]);
    this.realtime.toMember(input.memberId, 'notification.added', { notification: notification!, count: await this.repo.unseenCount(input.memberId) });
    return notification!;
  }

  /** Removes a member's notifications about an object (a request withdrawn or answered elsewhere). */
  async removeWhere(memberId: string, action: NotificationAction, objectId: string | null): Promise<void> {
    const ids = await this.repo.deleteWhere(memberId, action, objectId);
    if (ids.length) this.realtime.toMember(memberId, 'notification.removed', { ids, count: await this.repo.unseenCount(memberId) });
  }

  async list(memberId: string, after: string | undefined, limit: number): Promise<NotificationPage> {
    const key = after ? decodeCursor(after) : null;
    const rows = await this.repo.list(memberId, key, limit);
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown[shown.length - 1];
    return {
      items: await this.toNotifications(shown),
      next: more && last ? encodeCursor([last.updated_key, last.id]) : null,
    };
  }

  count(memberId: string): Promise<number> {
    return this.repo.unseenCount(memberId);
  }

  async markSeen(memberId: string): Promise<number> {
    await this.repo.markSeen(memberId);
    this.realtime.toMember(memberId, 'notification.removed', { ids: [], count: 0 });
    return 0;
  }

  async remove(memberId: string, id: string): Promise<number> {
    if (!(await this.repo.delete(memberId, id))) throw notificationNotFound();
    const count = await this.repo.unseenCount(memberId);
    this.realtime.toMember(memberId, 'notification.removed', { ids: [id], count });
    return count;
  }

  async removeAll(memberId: string): Promise<void> {
    await this.repo.deleteAll(memberId);
    this.realtime.toMember(memberId, 'notification.cleared', { count: 0 });
  }

  /**
   * SPEC 4 "user refresh": tells the member's browsers to re-read their profile (permissions, tier, counts).
   * For other modules, after their commit (e.g. a tier change, an ID check decided).
   */
  refreshUser(memberId: string): void {
    this.realtime.toMember(memberId, 'user.refresh', {});
  }

  private async toNotifications(rows: NotificationRow[]): Promise<Notification[]> {
    // Every actor of the page in one query (no lookup per notification), with the photo everyone sees.
    const found = await this.members.findByIds([...new Set(rows.flatMap((r) => r.actor_ids))]);
    const actors = new Map<string, NotificationActor>(found.map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }] as const));
    return rows.map((r) => ({
      id: r.id,
      action: r.action as NotificationAction,
      category: r.category,
      actors: r.actor_ids.flatMap((id) => (actors.has(id) ? [actors.get(id)!] : [])),
      actorCount: r.actor_count,
      objectType: r.object_type,
      objectId: r.object_id,
      target: {
        to: (r.target.to as string | null) ?? null,
        url: (r.target.url as string | null) ?? null,
        slug: (r.target.slug as string | null) ?? null,
        canAccept: r.target.canAccept !== false,
        canAcceptUpgrade: (r.target.canAcceptUpgrade as string | null) ?? null,
      },
      targetType: r.target_type,
      phrase: r.phrase,
      responseEndpoint: r.response_endpoint,
      relatedModels: r.related_models,
      seen: r.seen_at !== null,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    }));
  }
}

/** The list's keyset cursor: [updated_at as PostgreSQL text, notification id]; anything else is a 422. */
function decodeCursor(cursor: string): [string, string] {
  return decode(cursor, ['ts', 'bigint'], () => new NotificationsException(NotificationsErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' })) as [string, string];
}
