import { canReviewEbook, canSeeEbook, seriesNeighbours, STORY_COVER_SIZES } from './books.js';

describe('series and ebooks rules', () => {
  it('finds the previous and next part of a series', () => {
    const parts = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(seriesNeighbours(parts, 'a')).toEqual({ previous: null, next: { id: 'b' }, position: 1 });
    expect(seriesNeighbours(parts, 'b')).toEqual({ previous: { id: 'a' }, next: { id: 'c' }, position: 2 });
    expect(seriesNeighbours(parts, 'c')).toEqual({ previous: { id: 'b' }, next: null, position: 3 });
    expect(seriesNeighbours(parts, 'x')).toBeNull();
  });

  it('shows approved ebooks to everyone, others to their writer and staff only', () => {
    const pending = { authorId: 'w', status: 'pending' as const };
    expect(canSeeEbook({ ...pending, status: 'approved' }, null)).toBe(true);
    expect(canSeeEbook(pending, null)).toBe(false);
    expect(canSeeEbook(pending, { id: 'r', staff: false })).toBe(false);
    expect(canSeeEbook(pending, { id: 'w', staff: false })).toBe(true);
    expect(canSeeEbook({ ...pending, status: 'rejected' }, { id: 's', staff: true })).toBe(true);
  });

  it('reviews pending ebooks only', () => {
    expect(canReviewEbook('pending')).toBe(true);
    expect(canReviewEbook('approved')).toBe(false);
    expect(canReviewEbook('rejected')).toBe(false);
  });

  it('crops covers to a 2:3 portrait in every size', () => {
    for (const s of STORY_COVER_SIZES) expect(s.width * 3).toBe(s.height * 2);
  });
});
