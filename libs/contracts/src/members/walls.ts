import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { WALL_COMMENT_MAX_LENGTH, WALL_POST_MAX_LENGTH } from '@community/domain';
import { MediaItem } from '../media/index.js';
import { MemberCard } from './profiles.js';

/** Profile walls (issue 7): posts on a member's wall, votes and comments; keyset pages, newest posts first. */

export const WallPostBody = z.object({
  body: z.string('body is required').trim().min(1, 'Write something').max(WALL_POST_MAX_LENGTH, `Posts are at most ${WALL_POST_MAX_LENGTH} characters`),
  /** One of the author's own approved photos (from the media picker). */
  mediaId: z.uuid('mediaId is not a photo id').optional(),
});
export type WallPostBody = z.infer<typeof WallPostBody>;

export const WallCommentBody = z.object({
  body: z
    .string('body is required')
    .trim()
    .min(1, 'Write a comment')
    .max(WALL_COMMENT_MAX_LENGTH, `Comments are at most ${WALL_COMMENT_MAX_LENGTH} characters`),
});
export type WallCommentBody = z.infer<typeof WallCommentBody>;

/** `PUT walls/{post}/vote`: 1 up, -1 down, 0 takes my vote back. */
export const WallVoteBody = z.object({
  value: z.union([z.literal(-1), z.literal(0), z.literal(1)], 'value must be -1, 0 or 1'),
});
export type WallVoteBody = z.infer<typeof WallVoteBody>;

export const WallPostParam = z.object({ post: z.uuid('post is not a post id') });
export const WallCommentParam = z.object({ post: z.uuid('post is not a post id'), comment: z.uuid('comment is not a comment id') });

export const WallPost = z.object({
  id: z.string(),
  /** Whose wall it is on. */
  wall: z.object({ id: z.string(), name: z.string() }),
  author: MemberCard,
  body: z.string(),
  /** The photo on the post: shown while it is still its author's, approved; null otherwise. */
  media: z.object({ id: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), sizes: MediaItem.shape.sizes }).nullable(),
  score: z.number().int(),
  myVote: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  commentsCount: z.number().int(),
  canRemove: z.boolean(),
  /** Members vote on others' posts they can see, not on their own. */
  canVote: z.boolean(),
  /** Whether the viewer may comment (writing on this wall: the owner's privacy setting and blocks). */
  canComment: z.boolean(),
  createdAt: z.string(),
});
export type WallPost = z.infer<typeof WallPost>;

export const WallPage = pageOf(WallPost).extend({
  /** Whether the viewer may write on this wall: always its owner; others as the owner's "who may contact me" setting says. */
  canPost: z.boolean(),
});
export type WallPage = z.infer<typeof WallPage>;

export const WallComment = z.object({ id: z.string(), author: MemberCard, body: z.string(), canRemove: z.boolean(), createdAt: z.string() });
export type WallComment = z.infer<typeof WallComment>;

export const WallCommentPage = pageOf(WallComment);
export type WallCommentPage = z.infer<typeof WallCommentPage>;

export const WallVoteResult = z.object({ score: z.number().int(), myVote: z.union([z.literal(-1), z.literal(0), z.literal(1)]) });
export type WallVoteResult = z.infer<typeof WallVoteResult>;
