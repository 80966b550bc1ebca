import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ClubForm, ClubListQuery, type ClubDetail, type ClubItem, type ClubPage, type ClubReview, type ClubReviewPage, type CommunityMember } from '@community/contracts';
import type { z } from 'zod';
import { avatarOf, MembersService, notBlockedSql, PlacesService, type MemberAccount } from '../../members/index.js';
import { ReportsService } from '../../reports/index.js';
import { CommunityWallsService, type WallPlace } from '../groups/community-walls.service.js';
import { decodeCursor, pageOf } from '../groups/cursor.js';
import { slugify } from '../groups/groups.service.js';
import { ClubsErrorCode, ClubsException, clubNotFound } from './clubs.exception.js';
import { ClubsRepository, type ClubFields, type ClubRow, type ReviewRow } from './clubs.repository.js';

type FormIn = z.output<typeof ClubForm>;
type ListIn = z.output<typeof ClubListQuery>;

const average = (c: Pick<ClubRow, 'reviews_count' | 'rating_sum'>) => (c.reviews_count ? Math.round((c.rating_sum / c.reviews_count) * 10) / 10 : null);

/**
 * Clubs (venues, issue 20): anyone reads clubs and their reviews; members create clubs and own them; the
 * owner alone edits or deletes. Reviews: one per member and club (writing again edits it), never on one's own
 * club; the owner answers each review once; the club's average moves in the review's transaction under the
 * club's row lock. A review can be reported to the staff queue (`club-review`). The club's wall is the
 * community wall: any member writes, the owner removes.
 */
