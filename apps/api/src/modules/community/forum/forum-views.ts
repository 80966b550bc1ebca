import { Injectable } from '@nestjs/common';
import {
  FORUM_DEFAULT_SETTINGS,
  FORUM_LIMITS,
  REPORT_STAFF_ROLES,
  type ForumCategory,
  type ForumLatestPost,
  type ForumMember,
  type ForumPost,
  type ForumSettings,
  type ForumTopicItem,
  type ForumVoteValue,
} from '@community/contracts';
import { actsAsStaffOn, excerpt } from '@community/domain';
import type { AuthContext } from '../../auth/index.js';
import { avatarOf, MembersService, type MemberAccount } from '../../members/index.js';
import type { CategoryRow, ForumReader, PlaceRow, PostRow, TopicRow } from './forum.repository.js';
import { ForumMembersRepository } from './forum-members.repository.js';

/** The reader of a request with the member behind it (null for guests). */
export interface ForumViewer extends ForumReader {
  member: MemberAccount | null;
  variant: string;
}

export type MemberCards = Map<string, ForumMember>;

/** The page of a topic holding post number `n`. */
export const pageOf = (n: number) => Math.max(1, Math.ceil(n / FORUM_LIMITS.pageSize));

const vote = (n: number): ForumVoteValue => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * Who reads and what they may do, and the forum's rows as the contracts' shapes. Staff here are the
 * moderating roles (REPORT_STAFF_ROLES) whose scope covers the variant.
 */
@Injectable()
export class ForumViews {
  constructor(
    private readonly members: MembersService,
    private readonly memberRepo: ForumMembersRepository,
  ) {}

  isStaff(member: Pick<MemberAccount, 'role' | 'homeVariant'> | null, variant: string): boolean {
    return member !== null && (REPORT_STAFF_ROLES as readonly string[]).includes(member.role) && actsAsStaffOn(member, variant);
  }

  async settingsOf(memberId: string): Promise<ForumSettings> {
    const row = await this.memberRepo.settings(memberId);
    if (!row) return { ...FORUM_DEFAULT_SETTINGS };
    return { watchCreated: row.watch_created, watchReplied: row.watch_replied, watchDefault: row.watch_default, notifyMentions: row.notify_mentions, digest: row.digest };
  }

  async viewer(auth: AuthContext | null, variant: string): Promise<ForumViewer> {
    const member = auth?.member ?? null;
    if (!member) return { id: null, staff: false, watchDefault: FORUM_DEFAULT_SETTINGS.watchDefault, member: null, variant };
    const settings = await this.settingsOf(member.id);
    return { id: member.id, staff: this.isStaff(member, variant), watchDefault: settings.watchDefault, member, variant };
  }

  /** Whether the viewer may read a category (secret ones answer "not found" to everyone else). */
  canRead(place: Pick<PlaceRow, 'visibility' | 'variant'>, v: Pick<ForumViewer, 'id' | 'staff' | 'variant'>): boolean {
    if (place.variant !== v.variant) return false;
    return place.visibility === 'public' || (place.visibility === 'members' && v.id !== null) || v.staff;
  }

  /** Why the viewer may not post in a category (null: they may). */
  postingRefusal(place: Pick<PlaceRow, 'posting'>, v: ForumViewer): 'verified' | 'staff' | null {
    if (v.staff) return null;
    if (place.posting === 'staff') return 'staff';
    if (place.posting === 'verified' && !v.member?.verifiedAt) return 'verified';
    return null;
  }

