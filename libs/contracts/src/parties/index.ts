import { z } from 'zod';
import { Avatar } from '../auth/auth.js';

/**
 * Parties (issue 21; SPEC 2 `/parties/*`, SPEC 4 attendee approval, SPEC 7 `parties/{party}/attendees/{?}`,
 * `.../approve`, `parties/{party}/invites/{id?}`, per-name `parties/invites`, event invitation PUT accept,
 * attendance PUT/DELETE). Every name is prefixed `Party` because every family's contracts share one namespace.
 * Paths below are under `/api`; `{party}` is a party's id or its slug.
 *
 *   GET    parties?when&near&km&after                    PartyPage          (guests: parties open to everyone)
 *   POST   parties                                        PartyWriteRequest → PartyDetail
 *   GET    parties/invites                                PartyInvitationList (my pending invitations)
 *   GET    parties/mine?past                              PartyPage          (hosting or going)
 *   GET    parties/members/{name}?past                    PartyPage          (a member's hosted parties)
 *   GET    parties/calendar                               PartyCalendarLink  (my private ICS address)
 *   POST   parties/calendar                               PartyCalendarLink  (a new address; the old one stops)
 *   DELETE parties/calendar                               204                (no address)
 *   GET    parties/calendar/{token}.ics                   text/calendar      (public, by token)
 *   GET    parties/{party}                                PartyDetail
 *   PUT    parties/{party}                                PartyWriteRequest → PartyDetail (host)
 *   DELETE parties/{party}                                PartyCancelRequest → 204 (host: cancels, tells attendees)
 *   GET    parties/{party}/attendees                      PartyAttendeeList  (host: all; approved attendees: who comes)
 *   PUT    parties/{party}/attendees                      PartyAttendRequest → PartyViewerState (request to attend)
 *   DELETE parties/{party}/attendees                      204                (cancel my attendance or request)
 *   PUT    parties/{party}/attendees/{member}/approve     PartyApproveRequest → PartyAttendee (host)
 *   DELETE parties/{party}/attendees/{member}             204                (host removes someone)
 *   PUT    parties/{party}/checkin                        PartyCheckinRequest → PartyAttendee (host, at the door)
 *   GET    parties/{party}/invites                        PartyInvitationList (host)
 *   POST   parties/{party}/invites                        PartyInviteRequest → PartyInviteResult (host)
 *   PUT    parties/{party}/invites/{id}                   PartyInviteAnswer → PartyViewerState (invitee)
 */

export const PARTY_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 5000,
  addressMax: 300,
  priceMax: 100,
  capacityMax: 1000,
  plusOnesMax: 3,
  messageMax: 500,
  reasonMax: 500,
  inviteMax: 100,
  listDefault: 20,
  listMax: 50,
  /** Near me: the default radius and its bounds (km). */
  kmDefault: 50,
  kmMax: 500,
  /** The reminder goes this long before the start. */
  reminderMs: 24 * 3_600_000,
} as const;

/** Who may come: anyone, members whose ID is verified, the host's friends, or invited members only. */
export const PARTY_AUDIENCES = ['everyone', 'verified', 'friends', 'invited'] as const;
export const PartyAudience = z.enum(PARTY_AUDIENCES, 'audience must be everyone, verified, friends or invited');
export type PartyAudience = z.infer<typeof PartyAudience>;

/** Attendance states: waiting for the host, coming, on the waiting list (full), or declined by the host. */
export const PARTY_ATTENDANCE = ['pending', 'approved', 'waiting', 'declined'] as const;
export const PartyAttendanceStatus = z.enum(PARTY_ATTENDANCE);
export type PartyAttendanceStatus = z.infer<typeof PartyAttendanceStatus>;

/** Lists of `/parties`: upcoming (by date), this weekend, or one calendar month (`month=YYYY-MM`). */
export const PARTY_WHEN = ['upcoming', 'weekend', 'month'] as const;
export const PartyWhen = z.enum(PARTY_WHEN, 'when must be upcoming, weekend or month');

