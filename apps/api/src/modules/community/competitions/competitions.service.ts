import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CompetitionInput,
  REPORT_STAFF_ROLES,
  type CompetitionDetail,
  type CompetitionEntry,
  type CompetitionItem,
  type CompetitionList,
  type CompetitionState,
} from '@community/contracts';
import { actsAsStaffOn } from '@community/domain';
import type { z } from 'zod';
import { ModuleException } from '../../../infra/http/app-exception.js';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import { CoinsService } from '../../coins/index.js';
import { MediaService } from '../../media/index.js';
import { avatarOf, MembersService, type MemberAccount } from '../../members/index.js';
import { StoriesService } from '../../stories/index.js';
import { ForumRepository } from '../forum/forum.repository.js';
import { CompetitionsRepository, type CompetitionFields, type CompetitionRow } from './competitions.repository.js';

export enum CompetitionsErrorCode {
  NotFound = 'COMPETITIONS_NOT_FOUND',
  StaffOnly = 'COMPETITIONS_STAFF_ONLY',
  Closed = 'COMPETITIONS_CLOSED',
  TooManyEntries = 'COMPETITIONS_TOO_MANY_ENTRIES',
  AlreadyEntered = 'COMPETITIONS_ALREADY_ENTERED',
  NotEligible = 'COMPETITIONS_NOT_ELIGIBLE',
  OwnEntry = 'COMPETITIONS_OWN_ENTRY',
  AlreadyVoted = 'COMPETITIONS_ALREADY_VOTED',
  VerifiedOnly = 'COMPETITIONS_VERIFIED_ONLY',
  NotYours = 'COMPETITIONS_NOT_YOURS',
}

export class CompetitionsException extends ModuleException<CompetitionsErrorCode>({
  [CompetitionsErrorCode.NotFound]: 404,
  [CompetitionsErrorCode.StaffOnly]: 403,
  [CompetitionsErrorCode.Closed]: 409,
  [CompetitionsErrorCode.TooManyEntries]: 409,
  [CompetitionsErrorCode.AlreadyEntered]: 409,
  [CompetitionsErrorCode.NotEligible]: 422,
  [CompetitionsErrorCode.OwnEntry]: 422,
  [CompetitionsErrorCode.AlreadyVoted]: 409,
  [CompetitionsErrorCode.VerifiedOnly]: 403,
  [CompetitionsErrorCode.NotYours]: 403,
}) {}

const notFound = () => new CompetitionsException(CompetitionsErrorCode.NotFound, 'This competition could not be found');

export interface CompetitionsViewer {
  member: MemberAccount | null;
  variant: string;
  staff: boolean;
}
type Member = CompetitionsViewer & { member: MemberAccount };
type Input = z.output<typeof CompetitionInput>;

const iso = (d: Date) => new Date(d).toISOString();

/** A competition's state at `now` (issue 22). */
export function stateOf(c: Pick<CompetitionRow, 'announced' | 'entries_open_at' | 'voting_close_at'>, now = Date.now()): CompetitionState {
  if (!c.announced) return 'unannounced';
  if (now < new Date(c.entries_open_at).getTime()) return 'announced';
  if (now < new Date(c.voting_close_at).getTime()) return 'active';
  return 'finished';
}

const between = (now: number, from: Date, to: Date) => now >= new Date(from).getTime() && now < new Date(to).getTime();

function slugOf(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'competition'
  );
}

/**
 * Competitions: lists by state, the competition page, staff create and edit (audited), entries of a member's own
 * story, photo or forum topic while entries are open (withdrawn before voting opens), one vote per member while
 * voting is open (not for one's own entry; verified members only when the competition says so), and the results
 * (`results`, run by the job when voting closes): winners by votes, coin prizes through the ledger with one
 * idempotency key per place, the badge recorded once.
 */
@Injectable()
export class CompetitionsService {
  private readonly logger = new Logger('Competitions');

  constructor(
    private readonly db: DataSource,
    private readonly repo: CompetitionsRepository,
    private readonly members: MembersService,
    private readonly media: MediaService,
    private readonly stories: StoriesService,
    private readonly forum: ForumRepository,
    private readonly coins: CoinsService,
    private readonly audit: StaffAuditService,
  ) {}

  viewer(member: MemberAccount | null, variant: string): CompetitionsViewer {
    const staff = member !== null && (REPORT_STAFF_ROLES as readonly string[]).includes(member.role) && actsAsStaffOn(member, variant);
    return { member, variant, staff };
  }