  /** Member cards (name and avatar) for every id, in one lookup. */
  async cards(ids: ReadonlyArray<string | null | undefined>): Promise<MemberCards> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const found = wanted.length ? await this.members.findByIds(wanted) : [];
    return new Map(found.map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }]));
  }

  card(cards: MemberCards, id: string | null): ForumMember | null {
    return id ? (cards.get(id) ?? null) : null;
  }

  latest(row: CategoryRow, cards: MemberCards): ForumLatestPost | null {
    if (!row.latest_post_id || !row.latest_topic_id || !row.latest_at) return null;
    return {
      postId: row.latest_post_id,
      topicId: row.latest_topic_id,
      topicSlug: row.latest_topic_slug ?? '',
      topicTitle: row.latest_topic_title ?? '',
      author: this.card(cards, row.latest_author_id),
      createdAt: row.latest_at.toISOString(),
      page: pageOf(row.latest_number ?? 1),
    };
  }

  category(row: CategoryRow, v: ForumViewer, cards: MemberCards): ForumCategory {
    const refusal = this.postingRefusal(row, v);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      colour: row.colour,
      position: row.position,
      posting: row.posting,
      questions: row.questions,
      defaultSort: row.questions ? 'votes' : 'latest',
      topicCount: row.topic_count,
      postCount: row.post_count,
      latest: this.latest(row, cards),
      viewer: {
        canPost: v.id !== null && refusal === null,
        postingRefusal: v.id === null ? null : refusal,
        watch: row.watch_level ?? v.watchDefault,
        unread: row.unread,
        newTopics: row.new_topics,
      },
    };
  }

  topic(row: TopicRow, cards: MemberCards): ForumTopicItem {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      categoryId: row.category_id,
      categorySlug: row.category_slug,
      author: this.card(cards, row.author_id),
      createdAt: row.created_at.toISOString(),
      lastPostAt: row.last_post_at.toISOString(),
      lastPoster: this.card(cards, row.last_poster_id),
      replyCount: row.reply_count,
      pageCount: pageOf(row.post_count),
      score: row.score,
      pinned: row.pinned,
      locked: row.locked,
      hasAcceptedAnswer: row.accepted_post_id !== null,
      excerpt: excerpt(row.excerpt, 240),
      viewer: {
        unread: row.last_read_number === null ? null : Math.max(0, row.post_count - row.last_read_number),
        watch: row.watch,
        vote: vote(row.my_vote),
        collapsed: row.collapsed,
      },
    };
  }

  async topics(rows: TopicRow[]): Promise<ForumTopicItem[]> {
    const cards = await this.cards(rows.flatMap((r) => [r.author_id, r.last_poster_id]));
    return rows.map((r) => this.topic(r, cards));
  }

  /** A post as the viewer sees it: deleted and hidden posts keep their place but lose their text (staff still read it). */
  post(row: PostRow, v: ForumViewer, cards: MemberCards, acceptedPostId: string | null): ForumPost {
    const state = row.deleted_at ? 'deleted' : row.hidden_at ? 'hidden' : 'visible';
    const mine = v.id !== null && row.author_id === v.id;
    return {
      id: row.id,
      topicId: row.topic_id,
      number: row.number,
      author: this.card(cards, row.author_id),
      html: state === 'visible' || v.staff ? row.html : '',
      state,
      quote:
        row.quote_post_id && row.q_topic_id && row.q_number !== null
          ? {
              postId: row.quote_post_id,
              topicId: row.q_topic_id,
              page: pageOf(row.q_number),
              author: this.card(cards, row.q_author_id),
              excerpt: row.q_gone ? '' : excerpt(row.q_text ?? '', 300),
            }
          : null,
      createdAt: row.created_at.toISOString(),
      editedAt: row.edited_at?.toISOString() ?? null,
      score: row.score,
      accepted: acceptedPostId === row.id,
      viewer: {
        vote: vote(row.my_vote),
        canEdit: state !== 'deleted' && (mine || v.staff),
        canDelete: state !== 'deleted' && (mine || v.staff),
        canReport: v.id !== null && !mine && state === 'visible',
        collapsed: row.collapsed,
      },
    };
  }

  async posts(rows: PostRow[], v: ForumViewer, acceptedPostId: string | null): Promise<ForumPost[]> {
    const cards = await this.cards(rows.flatMap((r) => [r.author_id, r.q_author_id]));
    return rows.map((r) => this.post(r, v, cards, acceptedPostId));
  }
}
