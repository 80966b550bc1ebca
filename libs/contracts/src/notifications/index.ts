import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_ACTIONS } from '@community/domain';
import { Avatar } from '../auth/auth.js';

/** Stored notifications (issue 5; SPEC 3 notification, SPEC 7 delete by id / delete all, accept/decline). */

export const NotificationAction = z.enum(NOTIFICATION_ACTIONS);

export const NotificationActor = z.object({ id: z.string(), name: z.string(), avatar: Avatar });
export type NotificationActor = z.infer<typeof NotificationActor>;

/** Where the notification leads, and whether it can be answered from the list (friend requests, invitations). */
export const NotificationTarget = z.object({
  to: z.string().nullable().describe('a route name of the site'),
  url: z.string().nullable().describe('a site path, when there is no route name'),
  slug: z.string().nullable(),
  canAccept: z.boolean(),
  /** When canAccept is false: the upgrade reason the dialog opens with. */
  canAcceptUpgrade: z.string().nullable(),
});
export type NotificationTarget = z.infer<typeof NotificationTarget>;

export const RelatedModel = z.object({ modelType: z.string(), model: z.record(z.string(), z.unknown()) });

export const Notification = z.object({
  id: z.string(),
  action: NotificationAction,
  category: z.string(),
  /** The newest actors first (at most three); `actorCount` counts them all ("Anna and 4 others"). */
  actors: z.array(NotificationActor),
  actorCount: z.number().int().min(0),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  target: NotificationTarget,
  targetType: z.string().nullable(),
  /** The site renders the sentence from `action` and the actors in the reader's language; this names the thing acted on. */
  phrase: z.string().nullable(),
  /** PUT here with `{ approve: 1 | 0 }` (or the kind's own body) to accept or decline; null when nothing to answer. */
  responseEndpoint: z.string().nullable(),
  relatedModels: z.array(RelatedModel),
  seen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = pageOf(Notification);
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationListQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
});

export const NotificationCount = z.object({ count: z.number().int().min(0) });
export type NotificationCount = z.infer<typeof NotificationCount>;

/** Real-time payloads (typed in ../realtime/events.ts). */
export type NotificationAddedEvent = { notification: Notification; count: number };
export type NotificationRemovedEvent = { ids: string[]; count: number };
export type NotificationsClearedEvent = { count: number };
/** SPEC 4 "user refresh": something about the member changed elsewhere (tier, permissions, ID check); the site re-reads the profile. */
export type UserRefreshEvent = Record<string, never>;
