import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Album, AlbumCreate, AlbumInvite, AlbumInvitePage, AlbumPage, AlbumUpdate, AlbumAccessState } from '@community/contracts';
import { actsAsStaffOn, type MediaVisibility } from '@community/domain';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { NotificationsService } from '../notifications/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { decodeKeyset, page } from './cursor.js';
import { MediaErrorCode, MediaException, albumNotFound } from './media.exception.js';
import { MediaRepository, RANKS, type AccessRow, type AlbumRow } from './media.repository.js';
import { MediaService } from './media.service.js';

/** An album invitation written inside a caller's transaction: the album, and what tells the invitees after the commit. */
export interface AlbumInvitation {
  album: { id: string; name: string; ownerName: string };
  announce(): Promise<void>;
}

/**
 * Albums and their invitations. An album's visibility caps its items'. Friends-only and private albums
 * open to named members: the owner invites (the member accepts or declines), or a member asks (the owner
 * grants or refuses); either side may end it with DELETE. Members can see that a closed album exists
 * (name and count, no pictures) so they can ask; guests see only public albums.
 *
 * A new invitation notifies the invitee (`AlbumInvite`, answered from the notification with PUT or DELETE on
 * `/api/album-invites/{id}`); once it is answered, withdrawn or its album deleted, that notification goes.
 * Likewise a new request notifies the album's owner (`AlbumRequest`, granted with PUT or refused with DELETE
 * on the same endpoint, which only the owner may do) and goes once granted, refused, withdrawn or its album
 * deleted; a granted request (PUT, or the owner inviting the asker) tells the asker (`AlbumAccessGranted`,
 * linking to the album). A refusal tells nobody.
 */
@Injectable()
export class AlbumsService {
  private readonly log = new Logger('Albums');

  constructor(
    private readonly db: DataSource,
    private readonly repo: MediaRepository,
    private readonly media: MediaService,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly notifications: NotificationsService,
    private readonly audit: StaffAuditService,
  ) {}

  /** After the commit: a failed notification never undoes the invitation. */
  private async tellInvitee(viewer: MemberRef, invite: AlbumInvite, inviteeId: string): Promise<void> {
    await this.notifications
      .notify({
        memberId: inviteeId,
        action: 'AlbumInvite',
        category: 'media',
        actorId: viewer.id,
        objectType: 'album-invite',
        objectId: invite.id,
        phrase: invite.album.name,
        target: { to: 'profile-name-media', slug: viewer.name, url: `/profile/${encodeURIComponent(viewer.name)}/media?album=${invite.album.id}`, canAccept: true },
        targetType: 'album',
        responseEndpoint: `/api/album-invites/${invite.id}`,
      })
      .catch((err: unknown) => this.log.warn({ err }, 'album invitation notification failed'));
  }

  /** After the commit: the owner hears of a new request for access, answerable from the notification. */
  private async tellOwner(asker: MemberRef, request: AlbumInvite, ownerId: string): Promise<void> {
    const owner = request.album.ownerName;
    await this.notifications
      .notify({
        memberId: ownerId,
        action: 'AlbumRequest',
        category: 'media',
        actorId: asker.id,
        objectType: 'album-request',
        objectId: request.id,
        phrase: request.album.name,
        target: { to: 'profile-name-media-invites', slug: owner, url: `/profile/${encodeURIComponent(owner)}/media/invites`, canAccept: true },
        targetType: 'album',
        responseEndpoint: `/api/album-invites/${request.id}`,
      })
      .catch((err: unknown) => this.log.warn({ err }, 'album request notification failed'));
  }

