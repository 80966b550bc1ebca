import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FORUM_LIMITS as L,
  type ForumDeleteRequest,
  type ForumPostDetail,
  type ForumPostEditRequest,
  type ForumPostLocation,
  type ForumReplyRequest,
  type ForumTopicCreateRequest,
  type ForumTopicEditRequest,
} from '@community/contracts';
import { cleanStoryHtml, keywordVerdict, slugifyTitle } from '@community/domain';
import type { z } from 'zod';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import { ForumErrorCode, ForumException, postNotFound, topicNotFound } from './forum.exception.js';
import { ForumNotices } from './forum-notices.js';
import { ForumRepository, type PlaceRow } from './forum.repository.js';
import { ForumMembersRepository } from './forum-members.repository.js';
import { ForumReadingService } from './forum-reading.service.js';
import { ForumViews, pageOf, type ForumViewer } from './forum-views.js';

type Member = ForumViewer & { id: string; member: NonNullable<ForumViewer['member']> };
type TopicInput = z.output<typeof ForumTopicCreateRequest>;
type ReplyInput = z.output<typeof ForumReplyRequest>;

const HOUR = 3_600_000;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/giu;
const HREF = /\shref="([^"]*)"/giu;

/** The distinct links of a post: anchors' targets and bare addresses in its text. */
export function linksIn(html: string, text: string): number {
  const found = new Set<string>();
  for (const m of html.matchAll(HREF)) found.add(m[1]!);
  for (const m of text.matchAll(URL_IN_TEXT)) found.add(m[0]);
  return found.size;
}

/**
 * Starting topics, replying (with a quote), editing (the "edited" mark; the old text kept for staff) and
 * soft-deleting. Every write checks, in order: the category may be read, the member may post there, the
 * topic is open, the new-member limits (README product notes), the category's word filter (the chat rooms'
 * filter shape and rule: a `hide` word refuses the post, a `report` word holds it for staff review).
 */