/**
 * Each variant's time zone: a party's times are written and shown in it (a party in London starts at 21:00
 * London time wherever its reader is).
 */
export const VARIANT_TIME_ZONES: Readonly<Record<string, string>> = {
  fsuk: 'Europe/London',
  lush: 'Europe/London',
  shuk: 'Europe/London',
  stsp: 'Europe/London',
  swbw: 'Europe/London',
  kiwi: 'Pacific/Auckland',
  pefr: 'Europe/Paris',
  psbr: 'America/Sao_Paulo',
  s4ie: 'Europe/Dublin',
  scit: 'Europe/Rome',
  scnl: 'Europe/Amsterdam',
  shat: 'Europe/Vienna',
  shau: 'Australia/Sydney',
  shbe: 'Europe/Brussels',
  shca: 'America/Toronto',
  shch: 'Europe/Zurich',
  shde: 'Europe/Berlin',
  shes: 'Europe/Madrid',
  shpl: 'Europe/Warsaw',
  shus: 'America/New_York',
  shza: 'Africa/Johannesburg',
};
export const timeZoneOf = (variant: string): string => VARIANT_TIME_ZONES[variant] ?? 'Europe/London';

/** The wall-clock parts of an instant in a time zone. */
function wallParts(at: Date, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number } {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute) };
}

/** `YYYY-MM-DDTHH:mm` read as wall time in `timeZone` → the instant (the later one when a clock change repeats it). */
export function zonedToInstant(local: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return new Date(Number.NaN);
  const want = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let guess = want;
  for (let i = 0; i < 3; i++) {
    const w = wallParts(new Date(guess), timeZone);
    const seen = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi);
    if (seen === want) break;
    guess += want - seen;
  }
  return new Date(guess);
}

/** An instant as `YYYY-MM-DDTHH:mm` wall time in `timeZone` (what the edit form shows). */
export function instantToZoned(at: Date | string, timeZone: string): string {
  const w = wallParts(new Date(at), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.mo)}-${two(w.d)}T${two(w.h)}:${two(w.mi)}`;
}

const LocalDateTime = (field: string) =>
  z.string(`${field} is required`).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${field} must be a date and time (YYYY-MM-DDTHH:mm)`);

export const PartyRef = z.string('party is required').regex(/^[a-z0-9-]{1,140}$|^[0-9a-f-]{36}$/, 'party must be a party id or slug');
export const PartyMemberId = z.uuid('member must be a member id');
export const PartyInviteId = z.uuid('id must be an invitation id');

// ---------------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------------

/** Who is welcome (the mix): couples, single women, single men, other singles; at least one. */
export const PartyWelcome = z
  .object({ couples: z.boolean(), women: z.boolean(), men: z.boolean(), others: z.boolean() }, 'welcome is required')
  .refine((w) => w.couples || w.women || w.men || w.others, 'welcome at least one kind of guest');
export type PartyWelcome = z.infer<typeof PartyWelcome>;

