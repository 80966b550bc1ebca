import { z } from 'zod';
import { Avatar } from '../auth/auth.js';
import { VariantCodeFilter } from '../variants/variant.js';

/**
 * Places (issue 22; SPEC 2 `/dogging/*`, SPEC 7 `dogging/{location?}`): public meeting places members submit,
 * by country and county, only on variants with `hasCountries` (everything below answers 404 elsewhere).
 * Names are prefixed `Place` because every family's contracts share one namespace. Paths are under `/api`.
 *
 *   GET    dogging/countries                               PlaceCountryList   (countries with approved places)
 *   GET    dogging/countries/{country}                     PlaceCountyList    (country: ISO code, lower or upper case)
 *   GET    dogging/countries/{country}/{county}            PlaceList          (county: slug)
 *   GET    dogging/countries/{country}/{county}/{slug}     PlaceDetail        (the location page)
 *   GET    dogging/search?q&country&county&lat&lng&radius  PlaceList
 *   GET    dogging/mine                                    PlaceMine          (my submissions and suggestions with their state)
 *   GET    dogging/settings                                PlaceSettings      (the map tile URL, null: no map layer)
 *   POST   dogging                                         PlaceInput → PlaceDetail            (submit: pending until staff approve)
 *   GET    dogging/{location}                              PlaceDetail        (location: id; pending ones to their submitter and staff)
 *   PUT    dogging/{location}                              PlaceInput → PlaceDetail            (the submitter while pending, or staff)
 *   POST   dogging/{location}/suggestions                  PlaceSuggestionInput → PlaceSuggestion (an edit staff accept)
 *   PUT    dogging/{location}/rating                       PlaceRatingInput → PlaceRating
 *   POST   dogging/{location}/comments                     PlaceCommentInput → PlaceComment
 *   DELETE dogging/comments/{comment}                      204 (the author or staff)
 *   POST   dogging/{location}/checkins                     PlaceCheckinInput → PlaceCheckin   (opt-in "I was here")
 * Staff console (react-admin simple REST): GET/PUT staff/places, staff/places/{id}; GET/PUT staff/place-suggestions, /{id}.
 */

export const PLACE_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 20,
  descriptionMax: 5000,
  directionsMax: 2000,
  countyMax: 60,
  commentMin: 2,
  commentMax: 2000,
  reasonMax: 500,
  /** Comments shown on the location page (newest first). */
  comments: 50,
  /** Check-ins shown on the location page (members only). */
  checkins: 20,
  /** Results of one list or search. */
  listMax: 100,
  /** Search radius in km. */
  radiusDefault: 25,
  radiusMax: 500,
} as const;

export const PLACE_FACILITIES = ['parking', 'toilets', 'lighting', 'woodland', 'open-ground', 'lay-by', 'beach', 'dunes', 'cafe-nearby', 'public-transport'] as const;
export type PlaceFacility = (typeof PLACE_FACILITIES)[number];

/** When members were there: weekday or weekend, and the part of the day. */
export const PLACE_SLOTS = [
  'weekday-morning', 'weekday-afternoon', 'weekday-evening', 'weekday-night',
  'weekend-morning', 'weekend-afternoon', 'weekend-evening', 'weekend-night',
] as const;
export type PlaceSlot = (typeof PLACE_SLOTS)[number];

export const PLACE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

export const PlaceCountryCode = z
  .string('country is required')
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'country must be an ISO code such as GB')
  .transform((s) => s.toUpperCase());
export const PlaceSlug = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (a-z, 0-9 and -)').max(120);
export const PlaceId = z.uuid('location must be a location id');

// ---------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------

export const PlaceMember = z.object({ id: z.string(), name: z.string(), avatar: Avatar });
export type PlaceMember = z.infer<typeof PlaceMember>;

