import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FORUM_LIMITS, type ForumPostDetail, type ForumPostReviewRequest, type ForumTopicItem, type ForumTopicModerationRequest } from '@community/contracts';
import type { z } from 'zod';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import type { MemberRef } from '../../members/index.js';
import { ReportsService } from '../../reports/index.js';
import { ForumErrorCode, ForumException, postNotFound, topicNotFound } from './forum.exception.js';
import { ForumRepository } from './forum.repository.js';
import { ForumReadingService } from './forum-reading.service.js';
import { ForumViews, type ForumViewer } from './forum-views.js';
import { ForumWritingService } from './forum-writing.service.js';

type Staff = ForumViewer & { id: string; member: NonNullable<ForumViewer['member']> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moderation: pin, lock and move topics, and review posts that reports hid (restore or delete), each with a reason
 * in the staff audit log. Reports come through the reports module (`forum-post` subjects): once
 * FORUM_LIMITS.reportsToHide distinct members have an open report about a post, it is hidden until staff
 * decide; the decision closes its open reports.
 */
@Injectable()
export class ForumModerationService implements OnModuleInit {
  private readonly logger = new Logger('Forum');

  constructor(
    private readonly db: DataSource,
    private readonly repo: ForumRepository,
    private readonly reading: ForumReadingService,
    private readonly views: ForumViews,
    private readonly writing: ForumWritingService,
    private readonly reports: ReportsService,
    private readonly audit: StaffAuditService,
  ) {}

  onModuleInit(): void {
    this.reports.handle('forum-post', {
      visibleTo: (id, reporter) => this.reportable(id, reporter),
      reported: async (id, reporters) => {
        if (reporters >= FORUM_LIMITS.reportsToHide && (await this.repo.hide(id))) this.logger.log({ postId: id, reporters }, 'forum post hidden by reports');
      },
    });
  }

  /** A member may report a visible post of a category they can read, not their own. */
  private async reportable(postId: string, reporter: MemberRef): Promise<boolean> {
    if (!UUID.test(postId)) return false;
    const post = await this.repo.postById(postId, reporter.id);
    if (!post || post.deleted_at || post.author_id === reporter.id) return false;
    const place = await this.repo.placeOfTopic(post.topic_id);
    if (!place || place.topic_deleted) return false;
    return this.views.canRead(place, { id: reporter.id, staff: this.views.isStaff(reporter, place.variant), variant: place.variant });
  }

  private requireStaff(v: ForumViewer): asserts v is Staff {
    if (!v.staff || !v.member) throw new ForumException(ForumErrorCode.StaffOnly, 'Only moderators of this site can do this');
  }

  async moderateTopic(v: ForumViewer, topicId: string, input: z.output<typeof ForumTopicModerationRequest>): Promise<ForumTopicItem> {
    const place = await this.reading.readableTopic(v, topicId);
    this.requireStaff(v);
    const target = input.category && input.category !== place.category_slug ? await this.reading.category(v, input.category) : null;
    const slug = target ? await this.writing.uniqueSlug(target.id, place.topic_slug) : place.topic_slug;
    await this.db.transaction(async (em) => {
      const before = await this.repo.placeOfTopic(topicId, em, true);
      if (!before) throw topicNotFound();
      await this.repo.moderateTopic(em, topicId, input);
      if (target) await this.repo.moveTopic(em, topicId, target.id, slug);
      await this.audit.record(em, {
        staffId: v.id, action: 'forum.topic.moderate', targetType: 'forum-topic', targetId: topicId, variant: place.variant,
        before: { pinned: before.pinned, locked: before.locked, category: before.category_slug },
        after: { pinned: input.pinned ?? before.pinned, locked: input.locked ?? before.locked, category: target?.slug ?? before.category_slug, reason: input.reason },
      });
    });
    const row = await this.repo.topicById(topicId, v);
    if (!row) throw topicNotFound();
    const [item] = await this.views.topics([row]);
    return item!;
  }

  /** Staff decide on a post (usually one reports hid): restore shows it again, delete removes it; reports about it close. */
  async review(v: ForumViewer, postId: string, input: z.output<typeof ForumPostReviewRequest>): Promise<ForumPostDetail> {
    const detail = await this.reading.post(v, postId);
    this.requireStaff(v);
    if (detail.state === 'deleted') throw postNotFound();
    await this.db.transaction(async (em) => {
      const row = await this.repo.lockPost(em, postId);
      if (!row || row.deleted_at) throw postNotFound();
      if (input.decision === 'restore') await this.repo.unhide(em, postId);
      else await this.repo.softDelete(em, row, v.id);
      await this.reports.closeReportsAbout(em, v.member, 'forum-post', postId, input.decision === 'restore' ? 'dismissed' : 'handled', input.reason);
      await this.audit.record(em, {
        staffId: v.id, action: `forum.post.${input.decision}`, targetType: 'forum-post', targetId: postId, variant: v.variant,
        before: { hidden: row.hidden_at !== null, deleted: false }, after: { hidden: false, deleted: input.decision === 'delete', reason: input.reason },
      });
    });
    return this.reading.post(v, postId);
  }
}