const writeFields = {
  title: z.string('title is required').trim().min(PARTY_LIMITS.titleMin, `title is at least ${PARTY_LIMITS.titleMin} characters`).max(PARTY_LIMITS.titleMax, `title is at most ${PARTY_LIMITS.titleMax} characters`),
  description: z.string().trim().max(PARTY_LIMITS.descriptionMax, `description is at most ${PARTY_LIMITS.descriptionMax} characters`).default(''),
  startsAt: LocalDateTime('startsAt').describe("wall time in the variant's time zone"),
  endsAt: LocalDateTime('endsAt').describe("wall time in the variant's time zone, after startsAt"),
  placeId: z.string('placeId is required').min(1, 'placeId is required').max(40).describe('a place of the gazetteer (location/geocomplete): the town shown to everyone'),
  address: z.string('address is required').trim().min(3, 'address is at least 3 characters').max(PARTY_LIMITS.addressMax, `address is at most ${PARTY_LIMITS.addressMax} characters`).describe('shown only to the host and approved attendees'),
  audience: PartyAudience.default('everyone'),
  welcome: PartyWelcome.default({ couples: true, women: true, men: true, others: true }),
  approval: z.boolean().default(true).describe('false: requests are approved at once while there is room'),
  capacity: z.number('capacity must be a number').int('capacity must be a whole number').min(1, 'capacity is at least 1').max(PARTY_LIMITS.capacityMax, `capacity is at most ${PARTY_LIMITS.capacityMax}`).nullable().default(null).describe('people, plus-ones included; null: no limit'),
  price: z.string().trim().max(PARTY_LIMITS.priceMax, `price is at most ${PARTY_LIMITS.priceMax} characters`).default(''),
};

const endsAfterStart = (v: { startsAt: string; endsAt: string }, ctx: z.RefinementCtx) => {
  if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
};

export const PartyWriteRequest = z.object(writeFields).superRefine(endsAfterStart);
export type PartyWriteRequest = z.input<typeof PartyWriteRequest>;
export type PartyWriteValues = z.output<typeof PartyWriteRequest>;

export const PartyCancelRequest = z.object({ reason: z.string().trim().max(PARTY_LIMITS.reasonMax, `reason is at most ${PARTY_LIMITS.reasonMax} characters`).default('') });
export const PartyAttendRequest = z.object({
  message: z.string().trim().max(PARTY_LIMITS.messageMax, `message is at most ${PARTY_LIMITS.messageMax} characters`).default(''),
  plusOnes: z.number('plusOnes must be a number').int('plusOnes must be a whole number').min(0, 'plusOnes is at least 0').max(PARTY_LIMITS.plusOnesMax, `plusOnes is at most ${PARTY_LIMITS.plusOnesMax}`).default(0),
});
export type PartyAttendRequest = z.input<typeof PartyAttendRequest>;
export const PartyApproveRequest = z.object({ approve: z.union([z.literal(1), z.literal(0), z.boolean()], 'approve must be 1 or 0').transform((v) => v === 1 || v === true) });
export const PartyInviteAnswer = z.object({ accept: z.union([z.literal(1), z.literal(0), z.boolean()], 'accept must be 1 or 0').transform((v) => v === 1 || v === true) });
export const PartyInviteRequest = z
  .object({
    memberIds: z.array(z.uuid('memberIds must be member ids')).max(PARTY_LIMITS.inviteMax, `memberIds has at most ${PARTY_LIMITS.inviteMax} members`).default([]),
    allFriends: z.boolean().default(false),
  })
  .refine((v) => v.allFriends || v.memberIds.length > 0, { message: 'choose members to invite or all friends', path: ['memberIds'] });
export type PartyInviteRequest = z.input<typeof PartyInviteRequest>;
export const PartyCheckinRequest = z.object({ code: z.string('code is required').trim().regex(/^[A-Z0-9]{6}$/i, 'code is the 6-character code the guest shows') });

const boolParam = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'must be true or false').transform((v) => v === true || v === 'true' || v === '1');
export const PartyListQuery = z.object({
  when: PartyWhen.default('upcoming'),
  month: z.string().regex(/^\d{4}-\d{2}$/, 'month must be YYYY-MM').optional(),
  near: z.string().max(40).optional().describe("'me' (my profile's place) or a gazetteer place id"),
  km: z.coerce.number('km must be a number').int().min(1, 'km is at least 1').max(PARTY_LIMITS.kmMax, `km is at most ${PARTY_LIMITS.kmMax}`).default(PARTY_LIMITS.kmDefault),
  limit: z.coerce.number().int().min(1).max(PARTY_LIMITS.listMax).default(PARTY_LIMITS.listDefault),
  after: z.string().max(200).optional(),
});
export type PartyListQuery = z.input<typeof PartyListQuery>;
export const PartyMineQuery = z.object({ past: boolParam.default(false), after: z.string().max(200).optional() });

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const PartyPerson = z.object({ id: z.string(), name: z.string(), avatar: Avatar });
export type PartyPerson = z.infer<typeof PartyPerson>;