  /** After the commit: the asker hears that the owner granted their request, with a link to the album. */
  private async tellAsker(granted: AlbumInvite, row: Pick<AccessRow, 'member_id' | 'album_owner_id' | 'album_id'>): Promise<void> {
    const owner = granted.album.ownerName;
    await this.notifications
      .notify({
        memberId: row.member_id,
        action: 'AlbumAccessGranted',
        category: 'media',
        actorId: row.album_owner_id,
        objectType: 'album-request',
        objectId: granted.id,
        phrase: granted.album.name,
        target: { to: 'profile-name-media', slug: owner, url: `/profile/${encodeURIComponent(owner)}/media?album=${row.album_id}` },
        targetType: 'album',
      })
      .catch((err: unknown) => this.log.warn({ err }, 'album access granted notification failed'));
  }

  /**
   * The notification about an invitation (the invitee's) or a request (the owner's) that was answered,
   * withdrawn or whose album went.
   */
  private async forget(rows: Array<Pick<AccessRow, 'id' | 'kind' | 'member_id' | 'album_owner_id'>>): Promise<void> {
    for (const r of rows) {
      const [to, action] = r.kind === 'invite' ? ([r.member_id, 'AlbumInvite'] as const) : ([r.album_owner_id, 'AlbumRequest'] as const);
      await this.notifications.removeWhere(to, action, r.id).catch((err: unknown) => this.log.warn({ err, action }, 'album access notification removal failed'));
    }
  }

  private state(row: AlbumRow, viewer: MemberRef | null, maxRank: number, all: boolean): AlbumAccessState {
    if (viewer?.id === row.owner_id) return 'owner';
    if (all || RANKS[row.visibility] <= maxRank) return 'open';
    if (row.access_status === 'accepted') return 'invited';
    if (row.access_status === 'pending') return row.access_kind === 'invite' ? 'invite-pending' : 'request-pending';
    return 'locked';
  }

  private toAlbum(row: AlbumRow, viewer: MemberRef | null, ownerName: string, maxRank: number, all: boolean): Album {
    const access = this.state(row, viewer, maxRank, all);
    const seen = access === 'owner' || access === 'open' || access === 'invited';
    return {
      id: row.id,
      ownerName,
      name: row.name,
      description: seen ? row.description : '',
      visibility: row.visibility,
      itemCount: row.item_count,
      cover: seen && row.cover_id ? this.media.signer.url(row.cover_id, 'medium', true) : null,
      createdAt: row.created_at.toISOString(),
      access,
      inviteId: row.access_status === 'pending' ? row.access_id : null,
    };
  }

  async list(viewer: MemberRef | null, name: string, after: string | undefined, limit: number): Promise<AlbumPage> {
    const { owner, v, staff } = await this.media.audience(viewer, name);
    // Members see that closed albums exist; guests only what they may open. Albums follow their owner's home variant.
    const listed = viewer ? RANKS.private : v.maxRank;
    const all = v.all || staff;
    const rows = await this.repo.albums(owner.id, viewer?.id ?? null, all, listed, decodeKeyset(after), limit);
    return page(rows, limit, (r) => this.toAlbum(r, viewer, owner.name, v.maxRank, all));
  }

  async get(viewer: MemberRef | null, id: string): Promise<Album> {
    const row = await this.repo.album(id, viewer?.id ?? null, false);
    if (!row) throw albumNotFound();
    const ownerMember = await this.members.findById(row.owner_id);
    if (!ownerMember) throw albumNotFound();
    const { v, staff } = await this.media.audience(viewer, ownerMember.name).catch(() => {
      throw albumNotFound();
    });
    if (!viewer && RANKS[row.visibility] > v.maxRank) {
      if (row.visibility === 'members') throw new MediaException(MediaErrorCode.LoginRequired, 'Log in to see this album');
      throw albumNotFound();
    }
    const all = v.all || staff;
    const full = all ? await this.repo.album(id, viewer?.id ?? null, true) : row;
    return this.toAlbum(full ?? row, viewer, ownerMember.name, v.maxRank, all);
  }

  async create(viewer: MemberRef, input: Required<AlbumCreate>): Promise<Album> {
    const id = await this.repo.insertAlbum(viewer.id, input);
    if (!id) throw new MediaException(MediaErrorCode.AlbumNameTaken, 'You already have an album with this name', { field: 'name' });
    return this.get(viewer, id);
  }

