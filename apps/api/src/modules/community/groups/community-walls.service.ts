import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CommunityMember,
  CommunityPlaceKind,
  CommunityWallComment,
  CommunityWallCommentPage,
  CommunityWallPage,
  CommunityWallPost,
  WallVoteResult,
} from '@community/contracts';
import { AppException } from '../../../infra/http/app-exception.js';
import { avatarOf, MembersService, type MemberAccount } from '../../members/index.js';
import { CommunityWallsRepository, type CommunityCommentRow, type CommunityPostRow } from './community-walls.repository.js';
import { GroupsErrorCode, GroupsException } from './groups.exception.js';
import { decodeCursor, pageOf } from './cursor.js';

/** What a place's own service says about the viewer and the place (after its own access check). */
export interface WallPlace {
  kind: CommunityPlaceKind;
  id: string;
  slug: string;
  name: string;
  /** May read the wall (a 404 is thrown by the resolver when the place itself is hidden). */
  canRead: boolean;
  canWrite: boolean;
  /** Owner and moderators remove any post or comment. */
  canModerate: boolean;
  /** Called in the post's transaction when a post is added (+1) or removed (-1). */
  onPost?: (em: EntityManager, delta: number) => Promise<void>;
}

/** Resolves a place by slug (for `{place}/wall`) or by id (for a post's place), for one viewer; throws the place's own 404. */
export interface WallPlaceResolver {
  bySlug(viewer: MemberAccount, variant: string, slug: string): Promise<WallPlace>;
  byId(viewer: MemberAccount, variant: string, id: string): Promise<WallPlace>;
}

const postNotFound = () => new GroupsException(GroupsErrorCode.PostNotFound, 'No such post');

/**
 * Community walls (groups, clubs): one implementation of posts, votes and comments for every community
 * place, with the same rules as members' walls — readers of the place read its wall, writers as the place
 * says (a group's members, any member on a club), one vote per member and post and not on one's own, the
 * author and the place's owner and moderators remove posts and comments. A post on a wall the viewer may not
 * read is "not found", never "forbidden".
 */
@Injectable()
export class CommunityWallsService {
  private readonly resolvers = new Map<CommunityPlaceKind, WallPlaceResolver>();

  constructor(
    private readonly db: DataSource,
    private readonly repo: CommunityWallsRepository,
    private readonly members: MembersService,
  ) {}

  register(kind: CommunityPlaceKind, resolver: WallPlaceResolver): void {
    this.resolvers.set(kind, resolver);
  }

  private resolver(kind: CommunityPlaceKind): WallPlaceResolver {
    const r = this.resolvers.get(kind);
    if (!r) throw new Error(`No wall resolver for ${kind}`);
    return r;
  }