@Injectable()
export class ClubsService implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly repo: ClubsRepository,
    private readonly members: MembersService,
    private readonly places: PlacesService,
    private readonly walls: CommunityWallsService,
    private readonly reports: ReportsService,
  ) {}

  onModuleInit(): void {
    const place = (c: ClubRow, viewer: MemberAccount): WallPlace => ({ kind: 'club', id: c.id, slug: c.slug, name: c.name, canRead: true, canWrite: true, canModerate: c.owner_id === viewer.id });
    this.walls.register('club', {
      bySlug: async (viewer, variant, slug) => place(await this.club(variant, slug), viewer),
      byId: async (viewer, variant, id) => {
        const c = await this.repo.byId(id);
        if (!c || c.variant !== variant) throw clubNotFound();
        return place(c, viewer);
      },
    });
    this.reports.handle('club-review', {
      visibleTo: async (id) => /^[0-9a-f-]{36}$/i.test(id) && (await this.repo.reviewById(id)) !== null,
      reported: async () => undefined,
    });
  }

  private async club(variant: string, slug: string, db?: EntityManager, lock = false): Promise<ClubRow> {
    const c = await this.repo.bySlug(variant, slug, db, lock);
    if (!c) throw clubNotFound();
    return c;
  }

  private async cards(ids: readonly string[]): Promise<Map<string, CommunityMember>> {
    return this.walls.cards(ids);
  }

  private toItem(c: ClubRow): ClubItem {
    return { id: c.id, slug: c.slug, name: c.name, description: c.description, address: c.address, place: c.place_label, cover: null, rating: average(c), reviewsCount: c.reviews_count, createdAt: c.created_at.toISOString() };
  }

  async detail(viewer: MemberAccount | null, variant: string, slug: string): Promise<ClubDetail> {
    const c = await this.club(variant, slug);
    const o = await this.members.findById(c.owner_id);
    if (!o) throw clubNotFound();
    const owner = { id: o.id, name: o.name, avatar: avatarOf(o) };
    const mine = viewer ? await this.repo.reviewBy(c.id, viewer.id) : null;
    return {
      ...this.toItem(c),
      owner,
      placeId: c.place_id,
      openingHours: c.opening_hours,
      facilities: c.facilities,
      links: c.links,
      viewer: { canEdit: viewer?.id === c.owner_id, canReview: viewer !== null && viewer.id !== c.owner_id, canPost: viewer !== null, myReviewId: mine?.id ?? null },
    };
  }

  async list(variant: string, q: ListIn): Promise<ClubPage> {
    const rows = await this.repo.list(variant, q.sort, q.q || undefined, decodeCursor(q.after), q.limit);
    return pageOf(rows, q.limit, (r) => this.toItem(r), (r) => [r.k1!, r.id]);
  }

  private async fields(variant: string, f: FormIn, locale: string, current: ClubRow | null): Promise<ClubFields> {
    const slug = f.slug ?? current?.slug ?? slugify(f.name);
    if (await this.repo.slugTaken(variant, slug, current?.id ?? null)) {
      throw new ClubsException(ClubsErrorCode.SlugTaken, 'This address is taken: choose another', { field: f.slug ? 'slug' : 'name' });
    }
    let place: ClubFields['place'] = null;
    if (f.placeId === undefined && current?.place_id) {
      place = { id: current.place_id, label: current.place_label ?? '', lat: current.lat ?? 0, lng: current.lng ?? 0 };
    } else if (f.placeId && f.placeId === current?.place_id) {
      place = { id: current.place_id, label: current.place_label ?? '', lat: current.lat ?? 0, lng: current.lng ?? 0 };
    } else if (f.placeId) {
      if (!this.places.available) throw new ClubsException(ClubsErrorCode.Invalid, 'Places are not available on this server yet', { field: 'placeId' });
      const p = this.places.resolve(f.placeId, 'placeId');
      place = { id: p.id, label: this.places.toPlace(p, locale).label, lat: p.lat, lng: p.lng };
    }
    return { slug, name: f.name, description: f.description, address: f.address, place, openingHours: f.openingHours, facilities: [...new Set(f.facilities)], links: f.links };
  }

  async create(me: MemberAccount, variant: string, locale: string, form: FormIn): Promise<ClubDetail> {
    const fields = await this.fields(variant, form, locale, null);
    await this.db.transaction((em) => this.repo.insert(em, variant, me.id, fields)).catch((err: unknown) => {
      if (err instanceof Error && /clubs_slug_key/.test(err.message)) throw new ClubsException(ClubsErrorCode.SlugTaken, 'This address is taken: choose another', { field: 'slug' });
      throw err;
    });
    return this.detail(me, variant, fields.slug);
  }

  async update(me: MemberAccount, variant: string, locale: string, slug: string, form: FormIn): Promise<ClubDetail> {
    const c = await this.club(variant, slug);
    if (c.owner_id !== me.id) throw new ClubsException(ClubsErrorCode.NotOwner, 'Only the club’s owner edits it');
    const fields = await this.fields(variant, form, locale, c);
    await this.db.transaction((em) => this.repo.update(em, c.id, fields));
    return this.detail(me, variant, fields.slug);
  }

  async remove(me: MemberAccount, variant: string, slug: string): Promise<void> {
    const c = await this.club(variant, slug);
    if (c.owner_id !== me.id) throw new ClubsException(ClubsErrorCode.NotOwner, 'Only the club’s owner deletes it');
    await this.db.transaction((em) => this.repo.remove(em, c.id));
  }

  // ---- reviews ---------------------------------------------------------------------------------

  private toReview(r: ReviewRow, author: CommunityMember, viewer: MemberAccount | null, c: ClubRow): ClubReview {
    return {
      id: r.id,
      author,
      rating: r.rating,
      body: r.body,
      answer: r.answer,
      answeredAt: r.answered_at?.toISOString() ?? null,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      mine: viewer?.id === r.author_id,
      canAnswer: viewer?.id === c.owner_id && r.answer === null,
    };
  }

  async reviews(viewer: MemberAccount | null, variant: string, slug: string, after: string | undefined, limit: number): Promise<ClubReviewPage> {
    const c = await this.club(variant, slug);
    const rows = await this.repo.reviews(c.id, viewer?.id ?? '00000000-0000-0000-0000-000000000000', decodeCursor(after), limit, notBlockedSql);
    const cards = await this.cards(rows.map((r) => r.author_id));
    const page = pageOf(rows, limit, (r) => (cards.has(r.author_id) ? this.toReview(r, cards.get(r.author_id)!, viewer, c) : null), (r) => [r.k1!, r.id]);
    return { ...page, rating: average(c), reviewsCount: c.reviews_count };
  }

  /** Writes or edits my review (one per member and club), never on my own club. */
  async review(me: MemberAccount, variant: string, slug: string, rating: number, body: string): Promise<ClubReview> {
    const id = await this.db.transaction(async (em) => {
      const c = await this.club(variant, slug, em, true);
      if (c.owner_id === me.id) throw new ClubsException(ClubsErrorCode.OwnClub, 'You cannot review your own club');
      return this.repo.upsertReview(em, c.id, me.id, rating, body);
    });
    const c = await this.club(variant, slug);
    const row = await this.repo.review(c.id, id);
    if (!row) throw new ClubsException(ClubsErrorCode.ReviewNotFound, 'No such review');
    return this.toReview(row, (await this.cards([me.id])).get(me.id)!, me, c);
  }

  async removeReview(me: MemberAccount, variant: string, slug: string): Promise<void> {
    const gone = await this.db.transaction(async (em) => {
      const c = await this.club(variant, slug, em, true);
      return this.repo.deleteReview(em, c.id, me.id);
    });
    if (!gone) throw new ClubsException(ClubsErrorCode.ReviewNotFound, 'You have not reviewed this club');
  }

  /** The owner answers a review once. */
  async answer(me: MemberAccount, variant: string, slug: string, reviewId: string, answer: string): Promise<ClubReview> {
    const c = await this.club(variant, slug);
    const r0 = await this.repo.review(c.id, reviewId);
    if (!r0) throw new ClubsException(ClubsErrorCode.ReviewNotFound, 'No such review');
    if (c.owner_id !== me.id) throw new ClubsException(ClubsErrorCode.NotOwner, 'Only the club’s owner answers reviews');
    const ok = await this.db.transaction((em) => this.repo.answer(em, reviewId, answer));
    if (!ok) throw new ClubsException(ClubsErrorCode.AlreadyAnswered, 'This review already has your answer', { field: 'answer' });
    const r = (await this.repo.review(c.id, reviewId))!;
    const author = (await this.cards([r.author_id])).get(r.author_id);
    if (!author) throw new ClubsException(ClubsErrorCode.ReviewNotFound, 'No such review');
    return this.toReview(r, author, me, c);
  }
}
