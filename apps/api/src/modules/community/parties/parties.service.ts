import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  PARTY_LIMITS,
  timeZoneOf,
  zonedToInstant,
  type PartyDetail,
  type PartyInvitationList,
  type PartyPage,
  type PartyViewerState,
  type PartyWriteValues,
} from '@community/contracts';
import { AppException } from '../../../infra/http/app-exception.js';
import { PlacesService, ProfilesRepository, type MemberAccount } from '../../members/index.js';
import { PartiesRepository, type AttendeeRow, type PartyRow, type PartyWrite } from './parties.repository.js';
import { PartiesErrorCode, PartiesException, invalid, notHost, partyNotFound } from './parties.exception.js';
import { PartyNotices } from './party-notices.js';
import { PartyViews, decodeCursor, encodeCursor, type PartyViewer } from './party-views.js';
import { PartySeats } from './party-seats.js';

/** "Summer garden party" → "summer-garden-party" (letters kept across scripts by folding accents). */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return base || 'party';
}

export interface ListArgs {
  when: 'upcoming' | 'weekend' | 'month';
  month?: string;
  near?: string;
  km: number;
  limit: number;
  after?: string;
}

/** Monday 00:00 after `now` in the zone, and the Friday 00:00 before it: this (or the coming) weekend. */
export function weekendOf(now: Date, timeZone: string): { from: Date; to: Date } {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(now);
  const part = (t: string) => local.find((x) => x.type === t)!.value;
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  const today = Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day')));
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const friday = today + (4 - day) * 86_400_000;
  const monday = today + (7 - day) * 86_400_000;
  return {
    from: zonedToInstant(`${iso(day >= 4 ? today - (day - 4) * 86_400_000 : friday)}T00:00`, timeZone),
    to: zonedToInstant(`${iso(monday)}T00:00`, timeZone),
  };
}

/**
 * Parties themselves: writing (host), cancelling (host or the variant's staff; every attendee is told),
 * the party page with the viewer's state, and the lists (upcoming near me, this weekend, a month, mine, a
 * member's). The street address leaves the server only for the host, approved attendees and staff.
 */
@Injectable()
export class PartiesService {
  constructor(
    private readonly repo: PartiesRepository,
    private readonly views: PartyViews,
    private readonly notices: PartyNotices,
    private readonly seats: PartySeats,
    private readonly places: PlacesService,
    private readonly profiles: ProfilesRepository,
  ) {}

  /** The party a viewer may see, or 404 (also for parties the viewer may not know of). */
  async visible(
    v: PartyViewer,
    ref: string,
  ): Promise<{ p: PartyRow; att: AttendeeRow | null; invitationId: string | null }> {
    const p = await this.repo.find(v.variant, ref);
    if (!p) throw partyNotFound();
    const att = v.member ? await this.repo.attendee(p.id, v.member.id) : null;
    const invitation = v.member ? await this.repo.pendingInvitation(p.id, v.member.id) : null;
    if (!(await this.views.canSee(p, v, att, invitation !== null))) throw partyNotFound();
    return { p, att, invitationId: invitation?.id ?? null };
  }

  /** The party as its host may change it: 404 when unseen, 403 for anyone but the host. */
  async hosted(v: PartyViewer & { member: MemberAccount }, ref: string): Promise<PartyRow> {
    const { p } = await this.visible(v, ref);
    if (p.host_id !== v.member.id) throw notHost();
    return p;
  }

  private place(placeId: string) {
    try {
      return this.places.resolve(placeId, 'placeId');
    } catch (err) {
      if (err instanceof AppException && err.statusCode === 503) throw err;
      if (err instanceof AppException) throw invalid('placeId', 'No such place');
      throw err;
    }
  }

