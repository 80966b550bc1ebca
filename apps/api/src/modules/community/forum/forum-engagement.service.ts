import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  ForumSettings,
  ForumSettingsRequest,
  ForumTopicDetail,
  ForumVoteResponse,
  ForumVoteValue,
  ForumWatchLevel,
  ForumWatchResponse,
} from '@community/contracts';
import type { z } from 'zod';
import { ForumErrorCode, ForumException, postNotFound, topicNotFound } from './forum.exception.js';
import { ForumRepository } from './forum.repository.js';
import { ForumMembersRepository } from './forum-members.repository.js';
import { ForumReadingService } from './forum-reading.service.js';
import { ForumViews, type ForumViewer } from './forum-views.js';

type Member = ForumViewer & { id: string };

/** Votes (one per member and subject, changeable, idempotent), watch levels, forum settings and accepted answers. */
@Injectable()
export class ForumEngagementService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: ForumRepository,
    private readonly memberRepo: ForumMembersRepository,
    private readonly reading: ForumReadingService,
    private readonly views: ForumViews,
  ) {}

  async voteTopic(v: Member, topicId: string, value: ForumVoteValue): Promise<ForumVoteResponse> {
    const place = await this.reading.readableTopic(v, topicId);
    if (place.topic_deleted) throw topicNotFound();
    if (place.topic_author_id === v.id) throw new ForumException(ForumErrorCode.OwnVote, 'You cannot vote on your own topic', { field: 'value' });
    const score = await this.db.transaction((em) => this.memberRepo.vote(em, 'topic', topicId, v.id, value));
    return { value, score };
  }

  async votePost(v: Member, postId: string, value: ForumVoteValue): Promise<ForumVoteResponse> {
    const post = await this.reading.post(v, postId);
    if (post.state !== 'visible') throw postNotFound();
    if (post.author?.id === v.id) throw new ForumException(ForumErrorCode.OwnVote, 'You cannot vote on your own post', { field: 'value' });
    const score = await this.db.transaction((em) => this.memberRepo.vote(em, 'post', postId, v.id, value));
    return { value, score };
  }

  async watchTopic(v: Member, topicId: string, level: ForumWatchLevel | null): Promise<ForumWatchResponse> {
    const place = await this.reading.readableTopic(v, topicId);
    await this.memberRepo.setTopicWatch(v.id, topicId, level);
    const own = await this.memberRepo.topicWatch(v.id, topicId);
    const category = own ? null : await this.memberRepo.categoryWatch(v.id, place.category_id);
    return { level: own ?? category ?? v.watchDefault, own };
  }

  async watchCategory(v: Member, categorySlug: string, level: ForumWatchLevel | null): Promise<ForumWatchResponse> {
    const category = await this.reading.category(v, categorySlug);
    await this.memberRepo.setCategoryWatch(v.id, category.id, level);
    return { level: level ?? v.watchDefault, own: level };
  }

  settings(v: Member): Promise<ForumSettings> {
    return this.views.settingsOf(v.id);
  }

  async saveSettings(v: Member, input: z.output<typeof ForumSettingsRequest>): Promise<ForumSettings> {
    const next = { ...(await this.views.settingsOf(v.id)), ...input };
    await this.memberRepo.saveSettings(v.id, next);
    return next;
  }

  /** The topic's author (in a Q&A category) marks a reply as the accepted answer, or clears it. */
  async accept(v: Member, topicId: string, postId: string | null): Promise<ForumTopicDetail> {
    const place = await this.reading.readableTopic(v, topicId);
    if (!place.questions) throw new ForumException(ForumErrorCode.NotQuestion, 'Only questions (Q&A categories) have an accepted answer', { field: 'postId' });
    if (place.topic_author_id !== v.id) throw new ForumException(ForumErrorCode.NotYours, 'Only the member who asked marks the accepted answer');
    if (postId) {
      const post = await this.repo.postById(postId, v.id);
      if (!post || post.topic_id !== topicId || post.number === 1 || post.deleted_at || post.hidden_at) {
        throw new ForumException(ForumErrorCode.Invalid, 'postId must be a reply in this topic', { field: 'postId' });
      }
    }
    await this.db.transaction((em) => this.repo.setAccepted(em, topicId, postId));
    return this.reading.detailById(v, topicId);
  }
}
