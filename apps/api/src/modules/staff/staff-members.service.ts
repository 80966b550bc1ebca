import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { checkStaffUpdate, staffVariantScope, type Role, type Tier } from '@community/domain';
import type { StaffMember, StaffMemberUpdate } from '@community/contracts';
import { AppException } from '../../infra/http/app-exception.js';
import { Member } from '../members/member.entity.js';
import { MembersService, type MemberListQuery } from '../members/members.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { AuditLogEntry } from './audit-log.entity.js';

export function toStaffMember(m: Member): StaffMember {
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
  };
}

/** Staff work on members: scoped to the staff member's variants, every change audited in the same transaction. */
@Injectable()
export class StaffMembersService {
  constructor(
    private readonly db: DataSource,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
  ) {}

  async list(actor: Member, query: Omit<MemberListQuery, 'variants'>) {
    const scope = staffVariantScope(actor);
    if (!scope) throw new AppException(403, 'STAFF_FORBIDDEN', 'Staff only');
    const { rows, total } = await this.members.list({ ...query, variants: scope === 'all' ? 'all' : [scope] });
    return { rows: rows.map(toStaffMember), total };
  }

  /** Another variant's member is "not found" for staff bound to one variant (no existence leak). */
  async get(actor: Member, id: string): Promise<StaffMember> {
    return toStaffMember(await this.visible(actor, id));
  }

  private async visible(actor: Member, id: string, em = this.db.manager): Promise<Member> {
    const target = await this.members.findById(id, em);
    const scope = staffVariantScope(actor);
    if (!target || !scope || (scope !== 'all' && scope !== target.homeVariant)) {
      throw new AppException(404, 'STAFF_MEMBER_NOT_FOUND', 'No such member');
    }
    return target;
  }

  async update(actor: Member, id: string, patch: StaffMemberUpdate): Promise<StaffMember> {
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
      await this.members.update(target.id, changes, em);
      await em.save(
        em.create(AuditLogEntry, {
          actorId: actor.id,
          action: 'member.update',
          targetType: 'member',
          targetId: target.id,
          variant: target.homeVariant,
          before,
          after: { ...before, ...changes },
        }),
      );
      return Object.assign(target, changes);
    });
    return toStaffMember(updated);
  }

  /** Ends a member's sessions at once (used when a role is taken away, and by suspension in the staff issue). */
  endSessions(memberId: string) {
    return this.sessions.endAllForMember(memberId);
  }
}
