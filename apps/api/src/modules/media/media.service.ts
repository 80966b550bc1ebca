import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { MediaComment, MediaCommentPage, MediaItem, MediaListQuery, MediaPage, MediaPickerQuery, MediaUpdate, GalleryQuery } from '@community/contracts';
import {
  HASH_MATCH_DISTANCE,
  MEDIA_IMAGE_SIZES,
  MEDIA_MAX_IMAGE_BYTES,
  MEDIA_SIZE_NAMES,
  MEDIA_VIDEO_SIZE_NAMES,
  ALL_VARIANTS,
  actsAsStaffOn,
  isVideoSize,
  mediaAccess,
  narrowest,
  roleOn,
  staffVariantScope,
  type ImageSizeSpec,
  type MediaFileName,
  type MediaVisibility,
} from '@community/domain';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { Storage } from '../../infra/storage/storage.js';
import type { MemberRef } from '../members/index.js';
import { ActivityService, MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { NotificationsService } from '../notifications/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { MediaApproval } from './approval.js';
import { decodeKeyset, page } from './cursor.js';
import type { CropBox, ProcessedImage } from './image-pipeline.js';
import { MediaErrorCode, MediaException, mediaNotFound } from './media.exception.js';
import { MediaPipeline } from './media-pipeline.js';
import { MediaRepository, RANKS, type ItemRow, type ListViewer } from './media.repository.js';
import { uploadPrefix, uploadRow } from './upload-row.js';
import { MediaUrlSigner } from './signing.js';

/** How `processAndStore` treats an image. */
/** A photo or video as a message or wall post shows it (MediaService.sentMedia). */
export type SentMedia = Pick<MediaItem, 'id' | 'kind' | 'width' | 'height' | 'sizes' | 'video' | 'duration'>;
export type SentPhoto = Pick<MediaItem, 'id' | 'width' | 'height' | 'sizes'>;

export interface StoreOptions {
  /** Given the upright width and height, the box to cut before resizing (null: too small, refused). */
  crop?: (width: number, height: number) => CropBox | null;
  /** Keep only the first frame of an animated image (avatars, covers). */
  still?: boolean;
  /** An animation kept animated (from `MediaPipeline.inspect`): the longer time limit. */
  animated?: boolean;
  /** 0…100 as the sizes are made. */
  onProgress?: (percent: number) => void;
}

export interface UploadOptions {
  visibility: MediaVisibility;
  album?: string;
  description: string;
  adult: boolean;
}

const compact = (n: number) => (n < 1000 ? String(n) : n < 1_000_000 ? `${(n / 1000).toFixed(n < 10_000 ? 1 : 0).replace(/\.0$/, '')}k` : `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`);

/**
 * Media items: upload (checked, re-encoded, hashed, block-listed), access per item, lists, the gallery,
 * likes, comments and the files themselves. Every method that takes an id checks the caller may see it
 * first (`visibleItem`), and answers "not found" when not — the same answer as for an id that does not exist.
 */
@Injectable()
export class MediaService {
  private readonly log = new Logger('Media');
  readonly signer: MediaUrlSigner;

  constructor(
    private readonly db: DataSource,
    private readonly repo: MediaRepository,
    private readonly storage: Storage,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly notifications: NotificationsService,
    private readonly approval: MediaApproval,
    private readonly pipeline: MediaPipeline,
    private readonly audit: StaffAuditService,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.signer = new MediaUrlSigner(config.APP_SECRET);
  }

  readonly maxUploadBytes = MEDIA_MAX_IMAGE_BYTES;

  // Reusable pipeline (avatars, story covers) --------------------------------------------------------

  /**
   * Checks and re-encodes an image into the caller's sizes, refuses it when its hash is on the staff block
   * list (recording the attempt for staff), and stores each size under `${keyPrefix}/${size}.webp`.
   * For other modules: avatars and covers call this with their own sizes and key prefix. The work runs in
   * the media process pool (MediaPipeline), off the web process.
   */
  async processAndStore(
    member: Pick<MemberRef, 'id' | 'name'>,
    variant: string,
    input: Buffer,
    sizes: readonly ImageSizeSpec[],
    keyPrefix: string,
    opts: StoreOptions = {},
  ): Promise<ProcessedImage & { keys: Record<string, string> }> {
    let box: CropBox | undefined;
    if (opts.crop) {
      const upright = await this.pipeline.inspect(input, { still: opts.still });
      const chosen = opts.crop(upright.width, upright.height);
      if (!chosen) {
        throw new MediaException(MediaErrorCode.Undecodable, 'This photo is too small for the crop chosen: choose a larger area or a larger photo.', { field: 'file' });
      }
      box = chosen;
    }
    const image = await this.pipeline.process(input, sizes, { still: opts.still, box, animated: opts.animated, onProgress: opts.onProgress });
    await this.assertNotBlocked(member, variant, image.hash);
    const keys: Record<string, string> = {};
    await Promise.all(
      image.sizes.map(async (s) => {
        const key = `${keyPrefix}/${s.name}.webp`;
        await this.storage.put(key, s.body, { contentType: s.contentType });
        keys[s.name] = key;
      }),
    );
    return { ...image, keys };
  }

  /** Refuses an image whose perceptual hash is within HASH_MATCH_DISTANCE of a block-listed one, and reports it. */
  async assertNotBlocked(member: Pick<MemberRef, 'id' | 'name'>, variant: string, hash: string): Promise<void> {
    const match = await this.repo.nearestBlocked(hash, HASH_MATCH_DISTANCE);
    if (!match) return;
    await this.repo.recordBlocked(member, variant, hash, match.id, match.distance);
    this.log.warn({ memberId: member.id, blockId: match.id, distance: match.distance }, 'upload matched the hash block list');
    throw new MediaException(MediaErrorCode.Blocked, 'This image cannot be uploaded. It has been referred to our moderators.', { field: 'file' });
  }

  // Upload --------------------------------------------------------------------------------------------

  async upload(viewer: MemberRef, variant: string, file: Buffer, opts: UploadOptions): Promise<MediaItem> {
    if (opts.album) await this.ownAlbum(viewer, opts.album, 'album');
    const id = randomUUID();
    const prefix = uploadPrefix(viewer.id, id);
    const image = await this.processAndStore(viewer, variant, file, MEDIA_IMAGE_SIZES, prefix);
    try {
      await this.db.transaction((em) => this.repo.insertItem(em, uploadRow(id, viewer.id, variant, opts, image)));
    } catch (err) {
      await this.storage.deletePrefix(prefix).catch(() => undefined);
      throw err;
    }
    return this.get(viewer, id, false);
  }

  // For other modules (wall posts, story covers, profile photos) ------------------------------------

  /**
   * One of `owner`'s own photos, fit to go where others see it (a wall post, a story cover, a profile photo):
   * a photo (not a video), approved by staff — whatever its variant's `media.approval` lets show before review —
   * and processed. Anything else, someone else's item included, is a 422 on `field` (someone else's private
   * photo is not told apart from none). The same rule messaging and chat apply to photos in messages.
   */
  async shareablePhoto(owner: MemberRef, mediaId: string, field = 'mediaId'): Promise<MediaItem> {
    return this.toItem(await this.shareableRow(owner, mediaId, field), owner, owner.name);
  }

  private async shareableRow(owner: MemberRef, mediaId: string, field: string): Promise<ItemRow> {
    const refuse = (message: string) => new MediaException(MediaErrorCode.NotShareable, message, { field });
    const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(mediaId) ? await this.repo.item(mediaId, owner.id) : null;
    if (!row || row.owner_id !== owner.id) throw refuse('No such photo of yours');
    if (row.kind !== 'image') throw refuse('Choose a photo, not a video');
    if (row.status !== 'approved' || row.processing !== 'ready') throw refuse('This photo can be used once a moderator has approved it');
    return row;
  }

  /**
   * The stored large size (WebP, no metadata) of a shareable photo, for a module that re-encodes it into its own
   * sizes with `processAndStore` (which checks the hash block list again). Same refusals as `shareablePhoto`.
   */
  async shareablePhotoBytes(owner: MemberRef, mediaId: string, field = 'mediaId'): Promise<Buffer> {
    const row = await this.shareableRow(owner, mediaId, field);
    const found = await this.storage.get(`${row.storage_prefix}/large.webp`);
    if (!found) throw new MediaException(MediaErrorCode.NotShareable, 'This photo’s file is missing: upload it again', { field });
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  // Access ---------------------------------------------------------------------------------------------

  async ownAlbum(viewer: MemberRef, albumId: string, field: string): Promise<void> {
    const album = await this.repo.album(albumId, viewer.id, true);
    if (!album || album.owner_id !== viewer.id) {
      throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album of yours', { field });
    }
  }

  /**
   * The item when `viewer` may see it, else the same 404 as a missing id (401 for a guest where logging in helps).
   * Staff see every item on the variants they serve (the item's own variant, as in the console); elsewhere they
   * are ordinary members.
   */
  async visibleItem(viewer: MemberRef | null, id: string, row?: ItemRow | null): Promise<ItemRow> {
    const item = row === undefined ? await this.repo.item(id, viewer?.id ?? null) : row;
    if (!item) throw mediaNotFound();
    const self = viewer?.id === item.owner_id;
    const staff = actsAsStaffOn(viewer, item.variant);
    let friends = false;
    let blocked = false;
    if (viewer && !self && !staff) {
      const owner = await this.members.findById(item.owner_id);
      if (!owner || owner.suspendedAt) throw mediaNotFound();
      [friends, blocked] = await Promise.all([this.relationships.areFriends(viewer.id, item.owner_id), this.relationships.isBlocked(viewer.id, item.owner_id)]);
    }
    const decision = mediaAccess(viewer ? { id: viewer.id, role: roleOn(viewer, item.variant) } : null, {
      ownerId: item.owner_id,
      // Pending items show before review only where their variant's `media.approval` lets their visibility through.
      status: this.approval.accessStatus(item),
      visibility: narrowest(item.visibility, item.album_visibility),
      friends,
      blocked,
      invited: item.invited,
      ready: item.processing === 'ready',
    });
    if (decision === 'login') throw new MediaException(MediaErrorCode.LoginRequired, 'Log in to see this photo');
    if (decision === 'not-found') throw mediaNotFound();
    return item;
  }

  /**
   * Resolves a member name for a list, with the same refusals as a profile: unknown, suspended or blocked = 404.
   * `staff`: the viewer is staff on the owner's home variant (they see suspended and blocking members and every
   * album). Items follow their own variant: staff bound to one variant list every item on it, and elsewhere
   * only what an ordinary member sees.
   */
  async audience(viewer: MemberRef | null, name: string): Promise<{ owner: MemberRef; v: ListViewer; staff: boolean }> {
    const owner = await this.members.findByName(name);
    const self = viewer?.id === owner?.id;
    const staff = owner !== null && actsAsStaffOn(viewer, owner.homeVariant);
    if (!owner || (owner.suspendedAt && !staff)) throw new MediaException(MediaErrorCode.MemberNotFound, 'No such member', { field: 'owner' });
    if (viewer && !self && !staff && (await this.relationships.isBlocked(viewer.id, owner.id))) {
      throw new MediaException(MediaErrorCode.MemberNotFound, 'No such member', { field: 'owner' });
    }
    const scope = staffVariantScope(viewer);
    if (self || scope === ALL_VARIANTS) return { owner, staff, v: { viewerId: viewer!.id, all: true, maxRank: RANKS.private } };
    if (!viewer) return { owner, staff, v: { viewerId: null, all: false, maxRank: RANKS.public } };
    const friends = await this.relationships.areFriends(viewer.id, owner.id);
    return { owner, staff, v: { viewerId: viewer.id, all: false, maxRank: friends ? RANKS.friends : RANKS.members, staffVariant: scope ?? undefined } };
  }

  // Reads ----------------------------------------------------------------------------------------------

  private toItem(row: ItemRow, viewer: MemberRef | null, ownerName: string): MediaItem {
    const mine = viewer?.id === row.owner_id;
    const staff = actsAsStaffOn(viewer, row.variant);
    const ready = row.processing === 'ready';
    const open = row.status === 'approved' && ready && narrowest(row.visibility, row.album_visibility) === 'public';
    const sizes = Object.fromEntries(MEDIA_SIZE_NAMES.map((s) => [s, this.signer.url(row.id, s, !open)])) as MediaItem['sizes'];
    const video = row.kind === 'video' && ready ? (Object.fromEntries(MEDIA_VIDEO_SIZE_NAMES.map((s) => [s, this.signer.url(row.id, s, !open)])) as NonNullable<MediaItem['video']>) : null;
    const canInteract = Boolean(viewer) && row.status === 'approved' && ready && !viewer?.suspendedAt;
    return {
      id: row.id,
      createdAt: row.created_at.toISOString(),
      ownerName,
      kind: row.kind,
      processing: row.processing,
      processingError: mine || staff ? row.processing_error : null,
      progress: ready ? 100 : (row.processing_progress ?? 0),
      duration: row.duration_ms === null ? null : Math.round(row.duration_ms / 100) / 10,
      description: row.description,
      adult: row.adult,
      visibility: row.visibility,
      albumId: row.album_id,
      width: row.width,
      height: row.height,
      sizes,
      video,
      isLiked: row.liked,
      likes: row.likes_count,
      views: row.views_count,
      comments: row.comments_count,
      likesText: compact(row.likes_count),
      viewsText: compact(row.views_count),
      permissions: { canComment: canInteract, canLike: canInteract && !mine, canEdit: mine },
      status: row.status,
      rejectReason: mine || staff ? row.reject_reason : null,
    };
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.members.findById(id)));
    return new Map(found.filter((m) => m !== null).map((m) => [m.id, m.name]));
  }

  /** One item; a view is counted when someone other than the owner opens it. */
  async get(viewer: MemberRef | null, id: string, countView = true): Promise<MediaItem> {
    const row = await this.visibleItem(viewer, id);
    if (countView && viewer?.id !== row.owner_id) {
      await this.repo.countView(id);
      row.views_count += 1;
    }
    const owner = await this.members.findById(row.owner_id);
    return this.toItem(row, viewer, owner?.name ?? '');
  }

  /**
   * What members sent (messages, wall posts), as the sender (the owner) shows it, in one lookup whatever the
   * number: an item shows while it is still its sender's, approved and processed (a video with its poster and MP4
   * sizes), and the sender is not suspended. A deleted item, one staff took down or another member's is left out.
   */
  async sentMedia(sent: Array<{ mediaId: string; ownerId: string }>): Promise<Map<string, SentMedia>> {
    const out = new Map<string, SentMedia>();
    if (sent.length === 0) return out;
    const wanted = new Map(sent.map((s) => [s.mediaId, s.ownerId] as const));
    const [rows, owners] = await Promise.all([
      this.repo.itemsByIds([...wanted.keys()]),
      this.members.findByIds([...new Set(wanted.values())]),
    ]);
    const byId = new Map(owners.map((m) => [m.id, m] as const));
    for (const row of rows) {
      const owner = byId.get(row.owner_id);
      if (wanted.get(row.id) !== row.owner_id || !owner || owner.suspendedAt) continue;
      if (row.status !== 'approved' || row.processing !== 'ready') continue;
      const item = this.toItem(row, owner, owner.name);
      if (item.kind === 'video' && !item.video) continue;
      out.set(row.id, { id: item.id, kind: item.kind, width: item.width, height: item.height, sizes: item.sizes, video: item.video, duration: item.duration });
    }
    return out;
  }

  /** The photos of `sentMedia` (wall posts carry photos only). */
  async sentPhotos(sent: Array<{ mediaId: string; ownerId: string }>): Promise<Map<string, SentPhoto>> {
    const found = await this.sentMedia(sent);
    return new Map([...found].flatMap(([id, m]) => (m.kind === 'image' ? [[id, { id: m.id, width: m.width, height: m.height, sizes: m.sizes }] as const] : [])));
  }

  async list(viewer: MemberRef | null, q: MediaListQuery): Promise<MediaPage> {
    const { owner, v, staff } = await this.audience(viewer, q.owner);
    if (q.album) {
      const album = await this.repo.album(q.album, viewer?.id ?? null, v.all || staff);
      if (!album || album.owner_id !== owner.id) throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album', { field: 'album' });
      const open = v.all || staff || RANKS[album.visibility] <= v.maxRank || album.access_status === 'accepted';
      if (!open) throw new MediaException(MediaErrorCode.AlbumLocked, 'This album is private: ask the owner for access');
    }
    const rows = await this.repo.listByOwner(owner.id, v, { albumId: q.album, misc: q.misc, adult: q.adult }, decodeKeyset(q.after), q.limit);
    return page(rows, q.limit, (r) => this.toItem(r, viewer, owner.name));
  }

  /** The caller's own media for the picker, filtered by its options; videos only once processed (ready). */
  async mine(viewer: MemberRef, q: MediaPickerQuery): Promise<MediaPage> {
    const v: ListViewer = { viewerId: viewer.id, all: true, maxRank: RANKS.private };
    const rows = await this.repo.listByOwner(
      viewer.id,
      v,
      {
        albumId: q.album,
        inAlbum: !q.album && !q.includeMisc,
        adult: q.showAdult ? undefined : false,
        excludePrivate: !q.showPrivate,
        kind: q.type === 'all' ? undefined : q.type,
        readyOnly: true,
      },
      decodeKeyset(q.after),
      q.limit,
    );
    return page(rows, q.limit, (r) => this.toItem(r, viewer, viewer.name));
  }

  async gallery(viewer: MemberRef | null, q: GalleryQuery): Promise<MediaPage> {
    const rows = await this.repo.gallery(viewer?.id ?? null, q.adult && Boolean(viewer), decodeKeyset(q.after), q.limit);
    const more = rows.length > q.limit;
    const shown = more ? rows.slice(0, q.limit) : rows;
    const owners = [...new Set(shown.map((r) => r.owner_id))];
    const names = await this.names(owners);
    const hidden = new Set<string>();
    const ownerRows = await Promise.all(owners.map((id) => this.members.findById(id)));
    for (const m of ownerRows) if (m?.suspendedAt) hidden.add(m.id);
    if (viewer) {
      const blocks = await Promise.all(owners.map(async (id) => [id, id !== viewer.id && (await this.relationships.isBlocked(viewer.id, id))] as const));
      for (const [id, b] of blocks) if (b) hidden.add(id);
    }
    const { next } = page(rows, q.limit, (r) => r);
    return { items: shown.filter((r) => !hidden.has(r.owner_id) && names.has(r.owner_id)).map((r) => this.toItem(r, viewer, names.get(r.owner_id)!)), next };
  }

  // Changes --------------------------------------------------------------------------------------------

  /** The owner's item, or (locked) any item on a variant the viewer is staff on; anything else is the same 404. */
  private async ownItem(viewer: MemberRef, id: string, em = this.db.manager): Promise<ItemRow> {
    const row = await this.repo.item(id, viewer.id, em, true);
    if (!row || (row.owner_id !== viewer.id && !actsAsStaffOn(viewer, row.variant))) throw mediaNotFound();
    return row;
  }

  /** Staff changing another member's item: an audit entry in the change's transaction. */
  private async auditStaffChange(em: EntityManager, viewer: MemberRef, row: ItemRow, action: 'media.update' | 'media.delete', after: Record<string, unknown> | null): Promise<void> {
    if (row.owner_id === viewer.id) return;
    const before = { ownerId: row.owner_id, description: row.description, visibility: row.visibility, adult: row.adult, albumId: row.album_id, status: row.status };
    await this.audit.record(em, { staffId: viewer.id, action, targetType: 'media', targetId: row.id, variant: row.variant, before, after });
  }

  async update(viewer: MemberRef, id: string, patch: MediaUpdate): Promise<MediaItem> {
    await this.db.transaction(async (em) => {
      const row = await this.ownItem(viewer, id, em);
      if (patch.albumId) {
        const album = await this.repo.album(patch.albumId, viewer.id, true, em);
        if (!album || album.owner_id !== row.owner_id) throw new MediaException(MediaErrorCode.AlbumNotFound, 'No such album of yours', { field: 'albumId' });
      }
      await this.repo.updateItem(em, id, patch);
      await this.auditStaffChange(em, viewer, row, 'media.update', { ...patch });
    });
    return this.get(viewer, id, false);
  }

  async remove(viewer: MemberRef, id: string): Promise<void> {
    const row = await this.db.transaction(async (em) => {
      const found = await this.ownItem(viewer, id, em);
      await this.repo.deleteItem(em, id);
      await this.activity.removeObject('photo', id, em);
      await this.auditStaffChange(em, viewer, found, 'media.delete', null);
      return found;
    });
    await this.storage.deletePrefix(row.storage_prefix);
    // The owner's likes and comments notifications about it would lead nowhere now.
    for (const action of ['MediaLike', 'Comment'] as const) {
      await this.notifications.removeWhere(row.owner_id, action, id).catch((err: unknown) => this.log.warn({ err }, 'media notification removal failed'));
    }
  }

  async like(viewer: MemberRef, id: string, on: boolean): Promise<{ isLiked: boolean; likes: number; likesText: string }> {
    const { result, ownerId, fresh } = await this.db.transaction(async (em) => {
      const row = await this.visibleItem(viewer, id, await this.repo.item(id, viewer.id, em, true));
      if (row.owner_id === viewer.id) throw new MediaException(MediaErrorCode.Forbidden, 'You cannot like your own photo');
      if (row.status !== 'approved' || row.processing !== 'ready') throw mediaNotFound();
      if (on) await this.repo.like(em, id, viewer.id);
      else await this.repo.unlike(em, id, viewer.id);
      const c = await this.repo.counts(id, em);
      return { result: { isLiked: on, likes: c.likes_count, likesText: compact(c.likes_count) }, ownerId: row.owner_id, fresh: on && !row.liked };
    });
    // A new like (not a repeated PUT) tells the owner; likes on one item group into one notification.
    if (fresh) await this.tellOwner(ownerId, viewer, 'MediaLike', id);
    return result;
  }

  /** After the commit: a failed notification never undoes the like or comment. */
  private async tellOwner(ownerId: string, viewer: MemberRef, action: 'MediaLike' | 'Comment', mediaId: string): Promise<void> {
    const owner = await this.members.findById(ownerId);
    if (!owner) return;
    await this.notifications
      .notify({
        memberId: ownerId,
        action,
        category: 'media',
        actorId: viewer.id,
        objectType: 'media',
        objectId: mediaId,
        target: { to: 'profile-name-media', slug: owner.name, url: `/profile/${encodeURIComponent(owner.name)}/media` },
        targetType: 'media',
      })
      .catch((err: unknown) => this.log.warn({ err }, 'media notification failed'));
  }

  async comments(viewer: MemberRef | null, id: string, after: string | undefined, limit: number): Promise<MediaCommentPage> {
    const item = await this.visibleItem(viewer, id);
    const rows = await this.repo.comments(id, decodeKeyset(after), limit);
    const names = await this.names(rows.map((r) => r.author_id));
    return page(rows, limit, (r) => this.toComment(r, viewer, item, names.get(r.author_id) ?? ''));
  }

  private toComment(r: { id: string; author_id: string; body: string; created_at: Date }, viewer: MemberRef | null, item: Pick<ItemRow, 'owner_id' | 'variant'>, authorName: string): MediaComment {
    const canDelete = Boolean(viewer && (viewer.id === r.author_id || viewer.id === item.owner_id || actsAsStaffOn(viewer, item.variant)));
    return { id: r.id, authorName, body: r.body, createdAt: r.created_at.toISOString(), canDelete };
  }

  async addComment(viewer: MemberRef, id: string, body: string): Promise<MediaComment> {
    const { comment, ownerId } = await this.db.transaction(async (em) => {
      const item = await this.visibleItem(viewer, id, await this.repo.item(id, viewer.id, em, true));
      if (item.status !== 'approved') throw new MediaException(MediaErrorCode.Forbidden, 'Comments open once the photo is approved');
      const c = await this.repo.addComment(em, id, viewer.id, body);
      return { comment: this.toComment({ id: c.id, author_id: viewer.id, body, created_at: c.created_at }, viewer, item, viewer.name), ownerId: item.owner_id };
    });
    await this.tellOwner(ownerId, viewer, 'Comment', id);
    return comment;
  }

  async deleteComment(viewer: MemberRef, id: string, commentId: string): Promise<void> {
    await this.db.transaction(async (em) => {
      const item = await this.visibleItem(viewer, id, await this.repo.item(id, viewer.id, em, true));
      const c = await this.repo.comment(em, commentId, id);
      if (!c) throw new MediaException(MediaErrorCode.CommentNotFound, 'No such comment');
      const asStaff = c.author_id !== viewer.id && item.owner_id !== viewer.id;
      if (asStaff && !actsAsStaffOn(viewer, item.variant)) throw new MediaException(MediaErrorCode.Forbidden, 'Only the author or the photo’s owner may delete this comment');
      await this.repo.deleteComment(em, commentId, id);
      if (asStaff) {
        await this.audit.record(em, {
          staffId: viewer.id,
          action: 'media-comment.delete',
          targetType: 'media-comment',
          targetId: commentId,
          variant: item.variant,
          before: { mediaId: id, authorId: c.author_id, body: c.body },
          after: null,
        });
      }
    });
  }

  async settings(viewer: MemberRef): Promise<{ galleryOptOut: boolean }> {
    return { galleryOptOut: await this.repo.galleryOptOut(viewer.id) };
  }

  async setSettings(viewer: MemberRef, galleryOptOut: boolean): Promise<{ galleryOptOut: boolean }> {
    await this.repo.setGalleryOptOut(viewer.id, galleryOptOut);
    return { galleryOptOut };
  }

  // Files ---------------------------------------------------------------------------------------------

  /**
   * A stored size (a photo size or a video's poster as WebP, a video size as MP4), to anyone holding a valid
   * signed URL, or to anyone at all when the item is approved, processed and public (effective visibility).
   * Everything else — a private item by its plain URL, a forged or expired signature — is the same 404, so a
   * URL reveals nothing. No session is read: the signature is the grant.
   */
  async file(id: string, size: MediaFileName, exp: number | undefined, sig: string | undefined) {
    const facts = await this.repo.fileFacts(id);
    if (!facts) throw mediaNotFound();
    const open = facts.status === 'approved' && facts.processing === 'ready' && narrowest(facts.visibility, facts.album_visibility) === 'public';
    const signed = sig !== undefined && this.signer.verify(id, size, exp, sig);
    if (!open && !signed) throw mediaNotFound();
    const video = isVideoSize(size);
    if (video && facts.kind !== 'video') throw mediaNotFound();
    const found: { stream: Readable; info: { size: number; etag: string; lastModified: Date } } | null = await this.storage.get(
      `${facts.storage_prefix}/${size}.${video ? 'mp4' : 'webp'}`,
    );
    if (!found) throw mediaNotFound();
    const maxAge = signed ? Math.max(0, Math.min(3600, exp! - Math.floor(Date.now() / 1000))) : 3600;
    return {
      ...found,
      contentType: video ? 'video/mp4' : 'image/webp',
      extension: video ? 'mp4' : 'webp',
      cacheControl: open && !signed ? `public, max-age=${maxAge}` : `private, max-age=${maxAge}`,
    };
  }
}
