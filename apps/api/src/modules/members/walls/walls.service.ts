import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { routeTo, type WallComment, type WallCommentPage, type WallPage, type WallPost, type WallVoteResult } from '@community/contracts';
import { actsAsStaffOn, canPostOnWall, canRemoveWallComment, canRemoveWallPost, canVoteOnWallPost, wallExcerpt, type WallVote } from '@community/domain';
import { MediaService } from '../../media/index.js';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import { ActivityService } from '../activity/activity.service.js';
import { decodeCursor, pageFrom } from '../cursor.js';
import type { MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { MembersService } from '../members.service.js';
import { privacyOf } from '../privacy/privacy.js';
import { toCard, type CardContext } from '../profiles/cards.js';
import { RelationshipsService, type ListArgs } from '../relationships/relationships.service.js';
import { WallsRepository, type WallCommentRow, type WallPostRow } from './walls.repository.js';

interface Wall {
  owner: MemberAccount;
  self: boolean;
  /** May the viewer write posts and comments on it (the owner's privacy setting, blocks). */
  canWrite: boolean;
  /** The viewer is staff on the owner's home variant (they remove any post or comment on it, audited). */
  staff: boolean;
}

type Photos = Awaited<ReturnType<MediaService['sentPhotos']>>;

const postNotFound = () => new MembersException(MembersErrorCode.PostNotFound, 'No such post');

/**
 * Profile walls: whoever may see a profile reads its wall; the owner always writes on it, other members as
 * the owner's "who may contact me" privacy setting allows (everyone / friends / nobody), never across a
 * block; the same rule holds for comments. Members vote on posts they can see (not their own, one vote
 * each). The author, the wall's owner and staff of the owner's home variant remove a post (staff: audited). Access is checked before anything is read:
 * a post on the wall of someone the viewer may not see, or by an author blocked either way, is "not
 * found". A post on one's own wall is an activity card for friends and followers (taken back with it).
 */
@Injectable()
export class WallsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: WallsRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly activity: ActivityService,
    private readonly media: MediaService,
    private readonly audit: StaffAuditService,
  ) {}

  /** The wall's owner (unknown, suspended or blocked either way: 404), after the profile-audience check. */
  private async wallOf(viewer: MemberAccount, name: string): Promise<Wall> {
    const owner = await this.relationships.target(viewer, name);
    const rel = await this.relationships.relation(viewer, owner);
    this.relationships.assertCanSee(privacyOf(owner).profile, rel, 'this profile');
    return {
      owner,
      self: rel.self,
      canWrite: canPostOnWall({ self: rel.self, friends: rel.friends, blocked: rel.blocked, audience: privacyOf(owner).messages }),
      staff: actsAsStaffOn(viewer, owner.homeVariant),
    };
  }

  private assertCanWrite(wall: Wall): void {
    if (!wall.canWrite) throw new MembersException(MembersErrorCode.WallClosed, `${wall.owner.name} does not take posts or comments from you on their wall`);
  }

  /** A post the viewer may see: its wall visible to them, its author not blocked either way. */
  private async visiblePost(viewer: MemberAccount, postId: string): Promise<{ post: WallPostRow; wall: Wall }> {
    const key = await this.repo.postKey(postId);
    const ownerRow = key ? await this.members.findById(key.wall_id) : null;
    if (!key || !ownerRow) throw postNotFound();
    let wall: Wall;
    try {
      wall = await this.wallOf(viewer, ownerRow.name);
    } catch (err) {
      if (err instanceof MembersException && err.statusCode === 404) throw postNotFound();
      throw err;
    }
    const post = await this.repo.post(postId, viewer.id);
    if (!post) throw postNotFound();
    return { post, wall };
  }

  /** The photos on these posts, in one lookup: shown while still the author's own, approved photo. */
  private photos(rows: WallPostRow[]): Promise<Photos> {
    return this.media.sentPhotos(rows.filter((r) => r.media_id).map((r) => ({ mediaId: r.media_id!, ownerId: r.id })));
  }

  /** `r.id` is the author's id (the card columns are the author's). */
  private toPost(r: WallPostRow, viewer: MemberAccount, wall: Wall, ctx: CardContext, photos: Photos): WallPost {
    return {
      id: r.post_id,
      wall: { id: r.wall_id, name: r.wall_name },
      author: toCard(r, ctx),
      body: r.body,
      media: (r.media_id && photos.get(r.media_id)) || null,
      score: r.score,
      myVote: r.my_vote,
      commentsCount: r.comments_count,
      canRemove: canRemoveWallPost({ viewerId: viewer.id, authorId: r.id, wallId: r.wall_id, staff: wall.staff }),
      canVote: canVoteOnWallPost({ viewerId: viewer.id, authorId: r.id }),
      canComment: wall.canWrite,
      createdAt: r.posted_at.toISOString(),
    };
  }

  private toComment(r: WallCommentRow, post: WallPostRow, viewer: MemberAccount, wall: Wall, ctx: CardContext): WallComment {
    return {
      id: r.comment_id,
      author: toCard(r, ctx),
      body: r.body,
      canRemove: canRemoveWallComment({ viewerId: viewer.id, commentAuthorId: r.id, postAuthorId: post.id, wallId: post.wall_id, staff: wall.staff }),
      createdAt: r.commented_at.toISOString(),
    };
  }

  async list(viewer: MemberAccount, name: string, args: ListArgs, ctx: CardContext): Promise<WallPage> {
    const wall = await this.wallOf(viewer, name);
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    const rows = await this.repo.listPosts(wall.owner.id, viewer.id, after, args.limit);
    const photos = await this.photos(rows);
    const page = pageFrom(rows, args.limit, (r) => this.toPost(r, viewer, wall, ctx, photos), (r) => [r.k1, r.post_id]);
    return { ...page, canPost: wall.canWrite };
  }

  async get(viewer: MemberAccount, postId: string, ctx: CardContext): Promise<WallPost> {
    const { post, wall } = await this.visiblePost(viewer, postId);
    return this.toPost(post, viewer, wall, ctx, await this.photos([post]));
  }

  /**
   * A post may carry one of the author's own approved photos, shown to public or members (a wall is read by
   * everyone who may see the profile, so a friends-only or private photo, or an adult one, stays off walls).
   */
  async create(me: MemberAccount, name: string, body: string, ctx: CardContext, mediaId?: string): Promise<WallPost> {
    const wall = await this.wallOf(me, name);
    this.assertCanWrite(wall);
    if (mediaId) {
      const photo = await this.media.shareablePhoto(me, mediaId, 'mediaId');
      if (photo.visibility !== 'public' && photo.visibility !== 'members') {
        throw new MembersException(MembersErrorCode.PhotoNotForWalls, 'Only photos shown to everyone or to members can go on a wall', { field: 'mediaId' });
      }
      if (photo.adult) throw new MembersException(MembersErrorCode.PhotoNotForWalls, 'Adult photos cannot go on a wall', { field: 'mediaId' });
    }
    const id = await this.db.transaction(async (em) => {
      const postId = await this.repo.insertPost(em, wall.owner.id, me.id, body, mediaId ?? null);
      if (wall.self) {
        const url = routeTo('profile-name-post-id', { name: me.name, id: postId });
        await this.activity.record({ actorId: me.id, kind: 'post', objectId: postId, title: wallExcerpt(body), url }, em);
      }
      return postId;
    });
    const row = await this.repo.post(id, me.id);
    if (!row) throw postNotFound();
    return this.toPost(row, me, wall, ctx, await this.photos([row]));
  }

  /** By its author or the wall's owner; or by staff on the owner's home variant, audited in the same transaction. */
  async remove(me: MemberAccount, postId: string): Promise<void> {
    const { post, wall } = await this.visiblePost(me, postId);
    const facts = { viewerId: me.id, authorId: post.id, wallId: post.wall_id };
    if (!canRemoveWallPost({ ...facts, staff: wall.staff })) {
      throw new MembersException(MembersErrorCode.NotYours, 'Only the author or the wall’s owner can remove this post');
    }
    await this.db.transaction(async (em) => {
      await this.repo.deletePost(em, postId);
      await this.activity.removeObject('post', postId, em);
      if (!canRemoveWallPost({ ...facts, staff: false })) {
        await this.audit.record(em, {
          staffId: me.id,
          action: 'wall-post.delete',
          targetType: 'wall-post',
          targetId: postId,
          variant: wall.owner.homeVariant,
          before: { wallId: post.wall_id, authorId: post.id, body: post.body, mediaId: post.media_id },
          after: null,
        });
      }
    });
  }

  async vote(me: MemberAccount, postId: string, value: WallVote): Promise<WallVoteResult> {
    const { post } = await this.visiblePost(me, postId);
    if (!canVoteOnWallPost({ viewerId: me.id, authorId: post.id })) {
      throw new MembersException(MembersErrorCode.Self, 'You cannot vote on your own post', { field: 'value' });
    }
    const { score } = await this.db.transaction(async (em) => {
      if (!(await this.repo.postKey(postId, em, true))) throw postNotFound();
      return this.repo.vote(em, postId, me.id, value);
    });
    return { score, myVote: value };
  }

  async comments(viewer: MemberAccount, postId: string, args: ListArgs, ctx: CardContext): Promise<WallCommentPage> {
    const { post, wall } = await this.visiblePost(viewer, postId);
    const after = decodeCursor(args.after, ['ts', 'uuid'] as const);
    const rows = await this.repo.listComments(postId, viewer.id, after, args.limit);
    return pageFrom(rows, args.limit, (r) => this.toComment(r, post, viewer, wall, ctx), (r) => [r.k1, r.comment_id]);
  }

  async addComment(me: MemberAccount, postId: string, body: string, ctx: CardContext): Promise<WallComment> {
    const { post, wall } = await this.visiblePost(me, postId);
    this.assertCanWrite(wall);
    const id = await this.db.transaction(async (em) => {
      if (!(await this.repo.postKey(postId, em, true))) throw postNotFound();
      return this.repo.insertComment(em, postId, me.id, body);
    });
    const row = await this.repo.comment(postId, id, me.id);
    if (!row) throw new MembersException(MembersErrorCode.CommentNotFound, 'No such comment');
    return this.toComment(row, post, me, wall, ctx);
  }

  /** By its author, the post's author or the wall's owner; or by staff on the owner's home variant, audited in the same transaction. */
  async removeComment(me: MemberAccount, postId: string, commentId: string): Promise<void> {
    const { post, wall } = await this.visiblePost(me, postId);
    await this.db.transaction(async (em) => {
      if (!(await this.repo.postKey(postId, em, true))) throw postNotFound();
      const comment = await this.repo.commentAuthor(em, postId, commentId);
      if (!comment) throw new MembersException(MembersErrorCode.CommentNotFound, 'No such comment');
      const facts = { viewerId: me.id, commentAuthorId: comment.author_id, postAuthorId: post.id, wallId: post.wall_id };
      if (!canRemoveWallComment({ ...facts, staff: wall.staff })) {
        throw new MembersException(MembersErrorCode.NotYours, 'Only the commenter, the post’s author or the wall’s owner can remove this comment');
      }
      await this.repo.deleteComment(em, postId, commentId);
      if (!canRemoveWallComment({ ...facts, staff: false })) {
        await this.audit.record(em, {
          staffId: me.id,
          action: 'wall-comment.delete',
          targetType: 'wall-comment',
          targetId: commentId,
          variant: wall.owner.homeVariant,
          before: { postId, wallId: post.wall_id, authorId: comment.author_id, body: comment.body },
          after: null,
        });
      }
    });
  }
}
