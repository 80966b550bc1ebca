import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  MEET_CATEGORIES,
  MEET_DEFAULT_LENGTH_MS,
  instantToZoned,
  timeZoneOf,
  zonedToInstant,
  type MeetCategory,
  type MeetCategoryList,
  type MeetDetail,
  type MeetItem,
  type MeetPage,
  type MeetWriteRequest,
} from '@community/contracts';
import type { MeetWriteRequest as MeetWriteSchema } from '@community/contracts';
import type { z } from 'zod';
import { AppException } from '../../../infra/http/app-exception.js';
import { PlacesService, ProfilesRepository, RelationshipsService, type MemberAccount } from '../../members/index.js';
import { PartiesErrorCode, PartiesException, invalid, notHost } from '../parties/parties.exception.js';
import { slugify } from '../parties/parties.service.js';
import { PartyViews, decodeCursor, encodeCursor, type People, type PartyViewer } from '../parties/party-views.js';
import { MeetsRepository, type MeetRow, type MeetWrite } from './meets.repository.js';

type Values = z.output<typeof MeetWriteSchema>;
export type { MeetWriteRequest };

const meetNotFound = () => new PartiesException(PartiesErrorCode.NotFound, 'This meet could not be found');

/**
 * Meets: create, edit and delete (host; staff of the variant may delete), the meet page, "interested" and
 * "going", lists by category and near a place. A meet lists until it is over (its end, or three hours after
 * its start), then its page says it is past and nobody can respond any more.
 */
@Injectable()
export class MeetsService {
  constructor(
    private readonly repo: MeetsRepository,
    private readonly views: PartyViews,
    private readonly places: PlacesService,
    private readonly profiles: ProfilesRepository,
    private readonly relationships: RelationshipsService,
  ) {}

  private fields(variant: string, b: Values, existing: MeetRow | null): MeetWrite {
    const timeZone = existing?.time_zone ?? timeZoneOf(variant);
    const startsAt = zonedToInstant(b.startsAt, timeZone);
    const endsAt = b.endsAt ? zonedToInstant(b.endsAt, timeZone) : null;
    if (Number.isNaN(startsAt.getTime())) throw invalid('startsAt', 'startsAt is not a real date');
    if (endsAt && Number.isNaN(endsAt.getTime())) throw invalid('endsAt', 'endsAt is not a real date');
    if (
      (!existing || startsAt.getTime() !== new Date(existing.starts_at).getTime()) &&
      startsAt.getTime() <= Date.now()
    )
      throw invalid('startsAt', 'startsAt must be in the future');
    let place;
    try {
      place = this.places.resolve(b.placeId, 'placeId');
    } catch (err) {
      if (err instanceof AppException && err.statusCode !== 503) throw invalid('placeId', 'No such place');
      throw err;
    }
    return {
      category: b.category,
      title: b.title,
      description: b.description,
      startsAt,
      endsAt,
      overAt: endsAt ?? new Date(startsAt.getTime() + MEET_DEFAULT_LENGTH_MS),
      timeZone,
      placeId: place.id,
      placeLabel: [place.name, place.region].filter(Boolean).join(', '),
      venue: b.venue,
      lat: place.lat,
      lng: place.lng,
    };
  }

  private item(m: MeetRow, people: People): MeetItem {
    return {
      id: m.id,
      slug: m.slug,
      category: m.category as MeetCategory,
      title: m.title,
      startsAt: new Date(m.starts_at).toISOString(),
      endsAt: m.ends_at ? new Date(m.ends_at).toISOString() : null,
      timeZone: m.time_zone,
      place: m.place_label,
      venue: m.venue,
      distanceKm: m.distance_km === null ? null : Math.round(m.distance_km * 10) / 10,
      host: m.host_id ? (people.get(m.host_id) ?? null) : null,
      interested: m.interested,
      going: m.going,
      past: new Date(m.over_at).getTime() <= Date.now(),
    };
  }

