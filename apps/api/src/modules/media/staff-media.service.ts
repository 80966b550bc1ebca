import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { StaffBlockedUpload, StaffMediaDecision, StaffMediaHash, StaffMediaHashCreate, StaffMediaItem } from '@community/contracts';
import { scopeCovers, staffVariantScope, type MediaStatus, type Role } from '@community/domain';
import { AppException } from '../../infra/http/app-exception.js';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { MediaErrorCode, MediaException } from './media.exception.js';
import { MediaService } from './media.service.js';
import { PhotoCardsService } from './photo-cards.service.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { StaffMediaRepository, type StaffItemRow } from './staff-media.repository.js';

/** Roles that may change the hash block list (moderation leads); every staff role may read it. */
export const HASH_EDITOR_ROLES: readonly Role[] = ['moderator', 'admin', 'global', 'super'];

/**
 * The moderation queue and the hash block list, for staff, scoped like the members console: variant-bound
 * staff see the media uploaded on their variant; anything outside the scope is "not found". Every decision
 * and block-list change is written to media_moderation_log in the same transaction.
 */
@Injectable()
export class StaffMediaService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: StaffMediaRepository,
    private readonly media: MediaService,
    private readonly members: MembersService,
    private readonly audit: StaffAuditService,
    private readonly photoCards: PhotoCardsService,
  ) {}

  /** media_moderation_log keeps the module's own history; the staff audit log gets the same entry (one transaction). */
  private async log(em: EntityManager, e: Parameters<StaffMediaRepository['log']>[1]): Promise<void> {
    await this.repo.log(em, e);
    await this.audit.record(em, {
      staffId: e.actorId,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      variant: e.variant,
      before: e.before as Record<string, unknown> | null,
      after: e.after as Record<string, unknown> | null,
    });
  }

  private scope(actor: MemberRef): string[] | 'all' {
    const s = staffVariantScope(actor);
    if (!s) throw new AppException(403, 'STAFF_FORBIDDEN', 'Staff only');
    return s === 'all' ? 'all' : [s];
  }

  private async toStaffItem(r: StaffItemRow, names?: Map<string, string>): Promise<StaffMediaItem> {
    const ownerName = names?.get(r.owner_id) ?? (await this.members.findById(r.owner_id))?.name ?? '';
    return {
      id: r.id,
      ownerId: r.owner_id,
      ownerName,
      variant: r.variant,
      kind: r.kind,
      processing: r.processing,
      status: r.status,
      rejectReason: r.reject_reason,
      visibility: r.visibility,
      adult: r.adult,
      description: r.description,
      preview: this.media.signer.url(r.id, 'medium', true),
      large: this.media.signer.url(r.id, 'large', true),
      video: r.kind === 'video' && r.processing === 'ready' ? this.media.signer.url(r.id, 'video-480', true) : null,
      hash: r.phash ?? '',
      createdAt: r.created_at.toISOString(),
      moderatedAt: r.moderated_at?.toISOString() ?? null,
    };
  }

  async list(actor: MemberRef, f: { status?: MediaStatus; ownerName?: string; id?: string[]; variant?: string }, sort: { field: 'createdAt' | 'status'; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    // The brand filter of the console narrows the caller's scope; a brand outside it lists nothing.
    const scope = this.scope(actor);
    const variants = f.variant ? (scope === 'all' || scope.includes(f.variant) ? [f.variant] : []) : scope;
    if (variants !== 'all' && variants.length === 0) return { rows: [], total: 0 };
    let ownerIds: string[] | undefined;
    if (f.ownerName) {
      const m = await this.members.findByName(f.ownerName);
      if (!m) return { rows: [], total: 0 };
      ownerIds = [m.id];
    }
    const { rows, total } = await this.repo.items({ variants, status: f.status, ownerIds, ids: f.id }, sort, offset, limit);
    const ids = [...new Set(rows.map((r) => r.owner_id))];
    const found = await Promise.all(ids.map((id) => this.members.findById(id)));
    const names = new Map(found.filter((m) => m !== null).map((m) => [m.id, m.name]));
    return { rows: await Promise.all(rows.map((r) => this.toStaffItem(r, names))), total };
  }

  private visible(actor: MemberRef, r: StaffItemRow | null): StaffItemRow {
    if (!r || !scopeCovers(staffVariantScope(actor), r.variant)) throw new MediaException(MediaErrorCode.NotFound, 'No such media item');
    return r;
  }

  async get(actor: MemberRef, id: string): Promise<StaffMediaItem> {
    return this.toStaffItem(this.visible(actor, await this.repo.item(id)));
  }

  /** Approve or reject (with a reason the member sees); audited. */
  async decide(actor: MemberRef, id: string, d: StaffMediaDecision): Promise<StaffMediaItem> {
    await this.db.transaction(async (em) => {
      const r = this.visible(actor, await this.repo.item(id, em, true));
      const reason = d.status === 'rejected' ? (d.rejectReason ?? null) : null;
      if (d.status === 'approved' && r.processing !== 'ready') {
        throw new MediaException(MediaErrorCode.NotReady, r.processing === 'failed' ? 'This video could not be processed: there is nothing to approve' : 'This video is still being processed: approve it once it is ready', {
          field: 'status',
        });
      }
      if (r.status === d.status && r.reject_reason === reason) return;
      await this.repo.decide(em, id, actor.id, d.status, reason);
      await this.photoCards.decided(em, id);
      await this.log(em, {
        actorId: actor.id,
        action: `media.${d.status === 'approved' ? 'approve' : 'reject'}`,
        targetType: 'media',
        targetId: id,
        variant: r.variant,
        before: { status: r.status, rejectReason: r.reject_reason },
        after: { status: d.status, rejectReason: reason },
      });
    });
    return this.get(actor, id);
  }

  /** react-admin's updateMany: the same decision for several items (each audited). */
  async decideMany(actor: MemberRef, ids: string[], d: StaffMediaDecision): Promise<string[]> {
    for (const id of ids) await this.decide(actor, id, d);
    return ids;
  }

  // Hash block list ---------------------------------------------------------------------------------------

  private toHash(r: { id: string; hash: string; reason: string; added_by: string | null; hits: number; last_hit_at: Date | null; created_at: Date }): StaffMediaHash {
    return { id: r.id, hash: r.hash, reason: r.reason, addedBy: r.added_by, hits: r.hits, lastHitAt: r.last_hit_at?.toISOString() ?? null, createdAt: r.created_at.toISOString() };
  }

  async hashes(actor: MemberRef, offset: number, limit: number, order: 'ASC' | 'DESC') {
    this.scope(actor);
    const { rows, total } = await this.repo.hashes(offset, limit, order);
    return { rows: rows.map((r) => this.toHash(r)), total };
  }

  async hash(actor: MemberRef, id: string): Promise<StaffMediaHash> {
    this.scope(actor);
    const r = await this.repo.hash(id);
    if (!r) throw new MediaException(MediaErrorCode.NotFound, 'No such block-list entry');
    return this.toHash(r);
  }

  private assertEditor(actor: MemberRef): void {
    if (!HASH_EDITOR_ROLES.includes(actor.role)) throw new AppException(403, 'STAFF_FORBIDDEN', 'Your role may not change the hash block list');
  }

  /** Adds a hash (given, or taken from a media item, which is then rejected too); audited. */
  async addHash(actor: MemberRef, input: StaffMediaHashCreate): Promise<StaffMediaHash> {
    this.assertEditor(actor);
    const id = await this.db.transaction(async (em) => {
      let hash = input.hash;
      let item: StaffItemRow | null = null;
      if (input.mediaId) {
        item = await this.repo.item(input.mediaId, em, true);
        if (!item || !scopeCovers(staffVariantScope(actor), item.variant)) {
          throw new MediaException(MediaErrorCode.NotFound, 'No such media item', { field: 'mediaId' });
        }
        if (!item.phash) throw new MediaException(MediaErrorCode.NotReady, 'This video has no poster frame yet: there is no hash to block', { field: 'mediaId' });
        hash = item.phash;
      }
      const newId = await this.repo.addHash(em, hash!, input.reason, actor.id, item?.id ?? null);
      if (!newId) throw new AppException(409, 'MEDIA_HASH_EXISTS', 'This hash is already on the block list', {}, [{ field: 'hash', message: 'already on the block list' }]);
      await this.log(em, { actorId: actor.id, action: 'media-hash.add', targetType: 'media-hash', targetId: newId, variant: null, before: null, after: { hash, reason: input.reason, mediaId: item?.id ?? null } });
      if (item && item.status !== 'rejected') {
        await this.repo.decide(em, item.id, actor.id, 'rejected', input.reason);
        await this.log(em, { actorId: actor.id, action: 'media.reject', targetType: 'media', targetId: item.id, variant: item.variant, before: { status: item.status }, after: { status: 'rejected', rejectReason: input.reason } });
      }
      return newId;
    });
    return this.hash(actor, id);
  }

  async removeHash(actor: MemberRef, id: string): Promise<StaffMediaHash> {
    this.assertEditor(actor);
    return this.db.transaction(async (em) => {
      const r = await this.repo.hash(id, em);
      if (!r) throw new MediaException(MediaErrorCode.NotFound, 'No such block-list entry');
      await this.repo.deleteHash(em, id);
      await this.log(em, { actorId: actor.id, action: 'media-hash.remove', targetType: 'media-hash', targetId: id, variant: null, before: { hash: r.hash, reason: r.reason }, after: null });
      return this.toHash(r);
    });
  }

  async blockedUploads(actor: MemberRef, offset: number, limit: number): Promise<{ rows: StaffBlockedUpload[]; total: number }> {
    const { rows, total } = await this.repo.blockedUploads(this.scope(actor), offset, limit);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        memberId: r.member_id ?? '00000000-0000-0000-0000-000000000000',
        memberName: r.member_name,
        variant: r.variant,
        hash: r.hash,
        blockId: r.block_id,
        distance: r.distance,
        createdAt: r.created_at.toISOString(),
      })),
      total,
    };
  }
}