@Injectable()
export class ForumWritingService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: ForumRepository,
    private readonly memberRepo: ForumMembersRepository,
    private readonly views: ForumViews,
    private readonly reading: ForumReadingService,
    private readonly notices: ForumNotices,
    private readonly audit: StaffAuditService,
  ) {}

  private isNewMember(v: Member, now = Date.now()): boolean {
    return !v.staff && now - v.member.createdAt.getTime() < L.newMemberHours * HOUR;
  }

  /** Cleans the post's HTML and applies the link limit and the word filter; answers what to store. */
  private prepare(v: Member, place: Pick<PlaceRow, 'keyword_filters'>, body: string, title = '') {
    const clean = cleanStoryHtml(body);
    if (clean.text.trim().length < L.postMin) throw new ForumException(ForumErrorCode.Invalid, 'Write something first', { field: 'body' });
    if (this.isNewMember(v) && linksIn(clean.html, clean.text) > L.newMemberLinks) {
      throw new ForumException(
        ForumErrorCode.TooManyLinks,
        `New members can put at most ${L.newMemberLinks} links in a post during their first ${L.newMemberHours} hours`,
        { field: 'body' },
      );
    }
    const verdict = v.staff ? null : keywordVerdict(`${title}\n${clean.text}`, place.keyword_filters);
    if (verdict?.hide) {
      throw new ForumException(ForumErrorCode.BlockedWord, `This forum does not allow: ${verdict.words.join(', ')}`, { field: 'body' });
    }
    return { html: clean.html, text: clean.text, hold: Boolean(verdict?.report) };
  }

  private refusePosting(place: Pick<PlaceRow, 'posting'>, v: Member): void {
    const refusal = this.views.postingRefusal(place, v);
    if (refusal === 'verified') throw new ForumException(ForumErrorCode.PostingRefused, 'Verify your ID to post in this category', { flags: { verification_required: true } });
    if (refusal === 'staff') throw new ForumException(ForumErrorCode.PostingRefused, 'Only the team posts in this category');
  }

  /** A slug for a title that no topic of the category has yet (`title`, `title-2`, …). */
  async uniqueSlug(categoryId: string, title: string): Promise<string> {
    const base = (slugifyTitle(title) || 'topic').slice(0, 100).replace(/-+$/, '');
    const taken = new Set(await this.repo.slugsLike(categoryId, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async createTopic(v: Member, categorySlug: string, input: TopicInput): Promise<ForumPostLocation> {
    const category = await this.reading.category(v, categorySlug);
    this.refusePosting(category, v);
    const post = this.prepare(v, category, input.body, input.title);
    const slug = await this.uniqueSlug(category.id, input.title);
    const settings = await this.views.settingsOf(v.id);
    const created = await this.db.transaction(async (em) => {
      if (this.isNewMember(v)) {
        await this.repo.lockAuthor(em, v.id);
        if ((await this.repo.topicsStartedSince(v.id, v.member.createdAt, em)) >= L.newMemberTopics) {
          const at = new Date(v.member.createdAt.getTime() + L.newMemberHours * HOUR);
          throw new ForumException(
            ForumErrorCode.NewMemberLimit,
            `New members can start ${L.newMemberTopics} topics in their first ${L.newMemberHours} hours. You can start another one after ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
          );
        }
      }
      const topicId = await this.repo.insertTopic(em, { categoryId: category.id, authorId: v.id, slug, title: input.title });
      const number = await this.repo.nextNumber(em, topicId, v.id);
      const postId = await this.repo.insertPost(em, {
        topicId, categoryId: category.id, number, authorId: v.id, html: post.html, text: post.text, heading: input.title,
        searchConfig: category.search_config, quotePostId: null, hidden: post.hold,
      });
      await this.memberRepo.setTopicWatch(v.id, topicId, settings.watchCreated, em);
      return { topicId, postId, number };
    });
    await this.memberRepo.markRead(v.id, created.topicId, created.number);
    const location = { topicId: created.topicId, topicSlug: slug, categorySlug: category.slug, postId: created.postId, number: created.number, page: 1 };
    if (!post.hold) await this.notices.mentions(v, location, input.title, post.text, category);
    return location;
  }

  async reply(v: Member, input: ReplyInput): Promise<ForumPostLocation> {
    const place = await this.reading.readableTopic(v, input.topicId);
    if (place.topic_deleted) throw topicNotFound();
    if (place.locked && !v.staff) throw new ForumException(ForumErrorCode.Locked, 'This topic is locked: it takes no more replies');
    this.refusePosting(place, v);
    if (input.quotePostId) {
      const quoted = await this.repo.postById(input.quotePostId, v.id);
      if (!quoted || quoted.topic_id !== place.topic_id) {
        throw new ForumException(ForumErrorCode.Invalid, 'quotePostId must be a post of this topic', { field: 'quotePostId' });
      }
    }
    const post = this.prepare(v, place, input.body);
    const settings = await this.views.settingsOf(v.id);
    const created = await this.db.transaction(async (em) => {
      const locked = await this.repo.placeOfTopic(place.topic_id, em, true);
      if (!locked || locked.topic_deleted) throw topicNotFound();
      if (locked.locked && !v.staff) throw new ForumException(ForumErrorCode.Locked, 'This topic is locked: it takes no more replies');
      const number = await this.repo.nextNumber(em, place.topic_id, v.id);
      const postId = await this.repo.insertPost(em, {
        topicId: place.topic_id, categoryId: place.category_id, number, authorId: v.id, html: post.html, text: post.text, heading: '',
        searchConfig: place.search_config, quotePostId: input.quotePostId ?? null, hidden: post.hold,
      });
      await this.memberRepo.setTopicWatch(v.id, place.topic_id, settings.watchReplied, em, true);
      return { postId, number };
    });
    await this.memberRepo.markRead(v.id, place.topic_id, created.number);
    const location = { topicId: place.topic_id, topicSlug: place.topic_slug, categorySlug: place.category_slug, postId: created.postId, number: created.number, page: pageOf(created.number) };
    if (!post.hold) {
      const mentioned = await this.notices.mentions(v, location, place.topic_title, post.text, place);
      await this.notices.reply(v, location, place, mentioned);
    }
    return location;
  }

  /** The post to change, locked, when the viewer may change it (author or staff; the topic open for its author). */
  private async editablePost(v: Member, postId: string) {
    const detail = await this.reading.post(v, postId);
    if (detail.state === 'deleted') throw postNotFound();
    const mine = detail.author?.id === v.id;
    if (!mine && !v.staff) throw new ForumException(ForumErrorCode.NotYours, 'You can only change your own posts');
    const place = await this.reading.readableTopic(v, detail.topicId);
    if (place.locked && !v.staff) throw new ForumException(ForumErrorCode.Locked, 'This topic is locked: its posts can no longer be changed');
    return { detail, place, mine };
  }

  async editPost(v: Member, postId: string, input: z.output<typeof ForumPostEditRequest>): Promise<ForumPostDetail> {
    const { place, detail } = await this.editablePost(v, postId);
    const post = this.prepare(v, place, input.body, detail.number === 1 ? place.topic_title : '');
    await this.db.transaction(async (em) => {
      const row = await this.repo.lockPost(em, postId);
      if (!row || row.deleted_at) throw postNotFound();
      await this.repo.editPost(em, postId, row.html, v.id, post.html, post.text, null);
    });
    return this.reading.post(v, postId);
  }

  async editTopic(v: Member, topicId: string, input: z.output<typeof ForumTopicEditRequest>): Promise<ForumPostLocation> {
    const first = await this.reading.editable(v, topicId);
    const { place } = await this.editablePost(v, first.firstPostId);
    const post = this.prepare(v, place, input.body, input.title);
    await this.db.transaction(async (em) => {
      const row = await this.repo.lockPost(em, first.firstPostId);
      if (!row || row.deleted_at) throw postNotFound();
      await this.repo.setTopicTitle(em, topicId, input.title);
      await this.repo.editPost(em, row.id, row.html, v.id, post.html, post.text, input.title);
    });
    return { topicId, topicSlug: place.topic_slug, categorySlug: place.category_slug, postId: first.firstPostId, number: 1, page: 1 };
  }

  /** Soft delete: the author without a reason; a moderator deleting another member's post gives one (audited). */
  async deletePost(v: Member, postId: string, input: z.output<typeof ForumDeleteRequest>): Promise<void> {
    const { detail, place, mine } = await this.editablePost(v, postId);
    if (!mine && !input.reason) throw new ForumException(ForumErrorCode.Invalid, 'Give a reason for deleting another member’s post', { field: 'reason' });
    await this.db.transaction(async (em) => {
      const row = await this.repo.lockPost(em, postId);
      if (!row || row.deleted_at) throw postNotFound();
      await this.repo.softDelete(em, row, v.id);
      if (!mine) {
        await this.audit.record(em, {
          staffId: v.id, action: 'forum.post.delete', targetType: 'forum-post', targetId: postId, variant: place.variant,
          before: { authorId: detail.author?.id ?? null, number: detail.number, topicId: place.topic_id }, after: { deleted: true, reason: input.reason },
        });
      }
    });
  }
}
