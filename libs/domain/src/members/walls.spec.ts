import { describe, expect, it } from '@jest/globals';
import { canPostOnWall, canRemoveWallComment, canRemoveWallPost, canVoteOnWallPost, scoreAfterVote, wallExcerpt } from './walls.js';

describe('walls', () => {
  it('lets the owner write always and others as the owner’s setting says, nobody across a block', () => {
    const stranger = { self: false, friends: false, blocked: false };
    const friend = { self: false, friends: true, blocked: false };
    for (const audience of ['everyone', 'friends', 'nobody'] as const) {
      expect(canPostOnWall({ self: true, friends: false, blocked: false, audience })).toBe(true);
      expect(canPostOnWall({ ...friend, blocked: true, audience })).toBe(false);
    }
    expect(canPostOnWall({ ...stranger, audience: 'everyone' })).toBe(true);
    expect(canPostOnWall({ ...stranger, audience: 'friends' })).toBe(false);
    expect(canPostOnWall({ ...friend, audience: 'friends' })).toBe(true);
    expect(canPostOnWall({ ...friend, audience: 'nobody' })).toBe(false);
  });

  it('lets the author, the wall owner and staff remove a post; a stranger cannot', () => {
    const base = { authorId: 'a', wallId: 'w', staff: false };
    expect(canRemoveWallPost({ ...base, viewerId: 'a' })).toBe(true);
    expect(canRemoveWallPost({ ...base, viewerId: 'w' })).toBe(true);
    expect(canRemoveWallPost({ ...base, viewerId: 'x' })).toBe(false);
    expect(canRemoveWallPost({ ...base, viewerId: 'x', staff: true })).toBe(true);
  });

  it('lets the commenter, the post author and the wall owner remove a comment', () => {
    const base = { commentAuthorId: 'c', postAuthorId: 'a', wallId: 'w', staff: false };
    for (const viewerId of ['c', 'a', 'w']) expect(canRemoveWallComment({ ...base, viewerId })).toBe(true);
    expect(canRemoveWallComment({ ...base, viewerId: 'x' })).toBe(false);
  });

  it('refuses voting on one’s own post and moves the score by the change of vote', () => {
    expect(canVoteOnWallPost({ viewerId: 'a', authorId: 'a' })).toBe(false);
    expect(canVoteOnWallPost({ viewerId: 'b', authorId: 'a' })).toBe(true);
    expect(scoreAfterVote(3, 0, 1)).toBe(4);
    expect(scoreAfterVote(3, 1, -1)).toBe(1);
    expect(scoreAfterVote(3, -1, 0)).toBe(4);
  });

  it('cuts long posts at a word for activity cards', () => {
    expect(wallExcerpt('  short\n\npost ')).toBe('short post');
    const long = 'word '.repeat(60);
    const cut = wallExcerpt(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