  private item(c: CompetitionRow, now = Date.now()): CompetitionItem {
    return {
      id: c.id,
      slug: c.slug,
      title: c.title,
      entryType: c.entry_type,
      state: stateOf(c, now),
      entriesOpen: c.announced && between(now, c.entries_open_at, c.entries_close_at),
      votingOpen: c.announced && between(now, c.voting_open_at, c.voting_close_at),
      entriesOpenAt: iso(c.entries_open_at),
      entriesCloseAt: iso(c.entries_close_at),
      votingOpenAt: iso(c.voting_open_at),
      votingCloseAt: iso(c.voting_close_at),
      prizeCoins: c.prize_coins,
      prizeBadge: c.prize_badge,
      entryCount: c.entry_count,
    };
  }

  async list(v: CompetitionsViewer, which: 'visible' | 'announced' | 'active' | 'unannounced'): Promise<CompetitionList> {
    if (which === 'unannounced' && !v.staff) throw new CompetitionsException(CompetitionsErrorCode.StaffOnly, 'Only staff see competitions that are not announced yet');
    const rows = await this.repo.list(v.variant, which === 'visible' && v.staff ? 'all' : which);
    return { items: rows.map((r) => this.item(r)) };
  }

  private visible(v: CompetitionsViewer, c: CompetitionRow | null): CompetitionRow {
    if (!c || c.variant !== v.variant || (!c.announced && !v.staff)) throw notFound();
    return c;
  }

  async bySlug(v: CompetitionsViewer, slug: string): Promise<CompetitionDetail> {
    return this.detail(v, this.visible(v, await this.repo.bySlug(v.variant, slug)));
  }

  async byId(v: CompetitionsViewer, id: string): Promise<CompetitionDetail> {
    return this.detail(v, this.visible(v, await this.repo.byId(id)));
  }