/** What the viewer is to the party and may do. */
export const PartyViewerState = z.object({
  isHost: z.boolean(),
  /** Null: no request (or a guest). */
  attendance: PartyAttendanceStatus.nullable(),
  plusOnes: z.number().int(),
  /** The code the attendee shows at the door (approved attendees only). */
  checkinCode: z.string().nullable(),
  checkedIn: z.boolean(),
  /** A pending invitation's id (answer it with PUT parties/{party}/invites/{id}). */
  invitationId: z.string().nullable(),
  /** Why the viewer may not ask to come (null: they may): login, verified, friends, invited, welcome, full-waitlist, past, cancelled, host. */
  requestRefusal: z.string().nullable(),
});
export type PartyViewerState = z.infer<typeof PartyViewerState>;

export const PartyItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** The town from the gazetteer (everyone who may see the party sees it). */
  place: z.string(),
  distanceKm: z.number().nullable(),
  host: PartyPerson.nullable(),
  audience: PartyAudience,
  price: z.string(),
  capacity: z.number().int().nullable(),
  /** People coming (plus-ones included). */
  going: z.number().int(),
  waiting: z.number().int(),
  cancelled: z.boolean(),
});
export type PartyItem = z.infer<typeof PartyItem>;
export const PartyPage = z.object({ items: z.array(PartyItem), next: z.string().nullable() });
export type PartyPage = z.infer<typeof PartyPage>;

export const PartyDetail = PartyItem.extend({
  description: z.string(),
  placeId: z.string(),
  /** Only for the host, approved attendees and the variant's staff; null for everyone else. */
  address: z.string().nullable(),
  welcome: PartyWelcome,
  approval: z.boolean(),
  cancelReason: z.string().nullable(),
  /** The form's values (wall times in the party's zone), for the host's edit page. */
  startsLocal: z.string(),
  endsLocal: z.string(),
  viewer: PartyViewerState,
});
export type PartyDetail = z.infer<typeof PartyDetail>;

export const PartyAttendee = z.object({
  member: PartyPerson,
  status: PartyAttendanceStatus,
  plusOnes: z.number().int(),
  /** The request's message (the host only; null for others). */
  message: z.string().nullable(),
  requestedAt: z.string(),
  checkedIn: z.boolean(),
});
export type PartyAttendee = z.infer<typeof PartyAttendee>;
export const PartyAttendeeList = z.object({ items: z.array(PartyAttendee), going: z.number().int(), capacity: z.number().int().nullable() });
export type PartyAttendeeList = z.infer<typeof PartyAttendeeList>;

export const PartyInvitation = z.object({
  id: z.string(),
  party: PartyItem,
  member: PartyPerson,
  inviter: PartyPerson.nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});
export type PartyInvitation = z.infer<typeof PartyInvitation>;
export const PartyInvitationList = z.object({ items: z.array(PartyInvitation) });
export type PartyInvitationList = z.infer<typeof PartyInvitationList>;
export const PartyInviteResult = z.object({ invited: z.number().int(), skipped: z.number().int() });
export type PartyInviteResult = z.infer<typeof PartyInviteResult>;

/** My private calendar address: shown once, when made (only its hash is kept); `active` says one exists. */
export const PartyCalendarLink = z.object({ active: z.boolean(), url: z.string().nullable() });
export type PartyCalendarLink = z.infer<typeof PartyCalendarLink>;

/** Job: remind approved attendees a day before (delayed; removed when the party is cancelled or moved). */
export const PartyReminderJob = z.object({ partyId: z.uuid(), startsAt: z.string() });
