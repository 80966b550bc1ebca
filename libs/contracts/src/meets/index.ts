import { z } from 'zod';
import { PartyPerson } from '../parties/index.js';

/**
 * Meets (issue 21; SPEC 2 `/meets/*`, SPEC 7 `meets/{meet?}`): lighter events than parties — a time, a place,
 * a description — that members mark "interested" or "going" without approval. A meet lists until its end (or
 * its start plus three hours when it has no end), then it is past. Paths under `/api`:
 *
 *   GET    meets/categories                       MeetCategoryList
 *   GET    meets?category&near&km&after           MeetPage
 *   GET    meets/members/{name}                   MeetPage (a member's upcoming meets)
 *   POST   meets                                  MeetWriteRequest → MeetDetail
 *   GET    meets/{meet}                           MeetDetail (id or slug)
 *   PUT    meets/{meet}                           MeetWriteRequest → MeetDetail (host)
 *   DELETE meets/{meet}                           204 (host or the variant's staff)
 *   PUT    meets/{meet}/response                  MeetResponseRequest → MeetDetail
 */
export const MEET_CATEGORIES = ['drinks', 'dinner', 'outdoors', 'club-night', 'social', 'travel', 'other'] as const;
export const MeetCategory = z.enum(MEET_CATEGORIES, `category must be one of ${MEET_CATEGORIES.join(', ')}`);
export type MeetCategory = z.infer<typeof MeetCategory>;
/** Without an end, a meet counts as over this long after it starts. */
export const MEET_DEFAULT_LENGTH_MS = 3 * 3_600_000;

const LocalDateTime = (field: string) => z.string(`${field} is required`).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${field} must be a date and time (YYYY-MM-DDTHH:mm)`);

export const MeetWriteRequest = z
  .object({
    category: MeetCategory,
    title: z.string('title is required').trim().min(3, 'title is at least 3 characters').max(120, 'title is at most 120 characters'),
    description: z.string().trim().max(3000, 'description is at most 3000 characters').default(''),
    startsAt: LocalDateTime('startsAt'),
    endsAt: LocalDateTime('endsAt').nullable().default(null),
    placeId: z.string('placeId is required').min(1, 'placeId is required').max(40),
    venue: z.string().trim().max(200, 'venue is at most 200 characters').default('').describe('where exactly (a bar, a car park…), shown to every member'),
  })
  .superRefine((v, ctx) => {
    if (v.endsAt && v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
  });
export type MeetWriteRequest = z.input<typeof MeetWriteRequest>;

export const MeetResponseRequest = z.object({ response: z.enum(['interested', 'going'], 'response must be interested, going or null').nullable() });
export const MeetRef = z.string('meet is required').regex(/^[a-z0-9-]{1,140}$/, 'meet must be a meet id or slug');
export const MeetListQuery = z.object({
  category: MeetCategory.optional(),
  near: z.string().max(40).optional(),
  km: z.coerce.number().int().min(1, 'km is at least 1').max(500, 'km is at most 500').default(50),
  after: z.string().max(200).optional(),
});
export type MeetListQuery = z.input<typeof MeetListQuery>;

export const MeetItem = z.object({
  id: z.string(),
  slug: z.string(),
  category: MeetCategory,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  place: z.string(),
  venue: z.string(),
  distanceKm: z.number().nullable(),
  host: PartyPerson.nullable(),
  interested: z.number().int(),
  going: z.number().int(),
  past: z.boolean(),
});
export type MeetItem = z.infer<typeof MeetItem>;
export const MeetPage = z.object({ items: z.array(MeetItem), next: z.string().nullable() });
export type MeetPage = z.infer<typeof MeetPage>;
export const MeetDetail = MeetItem.extend({
  description: z.string(),
  placeId: z.string(),
  startsLocal: z.string(),
  endsLocal: z.string().nullable(),
  goingMembers: z.array(PartyPerson),
  viewer: z.object({ isHost: z.boolean(), response: z.enum(['interested', 'going']).nullable(), canEdit: z.boolean() }),
});
export type MeetDetail = z.infer<typeof MeetDetail>;
export const MeetCategoryList = z.object({ items: z.array(z.object({ slug: MeetCategory, upcoming: z.number().int() })) });
export type MeetCategoryList = z.infer<typeof MeetCategoryList>;