  /**
   * The viewer's own album, or (locked) one of a member whose home variant the viewer is staff on, with that
   * variant (null for the owner's own); anything else is the same 404.
   */
  private async ownAlbum(viewer: MemberRef, id: string, em: EntityManager): Promise<{ row: AlbumRow; staffOn: string | null }> {
    const row = await this.repo.album(id, viewer.id, true, em, true);
    if (row?.owner_id === viewer.id) return { row, staffOn: null };
    const owner = row ? await this.members.findById(row.owner_id, em) : null;
    if (!row || !owner || !actsAsStaffOn(viewer, owner.homeVariant)) throw albumNotFound();
    return { row, staffOn: owner.homeVariant };
  }

  /** Staff changing another member's album: an audit entry in the change's transaction. */
  private async auditStaffChange(em: EntityManager, viewer: MemberRef, album: { row: AlbumRow; staffOn: string | null }, action: 'album.update' | 'album.delete', after: Record<string, unknown> | null): Promise<void> {
    if (album.staffOn === null) return;
    const { row } = album;
    const before = { ownerId: row.owner_id, name: row.name, description: row.description, visibility: row.visibility };
    await this.audit.record(em, { staffId: viewer.id, action, targetType: 'album', targetId: row.id, variant: album.staffOn, before, after });
  }

  async update(viewer: MemberRef, id: string, patch: AlbumUpdate): Promise<Album> {
    await this.db.transaction(async (em) => {
      const album = await this.ownAlbum(viewer, id, em);
      if (patch.name && (await this.repo.albumNameTaken(em, album.row.owner_id, patch.name, id))) {
        throw new MediaException(MediaErrorCode.AlbumNameTaken, 'You already have an album with this name', { field: 'name' });
      }
      await this.repo.updateAlbum(em, id, patch);
      await this.auditStaffChange(em, viewer, album, 'album.update', { ...patch });
    });
    return this.get(viewer, id);
  }

  /** Deleting an album keeps its photos, each narrowed to what the album allowed (a private album's photos stay private). */
  async remove(viewer: MemberRef, id: string): Promise<void> {
    const invites = await this.db.transaction(async (em) => {
      const album = await this.ownAlbum(viewer, id, em);
      const pending = await this.repo.pendingAccess(em, id);
      await this.repo.narrowAlbumItems(em, id, album.row.visibility);
      await this.repo.deleteAlbum(em, id);
      await this.auditStaffChange(em, viewer, album, 'album.delete', null);
      return pending;
    });
    await this.forget(invites);
  }

  // Invitations and requests ----------------------------------------------------------------------------

