import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { OwnAvatar, StaffAvatarDecision, StaffAvatarItem } from '@community/contracts';
import { AVATAR_MAX_BYTES, AVATAR_SIZES, avatarCropBox, canModerateAvatars, staffVariantScope, type AvatarSizeName, type AvatarStatus, type CropFractions } from '@community/domain';
import { AppException } from '../../../infra/http/app-exception.js';
import { Storage } from '../../../infra/storage/storage.js';
import { MediaService } from '../../media/index.js';
import { StaffAuditService } from '../../../shared/audit/staff-audit.service.js';
import { ActivityService } from '../activity/activity.service.js';
import { AuthedProfiles } from '../authed-profiles.service.js';
import { keepInStep, type MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { MembersService } from '../members.service.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { avatarFor } from './avatar-urls.js';
import { AvatarsRepository, type AvatarRow } from './avatars.repository.js';

const avatarNotFound = () => new MembersException(MembersErrorCode.AvatarNotFound, 'No such avatar');

/**
 * Avatars: upload (through the media module's pipeline — checked by its bytes, hash-matched against the
 * block list, EXIF and every other metadata dropped, re-encoded), the member's crop box applied on the
 * server, four square sizes, moderation. A new upload waits as "pending": its owner sees it (signed URLs),
 * everyone else keeps seeing the approved one (or the colour variant) until a moderator approves it.
 */
@Injectable()
export class AvatarsService {
  private readonly log = new Logger('Avatars');

  constructor(
    private readonly db: DataSource,
    private readonly repo: AvatarsRepository,
    private readonly media: MediaService,
    private readonly storage: Storage,
    private readonly members: MembersService,
    private readonly authed: AuthedProfiles,
    private readonly activity: ActivityService,
    private readonly audit: StaffAuditService,
    private readonly profiles: ProfilesRepository,
  ) {}

  readonly maxUploadBytes = AVATAR_MAX_BYTES;

  async own(me: MemberAccount): Promise<OwnAvatar> {
    const [pending, rejected] = await Promise.all([this.repo.pendingOf(me.id), this.repo.lastRejected(me.id)]);
    return {
      approved: avatarFor(me.avatarColour, me.avatarId),
      pending: pending ? this.authed.signer.avatar(pending.id, me.avatarColour) : null,
      pendingSince: pending?.created_at.toISOString() ?? null,
      rejected: rejected ? { reason: rejected.reject_reason ?? '', at: (rejected.reviewed_at ?? rejected.created_at).toISOString() } : null,
    };
  }

  /** Stores the new avatar as pending (replacing a pending one); the approved one stays until a moderator decides. */
  async upload(me: MemberAccount, variant: string, file: Buffer, crop: CropFractions | null): Promise<OwnAvatar> {
    const id = randomUUID();
    const prefix = `avatars/${me.id}/${id}`;
    const image = await this.media.processAndStore(me, variant, file, AVATAR_SIZES, prefix, {
      still: true,
      crop: (w, h) => avatarCropBox(w, h, crop),
    });
    let replaced: string | null = null;
    try {
      await this.db.transaction(async (em) => {
        replaced = await this.repo.deletePending(em, me.id);
        await this.repo.insert(em, { id, member_id: me.id, variant, storage_prefix: prefix, width: image.width, height: image.height, phash: image.hash });
        // The setup's photo step is done once a photo is uploaded (resuming /setup moves past it).
        await this.profiles.update(me.id, { setupDone: ['photo'] }, em);
      });
    } catch (err) {
      await this.storage.deletePrefix(prefix).catch(() => undefined);
      throw err;
    }
    if (replaced) await this.storage.deletePrefix(replaced).catch((err: Error) => this.log.warn(`old pending avatar files left: ${err.message}`));
    return this.own(me);
  }

  /**
   * A new avatar from one of my own approved photos (the media picker): its stored bytes go through the same
   * path as an upload (hash check, crop, sizes) and wait for a moderator like any new avatar.
   */
  async uploadFromMedia(me: MemberAccount, variant: string, mediaId: string, crop: CropFractions | null): Promise<OwnAvatar> {
    const bytes = await this.media.shareablePhotoBytes(me, mediaId, 'mediaId');
    return this.upload(me, variant, bytes, crop);
  }

  /** Removes my photo: the approved one and any pending one; the colour variant shows again. */
  async remove(me: MemberAccount): Promise<OwnAvatar> {
    const prefixes = await this.db.transaction(async (em) => {
      const approved = await this.repo.approvedOf(me.id, em);
      const pending = await this.repo.deletePending(em, me.id);
      if (approved) {
        await this.repo.setApproved(em, me.id, null);
        await this.repo.deleteRow(em, approved.id);
        await this.activity.removeObject('avatar', approved.id, em);
      }
      return [approved?.storage_prefix, pending].filter((p): p is string => Boolean(p));
    });
    for (const p of prefixes) await this.storage.deletePrefix(p).catch(() => undefined);
    keepInStep(me, { avatarId: null });
    return this.own(me);
  }

  /**
   * One size of an avatar. Approved: to anyone, cacheable for a year (a new photo has a new id). Pending or
   * rejected: only with a valid signature (the owner's own pages, the staff queue). Everything else is the
   * same 404.
   */
  async file(id: string, size: AvatarSizeName, exp: number | undefined, sig: string | undefined): Promise<{ stream: Readable; cacheControl: string; etag: string; size: number }> {
    const row = await this.repo.get(id);
    if (!row) throw avatarNotFound();
    const signed = sig !== undefined && this.authed.signer.verify(id, size, exp, sig);
    const current = row.status === 'approved';
    if (!current && !signed) throw avatarNotFound();
    const found = await this.storage.get(`${row.storage_prefix}/${size}.webp`);
    if (!found) throw avatarNotFound();
    const cacheControl = current && !signed ? 'public, max-age=31536000, immutable' : 'private, max-age=3600';
    return { stream: found.stream, cacheControl, etag: found.info.etag, size: found.info.size };
  }

  // Staff ---------------------------------------------------------------------------------------------

  private scope(actor: MemberAccount): string[] | 'all' {
    const s = staffVariantScope(actor);
    if (!s || !canModerateAvatars(actor.role)) throw new AppException(403, 'STAFF_FORBIDDEN', 'Avatar moderation is for moderators, support, admins, global and super staff');
    return s === 'all' ? 'all' : [s];
  }

  private visible(actor: MemberAccount, row: AvatarRow | null): AvatarRow {
    const scope = this.scope(actor);
    if (!row || (scope !== 'all' && !scope.includes(row.variant))) throw avatarNotFound();
    return row;
  }

  private toStaff(r: AvatarRow, names: Map<string, string>): StaffAvatarItem {
    return {
      id: r.id,
      memberId: r.member_id,
      memberName: names.get(r.member_id) ?? '',
      variant: r.variant,
      status: r.status,
      rejectReason: r.reject_reason,
      preview: this.authed.signer.url(r.id, 'medium'),
      large: this.authed.signer.url(r.id, 'large'),
      width: r.width,
      height: r.height,
      createdAt: r.created_at.toISOString(),
      reviewedAt: r.reviewed_at?.toISOString() ?? null,
      reviewedBy: r.reviewed_by,
    };
  }

  private async names(rows: AvatarRow[]): Promise<Map<string, string>> {
    const found = await this.members.findByIds([...new Set(rows.map((r) => r.member_id))]);
    return new Map(found.map((m) => [m.id, m.name]));
  }

  async list(actor: MemberAccount, f: { status?: AvatarStatus; memberName?: string; id?: string[] }, order: 'ASC' | 'DESC', offset: number, limit: number) {
    const variants = this.scope(actor);
    let memberId: string | undefined;
    if (f.memberName) {
      const m = await this.members.findByName(f.memberName);
      if (!m) return { rows: [] as StaffAvatarItem[], total: 0 };
      memberId = m.id;
    }
    const { rows, total } = await this.repo.list({ variants, status: f.status, memberId, ids: f.id, order, offset, limit });
    const names = await this.names(rows);
    return { rows: rows.map((r) => this.toStaff(r, names)), total };
  }

  async get(actor: MemberAccount, id: string): Promise<StaffAvatarItem> {
    const row = this.visible(actor, await this.repo.get(id));
    return this.toStaff(row, await this.names([row]));
  }

  /**
   * Approve: it becomes the member's avatar (the one it replaces is deleted, files too) and a "new profile
   * photo" card goes to their friends' feeds. Reject: it stays on record with the reason the member sees;
   * its files go. Only a pending avatar can be decided; each decision is audited in the same transaction.
   */
  async decide(actor: MemberAccount, id: string, d: StaffAvatarDecision): Promise<StaffAvatarItem> {
    const gone: string[] = [];
    await this.db.transaction(async (em) => {
      const row = this.visible(actor, await this.repo.get(id, em, true));
      if (row.status !== 'pending') {
        if (row.status === d.status) return;
        throw new MembersException(MembersErrorCode.AvatarDecided, `This avatar was already ${row.status}`, { field: 'status' });
      }
      const reason = d.status === 'rejected' ? (d.rejectReason ?? '') : null;
      await this.repo.decide(em, id, d.status, reason, actor.id);
      if (d.status === 'approved') {
        const previous = await this.repo.approvedOf(row.member_id, em);
        await this.repo.setApproved(em, row.member_id, id);
        if (previous) {
          await this.repo.deleteRow(em, previous.id);
          await this.activity.removeObject('avatar', previous.id, em);
          gone.push(previous.storage_prefix);
        }
        await this.activity.record({ actorId: row.member_id, kind: 'avatar', objectId: id }, em);
      } else {
        gone.push(row.storage_prefix);
      }
      await this.audit.record(em, {
        staffId: actor.id,
        action: `avatar.${d.status === 'approved' ? 'approve' : 'reject'}`,
        targetType: 'avatar',
        targetId: id,
        variant: row.variant,
        before: { status: row.status, memberId: row.member_id },
        after: { status: d.status, rejectReason: reason },
      });
    });
    for (const p of gone) await this.storage.deletePrefix(p).catch((err: Error) => this.log.warn(`avatar files left at ${p}: ${err.message}`));
    return this.get(actor, id);
  }

  /** react-admin's updateMany: the same decision for each (each its own transaction and audit entry). */
  async decideMany(actor: MemberAccount, ids: string[], d: StaffAvatarDecision): Promise<string[]> {
    this.scope(actor);
    for (const id of ids) await this.decide(actor, id, d);
    return ids;
  }
}