  private async visible(v: PartyViewer, ref: string): Promise<MeetRow> {
    const m = await this.repo.find(v.variant, ref);
    if (!m) throw meetNotFound();
    if (
      v.member &&
      m.host_id &&
      m.host_id !== v.member.id &&
      (await this.relationships.isBlocked(v.member.id, m.host_id)) &&
      !this.views.isStaff(v.member, v.variant)
    )
      throw meetNotFound();
    return m;
  }

  async detail(v: PartyViewer, ref: string): Promise<MeetDetail> {
    const m = await this.visible(v, ref);
    const going = await this.repo.goingIds(m.id);
    const people = await this.views.people([m.host_id, ...going]);
    const isHost = v.member !== null && v.member.id === m.host_id;
    return {
      ...this.item(m, people),
      description: m.description,
      placeId: m.place_id,
      startsLocal: instantToZoned(m.starts_at, m.time_zone),
      endsLocal: m.ends_at ? instantToZoned(m.ends_at, m.time_zone) : null,
      goingMembers: going.flatMap((id) => people.get(id) ?? []),
      viewer: { isHost, response: v.member ? await this.repo.response(m.id, v.member.id) : null, canEdit: isHost },
    };
  }

  async create(v: PartyViewer & { member: MemberAccount }, b: Values): Promise<MeetDetail> {
    const w = this.fields(v.variant, b, null);
    const base = slugify(b.title);
    let slug = base;
    for (let i = 0; await this.repo.slugTaken(v.variant, slug); i++)
      slug = `${base}-${i < 3 ? i + 2 : randomBytes(3).toString('hex')}`;
    const id = await this.repo.insert(v.variant, v.member.id, slug, w);
    return this.detail(v, id);
  }

  async update(v: PartyViewer & { member: MemberAccount }, ref: string, b: Values): Promise<MeetDetail> {
    const m = await this.visible(v, ref);
    if (m.host_id !== v.member.id) throw notHost();
    await this.repo.update(m.id, this.fields(v.variant, b, m));
    return this.detail(v, m.id);
  }

  async remove(v: PartyViewer & { member: MemberAccount }, ref: string): Promise<void> {
    const m = await this.visible(v, ref);
    if (m.host_id !== v.member.id && !this.views.isStaff(v.member, v.variant)) throw notHost();
    await this.repo.remove(m.id);
  }

  async respond(
    v: PartyViewer & { member: MemberAccount },
    ref: string,
    response: 'interested' | 'going' | null,
  ): Promise<MeetDetail> {
    const m = await this.visible(v, ref);
    if (new Date(m.over_at).getTime() <= Date.now())
      throw new PartiesException(PartiesErrorCode.Closed, 'This meet is over');
    await this.repo.respond(m.id, v.member.id, response);
    return this.detail(v, m.id);
  }

  async list(
    v: PartyViewer,
    q: { category?: MeetCategory; near?: string; km: number; after?: string },
    hostId?: string,
  ): Promise<MeetPage> {
    const after = decodeCursor(q.after);
    if (after === 'bad') throw invalid('after', 'after is not a cursor of this list');
    let near = null;
    if (q.near === 'me') {
      if (!v.member) throw invalid('near', 'Log in to see meets near you');
      const point = await this.profiles.point(v.member.id);
      if (!point) throw invalid('near', 'Set your town in your profile to see meets near you');
      near = { ...point, km: q.km };
    } else if (q.near) {
      const place = this.places.resolve(q.near, 'near');
      near = { lat: place.lat, lng: place.lng, km: q.km };
    }
    const limit = 20;
    const rows = await this.repo.list({ variant: v.variant, category: q.category, hostId, near, after, limit });
    const page = rows.slice(0, limit);
    const people = await this.views.people(page.map((r) => r.host_id));
    return {
      items: page.map((r) => this.item(r, people)),
      next: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
    };
  }

  async categories(variant: string): Promise<MeetCategoryList> {
    const counts = new Map((await this.repo.upcomingByCategory(variant)).map((r) => [r.category, r.n]));
    return { items: MEET_CATEGORIES.map((slug) => ({ slug, upcoming: counts.get(slug) ?? 0 })) };
  }
}