  private async detail(v: CompetitionsViewer, c: CompetitionRow): Promise<CompetitionDetail> {
    const now = Date.now();
    const item = this.item(c, now);
    const me = v.member?.id ?? null;
    const [entries, winners, votedEntryId] = await Promise.all([this.repo.entries(c.id), this.repo.winners(c.id), me ? this.repo.myVote(c.id, me) : Promise.resolve(null)]);
    const ids = [...entries.map((e) => e.member_id), ...winners.map((w) => w.member_id)].filter((x): x is string => Boolean(x));
    const found = ids.length ? await this.members.findByIds([...new Set(ids)]) : [];
    const cards = new Map(found.filter((m) => !m.suspendedAt).map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }]));
    const showVotes = item.state === 'finished' || v.staff;
    const images = c.entry_type === 'photo' ? await this.photoImages(entries.map((e) => e.subject_id)) : new Map<string, string>();
    const list: CompetitionEntry[] = entries.map((e) => ({
      id: e.id,
      member: e.member_id ? (cards.get(e.member_id) ?? null) : null,
      subjectId: e.subject_id,
      title: e.title,
      url: e.url,
      image: images.get(e.subject_id) ?? null,
      votes: showVotes ? e.votes : null,
      mine: me !== null && e.member_id === me,
      createdAt: iso(e.created_at),
    }));
    const myEntries = list.filter((e) => e.mine).length;
    const voteRefusal = !me ? 'guest' : !item.votingOpen ? 'closed' : votedEntryId ? 'voted' : c.verified_voters_only && !v.member?.verifiedAt ? 'verified' : null;
    return {
      ...item,
      rules: c.rules,
      announced: c.announced,
      verifiedVotersOnly: c.verified_voters_only,
      maxEntriesPerMember: c.max_entries_per_member,
      entries: list,
      winners: winners.map((w) => ({ place: w.place, entryId: w.entry_id, member: w.member_id ? (cards.get(w.member_id) ?? null) : null, title: w.title, votes: w.votes, coins: w.coins })),
      resultsAt: c.results_at ? iso(c.results_at) : null,
      viewer: {
        staff: v.staff,
        canEnter: me !== null && item.entriesOpen && myEntries < c.max_entries_per_member,
        canVote: voteRefusal === null,
        voteRefusal,
        votedEntryId,
        myEntries,
      },
    };
  }

  /** Photo entries' pictures, for photos still public and approved (others show without one). */
  private async photoImages(ids: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    await Promise.all(
      ids.map(async (id) => {
        try {
          const item = await this.media.get(null, id, false);
          out.set(id, item.sizes.medium ?? item.sizes.large ?? '');
        } catch {
          // Not visible to everyone any more: the entry shows without its picture.
        }
      }),
    );
    return out;
  }

  // ---- staff: create and edit -------------------------------------------------------------------------

  private requireStaff(v: CompetitionsViewer): asserts v is Member {
    if (!v.staff || !v.member) throw new CompetitionsException(CompetitionsErrorCode.StaffOnly, 'Only staff of this site can run competitions');
  }

  private async fields(v: CompetitionsViewer, input: Input, except: string | null, keepSlug?: string): Promise<CompetitionFields> {
    let slug = keepSlug ?? slugOf(input.title);
    if (!keepSlug) for (let n = 2; await this.repo.slugTaken(v.variant, slug, except); n += 1) slug = `${slugOf(input.title)}-${n}`;
    return {
      slug,
      title: input.title,
      rules: input.rules,
      entry_type: input.entryType,
      entries_open_at: input.entriesOpenAt,
      entries_close_at: input.entriesCloseAt,
      voting_open_at: input.votingOpenAt,
      voting_close_at: input.votingCloseAt,
      announced: input.announced,
      verified_voters_only: input.verifiedVotersOnly,
      max_entries_per_member: input.maxEntriesPerMember,
      prize_coins: input.prizeCoins,
      prize_badge: input.prizeBadge || null,
    };
  }

  async create(v: CompetitionsViewer, input: Input): Promise<CompetitionDetail> {
    this.requireStaff(v);
    const f = await this.fields(v, input, null);
    const id = await this.db.transaction(async (em) => {
      const id = await this.repo.insert(em, v.variant, f, v.member.id);
      await this.audit.record(em, { staffId: v.member.id, action: 'competition.create', targetType: 'competition', targetId: id, variant: v.variant, before: null, after: { ...f } });
      return id;
    });
    return this.byId(v, id);
  }

  async edit(v: CompetitionsViewer, id: string, input: Input): Promise<CompetitionDetail> {
    this.requireStaff(v);
    const current = this.visible(v, await this.repo.byId(id));
    if (current.results_at) throw new CompetitionsException(CompetitionsErrorCode.Closed, 'The results are out: this competition can no longer change');
    const f = await this.fields(v, input, id, current.title === input.title ? current.slug : undefined);
    await this.db.transaction(async (em) => {
      await this.repo.update(em, id, f);
      await this.audit.record(em, {
        staffId: v.member.id, action: 'competition.edit', targetType: 'competition', targetId: id, variant: v.variant,
        before: { title: current.title, announced: current.announced, votingCloseAt: iso(current.voting_close_at) }, after: { ...f },
      });
    });
    return this.byId(v, id);
  }

  // ---- entries and votes ------------------------------------------------------------------------------

  /** Checks the subject is the member's own and of the competition's kind; answers its title and address. */
  private async subject(v: Member, type: CompetitionRow['entry_type'], subjectId: string): Promise<{ title: string; url: string | null }> {
    const refuse = (message: string) => new CompetitionsException(CompetitionsErrorCode.NotEligible, message, { field: 'subjectId' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(subjectId);
    if (!uuid) throw refuse('subjectId must be the id of your entry');
    if (type === 'photo') {
      const photo = await this.media.shareablePhoto(v.member, subjectId, 'subjectId');
      if (photo.visibility !== 'public') throw refuse('Make the photo public to enter it');
      return { title: photo.description || '', url: `/profile/${encodeURIComponent(v.member.name)}/media` };
    }
    if (type === 'story') {
      let story;
      try {
        story = await this.stories.detail(v.member, subjectId);
      } catch {
        throw refuse('No such story of yours');
      }
      if (story.author.id !== v.member.id || story.status !== 'published') throw refuse('Enter one of your published stories');
      return { title: story.title, url: `/stories/${story.genre ?? 'all'}/${story.slug}` };
    }
    const topic = await this.forum.placeOfTopic(subjectId);
    if (!topic || topic.topic_deleted || topic.topic_author_id !== v.member.id || topic.variant !== v.variant || topic.visibility === 'staff') throw refuse('Enter a forum topic you started');
    return { title: topic.topic_title, url: `/forum/${topic.category_slug}/${topic.topic_slug}` };
  }

  async enter(v: Member, competitionId: string, subjectId: string): Promise<CompetitionEntry> {
    const c = this.visible(v, await this.repo.byId(competitionId));
    if (!(c.announced && between(Date.now(), c.entries_open_at, c.entries_close_at))) throw new CompetitionsException(CompetitionsErrorCode.Closed, 'Entries are not open');
    const s = await this.subject(v, c.entry_type, subjectId);
    const row = await this.db.transaction(async (em) => {
      // One member's entries counted and added under a lock: two entries at once cannot pass the limit.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`competition-entry:${c.id}:${v.member.id}`]);
      if ((await this.repo.myEntryCount(em, c.id, v.member.id)) >= c.max_entries_per_member) {
        throw new CompetitionsException(CompetitionsErrorCode.TooManyEntries, c.max_entries_per_member === 1 ? 'You have already entered this competition' : `At most ${c.max_entries_per_member} entries each`);
      }
      const added = await this.repo.addEntry(em, c.id, v.member.id, subjectId, s.title, s.url);
      if (!added) throw new CompetitionsException(CompetitionsErrorCode.AlreadyEntered, 'This is already entered', { field: 'subjectId' });
      return added;
    });
    return { id: row.id, member: { id: v.member.id, name: v.member.name, avatar: avatarOf(v.member) }, subjectId, title: s.title, url: s.url, image: null, votes: null, mine: true, createdAt: iso(row.created_at) };
  }

  async withdraw(v: Member, entryId: string): Promise<void> {
    const e = await this.repo.entry(entryId);
    if (!e || e.withdrawn_at || e.variant !== v.variant) throw new CompetitionsException(CompetitionsErrorCode.NotFound, 'This entry could not be found');
    if (e.member_id !== v.member.id) throw new CompetitionsException(CompetitionsErrorCode.NotYours, 'You can only withdraw your own entries');
    const c = (await this.repo.byId(e.competition_id))!;
    if (Date.now() >= new Date(c.voting_open_at).getTime()) throw new CompetitionsException(CompetitionsErrorCode.Closed, 'Entries cannot be withdrawn once voting has opened');
    await this.repo.withdraw(entryId);
  }

  async vote(v: Member, competitionId: string, entryId: string): Promise<{ entryId: string; votes: number | null }> {
    const c = this.visible(v, await this.repo.byId(competitionId));
    if (!(c.announced && between(Date.now(), c.voting_open_at, c.voting_close_at))) throw new CompetitionsException(CompetitionsErrorCode.Closed, 'Voting is not open');
    if (c.verified_voters_only && !v.member.verifiedAt) throw new CompetitionsException(CompetitionsErrorCode.VerifiedOnly, 'Only verified members can vote in this competition');
    const e = await this.repo.entry(entryId);
    if (!e || e.withdrawn_at || e.competition_id !== c.id) throw new CompetitionsException(CompetitionsErrorCode.NotEligible, 'No such entry in this competition', { field: 'entryId' });
    if (e.member_id === v.member.id) throw new CompetitionsException(CompetitionsErrorCode.OwnEntry, 'You cannot vote for your own entry', { field: 'entryId' });
    if (!(await this.repo.vote(c.id, v.member.id, entryId))) throw new CompetitionsException(CompetitionsErrorCode.AlreadyVoted, 'You have already voted in this competition');
    return { entryId, votes: null };
  }

  // ---- results ----------------------------------------------------------------------------------------

  /**
   * Computes the winners once voting has closed and pays each place's coins with the idempotency key
   * `competition:<id>:place:<n>`: a rerun (a retried job, two workers) finds the winners written and the ledger
   * replays the same transaction, so nothing is paid twice. Answers the coins paid by this run.
   */
  async results(competitionId: string, now = Date.now()): Promise<number> {
    const c = await this.repo.byId(competitionId);
    if (!c || now < new Date(c.voting_close_at).getTime()) return 0;
    const places = Math.max(c.prize_coins.length, c.prize_badge ? 1 : 0, 3);
    await this.db.transaction(async (em) => {
      const locked = await this.repo.byId(competitionId, em, true);
      if (!locked || locked.results_at) return;
      const standings = await this.repo.standings(em, competitionId, places);
      for (const [i, s] of standings.entries()) {
        await this.repo.addWinner(em, { competitionId, place: i + 1, entryId: s.id, memberId: s.member_id, votes: s.votes, coins: c.prize_coins[i] ?? 0 });
      }
      await this.repo.setResults(em, competitionId);
    });
    let paid = 0;
    for (const w of await this.repo.winners(competitionId)) {
      if (!w.member_id) continue;
      await this.db.transaction(async (em) => {
        if (w.coins > 0) {
          const moved = await this.coins.moveIn(em, {
            kind: 'grant', from: { system: 'issuance' }, to: { member: w.member_id! }, amount: w.coins,
            scope: 'system:competitions', idempotencyKey: `competition:${competitionId}:place:${w.place}`, initiatorId: null,
            note: `Prize: ${c.title} (place ${w.place})`, reference: `competition:${competitionId}`,
          });
          if (!moved.replayed) paid += w.coins;
          await this.repo.markPaid(em, competitionId, w.place, moved.transaction.id);
        }
        if (c.prize_badge && w.place === 1) await this.repo.grantBadge(em, w.member_id!, competitionId, c.prize_badge, w.place);
      });
    }
    this.logger.log({ competitionId, paid }, 'competition results');
    return paid;
  }

  async due(): Promise<string[]> {
    return this.repo.due();
  }
}


