import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlaceStatus, StaffPlaceDecision, StaffPlaceItem, StaffPlaceSuggestion } from '@community/contracts';
import { scopeCovers, staffVariantScope } from '@community/domain';
import { AppException } from '../../../infra/http/app-exception.js';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import { MembersService, type MemberRef } from '../../members/index.js';
import { PlacesErrorCode, PlacesException, placeNotFound } from './places.exception.js';
import { PlacesRepository, type LocationFields, type LocationRow, type SuggestionRow } from './places.repository.js';
import { pick, placeSlug } from './places.service.js';

type Filter = { status?: PlaceStatus; variant?: string; id?: string[] };

/**
 * The places moderation queue of the staff console (like media's): submitted locations to approve or reject
 * with a reason the submitter sees, and members' edit suggestions to accept or reject. Scoped by variant like
 * every console list (a variant-bound moderator sees and decides only their variant's places; anything else
 * is "not found"); every decision is in the staff audit log, in the same transaction as the change.
 */
@Injectable()
export class StaffPlacesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: PlacesRepository,
    private readonly members: MembersService,
    private readonly audit: StaffAuditService,
  ) {}

  private scope(actor: MemberRef): string[] | 'all' {
    const s = staffVariantScope(actor);
    if (!s) throw new AppException(403, 'STAFF_FORBIDDEN', 'Staff only');
    return s === 'all' ? 'all' : [s];
  }

  private variants(actor: MemberRef, f: Filter): string[] | 'all' {
    const scope = this.scope(actor);
    return f.variant ? (scope === 'all' || scope.includes(f.variant) ? [f.variant] : []) : scope;
  }

  private async names(ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
    return new Map((wanted.length ? await this.members.findByIds(wanted) : []).map((m) => [m.id, m.name]));
  }

  private item(r: LocationRow, names: Map<string, string>): StaffPlaceItem {
    return {
      id: r.id,
      variant: r.variant,
      name: r.name,
      country: r.country,
      county: r.county,
      description: r.description,
      directions: r.directions,
      facilities: r.facilities,
      lat: r.lat,
      lng: r.lng,
      status: r.status,
      rejectReason: r.reject_reason,
      submitterName: r.submitted_by ? (names.get(r.submitted_by) ?? null) : null,
      createdAt: new Date(r.created_at).toISOString(),
      moderatedAt: r.moderated_at ? new Date(r.moderated_at).toISOString() : null,
      url: `/dogging/${r.country.toLowerCase()}/${r.county_slug}/${r.slug}`,
    };
  }

  async list(actor: MemberRef, f: Filter, sort: { field: 'createdAt' | 'status'; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    const variants = this.variants(actor, f);
    if (variants !== 'all' && variants.length === 0) return { rows: [], total: 0 };
    const { rows, total } = await this.repo.staffLocations({ variants, status: f.status, ids: f.id }, sort.order, sort.field, offset, limit);
    const names = await this.names(rows.map((r) => r.submitted_by));
    return { rows: rows.map((r) => this.item(r, names)), total };
  }

  private async inScope(actor: MemberRef, id: string): Promise<LocationRow> {
    const r = await this.repo.byId(id);
    if (!r || !scopeCovers(staffVariantScope(actor), r.variant)) throw placeNotFound();
    return r;
  }

  async get(actor: MemberRef, id: string): Promise<StaffPlaceItem> {
    const r = await this.inScope(actor, id);
    return this.item(r, await this.names([r.submitted_by]));
  }

  async decide(actor: MemberRef, id: string, d: StaffPlaceDecision): Promise<StaffPlaceItem> {
    await this.inScope(actor, id);
    await this.db.transaction(async (em) => {
      const before = await this.repo.byId(id, em, true);
      if (!before) throw placeNotFound();
      const reason = d.status === 'rejected' ? (d.rejectReason ?? null) : null;
      await this.repo.decide(em, id, d.status, reason, actor.id);
      await this.audit.record(em, {
        staffId: actor.id, action: `place.${d.status === 'approved' ? 'approve' : 'reject'}`, targetType: 'place', targetId: id, variant: before.variant,
        before: { status: before.status, rejectReason: before.reject_reason }, after: { status: d.status, rejectReason: reason },
      });
    });
    return this.get(actor, id);
  }

  async decideMany(actor: MemberRef, ids: string[], d: StaffPlaceDecision): Promise<string[]> {
    for (const id of ids) await this.decide(actor, id, d);
    return ids;
  }

  // ---- suggestions ------------------------------------------------------------------------------------

  private async suggestion(s: SuggestionRow, names: Map<string, string>, current?: LocationRow | null): Promise<StaffPlaceSuggestion> {
    const loc = current ?? (await this.repo.byId(s.location_id));
    const before = loc ? pick(loc) : null;
    const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === undefined || v === null ? '' : String(v));
    const changes = Object.entries(s.changes)
      .filter(([field]) => field !== 'county_slug')
      .map(([field, after]) => ({ field, before: show(before?.[field as keyof LocationFields]), after: show(after) }));
    return {
      id: s.id,
      variant: s.variant,
      locationId: s.location_id,
      locationName: s.location_name,
      authorName: s.author_id ? (names.get(s.author_id) ?? null) : null,
      note: s.note,
      status: s.status,
      changes,
      createdAt: new Date(s.created_at).toISOString(),
      decidedAt: s.decided_at ? new Date(s.decided_at).toISOString() : null,
    };
  }

  async suggestions(actor: MemberRef, f: Filter, order: 'ASC' | 'DESC', offset: number, limit: number) {
    const variants = this.variants(actor, f);
    if (variants !== 'all' && variants.length === 0) return { rows: [], total: 0 };
    const { rows, total } = await this.repo.staffSuggestions({ variants, status: f.status, ids: f.id }, order, offset, limit);
    const names = await this.names(rows.map((r) => r.author_id));
    return { rows: await Promise.all(rows.map((r) => this.suggestion(r, names))), total };
  }

  private async suggestionInScope(actor: MemberRef, id: string): Promise<SuggestionRow> {
    const s = await this.repo.suggestion(id);
    if (!s || !scopeCovers(staffVariantScope(actor), s.variant)) throw new PlacesException(PlacesErrorCode.NotFound, 'No such suggestion');
    return s;
  }

  async getSuggestion(actor: MemberRef, id: string): Promise<StaffPlaceSuggestion> {
    const s = await this.suggestionInScope(actor, id);
    return this.suggestion(s, await this.names([s.author_id]));
  }

  /** Accepting applies the suggested fields to the location (a new address keeps a unique slug); both audited. */
  async decideSuggestion(actor: MemberRef, id: string, status: 'approved' | 'rejected'): Promise<StaffPlaceSuggestion> {
    await this.suggestionInScope(actor, id);
    await this.db.transaction(async (em) => {
      const s = await this.repo.suggestion(id, em, true);
      if (!s) throw new PlacesException(PlacesErrorCode.NotFound, 'No such suggestion');
      if (s.status !== 'pending') throw new PlacesException(PlacesErrorCode.Decided, 'This suggestion was already decided');
      const loc = await this.repo.byId(s.location_id, em, true);
      if (!loc) throw placeNotFound();
      const before = pick(loc);
      if (status === 'approved') {
        const after: LocationFields = { ...before, ...s.changes };
        after.county_slug = placeSlug(after.county, 'county');
        await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`place-slug:${loc.variant}:${after.country}:${after.county_slug}`]);
        let slug = loc.slug;
        if (after.name !== before.name || after.country !== before.country || after.county_slug !== before.county_slug) {
          const base = placeSlug(after.name);
          slug = base;
          for (let n = 2; await this.repo.slugTaken(em, loc.variant, after.country, after.county_slug, slug, loc.id); n += 1) slug = `${base}-${n}`;
        }
        await this.repo.update(em, loc.id, slug, after);
      }
      await this.repo.decideSuggestion(em, id, status, actor.id);
      await this.audit.record(em, {
        staffId: actor.id, action: `place.suggestion.${status === 'approved' ? 'accept' : 'reject'}`, targetType: 'place-suggestion', targetId: id, variant: loc.variant,
        before: { status: s.status, location: { ...before } }, after: { status, changes: s.changes },
      });
    });
    return this.getSuggestion(actor, id);
  }
}