  async cards(ids: readonly string[]): Promise<Map<string, CommunityMember>> {
    const wanted = [...new Set(ids)];
    const found = wanted.length ? await this.members.findByIds(wanted) : [];
    return new Map(found.filter((m) => !m.suspendedAt).map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }]));
  }

  private toPost(r: CommunityPostRow, place: WallPlace, me: MemberAccount, author: CommunityMember): CommunityWallPost {
    return {
      id: r.id,
      place: { kind: place.kind, slug: place.slug, name: place.name },
      author,
      body: r.body,
      score: r.score,
      myVote: r.my_vote,
      commentsCount: r.comments_count,
      canRemove: r.author_id === me.id || place.canModerate,
      canVote: r.author_id !== me.id && place.canRead,
      canComment: place.canWrite,
      createdAt: r.created_at.toISOString(),
    };
  }

  private toComment(c: CommunityCommentRow, post: CommunityPostRow, place: WallPlace, me: MemberAccount, author: CommunityMember): CommunityWallComment {
    return {
      id: c.id,
      author,
      body: c.body,
      canRemove: c.author_id === me.id || post.author_id === me.id || place.canModerate,
      createdAt: c.created_at.toISOString(),
    };
  }

  /** The post and its place, when the viewer may read that place's wall; else 404. */
  private async visible(me: MemberAccount, variant: string, postId: string): Promise<{ post: CommunityPostRow; place: WallPlace }> {
    const at = await this.repo.placeOf(postId);
    if (!at) throw postNotFound();
    let place: WallPlace;
    try {
      place = await this.resolver(at.place_kind).byId(me, variant, at.place_id);
    } catch (err) {
      if (err instanceof AppException && err.statusCode === 404) throw postNotFound();
      throw err;
    }
    if (!place.canRead) throw postNotFound();
    const post = await this.repo.post(postId, me.id);
    if (!post) throw postNotFound();
    return { post, place };
  }

  async list(me: MemberAccount, variant: string, kind: CommunityPlaceKind, slug: string, after: string | undefined, limit: number): Promise<CommunityWallPage> {
    const place = await this.resolver(kind).bySlug(me, variant, slug);
    if (!place.canRead) return { items: [], next: null, canPost: false };
    const rows = await this.repo.list(kind, place.id, me.id, decodeCursor(after), limit);
    const cards = await this.cards(rows.map((r) => r.author_id));
    const page = pageOf(rows, limit, (r) => (cards.has(r.author_id) ? this.toPost(r, place, me, cards.get(r.author_id)!) : null), (r) => [r.k1, r.id]);
    return { ...page, canPost: place.canWrite };
  }

  async get(me: MemberAccount, variant: string, postId: string): Promise<CommunityWallPost> {
    const { post, place } = await this.visible(me, variant, postId);
    const cards = await this.cards([post.author_id]);
    const author = cards.get(post.author_id);
    if (!author) throw postNotFound();
    return this.toPost(post, place, me, author);
  }

  async create(me: MemberAccount, variant: string, kind: CommunityPlaceKind, slug: string, body: string): Promise<CommunityWallPost> {
    const place = await this.resolver(kind).bySlug(me, variant, slug);
    if (!place.canWrite) throw new GroupsException(GroupsErrorCode.MembersOnly, kind === 'group' ? 'Only the group’s members post on its wall' : 'You cannot post here');
    const id = await this.db.transaction(async (em) => {
      const postId = await this.repo.insert(em, kind, place.id, me.id, body);
      await place.onPost?.(em, 1);
      return postId;
    });
    const row = await this.repo.post(id, me.id);
    if (!row) throw postNotFound();
    return this.toPost(row, place, me, { id: me.id, name: me.name, avatar: avatarOf(me) });
  }

  async remove(me: MemberAccount, variant: string, postId: string): Promise<void> {
    const { post, place } = await this.visible(me, variant, postId);
    if (post.author_id !== me.id && !place.canModerate) throw new GroupsException(GroupsErrorCode.NotAllowed, 'Only the author or the place’s owner and moderators remove this post');
    await this.db.transaction(async (em) => {
      await this.repo.remove(em, postId);
      await place.onPost?.(em, -1);
    });
  }

  async vote(me: MemberAccount, variant: string, postId: string, value: -1 | 0 | 1): Promise<WallVoteResult> {
    const { post } = await this.visible(me, variant, postId);
    if (post.author_id === me.id) throw new GroupsException(GroupsErrorCode.OwnVote, 'You cannot vote on your own post', { field: 'value' });
    const score = await this.db.transaction(async (em) => {
      if (!(await this.repo.post(postId, me.id, em, true))) throw postNotFound();
      return this.repo.vote(em, postId, me.id, value);
    });
    return { score, myVote: value };
  }

  async comments(me: MemberAccount, variant: string, postId: string, after: string | undefined, limit: number): Promise<CommunityWallCommentPage> {
    const { post, place } = await this.visible(me, variant, postId);
    const rows = await this.repo.comments(postId, me.id, decodeCursor(after), limit);
    const cards = await this.cards(rows.map((r) => r.author_id));
    return pageOf(rows, limit, (r) => (cards.has(r.author_id) ? this.toComment(r, post, place, me, cards.get(r.author_id)!) : null), (r) => [r.k1, r.id]);
  }

  async addComment(me: MemberAccount, variant: string, postId: string, body: string): Promise<CommunityWallComment> {
    const { post, place } = await this.visible(me, variant, postId);
    if (!place.canWrite) throw new GroupsException(GroupsErrorCode.MembersOnly, 'Only members comment here');
    const id = await this.db.transaction(async (em) => {
      if (!(await this.repo.post(postId, me.id, em, true))) throw postNotFound();
      return this.repo.insertComment(em, postId, me.id, body);
    });
    const row = await this.repo.comment(postId, id);
    if (!row) throw new GroupsException(GroupsErrorCode.CommentNotFound, 'No such comment');
    return this.toComment(row, post, place, me, { id: me.id, name: me.name, avatar: avatarOf(me) });
  }

  async removeComment(me: MemberAccount, variant: string, postId: string, commentId: string): Promise<void> {
    const { post, place } = await this.visible(me, variant, postId);
    await this.db.transaction(async (em) => {
      if (!(await this.repo.post(postId, me.id, em, true))) throw postNotFound();
      const c = await this.repo.comment(postId, commentId, em);
      if (!c) throw new GroupsException(GroupsErrorCode.CommentNotFound, 'No such comment');
      if (c.author_id !== me.id && post.author_id !== me.id && !place.canModerate) {
        throw new GroupsException(GroupsErrorCode.NotAllowed, 'Only the commenter, the post’s author or the place’s moderators remove this comment');
      }
      await this.repo.removeComment(em, postId, commentId);
    });
  }
}
