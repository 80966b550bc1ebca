import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import {
  VERIFICATION_LOCK_SECONDS,
  canCheckIds,
  type StaffVerificationDecision,
  type StaffVerificationItem,
  type VerificationLock,
  type VerificationRejectReason,
  type VerificationSide,
  type VerificationStatus,
} from '@community/contracts';
import { isAdult, staffVariantScope } from '@community/domain';
import { QueueService } from '../../infra/queue/queue.service.js';
import { Storage } from '../../infra/storage/storage.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import { MembersService, type MemberAccount } from '../members/index.js';
import { NotificationsService } from '../notifications/index.js';
import { DocumentVault } from './document-vault.js';
import { aadFor } from './verification.service.js';
import { VerificationErrorCode, VerificationException, caseNotFound } from './verification.exception.js';
import { VerificationRepository, type CaseRow } from './verification.repository.js';

/** The reasons in the rejection e-mail (the site shows them translated on `/id-`). */
const REASON_TEXT: Record<VerificationRejectReason, string> = {
  unreadable: 'the document could not be read',
  expired: 'the document has expired',
  'not-a-document': 'the photo is not of an identity document',
  'code-missing': 'the code was not visible in the selfie',
  'face-mismatch': 'the face in the selfie does not match the document',
  'date-of-birth-mismatch': 'the date of birth does not match the document',
  'under-18': 'the document shows you are under 18',
  duplicate: 'this document is already used by another account',
  edited: 'the photos appear to have been edited',
};

const fileGone = () => new VerificationException(VerificationErrorCode.FileGone, 'This image is no longer stored');

/**
 * The checkers' side: the queue (scoped to the checker's brand, global and super see all), one case with its hints
 * and images (decrypted on request, to a checker's session only, never cached), a review lock, and the decision:
 * approval marks the member verified and sends `idVerified` (which clears canId); a refusal keeps the reason for
 * the member. Every decision is audited in its own transaction; the images are deleted by a job afterwards.
 */
@Injectable()
export class VerificationReviewService {
  private readonly log = new Logger('Verification');

  constructor(
    private readonly db: DataSource,
    private readonly repo: VerificationRepository,
    private readonly vault: DocumentVault,
    private readonly storage: Storage,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: StaffAuditService,
    private readonly queue: QueueService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
  ) {}

  private scope(actor: MemberAccount): string[] | 'all' {
    const s = staffVariantScope(actor);
    if (!s || !canCheckIds(actor.role)) {
      throw new VerificationException(VerificationErrorCode.StaffForbidden, 'ID checks are for moderators, admins, global and super staff');
    }
    return s === 'all' ? 'all' : [s];
  }

  /** The case when the checker may see it; a draft (not yet submitted) or another brand's case is the same 404. */
  private visible(actor: MemberAccount, row: CaseRow | null): CaseRow {
    const scope = this.scope(actor);
    if (!row || row.status === 'draft' || (scope !== 'all' && !scope.includes(row.variant))) throw caseNotFound();
    return row;
  }

  private async toItems(rows: CaseRow[]): Promise<StaffVerificationItem[]> {
    const ids = new Set<string>();
    for (const r of rows) {
      ids.add(r.member_id);
      if (r.locked_by) ids.add(r.locked_by);
    }
    const names = new Map((await this.members.findByIds([...ids])).map((m) => [m.id, m.name]));
    const items: StaffVerificationItem[] = [];
    for (const r of rows) {
      const files = await this.repo.files(r.id);
      const path = (side: VerificationSide) => (files.some((f) => f.side === side && f.storage_key) ? `/api/staff/verifications/${r.id}/files/${side}` : null);
      const lockLive = r.locked_by && r.locked_until && r.locked_until.getTime() > Date.now();
      items.push({
        id: r.id,
        memberId: r.member_id,
        memberName: names.get(r.member_id) ?? '',
        variant: r.variant,
        status: r.status,
        documentType: r.document_type,
        dateOfBirth: r.date_of_birth,
        ageBand: r.age_band,
        code: r.code,
        hints: r.hints,
        images: { front: path('front'), back: path('back'), selfie: path('selfie') },
        lockedBy: lockLive ? r.locked_by : null,
        lockedByName: lockLive ? (names.get(r.locked_by!) ?? null) : null,
        lockedUntil: lockLive ? r.locked_until!.toISOString() : null,
        submittedAt: r.submitted_at?.toISOString() ?? null,
        decidedAt: r.decided_at?.toISOString() ?? null,
        decidedBy: r.decided_by,
        rejectReason: r.reject_reason,
        createdAt: r.created_at.toISOString(),
      });
    }
    return items;
  }

