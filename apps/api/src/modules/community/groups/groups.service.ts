import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type CommunityMember,
  type GroupDetail,
  GroupForm,
  GroupInviteItem,
  GroupInvitePage,
  GroupInviteResult,
  GroupItem,
  GroupListQuery,
  type GroupMemberChange,
  GroupMemberItem,
  GroupMemberPage,
  GroupMembership,
  GroupPage,
  GroupState,
  GroupViewer,
} from '@community/contracts';
import type { z } from 'zod';
import { MediaService } from '../../media/index.js';
import { avatarOf, MembersService, notBlockedSql, PlacesService, RelationshipsService, type MemberAccount } from '../../members/index.js';
import { NotificationsService } from '../../notifications/index.js';
import { CommunityWallsService, type WallPlace } from './community-walls.service.js';
import { decodeCursor, pageOf } from './cursor.js';
import { GroupsErrorCode, GroupsException, groupNotFound, invalid, notAllowed } from './groups.exception.js';
import { GroupsRepository, type GroupFields, type GroupRow, type MembershipRow } from './groups.repository.js';

type FormIn = z.output<typeof GroupForm>;
type ListIn = z.output<typeof GroupListQuery>;

/** A group as the viewer stands to it, after the visibility check. */
export interface GroupAccess {
  group: GroupRow;
  me: MembershipRow | null;
  active: boolean;
  manager: boolean;
  owner: boolean;
}

/** A name made into a slug: lower-case ASCII words joined by hyphens. */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return s.length >= 3 ? s : `group-${s || 'new'}`.slice(0, 50);
}

/**
 * Groups (issue 20): who may see a group and what they may do, creating and editing, joining (open, by
 * request, by invitation), roles, invitations, and discovery. A secret group does not exist for anyone who is
 * not in it or invited to it: every answer about it is the same 404 as for a slug that was never used.
 * Memberships change under the group's row lock, and the member count is recounted from the rows there,
 * so concurrent joins and leaves keep it exact.
 */
@Injectable()
export class GroupsService implements OnModuleInit {
  private readonly logger = new Logger('Groups');

  constructor(
    private readonly db: DataSource,
    private readonly repo: GroupsRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly places: PlacesService,
    private readonly media: MediaService,
    private readonly notifications: NotificationsService,
    private readonly walls: CommunityWallsService,
  ) {}

  onModuleInit(): void {
    this.walls.register('group', {
      bySlug: async (viewer, variant, slug) => this.wallPlace(await this.access(viewer, variant, slug)),
      byId: async (viewer, variant, id) => {
        const g = await this.repo.byId(id);
        if (!g || g.variant !== variant) throw groupNotFound();
        return this.wallPlace(await this.access(viewer, variant, g.slug));
      },
    });
  }

  private wallPlace(a: GroupAccess): WallPlace {
    return {
      kind: 'group',
      id: a.group.id,
      slug: a.group.slug,
      name: a.group.name,
      canRead: a.group.visibility === 'public' || a.active,
      canWrite: a.active,
      canModerate: a.manager,
      onPost: (em: EntityManager, delta: number) => this.repo.touched(em, a.group.id, delta),
    };
  }

  // ---- access ----------------------------------------------------------------------------------

  /** The group when the viewer may know it exists (secret: members and invitees only), else 404. */
  async access(viewer: MemberAccount | null, variant: string, slug: string, db?: EntityManager, lock = false): Promise<GroupAccess> {
    const group = await this.repo.bySlug(variant, slug, db, lock);
    if (!group) throw groupNotFound();
    const me = viewer ? await this.repo.membership(group.id, viewer.id, db) : null;
    if (group.visibility === 'secret' && !(me && (me.state === 'active' || me.state === 'invited'))) throw groupNotFound();
    const active = me?.state === 'active';
    return { group, me, active, manager: active && (me!.role === 'owner' || me!.role === 'moderator'), owner: active && me!.role === 'owner' };
  }

