import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { checkStaffUpdate, staffVariantScope, type Role, type Tier } from '@community/domain';
import { STAFF_LOCK_TTL_SECONDS, TICKET_REFERENCE, type StaffLockResource, type StaffMember, type StaffMemberSession, type StaffMemberUpdate, type StaffNote, type StaffRecordLock } from '@community/contracts';
import { AppException } from '../../infra/http/app-exception.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService, type MemberListQuery } from '../members/index.js';
import { SessionsService } from '../auth/index.js';
import { ReportsService } from '../reports/index.js';
import { TicketsService } from '../tickets/index.js';
import { StaffAuditService, type StaffAuditEntry } from '../../shared/audit/staff-audit.service.js';
import { requirePage } from './pages.js';
import { StaffErrorCode, StaffException } from './staff.exception.js';
import { StaffRepository, type LockRow, type NoteRow } from './staff.repository.js';

export function toStaffMember(m: MemberAccount): StaffMember {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    role: m.role,
    tier: m.tier,
    homeVariant: m.homeVariant,
    isConfirmed: Boolean(m.confirmedAt),
    isVerified: Boolean(m.verifiedAt),
    mfaEnabled: Boolean(m.mfaEnabledAt),
    suspendedAt: m.suspendedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    pageAccess: [...(m.pageAccess ?? [])],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff work on members: scoped to the staff member's variants, every change audited in the same transaction. */
@Injectable()
export class StaffMembersService {
  constructor(
    private readonly db: DataSource,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
    private readonly audit: StaffAuditService,
    private readonly repo: StaffRepository,
    private readonly reports: ReportsService,
    private readonly tickets: TicketsService,
  ) {}

  async list(actor: MemberAccount, query: Omit<MemberListQuery, 'variants'>) {
    const scope = staffVariantScope(actor);
    if (!scope) throw new AppException(403, 'STAFF_FORBIDDEN', 'Staff only');
    const { rows, total } = await this.members.list({ ...query, variants: scope === 'all' ? 'all' : [scope] });
    return { rows: rows.map(toStaffMember), total };
  }

  /** Another variant's member is "not found" for staff bound to one variant (no existence leak). */
  async get(actor: MemberAccount, id: string): Promise<StaffMember> {
    return toStaffMember(await this.visible(actor, id));
  }

  /** The audit entry of a staff change to a member's account, in the member's home variant. */
  private auditMember(em: EntityManager, actor: MemberAccount, target: MemberAccount, change: Pick<StaffAuditEntry, 'action' | 'before' | 'after'>) {
    return this.audit.record(em, { staffId: actor.id, targetType: 'member', targetId: target.id, variant: target.homeVariant, ...change });
  }

  private async visible(actor: MemberAccount, id: string, em = this.db.manager): Promise<MemberAccount> {
    const target = await this.members.findById(id, em);
    const scope = staffVariantScope(actor);
    if (!target || !scope || (scope !== 'all' && scope !== target.homeVariant)) {
      throw new AppException(404, 'STAFF_MEMBER_NOT_FOUND', 'No such member');
    }
    return target;
  }

  async update(actor: MemberAccount, id: string, patch: StaffMemberUpdate): Promise<StaffMember> {
    const updated = await this.db.transaction(async (em) => {
      const target = await this.visible(actor, id, em);
      const decision = checkStaffUpdate(actor, target, patch);
      if (!decision.allow) {
        const message =
          decision.reason === 'role'
            ? 'Only Super may change roles (and nobody their own)'
            : decision.reason === 'tier'
              ? 'Your role may not change tiers'
              : 'No such member';
        throw new AppException(decision.reason === 'not-visible' ? 404 : 403, 'STAFF_FORBIDDEN', message);
      }
      const changes: { role?: Role; tier?: Tier } = {};
      if (patch.role !== undefined && patch.role !== target.role) changes.role = patch.role;
      if (patch.tier !== undefined && patch.tier !== target.tier) changes.tier = patch.tier;
      if (!Object.keys(changes).length) return target;
      const before = { role: target.role, tier: target.tier };
      await this.members.setRoleAndTier(target.id, changes, em);
      await this.auditMember(em, actor, target, { action: 'member.update', before, after: { ...before, ...changes } });
      return Object.assign(target, changes);
    });
    return toStaffMember(updated);
  }

  /** Ends a member's sessions at once (used when a role is taken away, and by suspension). */
  endSessions(memberId: string) {
    return this.sessions.endAllForMember(memberId);
  }

  /**
   * Suspends a member: they cannot log in, and their sessions end at once (every session lookup refuses a
   * suspended member from the commit on; the session rows are then closed and remember-me series dropped).
   * Staff suspend only below their own rank: nobody suspends themselves, and only Super suspends staff.
   */
  async suspend(actor: MemberAccount, id: string, reason: string): Promise<StaffMember> {
    const updated = await this.db.transaction(async (em) => {
      const target = await this.visible(actor, id, em);
      if (target.id === actor.id) throw new StaffException(StaffErrorCode.Forbidden, 'Nobody suspends themselves');
      if (target.role !== 'member' && actor.role !== 'super') throw new StaffException(StaffErrorCode.Forbidden, 'Only Super suspends staff accounts');
      if (target.suspendedAt) return target;
      const suspendedAt = new Date();
      await this.members.setSuspended(target.id, suspendedAt, em);
      await this.auditMember(em, actor, target, { action: 'member.suspend', before: { suspendedAt: null }, after: { suspendedAt: suspendedAt.toISOString(), reason } });
      return Object.assign(target, { suspendedAt });
    });
    await this.sessions.endAllForMember(updated.id);
    return toStaffMember(updated);
  }

  async restore(actor: MemberAccount, id: string): Promise<StaffMember> {
    const updated = await this.db.transaction(async (em) => {
      const target = await this.visible(actor, id, em);
      if (target.role !== 'member' && actor.role !== 'super') throw new StaffException(StaffErrorCode.Forbidden, 'Only Super restores staff accounts');
      if (!target.suspendedAt) return target;
      await this.members.setSuspended(target.id, null, em);
      await this.auditMember(em, actor, target, { action: 'member.restore', before: { suspendedAt: target.suspendedAt.toISOString() }, after: { suspendedAt: null } });
      return Object.assign(target, { suspendedAt: null });
    });
    return toStaffMember(updated);
  }

  /** The member's open sessions (staff see where they are signed in; ending them is suspension's job). */
  async memberSessions(actor: MemberAccount, id: string): Promise<StaffMemberSession[]> {
    const target = await this.visible(actor, id);
    return (await this.sessions.list(target.id, '')).map(({ current: _current, ...s }) => s);
  }

  async notes(actor: MemberAccount, id: string): Promise<StaffNote[]> {
    const target = await this.visible(actor, id);
    return this.toNotes(await this.repo.notes(target.id));
  }

  /** A staff note on a member; audited like every other change. */
  async addNote(actor: MemberAccount, id: string, body: string): Promise<StaffNote> {
    const row = await this.db.transaction(async (em) => {
      const target = await this.visible(actor, id, em);
      const note = await this.repo.addNote(em, target.id, actor.id, body);
      await this.auditMember(em, actor, target, { action: 'member.note', before: null, after: { noteId: note.id, body } });
      return note;
    });
    return (await this.toNotes([row]))[0]!;
  }

  /** Per-page access (SPEC 6 canAccessPage): Super only, never their own, only for staff accounts. */
  async setPageAccess(actor: MemberAccount, id: string, pages: string[]): Promise<StaffMember> {
    if (actor.role !== 'super') throw new StaffException(StaffErrorCode.Forbidden, 'Only Super changes page access');
    const updated = await this.db.transaction(async (em) => {
      const target = await this.visible(actor, id, em);
      if (target.id === actor.id) throw new StaffException(StaffErrorCode.Forbidden, 'Nobody changes their own page access');
      const next = [...new Set(pages)].sort();
      if (next.length && target.role === 'member') {
        throw new StaffException(StaffErrorCode.Forbidden, 'Page access is for staff accounts; change the role first', { field: 'pages' });
      }
      const before = [...(target.pageAccess ?? [])].sort();
      if (before.join() === next.join()) return target;
      await this.members.setPageAccess(target.id, next, em);
      await this.auditMember(em, actor, target, { action: 'member.page-access', before: { pageAccess: before }, after: { pageAccess: next } });
      return Object.assign(target, { pageAccess: next });
    });
    return toStaffMember(updated);
  }

  // ---- record locks ---------------------------------------------------------------------------------

  /**
   * Locks say who works on a record, so they follow the record's own rules: the caller must be allowed to
   * open the page and see the record (another brand's record is 404, as everywhere in the console).
   */
  private async lockable(actor: MemberAccount, resource: StaffLockResource, recordId: string): Promise<void> {
    const notFound = () => new StaffException(StaffErrorCode.NotFound, 'No such record');
    if (resource === 'members') {
      if (!UUID.test(recordId)) throw notFound();
      await this.visible(actor, recordId);
    } else if (resource === 'reports') {
      requirePage(actor, 'reports');
      if (!UUID.test(recordId)) throw notFound();
      await this.reports.get(actor, recordId);
    } else {
      if (!TICKET_REFERENCE.test(recordId)) throw notFound();
      await this.tickets.get(actor, recordId);
    }
  }

  async lockState(actor: MemberAccount, resource: StaffLockResource, recordId: string): Promise<StaffRecordLock> {
    await this.lockable(actor, resource, recordId);
    return this.toLock(actor, resource, recordId, await this.repo.lock(resource, recordId));
  }

  /** Takes or renews the lock; when another staff member holds it, answers 409 naming them (flags.lock). */
  async acquireLock(actor: MemberAccount, resource: StaffLockResource, recordId: string): Promise<StaffRecordLock> {
    await this.lockable(actor, resource, recordId);
    const row = await this.repo.acquire(resource, recordId, actor.id, STAFF_LOCK_TTL_SECONDS);
    const lock = await this.toLock(actor, resource, recordId, row);
    if (!lock.mine) {
      throw new StaffException(StaffErrorCode.Locked, `${lock.holderName ?? 'Another staff member'} is editing this record`, { flags: { lock } });
    }
    return lock;
  }

  async releaseLock(actor: MemberAccount, resource: StaffLockResource, recordId: string): Promise<StaffRecordLock> {
    await this.lockable(actor, resource, recordId);
    await this.repo.release(resource, recordId, actor.id);
    return this.lockState(actor, resource, recordId);
  }

  private async toLock(actor: MemberAccount, resource: StaffLockResource, recordId: string, row: LockRow | null): Promise<StaffRecordLock> {
    const holder = row ? await this.members.findById(row.holderId) : null;
    return {
      resource,
      recordId,
      holderId: row?.holderId ?? null,
      holderName: holder?.name ?? null,
      mine: row?.holderId === actor.id,
      expiresAt: row?.expiresAt.toISOString() ?? null,
    };
  }

  private async toNotes(rows: NoteRow[]): Promise<StaffNote[]> {
    const ids = [...new Set(rows.map((r) => r.authorId).filter((x): x is string => x !== null))];
    const names = new Map((await Promise.all(ids.map((x) => this.members.findById(x)))).filter((m): m is MemberAccount => m !== null).map((m) => [m.id, m.name]));
    return rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      authorId: r.authorId,
      authorName: r.authorId ? (names.get(r.authorId) ?? null) : null,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