  async list(actor: MemberAccount, f: { status?: VerificationStatus; memberName?: string; id?: string[] }, order: 'ASC' | 'DESC', offset: number, limit: number) {
    const variants = this.scope(actor);
    let memberId: string | undefined;
    if (f.memberName) {
      const m = await this.members.findByName(f.memberName);
      if (!m) return { rows: [] as StaffVerificationItem[], total: 0 };
      memberId = m.id;
    }
    const { rows, total } = await this.repo.list({ variants, status: f.status, memberId, ids: f.id, order, offset, limit });
    return { rows: await this.toItems(rows), total };
  }

  async get(actor: MemberAccount, id: string): Promise<StaffVerificationItem> {
    const row = this.visible(actor, await this.repo.get(id));
    return (await this.toItems([row]))[0]!;
  }

  /** One image, decrypted for the checker (the bytes never touch a cache or a URL anyone else can open). */
  async image(actor: MemberAccount, id: string, side: VerificationSide): Promise<{ body: Buffer }> {
    const row = this.visible(actor, await this.repo.get(id));
    const f = await this.repo.file(row.id, side);
    if (!f?.storage_key || !f.wrapped_key || !f.iv || !f.auth_tag || !f.key_id) throw fileGone();
    const found = await this.storage.get(f.storage_key);
    if (!found) throw fileGone();
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream as Readable) chunks.push(chunk as Buffer);
    const body = this.vault.open({ body: Buffer.concat(chunks), keyId: f.key_id, wrappedKey: f.wrapped_key, iv: f.iv, authTag: f.auth_tag }, aadFor(row.id, side));
    return { body };
  }

  private async toLock(actor: MemberAccount, caseId: string, l: { locked_by: string | null; locked_until: Date | null }): Promise<VerificationLock> {
    const live = l.locked_by && l.locked_until && l.locked_until.getTime() > Date.now();
    const holder = live ? await this.members.findById(l.locked_by!) : null;
    return {
      caseId,
      holderId: live ? l.locked_by : null,
      holderName: holder?.name ?? null,
      mine: Boolean(live && l.locked_by === actor.id),
      expiresAt: live ? l.locked_until!.toISOString() : null,
    };
  }

  /** Takes or renews the review lock; 409 naming the holder when another checker has it. */
  async lock(actor: MemberAccount, id: string): Promise<VerificationLock> {
    this.visible(actor, await this.repo.get(id));
    const lock = await this.toLock(actor, id, await this.repo.acquireLock(id, actor.id, VERIFICATION_LOCK_SECONDS));
    if (!lock.mine) throw new VerificationException(VerificationErrorCode.Locked, `${lock.holderName ?? 'Another checker'} is reviewing this case`, { flags: { lock } });
    return lock;
  }

  async unlock(actor: MemberAccount, id: string): Promise<VerificationLock> {
    const row = this.visible(actor, await this.repo.get(id));
    await this.repo.releaseLock(row.id, actor.id);
    return this.toLock(actor, id, { locked_by: null, locked_until: null });
  }

  /**
   * Approve or reject a case waiting for a checker (the preparation job has run). Another checker's live lock
   * refuses it (409). Approval: the member is verified from now. Both: the date of birth is forgotten (its band
   * stays), the decision is audited, the member is told, and the images are deleted by the purge job.
   */
  async decide(actor: MemberAccount, id: string, d: StaffVerificationDecision): Promise<StaffVerificationItem> {
    await this.recordOutcome(id, { status: d.status, rejectReason: d.status === 'rejected' ? (d.rejectReason ?? null) : null }, { actor });
    return this.get(actor, id);
  }

  /**
   * The one path of a decision, a checker's (`by.actor`, scope and lock checked) or an outside provider's
   * (`by.provider`, from its adapter's verified callback): only a case waiting for a decision; the member verified
   * on approval; the date of birth forgotten (its band kept); audited (a provider's outcome with no staff id is in
   * the case row: decided_by null); then the member is told and the images are purged.
   */
  async recordOutcome(
    id: string,
    d: { status: 'approved' | 'rejected'; rejectReason: VerificationRejectReason | null; ageBand?: '18+' | 'under-18' },
    by: { actor: MemberAccount } | { provider: string },
  ): Promise<void> {
    const actor = 'actor' in by ? by.actor : null;
    let member: MemberAccount | null = null;
    await this.db.transaction(async (em) => {
      const found = await this.repo.get(id, em, true);
      const row = actor ? this.visible(actor, found) : found;
      if (!row) throw caseNotFound();
      if (row.status !== 'pending') {
        throw new VerificationException(VerificationErrorCode.NotPending, row.status === 'processing' ? 'This case is still being prepared' : `This case was already ${row.status}`, {
          field: 'status',
        });
      }
      if (actor && row.locked_by && row.locked_by !== actor.id && row.locked_until && row.locked_until.getTime() > Date.now()) {
        const lock = await this.toLock(actor, id, row);
        throw new VerificationException(VerificationErrorCode.Locked, `${lock.holderName ?? 'Another checker'} is reviewing this case`, { flags: { lock } });
      }
      const ageBand = d.ageBand ?? (row.date_of_birth ? (isAdult(row.date_of_birth, new Date()) ? '18+' : 'under-18') : null);
      await this.repo.decide(em, id, { status: d.status, ageBand, rejectReason: d.rejectReason, by: actor?.id ?? null });
      if (d.status === 'approved') await this.members.setVerified(row.member_id, new Date(), em);
      if (actor) {
        await this.audit.record(em, {
          staffId: actor.id,
          action: `verification.${d.status === 'approved' ? 'approve' : 'reject'}`,
          targetType: 'verification',
          targetId: id,
          variant: row.variant,
          before: { status: row.status, memberId: row.member_id },
          after: { status: d.status, rejectReason: d.rejectReason, ageBand },
        });
      } else {
        this.log.log({ caseId: id, provider: (by as { provider: string }).provider, outcome: d.status }, 'age-assurance provider outcome recorded');
      }
      member = await this.members.findById(row.member_id, em);
    });
    await this.queue.enqueue('verification.purge', { caseId: id }, { jobId: `verification.purge.${id}` });
    const m = member as MemberAccount | null;
    if (m && d.status === 'approved') {
      await this.notifications
        .notify({ memberId: m.id, action: 'idVerified', category: 'verification', objectType: 'verification', objectId: id, target: { url: '/id-' } })
        .catch((err: Error) => this.log.warn(`idVerified notification not sent: ${err.message}`));
    }
    if (m && d.status === 'rejected' && d.rejectReason) {
      const reason = d.rejectReason;
      await this.mailer
        .notify(m, m.homeVariant, (brand) => ({
          subject: `${brand.name}: your ID verification needs another try`,
          text: `Hello ${m.name},\n\nWe could not verify your ID from the photos you sent (reason: ${REASON_TEXT[reason]}). Your photos have been deleted.\n\nYou can try again here: ${brand.origin}/id-\n`,
          template: 'verification.rejected',
        }))
        .catch((err: Error) => this.log.warn(`rejection mail not sent: ${err.message}`));
    }
  }

  /** react-admin's updateMany: each its own transaction and audit entry. */
  async decideMany(actor: MemberAccount, ids: string[], d: StaffVerificationDecision): Promise<string[]> {
    this.scope(actor);
    for (const id of ids) await this.decide(actor, id, d);
    return ids;
  }
}
