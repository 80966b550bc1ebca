/**
 * The activity feed's cards: what a member did that their friends and followers see. `friend`: became
 * friends with someone; `avatar`: a new profile photo (once approved); `post`: a post on their own wall;
 * `photo` and `story`: appended by the media and stories modules through ActivityService.record when something is published.
 */
export const ACTIVITY_KINDS = ['friend', 'avatar', 'post', 'photo', 'story'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Whose activity a member sees: their friends' and the members' they follow (not their own). */
export const ACTIVITY_SOURCES = ['friends', 'following'] as const;