export const PlaceCountry = z.object({ code: z.string(), slug: z.string(), name: z.string(), count: z.number().int() });
export type PlaceCountry = z.infer<typeof PlaceCountry>;
export const PlaceCountryList = z.object({ items: z.array(PlaceCountry) });
export type PlaceCountryList = z.infer<typeof PlaceCountryList>;

export const PlaceCounty = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type PlaceCounty = z.infer<typeof PlaceCounty>;
export const PlaceCountyList = z.object({ country: PlaceCountry, items: z.array(PlaceCounty) });
export type PlaceCountyList = z.infer<typeof PlaceCountyList>;

export const PlaceRatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });

/** A location in a list. `distanceKm` when the search named a point. */
export const PlaceItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  countryName: z.string(),
  county: z.string(),
  countySlug: z.string(),
  excerpt: z.string(),
  facilities: z.array(z.enum(PLACE_FACILITIES)),
  rating: PlaceRatingSummary,
  comments: z.number().int(),
  distanceKm: z.number().nullable(),
  status: z.enum(PLACE_STATUSES),
});
export type PlaceItem = z.infer<typeof PlaceItem>;
export const PlaceList = z.object({ country: PlaceCountry.nullable(), county: PlaceCounty.nullable(), items: z.array(PlaceItem) });
export type PlaceList = z.infer<typeof PlaceList>;

export const PlaceComment = z.object({ id: z.string(), author: PlaceMember.nullable(), body: z.string(), createdAt: z.string(), mine: z.boolean() });
export type PlaceComment = z.infer<typeof PlaceComment>;

export const PlaceCheckin = z.object({ id: z.string(), member: PlaceMember.nullable(), slot: z.enum(PLACE_SLOTS), note: z.string(), createdAt: z.string() });
export type PlaceCheckin = z.infer<typeof PlaceCheckin>;

export const PlaceRating = z.object({ mine: z.number().int().nullable(), average: z.number().nullable(), count: z.number().int() });
export type PlaceRating = z.infer<typeof PlaceRating>;

/** The location page. `checkins` is null for guests (never shown to them); `viewer` says what the caller may do. */
export const PlaceDetail = PlaceItem.extend({
  description: z.string(),
  directions: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** A link to the place on a public map (OpenStreetMap). */
  mapUrl: z.string(),
  rating: PlaceRating,
  bestTimes: z.array(z.object({ slot: z.enum(PLACE_SLOTS), count: z.number().int() })),
  commentList: z.array(PlaceComment),
  checkins: z.array(PlaceCheckin).nullable(),
  submittedBy: PlaceMember.nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  viewer: z.object({ canEdit: z.boolean(), canSuggest: z.boolean(), canRate: z.boolean(), canComment: z.boolean(), canCheckIn: z.boolean(), staff: z.boolean() }),
});
export type PlaceDetail = z.infer<typeof PlaceDetail>;

export const PlaceSettings = z.object({ tileUrl: z.string().nullable() });
export type PlaceSettings = z.infer<typeof PlaceSettings>;

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

const text = (field: string, min: number, max: number) =>
  z.string(`${field} is required`).trim().min(min, `${field} must be at least ${min} characters`).max(max, `${field} must be at most ${max} characters`);

export const PlaceInput = z.object({
  name: text('name', PLACE_LIMITS.nameMin, PLACE_LIMITS.nameMax),
  country: PlaceCountryCode,
  county: text('county', 2, PLACE_LIMITS.countyMax),
  description: text('description', PLACE_LIMITS.descriptionMin, PLACE_LIMITS.descriptionMax),
  directions: z.string().trim().max(PLACE_LIMITS.directionsMax, `directions must be at most ${PLACE_LIMITS.directionsMax} characters`).default(''),
  facilities: z.array(z.enum(PLACE_FACILITIES, 'facilities must be from the list')).max(PLACE_FACILITIES.length).default([]),
  lat: z.number('lat must be a number').min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lng: z.number('lng must be a number').min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180'),
});
export type PlaceInput = z.input<typeof PlaceInput>;

