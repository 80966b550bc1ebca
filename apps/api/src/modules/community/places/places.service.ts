import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../infra/config/config.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PLACE_LIMITS,
  REPORT_STAFF_ROLES,
  type PlaceCheckin,
  PlaceCheckinInput,
  type PlaceComment,
  type PlaceCountry,
  type PlaceCountryList,
  type PlaceCountyList,
  type PlaceDetail,
  type PlaceItem,
  type PlaceList,
  type PlaceMember,
  type PlaceMine,
  type PlaceRating,
  PlaceSearchQuery,
  type PlaceSettings,
  type PlaceSuggestion,
  PlaceSuggestionInput,
  PlaceInput,
} from '@community/contracts';
import { actsAsStaffOn, excerpt } from '@community/domain';
import type { z } from 'zod';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import { avatarOf, MembersService, type MemberAccount } from '../../members/index.js';
import { PlacesErrorCode, PlacesException, placeNotFound } from './places.exception.js';
import { PlacesRepository, type LocationFields, type LocationRow, type SuggestionRow } from './places.repository.js';

/** Who asks: the member (null for a guest), the variant of the request and whether they moderate it. */
export interface PlacesViewer {
  member: MemberAccount | null;
  variant: string;
  locale: string;
  staff: boolean;
}
type Member = PlacesViewer & { member: MemberAccount };

type Input = z.output<typeof PlaceInput>;