  private fields(
    variant: string,
    body: PartyWriteValues,
    existing: PartyRow | null,
  ): Omit<PartyWrite, 'variant' | 'hostId' | 'slug'> {
    const timeZone = existing?.time_zone ?? timeZoneOf(variant);
    const startsAt = zonedToInstant(body.startsAt, timeZone);
    const endsAt = zonedToInstant(body.endsAt, timeZone);
    if (Number.isNaN(startsAt.getTime())) throw invalid('startsAt', 'startsAt is not a real date');
    if (Number.isNaN(endsAt.getTime())) throw invalid('endsAt', 'endsAt is not a real date');
    const moved = !existing || startsAt.getTime() !== new Date(existing.starts_at).getTime();
    if (moved && startsAt.getTime() <= Date.now()) throw invalid('startsAt', 'startsAt must be in the future');
    if (endsAt.getTime() - startsAt.getTime() > 7 * 86_400_000) throw invalid('endsAt', 'a party lasts at most 7 days');
    const place = this.place(body.placeId);
    return {
      title: body.title,
      description: body.description,
      startsAt,
      endsAt,
      timeZone,
      placeId: place.id,
      placeLabel: [place.name, place.region].filter(Boolean).join(', '),
      lat: place.lat,
      lng: place.lng,
      address: body.address,
      audience: body.audience,
      welcome: body.welcome,
      approval: body.approval,
      capacity: body.capacity,
      price: body.price,
    };
  }

  async create(v: PartyViewer & { member: MemberAccount }, body: PartyWriteValues): Promise<PartyDetail> {
    const fields = this.fields(v.variant, body, null);
    const base = slugify(body.title);
    let slug = base;
    for (let i = 0; await this.repo.slugTaken(v.variant, slug); i++)
      slug = `${base}-${i < 3 ? i + 2 : randomBytes(3).toString('hex')}`;
    const id = await this.repo.insert({ ...fields, variant: v.variant, hostId: v.member.id, slug });
    await this.notices.scheduleReminder({ id, starts_at: fields.startsAt });
    return this.detail(v, id);
  }

  async update(v: PartyViewer & { member: MemberAccount }, ref: string, body: PartyWriteValues): Promise<PartyDetail> {
    const before = await this.hosted(v, ref);
    if (before.cancelled_at) throw new PartiesException(PartiesErrorCode.Closed, 'This party is cancelled');
    const fields = this.fields(v.variant, body, before);
    const promoted = await this.repo.transaction(async (em) => {
      const locked = await this.repo.lock(em, before.id);
      if (fields.capacity !== null && fields.capacity < locked.going) {
        throw invalid('capacity', `${locked.going} people are already coming: capacity cannot be lower`);
      }
      await this.repo.update(before.id, fields, em);
      // More room: the waiting list moves up.
      return this.seats.promote(em, { ...locked, capacity: fields.capacity });
    });
    const after = (await this.repo.byId(before.id))!;
    for (const memberId of promoted) await this.notices.tell(memberId, 'PartyPromoted', after);
    if (new Date(after.starts_at).getTime() !== new Date(before.starts_at).getTime()) {
      await this.notices.unscheduleReminder(before);
      await this.notices.scheduleReminder(after);
    }
    return this.detail(v, before.id);
  }

  /** Cancels a party (its host, or the variant's staff): the reminder is removed and everyone concerned is told. */
  async cancel(v: PartyViewer & { member: MemberAccount }, ref: string, reason: string): Promise<void> {
    const { p } = await this.visible(v, ref);
    if (p.host_id !== v.member.id && !this.views.isStaff(v.member, p.variant)) throw notHost();
    if (p.cancelled_at) return;
    await this.repo.cancel(p.id, reason);
    await this.notices.unscheduleReminder(p);
    const told = (await this.repo.stakeholders(p.id)).filter((id) => id !== v.member.id);
    await this.notices.cancelled(p, told, reason);
  }

  async viewerState(
    v: PartyViewer,
    p: PartyRow,
    att: AttendeeRow | null,
    invitationId: string | null,
  ): Promise<PartyViewerState> {
    const me = v.member;
    const isHost = me !== null && me.id === p.host_id;
    return {
      isHost,
      attendance: att?.status ?? null,
      plusOnes: att?.plus_ones ?? 0,
      checkinCode: att?.status === 'approved' ? att.checkin_code : null,
      checkedIn: att?.checked_in_at != null,
      invitationId,
      requestRefusal: att ? null : await this.seats.refusal(p, me, invitationId !== null),
    };
  }

