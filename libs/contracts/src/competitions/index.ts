import { z } from 'zod';
import { Avatar } from '../auth/auth.js';

/**
 * Competitions (issue 22; SPEC 2 `/competitions/*`, SPEC 7 `competitions/announced`, `/unannounced`, `/active`).
 * Staff create and edit them; members enter one of their own things (a story, a photo or a forum topic) while
 * entries are open and vote while voting is open; a job computes the results when voting closes and pays the
 * prizes through the coin ledger (once, however often it runs). Paths are under `/api`.
 *
 *   GET    competitions                       CompetitionList  (announced, active and finished; staff also unannounced)
 *   GET    competitions/announced             CompetitionList  (announced, entries not open yet)
 *   GET    competitions/active                CompetitionList  (entries and/or voting open)
 *   GET    competitions/unannounced           CompetitionList  (staff only: 403 to members)
 *   GET    competitions/{slug}                CompetitionDetail
 *   POST   competitions                       CompetitionInput → CompetitionDetail   (staff)
 *   PUT    competitions/{id}                  CompetitionInput → CompetitionDetail   (staff)
 *   POST   competitions/{id}/entries          CompetitionEntryInput → CompetitionEntry
 *   DELETE competitions/entries/{entry}       204 (my entry, before voting opens)
 *   PUT    competitions/{id}/vote             CompetitionVoteInput → CompetitionVoteResult (one vote per member)
 * States: unannounced (staff only), announced (visible, entries not yet open), active (entries and/or voting
 * open), finished (voting closed; winners shown once the results job ran).
 */

export const COMPETITION_ENTRY_TYPES = ['story', 'photo', 'forum-topic'] as const;
export type CompetitionEntryType = (typeof COMPETITION_ENTRY_TYPES)[number];
export const COMPETITION_STATES = ['unannounced', 'announced', 'active', 'finished'] as const;
export type CompetitionState = (typeof COMPETITION_STATES)[number];

export const COMPETITION_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  rulesMin: 20,
  rulesMax: 10_000,
  /** Prizes for at most this many places. */
  places: 3,
  prizeMax: 1_000_000,
  badgeMax: 40,
  entriesPerMemberMax: 10,
} as const;

export const CompetitionId = z.uuid('id must be a competition id');
export const CompetitionSlug = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be a competition slug').max(120);