/** "Kent" → "kent", "Bedford & Luton" → "bedford-luton"; accents dropped; `fallback` when nothing is left. */
export function placeSlug(text: string, fallback = 'place'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

const displayNames = new Map<string, Intl.DisplayNames>();
/** "GB" → "United Kingdom" in the visitor's language. */
export function countryName(code: string, locale: string): string {
  const tag = locale.replace('_', '-');
  let names = displayNames.get(tag);
  if (!names) {
    try {
      names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    }
    displayNames.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether Intl knows the code as a region (a real ISO 3166 country, not "ZZ"). */
function isCountry(code: string): boolean {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
    return Boolean(name) && !['ZZ', 'XX', 'AA', 'QO', 'EU', 'UN', 'EZ'].includes(code);
  } catch {
    return false;
  }
}

const iso = (d: Date | string) => new Date(d).toISOString();
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

const EDITABLE: Array<keyof LocationFields> = ['name', 'country', 'county', 'description', 'directions', 'facilities', 'lat', 'lng'];

/**
 * Places for members and guests: countries and counties with counts, county lists, the location page, search
 * by name, county and distance, submitting (pending until staff approve), editing one's own pending or
 * rejected submission, suggestions for others' locations, ratings, comments and check-ins. Pending and rejected
 * locations are "not found" to everyone but their submitter and the variant's staff.
 */
@Injectable()
export class PlacesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: PlacesRepository,
    private readonly members: MembersService,
    private readonly audit: StaffAuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  isStaff(member: Pick<MemberAccount, 'role' | 'homeVariant'> | null, variant: string): boolean {
    return member !== null && (REPORT_STAFF_ROLES as readonly string[]).includes(member.role) && actsAsStaffOn(member, variant);
  }

  viewer(member: MemberAccount | null, variant: string, locale: string): PlacesViewer {
    return { member, variant, locale, staff: this.isStaff(member, variant) };
  }

  settings(): PlaceSettings {
    return { tileUrl: this.config.PLACES_MAP_TILE_URL ?? null };
  }

  private country(code: string, count: number, locale: string): PlaceCountry {
    return { code, slug: code.toLowerCase(), name: countryName(code, locale), count };
  }

  private async cards(ids: ReadonlyArray<string | null>): Promise<Map<string, PlaceMember>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const found = wanted.length ? await this.members.findByIds(wanted) : [];
    return new Map(found.filter((m) => !m.suspendedAt).map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }]));
  }

  private item(r: LocationRow, locale: string): PlaceItem {
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      country: r.country,
      countryName: countryName(r.country, locale),
      county: r.county,
      countySlug: r.county_slug,
      excerpt: excerpt(r.description, 200),
      facilities: r.facilities,
      rating: { average: round1(r.rating_avg), count: r.rating_count },
      comments: r.comment_count,
      distanceKm: r.distance_km === null ? null : Math.round(r.distance_km * 10) / 10,
      status: r.status,
    };
  }

  // ---- reading ------------------------------------------------------------------------------------

  async countries(v: PlacesViewer): Promise<PlaceCountryList> {
    const rows = await this.repo.countries(v.variant);
    const items = rows.map((r) => this.country(r.country, r.count, v.locale));
    items.sort((a, b) => a.name.localeCompare(b.name, v.locale.replace('_', '-')));
    return { items };
  }

  async counties(v: PlacesViewer, code: string): Promise<PlaceCountyList> {
    if (!isCountry(code)) throw placeNotFound();
    const rows = await this.repo.counties(v.variant, code);
    const total = rows.reduce((n, r) => n + r.count, 0);
    return { country: this.country(code, total, v.locale), items: rows.map((r) => ({ slug: r.county_slug, name: r.county, count: r.count })) };
  }

  async county(v: PlacesViewer, code: string, countySlug: string): Promise<PlaceList> {
    if (!isCountry(code)) throw placeNotFound();
    const rows = await this.repo.inCounty(v.variant, code, countySlug);
    if (!rows.length) throw new PlacesException(PlacesErrorCode.NotFound, 'There are no places in this county yet');
    return {
      country: this.country(code, 0, v.locale),
      county: { slug: countySlug, name: rows[0]!.county, count: rows.length },
      items: rows.map((r) => this.item(r, v.locale)),
    };
  }

  async search(v: PlacesViewer, q: z.output<typeof PlaceSearchQuery>): Promise<PlaceList> {
    const rows = await this.repo.search(v.variant, { ...q, radius: q.radius ?? PLACE_LIMITS.radiusDefault }, PLACE_LIMITS.listMax);
    return { country: null, county: null, items: rows.map((r) => this.item(r, v.locale)) };
  }

  /** A location the viewer may see: approved ones to everyone; others to their submitter and the variant's staff. */
  private visible(v: PlacesViewer, r: LocationRow | null): LocationRow {
    if (!r || r.variant !== v.variant) throw placeNotFound();
    if (r.status !== 'approved' && !v.staff && (!v.member || r.submitted_by !== v.member.id)) throw placeNotFound();
    return r;
  }

  async byAddress(v: PlacesViewer, code: string, countySlug: string, slug: string): Promise<PlaceDetail> {
    return this.detail(v, this.visible(v, await this.repo.byAddress(v.variant, code, countySlug, slug)));
  }

  async byId(v: PlacesViewer, id: string): Promise<PlaceDetail> {
    return this.detail(v, this.visible(v, await this.repo.byId(id)));
  }

  private async detail(v: PlacesViewer, r: LocationRow): Promise<PlaceDetail> {
    const approved = r.status === 'approved';
    const me = v.member?.id ?? null;
    const [comments, checkins, bestTimes, mine] = await Promise.all([
      approved ? this.repo.comments(r.id, PLACE_LIMITS.comments) : Promise.resolve([]),
      // "I was here" check-ins are never shown to guests (issue 22).
      approved && me ? this.repo.checkins(r.id, PLACE_LIMITS.checkins) : Promise.resolve([]),
      approved ? this.repo.bestTimes(r.id) : Promise.resolve([]),
      me ? this.repo.myRating(r.id, me) : Promise.resolve(null),
    ]);
    const cards = await this.cards([r.submitted_by, ...comments.map((c) => c.author_id), ...checkins.map((c) => c.member_id)]);
    const mineOwn = me !== null && r.submitted_by === me;
    const commentList: PlaceComment[] = comments.map((c) => ({
      id: c.id,
      author: c.author_id ? (cards.get(c.author_id) ?? null) : null,
      body: c.body,
      createdAt: iso(c.created_at),
      mine: me !== null && c.author_id === me,
    }));
    const checkinList: PlaceCheckin[] | null = me
      ? checkins.map((c) => ({ id: c.id, member: cards.get(c.member_id) ?? null, slot: c.slot, note: c.note, createdAt: iso(c.created_at) }))
      : null;
    return {
      ...this.item(r, v.locale),
      description: r.description,
      directions: r.directions,
      lat: r.lat,
      lng: r.lng,
      mapUrl: `https://www.openstreetmap.org/?mlat=${r.lat.toFixed(5)}&mlon=${r.lng.toFixed(5)}#map=16/${r.lat.toFixed(5)}/${r.lng.toFixed(5)}`,
      rating: { mine, average: round1(r.rating_avg), count: r.rating_count },
      bestTimes,
      commentList,
      checkins: checkinList,
      submittedBy: r.submitted_by ? (cards.get(r.submitted_by) ?? null) : null,
      rejectReason: mineOwn || v.staff ? r.reject_reason : null,
      createdAt: iso(r.created_at),
      viewer: {
        canEdit: v.staff || (mineOwn && r.status !== 'approved'),
        canSuggest: me !== null && approved,
        canRate: me !== null && approved,
        canComment: me !== null && approved,
        canCheckIn: me !== null && approved,
        staff: v.staff,
      },
    };
  }

  async mine(v: Member): Promise<PlaceMine> {
    const [locations, suggestions] = await Promise.all([this.repo.bySubmitter(v.variant, v.member.id), this.repo.suggestionsBy(v.variant, v.member.id)]);
    return {
      locations: locations.map((r) => ({ ...this.item(r, v.locale), rejectReason: r.reject_reason })),
      suggestions: suggestions.map((s) => this.suggestionView(s)),
    };
  }

  suggestionView(s: SuggestionRow): PlaceSuggestion {
    return { id: s.id, locationId: s.location_id, locationName: s.location_name, status: s.status, note: s.note, createdAt: iso(s.created_at) };
  }

  // ---- writing ------------------------------------------------------------------------------------

  private fields(input: Input): LocationFields {
    if (!isCountry(input.country)) throw new PlacesException(PlacesErrorCode.Invalid, 'country must be an ISO code such as GB', { field: 'country' });
    return {
      name: input.name,
      country: input.country,
      county: input.county,
      county_slug: placeSlug(input.county, 'county'),
      description: input.description,
      directions: input.directions,
      facilities: [...new Set(input.facilities)],
      lat: input.lat,
      lng: input.lng,
    };
  }

  private async uniqueSlug(em: DataSource | EntityManager, variant: string, f: LocationFields, except: string | null): Promise<string> {
    const base = placeSlug(f.name);
    for (let n = 1; n < 50; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.repo.slugTaken(em, variant, f.country, f.county_slug, slug, except))) return slug;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  /** Submit a location: it waits for staff approval (the submitter sees its state under "my places"). */
  async submit(v: Member, input: Input): Promise<PlaceDetail> {
    const f = this.fields(input);
    const id = await this.db.transaction(async (em) => {
      // One submission per address at a time: the slug check and the insert under one advisory lock.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`place-slug:${v.variant}:${f.country}:${f.county_slug}`]);
      const slug = await this.uniqueSlug(em, v.variant, f, null);
      return this.repo.insert(em, v.variant, slug, f, v.member.id);
    });
    return this.byId(v, id);
  }

  /**
   * Edit a location directly: its submitter while it is not yet public (a rejected one goes back to the queue),
   * or the variant's staff (audited). Everyone else suggests an edit instead.
   */
  async edit(v: Member, id: string, input: Input): Promise<PlaceDetail> {
    const current = this.visible(v, await this.repo.byId(id));
    const own = current.submitted_by === v.member.id;
    if (!v.staff && !(own && current.status !== 'approved')) {
      throw new PlacesException(
        PlacesErrorCode.NotYours,
        own ? 'This place is public now: suggest an edit and staff will look at it' : 'Only the member who submitted this place can edit it: suggest an edit instead',
      );
    }
    const f = this.fields(input);
    await this.db.transaction(async (em) => {
      const before = await this.repo.byId(id, em, true);
      if (!before) throw placeNotFound();
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`place-slug:${v.variant}:${f.country}:${f.county_slug}`]);
      const sameAddress = before.name === f.name && before.country === f.country && before.county_slug === f.county_slug;
      const slug = sameAddress ? before.slug : await this.uniqueSlug(em, v.variant, f, id);
      await this.repo.update(em, id, slug, f);
      if (own && !v.staff) await this.repo.resubmit(em, id);
      if (v.staff && !own) {
        await this.audit.record(em, {
          staffId: v.member.id, action: 'place.edit', targetType: 'place', targetId: id, variant: before.variant,
          before: { ...pick(before) }, after: { ...f },
        });
      }
    });
    return this.byId(v, id);
  }

  /** Suggest an edit of a public location; staff accept or reject it in the console. */
  async suggest(v: Member, id: string, input: z.output<typeof PlaceSuggestionInput>): Promise<PlaceSuggestion> {
    const current = this.visible(v, await this.repo.byId(id));
    if (current.status !== 'approved') throw new PlacesException(PlacesErrorCode.NotApproved, 'Suggestions are for public places; edit your own submission instead');
    const f = this.fields(input);
    const before = pick(current);
    const changes: Partial<LocationFields> = {};
    for (const key of EDITABLE) {
      if (JSON.stringify(f[key]) !== JSON.stringify(before[key])) Object.assign(changes, { [key]: f[key] });
    }
    if (changes.county !== undefined) changes.county_slug = f.county_slug;
    if (!Object.keys(changes).length) throw new PlacesException(PlacesErrorCode.NoChange, 'Nothing differs from the place as it is', { field: 'name' });
    return this.suggestionView(await this.repo.addSuggestion(id, v.member.id, changes, input.note));
  }

  // ---- ratings, comments, check-ins -----------------------------------------------------------------

  private async publicPlace(v: Member, id: string): Promise<LocationRow> {
    const r = this.visible(v, await this.repo.byId(id));
    if (r.status !== 'approved') throw new PlacesException(PlacesErrorCode.NotApproved, 'This place is not public yet');
    return r;
  }

  async rate(v: Member, id: string, stars: number): Promise<PlaceRating> {
    await this.publicPlace(v, id);
    const summary = await this.repo.rate(id, v.member.id, stars);
    return { mine: stars, average: round1(summary.average), count: summary.count };
  }

  async comment(v: Member, id: string, body: string): Promise<PlaceComment> {
    await this.publicPlace(v, id);
    const row = await this.repo.addComment(id, v.member.id, body);
    return { id: row.id, author: { id: v.member.id, name: v.member.name, avatar: avatarOf(v.member) }, body, createdAt: iso(row.created_at), mine: true };
  }

  async deleteComment(v: Member, commentId: string): Promise<void> {
    const c = await this.repo.comment(commentId);
    if (!c || c.deleted_at || c.variant !== v.variant) throw new PlacesException(PlacesErrorCode.NotFound, 'This comment could not be found');
    const own = c.author_id === v.member.id;
    if (!own && !v.staff) throw new PlacesException(PlacesErrorCode.NotYours, 'You can only delete your own comments');
    await this.db.transaction(async (em) => {
      await this.repo.deleteComment(em, commentId);
      if (!own) {
        await this.audit.record(em, { staffId: v.member.id, action: 'place.comment.delete', targetType: 'place-comment', targetId: commentId, variant: c.variant, before: { locationId: c.location_id }, after: null });
      }
    });
  }

  async checkIn(v: Member, id: string, input: z.output<typeof PlaceCheckinInput>): Promise<PlaceCheckin> {
    await this.publicPlace(v, id);
    const row = await this.repo.checkIn(id, v.member.id, input.slot, input.note);
    return { id: row.id, member: { id: v.member.id, name: v.member.name, avatar: avatarOf(v.member) }, slot: input.slot, note: input.note, createdAt: iso(row.created_at) };
  }
}

/** The editable fields of a stored location. */
export function pick(r: LocationRow): LocationFields {
  return {
    name: r.name, country: r.country, county: r.county, county_slug: r.county_slug, description: r.description,
    directions: r.directions, facilities: r.facilities, lat: r.lat, lng: r.lng,
  };
}