  private toInvite(row: AccessRow, viewer: MemberRef, names: Map<string, string>): AlbumInvite {
    const canAccept = row.status === 'pending' && (row.kind === 'invite' ? row.member_id === viewer.id : row.album_owner_id === viewer.id);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      album: { id: row.album_id, name: row.album_name, ownerName: names.get(row.album_owner_id) ?? '' },
      memberName: names.get(row.member_id) ?? '',
      createdAt: row.created_at.toISOString(),
      canAccept,
    };
  }

  private async namesOf(rows: AccessRow[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.flatMap((r) => [r.member_id, r.album_owner_id]))];
    const found = await Promise.all(ids.map((id) => this.members.findById(id)));
    return new Map(found.filter((m) => m !== null).map((m) => [m.id, m.name]));
  }

  private async one(viewer: MemberRef, id: string): Promise<AlbumInvite> {
    const row = await this.repo.access(id);
    if (!row) throw new MediaException(MediaErrorCode.InviteNotFound, 'No such invitation');
    return this.toInvite(row, viewer, await this.namesOf([row]));
  }

  async listInvites(viewer: MemberRef, box: 'received' | 'sent' | 'granted', after: string | undefined, limit: number): Promise<AlbumInvitePage> {
    const rows = await this.repo.accessList(viewer.id, box, decodeKeyset(after), limit);
    const names = await this.namesOf(rows);
    return page(rows, limit, (r) => this.toInvite(r, viewer, names));
  }

  private assertClosed(visibility: MediaVisibility): void {
    if (visibility === 'public' || visibility === 'members') {
      throw new MediaException(MediaErrorCode.AlbumOpen, 'This album is open to every member: no invitation is needed', { field: 'albumId' });
    }
  }

  /** The owner invites a member by name; inviting someone who asked grants their request. */
  async invite(viewer: MemberRef, albumId: string, name: string): Promise<AlbumInvite> {
    let inviteeId: string | null = null;
    let granted: AccessRow | null = null;
    const id = await this.db.transaction(async (em) => {
      const album = await this.repo.album(albumId, viewer.id, true, em, true);
      if (!album || album.owner_id !== viewer.id) throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album of yours', { field: 'albumId' });
      this.assertClosed(album.visibility);
      const member = await this.members.findByName(name, em);
      if (!member || member.suspendedAt || (await this.relationships.isBlocked(viewer.id, member.id))) {
        throw new MediaException(MediaErrorCode.MemberNotFound, 'No member of that name', { field: 'name' });
      }
      if (member.id === viewer.id) throw new MediaException(MediaErrorCode.InviteSelf, 'This is your own album', { field: 'name' });
      const existing = await this.repo.accessFor(em, albumId, member.id);
      if (existing?.kind === 'request' && existing.status === 'pending') {
        await this.repo.acceptAccess(em, existing.id);
        granted = existing;
        return existing.id;
      }
      if (existing) throw new MediaException(MediaErrorCode.InviteExists, `${member.name} is already invited`, { field: 'name' });
      inviteeId = member.id;
      return this.repo.insertAccess(em, albumId, member.id, 'invite', 'pending');
    });
    const invite = await this.one(viewer, id);
    if (inviteeId) await this.tellInvitee(viewer, invite, inviteeId);
    if (granted) await this.requestGranted(granted, invite);
    return invite;
  }

  /** A member asks to see a closed album; asking after being invited accepts the invitation. */
  async request(viewer: MemberRef, albumId: string): Promise<AlbumInvite> {
    let answered: AccessRow | null = null;
    let ownerId: string | null = null;
    const id = await this.db.transaction(async (em) => {
      const album = await this.repo.album(albumId, viewer.id, false, em, true);
      if (!album || album.owner_id === viewer.id) throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album', { field: 'albumId' });
      const owner = await this.members.findById(album.owner_id, em);
      if (!owner || owner.suspendedAt || (await this.relationships.isBlocked(viewer.id, album.owner_id))) {
        throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album', { field: 'albumId' });
      }
      this.assertClosed(album.visibility);
      if (album.visibility === 'friends' && (await this.relationships.areFriends(viewer.id, album.owner_id))) {
        throw new MediaException(MediaErrorCode.AlbumOpen, 'You can already see this album', { field: 'albumId' });
      }
      const existing = await this.repo.accessFor(em, albumId, viewer.id);
      if (existing?.kind === 'invite' && existing.status === 'pending') {
        await this.repo.acceptAccess(em, existing.id);
        answered = existing;
        return existing.id;
      }
      if (existing) throw new MediaException(MediaErrorCode.InviteExists, existing.status === 'accepted' ? 'You can already see this album' : 'You have already asked', { field: 'albumId' });
      ownerId = album.owner_id;
      return this.repo.insertAccess(em, albumId, viewer.id, 'request', 'pending');
    });
    if (answered) await this.forget([answered]);
    const request = await this.one(viewer, id);
    if (ownerId) await this.tellOwner(viewer, request, ownerId);
    return request;
  }

  /** Accept an invitation (the invitee) or grant a request (the album's owner). */
  async accept(viewer: MemberRef, id: string): Promise<AlbumInvite> {
    const row = await this.db.transaction(async (em) => {
      const found = await this.repo.access(id, em, true);
      const mayAccept = found && (found.kind === 'invite' ? found.member_id === viewer.id : found.album_owner_id === viewer.id);
      if (!found || !mayAccept) throw new MediaException(MediaErrorCode.InviteNotFound, 'No such invitation');
      if (found.status !== 'accepted') await this.repo.acceptAccess(em, id);
      return found;
    });
    const invite = await this.one(viewer, id);
    if (row.kind === 'request' && row.status === 'pending') await this.requestGranted(row, invite);
    else await this.forget([row]);
    return invite;
  }

  /** A request was granted (by PUT or by inviting the asker): the owner's notification goes, the asker is told. */
  private async requestGranted(row: AccessRow, granted: AlbumInvite): Promise<void> {
    await this.forget([row]);
    await this.tellAsker(granted, row);
  }

  /**
   * For messaging (an album invitation sent as a message): the owner invites the conversation's other members
   * to one of their albums, inside the caller's transaction (`em`), so the invitations commit or roll back with
   * the message that carries them. An invitation or access that exists is reused; a pending request of theirs
   * is granted; members blocked either way, suspended members and the owner are left out; an open album (public
   * or members) needs no invitation. Another member's album, or none, is the same 404 on `field`. Answers the
   * album, for the message's card, and `announce`, which tells the invitees once the caller has committed.
   */
  async inviteMembers(viewer: MemberRef, albumId: string, invitees: MemberRef[], field: string, em: EntityManager): Promise<AlbumInvitation> {
    const blocked = new Set(
      (await Promise.all(invitees.map(async (m) => (m.id !== viewer.id && (await this.relationships.isBlocked(viewer.id, m.id)) ? m.id : null)))).filter(Boolean),
    );
    const fresh: Array<{ id: string; memberId: string }> = [];
    const granted: AccessRow[] = [];
    const row = await this.repo.album(albumId, viewer.id, true, em, true);
    if (!row || row.owner_id !== viewer.id) throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album of yours', { field });
    if (row.visibility !== 'public' && row.visibility !== 'members') {
      for (const m of invitees) {
        if (m.id === viewer.id || m.suspendedAt || blocked.has(m.id)) continue;
        const existing = await this.repo.accessFor(em, albumId, m.id);
        if (existing?.kind === 'request' && existing.status === 'pending') {
          await this.repo.acceptAccess(em, existing.id);
          granted.push(existing);
        } else if (!existing) {
          fresh.push({ id: await this.repo.insertAccess(em, albumId, m.id, 'invite', 'pending'), memberId: m.id });
        }
      }
    }
    return {
      album: { id: row.id, name: row.name, ownerName: viewer.name },
      announce: async () => {
        for (const f of fresh) await this.tellInvitee(viewer, await this.one(viewer, f.id), f.memberId);
        for (const g of granted) await this.requestGranted(g, await this.one(viewer, g.id));
      },
    };
  }

  /** For messaging's cards: albums by id in one query, with their owner's name (albums that are gone are left out). */
  async cards(ids: string[]): Promise<Map<string, { id: string; name: string; ownerId: string; ownerName: string }>> {
    const rows = await this.repo.albumsByIds([...new Set(ids)]);
    const owners = new Map((await this.members.findByIds([...new Set(rows.map((r) => r.owner_id))])).map((m) => [m.id, m.name] as const));
    return new Map(rows.flatMap((r) => (owners.has(r.owner_id) ? [[r.id, { id: r.id, name: r.name, ownerId: r.owner_id, ownerName: owners.get(r.owner_id)! }] as const] : [])));
  }

  /** Decline, refuse, cancel or revoke: either party may end it. */
  async decline(viewer: MemberRef, id: string): Promise<void> {
    const row = await this.db.transaction(async (em) => {
      const found = await this.repo.access(id, em, true);
      if (!found || (found.member_id !== viewer.id && found.album_owner_id !== viewer.id)) throw new MediaException(MediaErrorCode.InviteNotFound, 'No such invitation');
      await this.repo.deleteAccess(em, id);
      return found;
    });
    await this.forget([row]);
  }
}
