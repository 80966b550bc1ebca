import { Injectable, Logger } from '@nestjs/common';
import type { ForumPostLocation } from '@community/contracts';
import { MembersService } from '../../members/index.js';
import { NotificationsService } from '../../notifications/index.js';
import type { PlaceRow } from './forum.repository.js';
import { ForumMembersRepository } from './forum-members.repository.js';
import { ForumViews, type ForumViewer } from './forum-views.js';

/** `@name` in a post's text (names as registration allows them), at most this many told per post. */
const MENTION = /(^|[^\p{L}\p{N}_@])@([A-Za-z0-9][A-Za-z0-9_.-]{2,29})/gu;
const MENTIONS_MAX = 10;

/** The names a text mentions, in order, each once (a trailing dot is punctuation, not part of the name). */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    names.add(m[2]!.replace(/[.-]+$/, '').toLowerCase());
    if (names.size >= MENTIONS_MAX) break;
  }
  return [...names];
}

/**
 * What a new post tells other members, after its transaction: members it mentions (`ForumMention`, unless
 * they turned mentions off, muted the topic, cannot read the category or have a block with the author), then
 * members watching the topic (`ForumReply`, each once; tracking and normal only count unread, muted hides).
 * Notifications reach the member's browsers through the notifications service (socket `notification.added`).
 */
@Injectable()
export class ForumNotices {
  private readonly logger = new Logger('Forum');

  constructor(
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly memberRepo: ForumMembersRepository,
    private readonly views: ForumViews,
  ) {}

  private target(at: ForumPostLocation) {
    return {
      to: 'forum-category-slug',
      url: `/forum/${at.categorySlug}/${at.topicSlug}?post=${at.postId}&page=${at.page}`,
      slug: at.topicSlug,
    };
  }

  /** Tells mentioned members; answers their ids (they are not told again as watchers). */
  async mentions(v: ForumViewer & { id: string }, at: ForumPostLocation, title: string, text: string, place: Pick<PlaceRow, 'visibility' | 'variant'>): Promise<Set<string>> {
    const told = new Set<string>();
    for (const name of mentionedNames(text)) {
      const member = await this.members.findByName(name);
      if (!member || member.id === v.id || member.suspendedAt) continue;
      if (!this.views.canRead(place, { id: member.id, staff: this.views.isStaff(member, place.variant), variant: place.variant })) continue;
      const settings = await this.views.settingsOf(member.id);
      if (!settings.notifyMentions) continue;
      if ((await this.memberRepo.topicWatch(member.id, at.topicId)) === 'muted') continue;
      if (await this.memberRepo.blockedEither(member.id, v.id)) continue;
      await this.send(member.id, 'ForumMention', v.id, at, title);
      told.add(member.id);
    }
    return told;
  }

  /** Tells every member watching the topic about a reply. */
  async reply(v: ForumViewer & { id: string }, at: ForumPostLocation, place: PlaceRow, already: Set<string>): Promise<void> {
    const watchers = await this.memberRepo.watchersOf(at.topicId, place.category_id, v.id);
    const found = await this.members.findByIds(watchers.filter((id) => !already.has(id)));
    for (const member of found) {
      if (member.suspendedAt) continue;
      if (!this.views.canRead(place, { id: member.id, staff: this.views.isStaff(member, place.variant), variant: place.variant })) continue;
      await this.send(member.id, 'ForumReply', v.id, at, place.topic_title);
    }
  }

  private async send(memberId: string, action: 'ForumReply' | 'ForumMention', actorId: string, at: ForumPostLocation, title: string): Promise<void> {
    try {
      await this.notifications.notify({
        memberId,
        action,
        category: 'forum',
        actorId,
        objectType: 'forum-post',
        objectId: at.postId,
        target: this.target(at),
        targetType: 'forum-topic',
        phrase: title,
        relatedModels: [{ modelType: 'forum-post', model: { ...at } }],
      });
    } catch (err) {
      // The post is stored; a failed notice is logged, never the writer's error.
      this.logger.warn({ err, memberId, postId: at.postId }, 'forum notification failed');
    }
  }
}