  async detail(v: PartyViewer, ref: string): Promise<PartyDetail> {
    const { p, att, invitationId } = await this.visible(v, ref);
    const people = await this.views.people([p.host_id]);
    const address = this.views.mayReadAddress(p, v.member, att) ? p.address : null;
    return this.views.detail(p, people, await this.viewerState(v, p, att, invitationId), address);
  }

  // ---- lists ----------------------------------------------------------------------------------------------

  private async near(v: PartyViewer, near: string | undefined, km: number) {
    if (!near) return null;
    if (near === 'me') {
      if (!v.member) throw invalid('near', 'Log in to see parties near you');
      const point = await this.profiles.point(v.member.id);
      if (!point) throw invalid('near', 'Set your town in your profile to see parties near you');
      return { ...point, km };
    }
    const place = this.places.resolve(near, 'near');
    return { lat: place.lat, lng: place.lng, km };
  }

  async list(v: PartyViewer, q: ListArgs): Promise<PartyPage> {
    const after = decodeCursor(q.after);
    if (after === 'bad') throw invalid('after', 'after is not a cursor of this list');
    const zone = timeZoneOf(v.variant);
    const now = new Date();
    let from = now;
    let to: Date | null = null;
    if (q.when === 'weekend') {
      const w = weekendOf(now, zone);
      from = w.from > now ? w.from : now;
      to = w.to;
    } else if (q.when === 'month') {
      const month =
        q.month ??
        new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
      const [y, m] = month.split('-').map(Number) as [number, number];
      if (m < 1 || m > 12) throw invalid('month', 'month must be YYYY-MM');
      from = zonedToInstant(`${month}-01T00:00`, zone);
      to = zonedToInstant(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01T00:00`, zone);
    }
    const rows = await this.repo.list(await this.views.listViewer(v.member), {
      variant: v.variant,
      from,
      to,
      near: await this.near(v, q.near, q.km),
      after,
      limit: q.limit,
    });
    const page = rows.slice(0, q.limit);
    return {
      items: await this.views.items(page),
      next: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null,
    };
  }

  async mine(
    v: PartyViewer & { member: MemberAccount },
    past: boolean,
    afterRaw: string | undefined,
  ): Promise<PartyPage> {
    const after = decodeCursor(afterRaw);
    if (after === 'bad') throw invalid('after', 'after is not a cursor of this list');
    const limit = PARTY_LIMITS.listDefault;
    const rows = await this.repo.mine(v.member.id, v.variant, past, after, limit);
    const page = rows.slice(0, limit);
    return {
      items: await this.views.items(page),
      next: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
    };
  }

  /** A member's hosted parties that the viewer may see (their profile's Parties and Past parties tabs). */
  async hostedBy(v: PartyViewer, host: MemberAccount, past: boolean): Promise<PartyPage> {
    const rows = await this.repo.hostedBy(
      host.id,
      await this.views.listViewer(v.member),
      v.variant,
      past,
      PARTY_LIMITS.listMax,
    );
    return { items: await this.views.items(rows), next: null };
  }

  async myInvitations(v: PartyViewer & { member: MemberAccount }): Promise<PartyInvitationList> {
    const rows = await this.repo.myInvitations(v.member.id, v.variant);
    const people = await this.views.people(rows.flatMap((r) => [r.member_id, r.inviter_id, r.party.host_id]));
    return {
      items: rows.flatMap((r) => {
        const member = people.get(r.member_id);
        if (!member) return [];
        return [
          {
            id: r.id,
            party: this.views.item(r.party, people),
            member,
            inviter: r.inviter_id ? (people.get(r.inviter_id) ?? null) : null,
            status: r.status,
            createdAt: new Date(r.created_at).toISOString(),
          },
        ];
      }),
    };
  }
}
