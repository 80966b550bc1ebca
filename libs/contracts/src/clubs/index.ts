import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { CommunityCover, CommunityMember, CommunitySlug } from '../groups/index.js';

/**
 * Clubs (venues, issue 20).
 *
 *   GET    clubs                          ClubListQuery → ClubPage (newest, best rated, search by name)
 *   POST   clubs                          ClubForm → ClubDetail
 *   GET    clubs/{club}                   → ClubDetail
 *   PUT    clubs/{club}                   ClubForm → ClubDetail (the owner)
 *   DELETE clubs/{club}                   (the owner)
 *   GET    clubs/{club}/reviews           → ClubReviewPage (mine first)
 *   PUT    clubs/{club}/reviews/mine      ClubReviewForm → ClubReview (one per member: writes or edits)
 *   DELETE clubs/{club}/reviews/mine
 *   PUT    clubs/{club}/reviews/{id}/answer  ClubAnswerForm → ClubReview (the owner, once)
 *   POST   clubs/{club}/reviews/{id}/report  ClubReportForm (to the staff report queue)
 *   GET|POST clubs/{club}/wall            community wall (see groups)
 */

export const CLUB_FACILITIES = ['bar', 'dancefloor', 'playrooms', 'pool', 'sauna', 'jacuzzi', 'lockers', 'parking', 'smoking-area', 'accessible'] as const;
export type ClubFacility = (typeof CLUB_FACILITIES)[number];
export const CLUB_SORTS = ['newest', 'rating', 'name'] as const;

export const ClubForm = z.object({
  name: z.string('name is required').trim().min(3, 'At least 3 characters').max(80, 'At most 80 characters'),
  slug: CommunitySlug.optional(),
  description: z.string().trim().max(4000, 'At most 4000 characters').default(''),
  address: z.string().trim().max(200, 'At most 200 characters').default(''),
  /** A gazetteer place id (`location/geocomplete`). */
  placeId: z.string().trim().min(1).max(40).nullable().optional(),
  openingHours: z.string().trim().max(500, 'At most 500 characters').default(''),
  facilities: z.array(z.enum(CLUB_FACILITIES, 'Unknown facility')).max(CLUB_FACILITIES.length).default([]),
  links: z.array(z.url('Each link must be a web address (https://…)').max(300).refine((u) => /^https?:\/\//i.test(u), 'Links start with http:// or https://')).max(5, 'At most 5 links').default([]),
});
export type ClubForm = z.input<typeof ClubForm>;

export const ClubItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  place: z.string().nullable(),
  cover: CommunityCover,
  rating: z.number().nullable().describe('average, one decimal; null without reviews'),
  reviewsCount: z.number().int(),
  createdAt: z.string(),
});
export type ClubItem = z.infer<typeof ClubItem>;
export const ClubPage = pageOf(ClubItem);
export type ClubPage = z.infer<typeof ClubPage>;

export const ClubDetail = ClubItem.extend({
  owner: CommunityMember,
  placeId: z.string().nullable(),
  openingHours: z.string(),
  facilities: z.array(z.enum(CLUB_FACILITIES)),
  links: z.array(z.string()),
  viewer: z.object({ canEdit: z.boolean(), canReview: z.boolean(), canPost: z.boolean(), myReviewId: z.string().nullable() }),
});
export type ClubDetail = z.infer<typeof ClubDetail>;

export const ClubListQuery = z.object({
  sort: z.enum(CLUB_SORTS).default('newest'),
  q: z.string().trim().max(80).optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ClubListQuery = z.input<typeof ClubListQuery>;

export const ClubRef = z.object({ club: CommunitySlug });
export const ClubReviewParam = z.object({ club: CommunitySlug, id: z.uuid('id is not a review id') });

export const ClubReviewForm = z.object({
  rating: z.coerce.number('rating is required').int('rating is a whole number').min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
  body: z.string('body is required').trim().min(1, 'Write a few words').max(2000, 'At most 2000 characters'),
});
export type ClubReviewForm = z.input<typeof ClubReviewForm>;
export const ClubAnswerForm = z.object({ answer: z.string('answer is required').trim().min(1, 'Write an answer').max(2000, 'At most 2000 characters') });
export type ClubAnswerForm = z.input<typeof ClubAnswerForm>;
export const ClubReportForm = z.object({ reason: z.string('reason is required').trim().min(3, 'Say what is wrong').max(500) });

export const ClubReview = z.object({
  id: z.string(),
  author: CommunityMember,
  rating: z.number().int(),
  body: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean(),
  canAnswer: z.boolean(),
});
export type ClubReview = z.infer<typeof ClubReview>;
export const ClubReviewPage = pageOf(ClubReview).extend({ rating: z.number().nullable(), reviewsCount: z.number().int() });
export type ClubReviewPage = z.infer<typeof ClubReviewPage>;