  private viewerOf(a: GroupAccess, signedIn: boolean): GroupViewer {
    const state = a.me?.state ?? 'none';
    return {
      state,
      role: a.active ? a.me!.role : null,
      inviteId: state === 'invited' ? a.me!.id : null,
      canJoin: signedIn && (state === 'invited' || (state === 'none' && a.group.join_policy === 'open')),
      canRequest: signedIn && state === 'none' && a.group.join_policy === 'request',
      canSeeContent: a.group.visibility === 'public' || a.active,
      canPost: a.active,
      canEdit: a.manager,
      canModerate: a.manager,
      canInvite: a.active && (a.manager || a.group.join_policy !== 'invite'),
    };
  }

  private async covers(rows: GroupRow[]): Promise<Map<string, string>> {
    const wanted = rows.filter((r) => r.cover_media_id).map((r) => ({ mediaId: r.cover_media_id!, ownerId: r.owner_id }));
    if (!wanted.length) return new Map();
    const photos = await this.media.sentPhotos(wanted);
    return new Map([...photos].map(([id, p]) => [id, p.sizes['large-thumbnail']] as const));
  }

  private toItem(r: GroupRow, covers: Map<string, string>): GroupItem {
    const cover = r.cover_media_id ? covers.get(r.cover_media_id) : undefined;
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      category: r.category,
      visibility: r.visibility,
      joinPolicy: r.join_policy,
      cover: cover ? { id: r.cover_media_id!, url: cover } : null,
      place: r.place_label,
      distance: r.distance == null ? null : Math.max(1, Math.round(Number(r.distance))),
      membersCount: r.members_count,
      postsCount: r.posts_count,
      lastActivityAt: r.last_activity_at.toISOString(),
      createdAt: r.created_at.toISOString(),
    };
  }

  private async card(id: string): Promise<CommunityMember> {
    const m = await this.members.findById(id);
    // The owner's row always exists (ON DELETE RESTRICT); a suspended owner still shows by name.
    if (!m) throw groupNotFound();
    return { id: m.id, name: m.name, avatar: avatarOf(m) };
  }

  async detail(viewer: MemberAccount | null, variant: string, slug: string): Promise<GroupDetail> {
    const a = await this.access(viewer, variant, slug);
    const covers = await this.covers([a.group]);
    return {
      ...this.toItem(a.group, covers),
      owner: await this.card(a.group.owner_id),
      placeId: a.group.place_id,
      coverMediaId: a.group.cover_media_id,
      viewer: this.viewerOf(a, viewer !== null),
      requestsCount: a.manager ? await this.repo.countState(a.group.id, 'requested') : 0,
    };
  }

  // ---- writing ---------------------------------------------------------------------------------

  private async fields(me: MemberAccount, variant: string, f: FormIn, locale: string, exceptId: string | null): Promise<GroupFields> {
    const slug = f.slug ?? slugify(f.name);
    if (await this.repo.slugTaken(variant, slug, exceptId)) {
      throw new GroupsException(GroupsErrorCode.SlugTaken, 'This address is taken: choose another', { field: f.slug ? 'slug' : 'name' });
    }
    let coverMediaId: string | null = null;
    if (f.coverMediaId) {
      await this.media.shareablePhoto(me, f.coverMediaId, 'coverMediaId');
      coverMediaId = f.coverMediaId;
    }
    let place: GroupFields['place'] = null;
    if (f.placeId) {
      if (!this.places.available) throw invalid('placeId', 'Places are not available on this server yet');
      const p = this.places.resolve(f.placeId, 'placeId');
      place = { id: p.id, label: this.places.toPlace(p, locale).label, lat: p.lat, lng: p.lng };
    }
    return { slug, name: f.name, description: f.description, category: f.category, visibility: f.visibility, joinPolicy: f.joinPolicy, coverMediaId, place };
  }

  async create(me: MemberAccount, variant: string, locale: string, form: FormIn): Promise<GroupDetail> {
    const fields = await this.fields(me, variant, form, locale, null);
    await this.db
      .transaction((em) => this.repo.insert(em, variant, me.id, fields))
      .catch((err: unknown) => {
        if (err instanceof Error && /groups_slug_key/.test(err.message)) throw new GroupsException(GroupsErrorCode.SlugTaken, 'This address is taken: choose another', { field: 'slug' });
        throw err;
      });
    return this.detail(me, variant, fields.slug);
  }

  /** The owner and moderators edit; a cover keeps working only while it is still the editor's photo or unchanged. */
  async update(me: MemberAccount, variant: string, locale: string, slug: string, form: FormIn): Promise<GroupDetail> {
    const a = await this.access(me, variant, slug);
    if (!a.manager) throw notAllowed('Only the group’s owner and moderators edit it');
    const keepCover = form.coverMediaId === undefined || form.coverMediaId === a.group.cover_media_id;
    const keepPlace = form.placeId === undefined || form.placeId === a.group.place_id;
    const fields = await this.fields(me, variant, { ...form, slug: form.slug ?? a.group.slug, coverMediaId: keepCover ? null : form.coverMediaId, placeId: keepPlace ? null : form.placeId }, locale, a.group.id);
    if (keepCover) fields.coverMediaId = a.group.cover_media_id;
    if (keepPlace) fields.place = a.group.place_id ? { id: a.group.place_id, label: a.group.place_label ?? '', lat: a.group.lat ?? 0, lng: a.group.lng ?? 0 } : null;
    await this.db.transaction((em) => this.repo.update(em, a.group.id, fields));
    return this.detail(me, variant, fields.slug);
  }

  async remove(me: MemberAccount, variant: string, slug: string): Promise<void> {
    const a = await this.access(me, variant, slug);
    if (!a.owner) throw notAllowed('Only the group’s owner deletes it');
    await this.db.transaction((em) => this.repo.remove(em, a.group.id));
  }

  // ---- membership ------------------------------------------------------------------------------

  /** Runs `fn` with the group's row locked (and the viewer's access read under it). */
  private locked<T>(me: MemberAccount, variant: string, slug: string, fn: (em: EntityManager, a: GroupAccess) => Promise<T>): Promise<T> {
    return this.db.transaction(async (em) => {
      const a = await this.access(me, variant, slug, em, true);
      return fn(em, a);
    });
  }

  /** Open: joins; by request: asks (the owner and moderators are told); invited: accepts; invitation only: refused. */
  async join(me: MemberAccount, variant: string, slug: string): Promise<GroupMembership> {
    let told: { group: GroupRow; requestId: string } | null = null;
    const result = await this.locked(me, variant, slug, async (em, a) => {
      const state = a.me?.state;
      if (state === 'banned') throw new GroupsException(GroupsErrorCode.Banned, 'You cannot join this group');
      if (state === 'active' || state === 'requested') return { state, role: a.me!.role, membersCount: a.group.members_count } as GroupMembership;
      if (state === 'invited' || a.group.join_policy === 'open') {
        await this.repo.upsert(em, a.group.id, me.id, 'active');
        return { state: 'active', role: 'member', membersCount: await this.repo.recount(em, a.group.id) } as GroupMembership;
      }
      if (a.group.join_policy === 'request') {
        const row = await this.repo.upsert(em, a.group.id, me.id, 'requested');
        told = { group: a.group, requestId: row.id };
        return { state: 'requested', role: null, membersCount: a.group.members_count } as GroupMembership;
      }
      throw new GroupsException(GroupsErrorCode.InviteOnly, 'This group takes new members by invitation only');
    });
    if (told) await this.tellManagers(me, told);
    return result;
  }

  private async tellManagers(me: MemberAccount, t: { group: GroupRow; requestId: string }): Promise<void> {
    for (const id of await this.repo.managers(t.group.id)) {
      await this.notifications
        .notify({
          memberId: id,
          action: 'GroupJoinRequest',
          category: 'groups',
          actorId: me.id,
          objectType: 'group-request',
          objectId: t.requestId,
          target: { to: 'groups-slug', url: `/groups/${t.group.slug}?tab=requests`, slug: t.group.slug },
          targetType: 'group',
          phrase: t.group.name,
          responseEndpoint: `/api/groups/${t.group.slug}/requests/${t.requestId}`,
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'could not tell the group’s managers of a request'));
    }
  }

  /** Leave, or withdraw a request, or decline an invitation. The owner hands the group over first. */
  async leave(me: MemberAccount, variant: string, slug: string): Promise<GroupMembership> {
    return this.locked(me, variant, slug, async (em, a) => {
      if (!a.me || a.me.state === 'banned') return { state: a.me?.state ?? 'none', role: null, membersCount: a.group.members_count } as GroupMembership;
      if (a.owner) throw new GroupsException(GroupsErrorCode.OwnerMustTransfer, 'Hand the group over to another member before leaving (or delete it)');
      await this.repo.deleteMembership(em, a.group.id, me.id);
      return { state: 'none', role: null, membersCount: await this.repo.recount(em, a.group.id) };
    });
  }

  async membersList(me: MemberAccount, variant: string, slug: string, state: GroupState, after: string | undefined, limit: number): Promise<GroupMemberPage> {
    const a = await this.access(me, variant, slug);
    if (state === 'active' ? !(a.group.visibility === 'public' || a.active) : !a.manager) {
      throw new GroupsException(GroupsErrorCode.MembersOnly, state === 'active' ? 'Only members see who is in this group' : 'Only the group’s owner and moderators see this list');
    }
    const rows = await this.repo.members(a.group.id, state, decodeCursor(after), limit, me.id, notBlockedSql);
    const found = await this.members.findByIds([...new Set(rows.flatMap((r) => [r.member_id, ...(r.invited_by ? [r.invited_by] : [])]))]);
    const cards = new Map(found.filter((m) => !m.suspendedAt).map((m) => [m.id, { id: m.id, name: m.name, avatar: avatarOf(m) }]));
    return pageOf(
      rows,
      limit,
      (r): GroupMemberItem | null => {
        const member = cards.get(r.member_id);
        if (!member) return null;
        return { id: r.id, member, role: r.role, state: r.state, invitedBy: (r.invited_by && cards.get(r.invited_by)) || null, createdAt: r.created_at.toISOString() };
      },
      (r) => [r.k1!, r.id],
    );
  }

  /** Owner and moderators: approve a request, ban; the owner: promote, demote, transfer ownership. */
  async change(me: MemberAccount, variant: string, slug: string, memberId: string, c: GroupMemberChange): Promise<GroupMemberItem> {
    const row = await this.locked(me, variant, slug, async (em, a) => {
      if (!a.manager) throw notAllowed('Only the group’s owner and moderators manage its members');
      const target = await this.repo.membership(a.group.id, memberId, em, true);
      if (!target && c.action !== 'ban') throw new GroupsException(GroupsErrorCode.MemberNotFound, 'No such member in this group');
      if (target?.role === 'owner') throw notAllowed('The owner’s place cannot be changed this way');
      const ownerOnly = c.action === 'promote' || c.action === 'demote' || c.action === 'transfer';
      if (ownerOnly && !a.owner) throw notAllowed('Only the owner changes roles or hands the group over');
      if (c.action === 'ban' && target?.role === 'moderator' && !a.owner) throw notAllowed('Only the owner bans a moderator');
      switch (c.action) {
        case 'approve':
          if (target!.state !== 'requested') throw invalid('action', 'There is no request to approve');
          await this.repo.upsert(em, a.group.id, memberId, 'active');
          break;
        case 'promote':
        case 'demote':
          if (target!.state !== 'active') throw invalid('action', 'Only members have roles');
          await this.repo.setRole(em, a.group.id, memberId, c.action === 'promote' ? 'moderator' : 'member');
          break;
        case 'transfer':
          if (target!.state !== 'active') throw invalid('action', 'Hand the group over to a member');
          await this.repo.setRole(em, a.group.id, me.id, 'moderator');
          await this.repo.setRole(em, a.group.id, memberId, 'owner');
          await this.repo.setOwner(em, a.group.id, memberId);
          break;
        case 'ban': {
          if (!(await this.members.findById(memberId))) throw new GroupsException(GroupsErrorCode.MemberNotFound, 'No such member');
          await this.repo.upsert(em, a.group.id, memberId, 'banned');
          break;
        }
      }
      await this.repo.recount(em, a.group.id);
      return (await this.repo.membership(a.group.id, memberId, em))!;
    });
    const card = await this.card(row.member_id);
    return { id: row.id, member: card, role: row.role, state: row.state, invitedBy: null, createdAt: row.created_at.toISOString() };
  }

  /** Removes a member, refuses a request, cancels an invitation or lifts a ban. */
  async removeMember(me: MemberAccount, variant: string, slug: string, memberId: string): Promise<void> {
    await this.locked(me, variant, slug, async (em, a) => {
      if (!a.manager) throw notAllowed('Only the group’s owner and moderators manage its members');
      const target = await this.repo.membership(a.group.id, memberId, em, true);
      if (!target) throw new GroupsException(GroupsErrorCode.MemberNotFound, 'No such member in this group');
      if (target.role === 'owner') throw notAllowed('The owner cannot be removed');
      if (target.role === 'moderator' && target.state === 'active' && !a.owner) throw notAllowed('Only the owner removes a moderator');
      await this.repo.deleteMembership(em, a.group.id, memberId);
      await this.repo.recount(em, a.group.id);
    });
  }

  /** The notification's answer to a join request: approve (PUT) or refuse (DELETE), by request id. */
  async answerRequest(me: MemberAccount, variant: string, slug: string, requestId: string, approve: boolean): Promise<GroupMembership> {
    const a0 = await this.access(me, variant, slug);
    if (!a0.manager) throw notAllowed('Only the group’s owner and moderators answer requests');
    const req = await this.repo.membershipById(a0.group.id, requestId);
    if (!req || req.state !== 'requested') throw new GroupsException(GroupsErrorCode.RequestNotFound, 'This request was already answered or withdrawn');
    if (approve) {
      await this.change(me, variant, slug, req.member_id, { action: 'approve' });
    } else {
      await this.removeMember(me, variant, slug, req.member_id);
    }
    const g = await this.repo.byId(a0.group.id);
    return { state: approve ? 'active' : 'none', role: approve ? 'member' : null, membersCount: g?.members_count ?? 0 };
  }

  // ---- invitations -----------------------------------------------------------------------------

  /**
   * Members invite their friends (in an invitation-only group, only the owner and moderators invite). Each
   * name is invited or skipped with a reason; nobody outside the inviter's friends is ever told anything.
   * `em` writes inside a caller's transaction (a message carrying `groupInvite`); notifications go after.
   */
  async invite(me: MemberAccount, variant: string, slug: string, names: readonly string[]): Promise<GroupInviteResult> {
    const a = await this.access(me, variant, slug);
    if (!a.active) throw notAllowed('Only the group’s members invite others');
    if (a.group.join_policy === 'invite' && !a.manager) throw notAllowed('Only the owner and moderators invite to this group');
    const invited: string[] = [];
    const skipped: GroupInviteResult['skipped'] = [];
    const toTell: Array<{ memberId: string; inviteId: string }> = [];
    const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    for (const name of unique) {
      const m = await this.members.findByName(name);
      if (!m || m.suspendedAt) {
        skipped.push({ name, reason: 'unknown' });
        continue;
      }
      if (m.id === me.id) {
        skipped.push({ name: m.name, reason: 'member' });
        continue;
      }
      if (await this.relationships.isBlocked(me.id, m.id)) {
        skipped.push({ name: m.name, reason: 'blocked' });
        continue;
      }
      if (!(await this.relationships.areFriends(me.id, m.id))) {
        skipped.push({ name: m.name, reason: 'not-friend' });
        continue;
      }
      const outcome = await this.db.transaction(async (em) => {
        await this.repo.lockGroup(em, a.group.id);
        const cur = await this.repo.membership(a.group.id, m.id, em, true);
        if (cur?.state === 'active') return 'member' as const;
        if (cur?.state === 'banned') return 'banned' as const;
        if (cur?.state === 'requested') {
          // Inviting someone who asked to join lets them in (an invitation is an approval).
          if (a.manager) {
            await this.repo.upsert(em, a.group.id, m.id, 'active', me.id);
            await this.repo.recount(em, a.group.id);
            return 'joined' as const;
          }
        }
        const row = await this.repo.upsert(em, a.group.id, m.id, 'invited', me.id);
        return row;
      });
      if (outcome === 'member' || outcome === 'banned') {
        skipped.push({ name: m.name, reason: outcome });
        continue;
      }
      invited.push(m.name);
      if (outcome !== 'joined') toTell.push({ memberId: m.id, inviteId: outcome.id });
    }
    for (const t of toTell) {
      await this.notifications
        .notify({
          memberId: t.memberId,
          action: 'GroupInvite',
          category: 'groups',
          actorId: me.id,
          objectType: 'group-invite',
          objectId: t.inviteId,
          target: { to: 'groups-slug', url: `/groups/${a.group.slug}`, slug: a.group.slug },
          targetType: 'group',
          phrase: a.group.name,
          responseEndpoint: `/api/groups/${a.group.slug}/invites/${t.inviteId}`,
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'could not tell an invitee'));
    }
    return { invited, skipped };
  }

  /** The invitee accepts (joins) or declines (the invitation goes). */
  async answerInvite(me: MemberAccount, variant: string, slug: string, inviteId: string, accept: boolean): Promise<GroupMembership> {
    return this.locked(me, variant, slug, async (em, a) => {
      if (!a.me || a.me.id !== inviteId || a.me.state !== 'invited') throw new GroupsException(GroupsErrorCode.InviteNotFound, 'This invitation was already answered or withdrawn');
      if (!accept) {
        await this.repo.deleteMembership(em, a.group.id, me.id);
        return { state: 'none', role: null, membersCount: a.group.members_count };
      }
      await this.repo.upsert(em, a.group.id, me.id, 'active');
      return { state: 'active', role: 'member', membersCount: await this.repo.recount(em, a.group.id) };
    });
  }

  async myInvites(me: MemberAccount, name: string, variant: string, after: string | undefined, limit: number): Promise<GroupInvitePage> {
    if (name.toLowerCase() !== me.name.toLowerCase()) throw notAllowed('You can only see your own invitations');
    const rows = await this.repo.invitesOf(me.id, variant, decodeCursor(after), limit);
    const covers = await this.covers(rows);
    const inviters = await this.walls.cards(rows.flatMap((r) => (r.invited_by ? [r.invited_by] : [])));
    return pageOf(
      rows,
      limit,
      (r): GroupInviteItem => ({ id: r.invite_id, group: this.toItem(r, covers), invitedBy: (r.invited_by && inviters.get(r.invited_by)) || null, createdAt: r.invited_at.toISOString() }),
      (r) => [r.k1!, r.invite_id],
    );
  }

  // ---- discovery -------------------------------------------------------------------------------

  async list(viewer: MemberAccount | null, variant: string, q: ListIn): Promise<GroupPage> {
    let near: { lat: number; lng: number; within: number } | undefined;
    if (q.sort === 'near') {
      if (!q.placeId) throw invalid('placeId', 'Choose a place (or set your location) to see groups near it');
      if (!this.places.available) throw invalid('placeId', 'Places are not available on this server yet');
      const p = this.places.resolve(q.placeId, 'placeId');
      near = { lat: p.lat, lng: p.lng, within: q.within };
    }
    const rows = await this.repo.list({ variant, viewer: viewer?.id ?? null, sort: q.sort, category: q.category, q: q.q || undefined, near, after: decodeCursor(q.after), limit: q.limit });
    const covers = await this.covers(rows);
    return pageOf(rows, q.limit, (r) => this.toItem(r, covers), (r) => [r.k1!, r.id]);
  }

  /** `/profile/{name}/groups`: the member's groups the viewer may see listed. */
  async ofMember(viewer: MemberAccount, variant: string, name: string, after: string | undefined, limit: number): Promise<GroupPage> {
    const target = await this.relationships.target(viewer, name);
    const rows = await this.repo.memberGroups(target.id, variant, viewer.id, decodeCursor(after), limit);
    const covers = await this.covers(rows);
    return pageOf(rows, limit, (r) => this.toItem(r, covers), (r) => [r.k1!, r.id]);
  }

  /** For messaging's `groupInvite`: the sender may invite to this group (an active member; invitation-only groups: its managers), else a 422 on `field`. */
  async assertCanInvite(me: MemberAccount, groupId: string, field: string): Promise<GroupRow> {
    const g = await this.repo.byId(groupId);
    const refuse = () => invalid(field, 'Choose one of your groups to invite to');
    if (!g) throw refuse();
    const m = await this.repo.membership(g.id, me.id);
    if (!m || m.state !== 'active') throw refuse();
    if (g.join_policy === 'invite' && m.role === 'member') throw invalid(field, 'Only the owner and moderators invite to this group');
    return g;
  }

  /** After the message is sent: invites its recipients (friends only, as `invite` decides). */
  async inviteFromMessage(me: MemberAccount, groupId: string, recipientNames: readonly string[]): Promise<GroupInviteResult> {
    const g = await this.assertCanInvite(me, groupId, 'groupInvite');
    return this.invite(me, g.variant, g.slug, recipientNames);
  }
}