export const PlaceSuggestionInput = PlaceInput.extend({
  note: z.string().trim().max(PLACE_LIMITS.reasonMax, `note must be at most ${PLACE_LIMITS.reasonMax} characters`).default(''),
});
export type PlaceSuggestionInput = z.input<typeof PlaceSuggestionInput>;

export const PlaceRatingInput = z.object({ stars: z.number('stars must be 1 to 5').int('stars must be 1 to 5').min(1, 'stars must be 1 to 5').max(5, 'stars must be 1 to 5') });
export const PlaceCommentInput = z.object({ body: text('body', PLACE_LIMITS.commentMin, PLACE_LIMITS.commentMax) });
export const PlaceCheckinInput = z.object({
  slot: z.enum(PLACE_SLOTS, 'slot must be a time of the week from the list'),
  note: z.string().trim().max(200, 'note must be at most 200 characters').default(''),
});
export type PlaceCheckinInput = z.input<typeof PlaceCheckinInput>;

const num = (field: string, min: number, max: number) =>
  z.coerce.number(`${field} must be a number`).min(min, `${field} must be between ${min} and ${max}`).max(max, `${field} must be between ${min} and ${max}`);

export const PlaceSearchQuery = z
  .object({
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    country: PlaceCountryCode.optional(),
    county: PlaceSlug.optional(),
    lat: num('lat', -90, 90).optional(),
    lng: num('lng', -180, 180).optional(),
    radius: num('radius', 1, PLACE_LIMITS.radiusMax).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: 'lat and lng go together', path: ['lng'] });
export type PlaceSearchQuery = z.input<typeof PlaceSearchQuery>;

export const PlaceSuggestion = z.object({
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  status: z.enum(PLACE_STATUSES),
  note: z.string(),
  createdAt: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

export const PlaceMine = z.object({ locations: z.array(PlaceItem.extend({ rejectReason: z.string().nullable() })), suggestions: z.array(PlaceSuggestion) });
export type PlaceMine = z.infer<typeof PlaceMine>;

// ---------------------------------------------------------------------------------------------------------
// Staff console
// ---------------------------------------------------------------------------------------------------------

export const StaffPlaceItem = z.object({
  id: z.uuid(),
  variant: z.string(),
  name: z.string(),
  country: z.string(),
  county: z.string(),
  description: z.string(),
  directions: z.string(),
  facilities: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  status: z.enum(PLACE_STATUSES),
  rejectReason: z.string().nullable(),
  submitterName: z.string().nullable(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
  url: z.string(),
});
export type StaffPlaceItem = z.infer<typeof StaffPlaceItem>;
export const StaffPlaceFilter = z.object({
  status: z.enum(PLACE_STATUSES).optional(),
  variant: VariantCodeFilter.optional(),
  id: z.array(z.uuid()).max(200).optional(),
});
export const StaffPlaceDecision = z
  .object({ status: z.enum(['approved', 'rejected']), rejectReason: z.string().trim().max(PLACE_LIMITS.reasonMax).nullable().optional() })
  .refine((d) => d.status !== 'rejected' || (d.rejectReason ?? '').length >= 3, { message: 'Give the member a reason (3+ characters)', path: ['rejectReason'] });
export type StaffPlaceDecision = z.infer<typeof StaffPlaceDecision>;

export const StaffPlaceSuggestion = z.object({
  id: z.uuid(),
  variant: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  authorName: z.string().nullable(),
  note: z.string(),
  status: z.enum(PLACE_STATUSES),
  /** The location as it is and as the suggestion would make it, field by field (only fields that differ). */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type StaffPlaceSuggestion = z.infer<typeof StaffPlaceSuggestion>;
export const StaffPlaceSuggestionFilter = StaffPlaceFilter;
export const StaffPlaceSuggestionDecision = z.object({ status: z.enum(['approved', 'rejected']) });
