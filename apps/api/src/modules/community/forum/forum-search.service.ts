import { Injectable } from '@nestjs/common';
import type { ForumMemberPostPage, ForumMemberTopicPage, ForumSearchPage, ForumSearchQuery, ForumWatchedPage } from '@community/contracts';
import { STORY_SEARCH_CONFIG, storyLanguageOf } from '@community/domain';
import type { z } from 'zod';
import { decodeCursor, encodeCursor, pageFrom } from '../../../shared/cursor/cursor.js';
import { MembersService } from '../../members/index.js';
import { ForumErrorCode, ForumException } from './forum.exception.js';
import { ForumRepository } from './forum.repository.js';
import { ForumMembersRepository, HL_START, HL_STOP, type PostPlaceRow } from './forum-members.repository.js';
import { ForumViews, pageOf, type ForumViewer } from './forum-views.js';

type SearchInput = z.output<typeof ForumSearchQuery>;
type ListInput = { after?: string; limit: number };

const badCursor = () => new ForumException(ForumErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' });
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A post's place as search hits and member posts answer it. */
const placeOf = (r: PostPlaceRow) => ({
  postId: r.post_id,
  number: r.number,
  page: pageOf(r.number),
  topicId: r.topic_id,
  topicSlug: r.topic_slug,
  topicTitle: r.topic_title,
  categorySlug: r.category_slug,
  categoryName: r.category_name,
});

/** ts_headline's text with its markers: everything escaped, the matches in `<mark>`. */
export function headlineHtml(raw: string): string {
  return escapeHtml(raw).split(HL_START).join('<mark>').split(HL_STOP).join('</mark>');
}

/** Forum search, my watched topics, and a member's topics and posts (`/profile/{name}/forum`). */
@Injectable()
export class ForumSearchService {
  constructor(
    private readonly repo: ForumRepository,
    private readonly memberRepo: ForumMembersRepository,
    private readonly views: ForumViews,
    private readonly members: MembersService,
  ) {}

  async search(v: ForumViewer, locale: string, q: SearchInput): Promise<ForumSearchPage> {
    const after = decodeCursor(q.after, q.order === 'relevance' ? ['num', 'uuid'] : ['ts', 'uuid'], badCursor);
    let authorId: string | undefined;
    if (q.author) {
      const author = await this.members.findByName(q.author);
      if (!author) return { items: [], next: null };
      authorId = author.id;
    }
    const rows = await this.memberRepo.search(
      {
        variant: v.variant, viewerId: v.id, staff: v.staff, searchConfig: STORY_SEARCH_CONFIG[storyLanguageOf(locale)], q: q.q,
        categorySlug: q.category, authorId, from: q.from, to: q.to, accepted: q.accepted, order: q.order,
      },
      after,
      q.limit,
    );
    const cards = await this.views.cards(rows.map((r) => r.author_id));
    return pageFrom(
      rows,
      q.limit,
      (r) => ({
        ...placeOf(r),
        author: this.views.card(cards, r.author_id),
        createdAt: r.created_at.toISOString(),
        headline: headlineHtml(r.headline),
        isTopic: r.number === 1,
        hasAcceptedAnswer: r.has_accepted,
      }),
      (r) => [q.order === 'relevance' ? Number(r.k1) : String(r.k1), r.post_id],
    );
  }

  async watched(v: ForumViewer & { id: string }, q: ListInput): Promise<ForumWatchedPage> {
    const keys = await this.memberRepo.watchedTopicIds(v.id, v.variant, v.staff, decodeCursor(q.after, ['ts', 'uuid'], badCursor), q.limit);
    return this.topicPage(v, keys, q.limit);
  }

  private async memberId(name: string): Promise<string> {
    const member = await this.members.findByName(name);
    if (!member || member.suspendedAt) throw new ForumException(ForumErrorCode.Invalid, 'No member has this name', { field: 'name' });
    return member.id;
  }

  async memberTopics(v: ForumViewer, name: string, q: ListInput): Promise<ForumMemberTopicPage> {
    const keys = await this.memberRepo.memberTopicIds(await this.memberId(name), v.variant, v.id, v.staff, decodeCursor(q.after, ['ts', 'uuid'], badCursor), q.limit);
    return this.topicPage(v, keys, q.limit);
  }

  async memberPosts(v: ForumViewer, name: string, q: ListInput): Promise<ForumMemberPostPage> {
    const rows = await this.memberRepo.memberPosts(await this.memberId(name), v.variant, v.id, v.staff, decodeCursor(q.after, ['ts', 'uuid'], badCursor), q.limit);
    return pageFrom(
      rows,
      q.limit,
      (r) => ({
        ...placeOf(r),
        excerpt: r.excerpt,
        createdAt: r.created_at.toISOString(),
        score: r.score,
      }),
      (r) => [r.k1, r.post_id],
    );
  }

  private async topicPage(v: ForumViewer, keys: Array<{ id: string; k1: string }>, limit: number) {
    const more = keys.length > limit;
    const shown = more ? keys.slice(0, limit) : keys;
    const rows = await this.repo.topicsByIds(shown.map((k) => k.id), v);
    const last = shown[shown.length - 1];
    return { items: await this.views.topics(rows), next: more && last ? encodeCursor([last.k1, last.id]) : null };
  }
}