const date = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` });

export const CompetitionInput = z
  .object({
    title: z.string('title is required').trim().min(COMPETITION_LIMITS.titleMin, `title must be at least ${COMPETITION_LIMITS.titleMin} characters`).max(COMPETITION_LIMITS.titleMax, `title must be at most ${COMPETITION_LIMITS.titleMax} characters`),
    rules: z.string('rules are required').trim().min(COMPETITION_LIMITS.rulesMin, `rules must be at least ${COMPETITION_LIMITS.rulesMin} characters`).max(COMPETITION_LIMITS.rulesMax),
    entryType: z.enum(COMPETITION_ENTRY_TYPES, 'entryType must be story, photo or forum-topic'),
    entriesOpenAt: date('entriesOpenAt'),
    entriesCloseAt: date('entriesCloseAt'),
    votingOpenAt: date('votingOpenAt'),
    votingCloseAt: date('votingCloseAt'),
    announced: z.boolean().default(false),
    verifiedVotersOnly: z.boolean().default(false),
    maxEntriesPerMember: z.number().int().min(1, 'maxEntriesPerMember must be 1 to 10').max(COMPETITION_LIMITS.entriesPerMemberMax, 'maxEntriesPerMember must be 1 to 10').default(1),
    prizeCoins: z.array(z.number().int('prizes are whole coins').min(0, 'prizes cannot be negative').max(COMPETITION_LIMITS.prizeMax)).max(COMPETITION_LIMITS.places, 'prizes for at most 3 places').default([]),
    prizeBadge: z.string().trim().max(COMPETITION_LIMITS.badgeMax).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    const t = (s: string) => Date.parse(s);
    if (t(v.entriesCloseAt) <= t(v.entriesOpenAt)) ctx.addIssue({ code: 'custom', path: ['entriesCloseAt'], message: 'entries must close after they open' });
    if (t(v.votingOpenAt) < t(v.entriesOpenAt)) ctx.addIssue({ code: 'custom', path: ['votingOpenAt'], message: 'voting cannot open before entries do' });
    if (t(v.votingCloseAt) <= t(v.votingOpenAt)) ctx.addIssue({ code: 'custom', path: ['votingCloseAt'], message: 'voting must close after it opens' });
    if (t(v.votingCloseAt) < t(v.entriesCloseAt)) ctx.addIssue({ code: 'custom', path: ['votingCloseAt'], message: 'voting cannot close before entries do' });
  });
export type CompetitionInput = z.input<typeof CompetitionInput>;

export const CompetitionMember = z.object({ id: z.string(), name: z.string(), avatar: Avatar });

export const CompetitionItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  entryType: z.enum(COMPETITION_ENTRY_TYPES),
  state: z.enum(COMPETITION_STATES),
  entriesOpen: z.boolean(),
  votingOpen: z.boolean(),
  entriesOpenAt: z.string(),
  entriesCloseAt: z.string(),
  votingOpenAt: z.string(),
  votingCloseAt: z.string(),
  prizeCoins: z.array(z.number().int()),
  prizeBadge: z.string().nullable(),
  entryCount: z.number().int(),
});
export type CompetitionItem = z.infer<typeof CompetitionItem>;
export const CompetitionList = z.object({ items: z.array(CompetitionItem) });
export type CompetitionList = z.infer<typeof CompetitionList>;

export const CompetitionEntry = z.object({
  id: z.string(),
  member: CompetitionMember.nullable(),
  subjectId: z.string(),
  title: z.string(),
  /** Where the entry is on the site (the story, the photo's owner's media, the topic). */
  url: z.string().nullable(),
  /** A photo entry's picture (null for other kinds, or a photo no longer shown). */
  image: z.string().nullable(),
  /** Shown once the competition is finished (and to staff). */
  votes: z.number().int().nullable(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type CompetitionEntry = z.infer<typeof CompetitionEntry>;

export const CompetitionWinner = z.object({ place: z.number().int(), entryId: z.string(), member: CompetitionMember.nullable(), title: z.string(), votes: z.number().int(), coins: z.number().int() });

export const CompetitionDetail = CompetitionItem.extend({
  rules: z.string(),
  announced: z.boolean(),
  verifiedVotersOnly: z.boolean(),
  maxEntriesPerMember: z.number().int(),
  entries: z.array(CompetitionEntry),
  /** Empty until the results job has run. */
  winners: z.array(CompetitionWinner),
  resultsAt: z.string().nullable(),
  viewer: z.object({
    staff: z.boolean(),
    canEnter: z.boolean(),
    canVote: z.boolean(),
    /** Why the viewer may not vote (guest, verified, closed, voted) or null. */
    voteRefusal: z.enum(['guest', 'verified', 'closed', 'voted']).nullable(),
    votedEntryId: z.string().nullable(),
    myEntries: z.number().int(),
  }),
});
export type CompetitionDetail = z.infer<typeof CompetitionDetail>;

export const CompetitionEntryInput = z.object({ subjectId: z.string('subjectId is required').trim().min(1, 'subjectId is required').max(64, 'subjectId must be an id') });
export type CompetitionEntryInput = z.infer<typeof CompetitionEntryInput>;
export const CompetitionVoteInput = z.object({ entryId: z.uuid('entryId must be an entry id') });
export const CompetitionVoteResult = z.object({ entryId: z.string(), votes: z.number().int().nullable() });

/** `competitions.results`: computes the winners of one competition and pays its prizes (idempotent). */
export const CompetitionResultsJob = z.object({ competitionId: z.uuid() });
