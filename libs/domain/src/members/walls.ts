/**
 * Profile walls (`walls/{post?}`, `walls/{post}/vote`, comments): who may write, remove and vote. Pure
 * decisions; the API applies them after its block and audience checks.
 */
export const WALL_POST_MAX_LENGTH = 2000;
export const WALL_COMMENT_MAX_LENGTH = 1000;

/** A vote on a post: up, down, or taken back. */
export const WALL_VOTES = [-1, 0, 1] as const;
export type WallVote = (typeof WALL_VOTES)[number];

/** Who may write on a member's wall besides its owner: the owner's "who may contact me" privacy setting. */
export type WallAudience = 'everyone' | 'friends' | 'nobody';

/**
 * The owner always writes on their own wall. Others follow the owner's privacy setting (`everyone`: any
 * member who may see the profile; `friends`: friends only; `nobody`: the owner alone), and never across a
 * block either way. Commenting on a post is writing on that wall, so it follows the same rule.
 */
export function canPostOnWall(r: { self: boolean; friends: boolean; blocked: boolean; audience: WallAudience }): boolean {
  if (r.self) return true;
  if (r.blocked) return false;
  switch (r.audience) {
    case 'everyone':
      return true;
    case 'friends':
      return r.friends;
    case 'nobody':
      return false;
  }
}

/** A post goes by its author, the wall's owner (it is their page) or staff. */
export function canRemoveWallPost(r: { viewerId: string; authorId: string; wallId: string; staff: boolean }): boolean {
  return r.staff || r.viewerId === r.authorId || r.viewerId === r.wallId;
}

/** A comment goes by its author, the post's author, the wall's owner or staff. */
export function canRemoveWallComment(r: { viewerId: string; commentAuthorId: string; postAuthorId: string; wallId: string; staff: boolean }): boolean {
  return r.staff || r.viewerId === r.commentAuthorId || r.viewerId === r.postAuthorId || r.viewerId === r.wallId;
}

/** Members vote on other members' posts, not on their own. */
export function canVoteOnWallPost(r: { viewerId: string; authorId: string }): boolean {
  return r.viewerId !== r.authorId;
}

/** The post's score after a member changes their vote from `previous` to `next`. */
export function scoreAfterVote(score: number, previous: WallVote, next: WallVote): number {
  return score - previous + next;
}

/** The first line of a post for an activity card, at most `max` characters, cut at a word. */
export function wallExcerpt(body: string, max = 140): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
