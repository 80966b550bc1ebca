import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MediaKind, MediaProcessingState, MediaStatus, MediaVisibility } from '@community/domain';
import type { Keyset } from './cursor.js';
import { MediaApproval } from './approval.js';

type Db = DataSource | EntityManager;

/** SQL rank of a visibility: public 0 … private 3. */
const rank = (col: string) => `(CASE ${col} WHEN 'public' THEN 0 WHEN 'members' THEN 1 WHEN 'friends' THEN 2 WHEN 'private' THEN 3 END)`;
export const RANKS: Record<MediaVisibility, number> = { public: 0, members: 1, friends: 2, private: 3 };

export interface ItemRow {
  id: string;
  owner_id: string;
  album_id: string | null;
  variant: string;
  kind: MediaKind;
  processing: MediaProcessingState;
  processing_error: string | null;
  /** 0…100 while processing (null before the first report). */
  processing_progress: number | null;
  duration_ms: number | null;
  status: MediaStatus;
  reject_reason: string | null;
  visibility: MediaVisibility;
  album_visibility: MediaVisibility | null;
  adult: boolean;
  description: string;
  width: number;
  height: number;
  storage_prefix: string;
  /** Null while a video has no poster yet. */
  phash: string | null;
  likes_count: number;
  views_count: number;
  comments_count: number;
  created_at: Date;
  moderated_at: Date | null;
  ts: string;
  liked: boolean;
  invited: boolean;
}

export interface AlbumRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  visibility: MediaVisibility;
  created_at: Date;
  ts: string;
  item_count: number;
  cover_id: string | null;
  access_id: string | null;
  access_kind: 'invite' | 'request' | null;
  access_status: 'pending' | 'accepted' | null;
}

export interface AccessRow {
  id: string;
  album_id: string;
  member_id: string;
  kind: 'invite' | 'request';
  status: 'pending' | 'accepted';
  created_at: Date;
  ts: string;
  album_name: string;
  album_owner_id: string;
  album_visibility: MediaVisibility;
}

/** Who is looking, as the list filters need it: null viewer = guest; maxRank = widest visibility seen. */
export interface ListViewer {
  viewerId: string | null;
  /** The owner and staff of every variant: every item whatever its state. */
  all: boolean;
  maxRank: number;
  /** Staff bound to one variant: every item on that variant too, whatever its state (elsewhere, what members see). */
  staffVariant?: string;
}

const ITEM_COLUMNS = (viewerParam: string) => `
  i.id, i.owner_id, i.album_id, i.variant, i.kind, i.processing, i.processing_error, i.processing_progress, i.duration_ms, i.status, i.reject_reason, i.visibility, a.visibility AS album_visibility,
  i.adult, i.description, i.width, i.height, i.storage_prefix, lpad(to_hex(i.phash), 16, '0') AS phash,
  i.likes_count, i.views_count, i.comments_count, i.created_at, i.moderated_at, i.created_at::text AS ts,
  (${viewerParam}::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM media_likes l WHERE l.media_id = i.id AND l.member_id = ${viewerParam}::uuid)) AS liked,
  (${viewerParam}::uuid IS NOT NULL AND i.album_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM media_album_access x WHERE x.album_id = i.album_id AND x.member_id = ${viewerParam}::uuid AND x.status = 'accepted')) AS invited`;

/**
 * Rows a non-owner may list: shown (approved, or pending where the variant lets it show: `MediaApproval.shownSql`),
 * processed (videos), and within their widest visibility or in an album they were let into.
 */
const VISIBLE = (shown: string, viewerParam: string, rankParam: string) => `
  ${shown} AND i.processing = 'ready' AND (
    GREATEST(${rank('i.visibility')}, COALESCE(${rank('a.visibility')}, 0)) <= ${rankParam}
    OR (${viewerParam}::uuid IS NOT NULL AND i.album_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM media_album_access x WHERE x.album_id = i.album_id AND x.member_id = ${viewerParam}::uuid AND x.status = 'accepted')))`;

/** The only code that queries the media tables used by members (the staff side is StaffMediaRepository). */
@Injectable()
export class MediaRepository {
  constructor(
    private readonly db: DataSource,
    private readonly approval: MediaApproval,
  ) {}

  // Items ----------------------------------------------------------------------------------------

  async insertItem(
    em: EntityManager,
    row: {
      id: string;
      ownerId: string;
      albumId: string | null;
      variant: string;
      visibility: MediaVisibility;
      adult: boolean;
      description: string;
      width: number;
      height: number;
      sourceMime: string;
      storagePrefix: string;
      /** Null for a video until its poster is made. */
      hash: string | null;
      /** A video: `processing`, with its source kept under `sourceKey` until the job has made its sizes. */
      video?: { durationMs: number; sourceKey: string };
      /** An image made in the background (animated): `processing`, its source kept under `sourceKey` until then. */
      pendingImage?: { sourceKey: string };
    },
  ): Promise<void> {
    const v = row.video;
    const later = v ?? row.pendingImage;
    await em.query(
      `INSERT INTO media_items (id, owner_id, album_id, variant, visibility, adult, description, width, height, source_mime, storage_prefix, phash,
                                kind, processing, duration_ms, source_key, processing_progress)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        row.id,
        row.ownerId,
        row.albumId,
        row.variant,
        row.visibility,
        row.adult,
        row.description,
        row.width,
        row.height,
        row.sourceMime,
        row.storagePrefix,
        row.hash === null ? null : hexToBigint(row.hash),
        v ? 'video' : 'image',
        later ? 'processing' : 'ready',
        v?.durationMs ?? null,
        later?.sourceKey ?? null,
        later ? 0 : null,
      ],
    );
  }

  /** What the video job needs; null when the item is gone. */
  async videoJob(id: string): Promise<{ id: string; owner_id: string; variant: string; processing: MediaProcessingState; source_key: string | null; storage_prefix: string } | null> {
    const rows = await this.db.query(`SELECT id, owner_id, variant, processing, source_key, storage_prefix FROM media_items WHERE id = $1 AND kind = 'video'`, [id]);
    return rows[0] ?? null;
  }

  /** A processed video: ready, with its poster's hash and size; false when the item went meanwhile. */
  async videoReady(id: string, r: { hash: string; width: number; height: number; durationMs: number }): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `UPDATE media_items SET processing = 'ready', processing_error = NULL, processing_progress = NULL, source_key = NULL, phash = $2, width = $3, height = $4, duration_ms = $5, updated_at = now()
        WHERE id = $1 AND processing = 'processing' RETURNING 1`,
      [id, hexToBigint(r.hash), r.width, r.height, r.durationMs],
    );
    return rows.length > 0;
  }

  /** What the image job needs; null when the item is gone. */
  async imageJob(id: string): Promise<{ id: string; owner_id: string; variant: string; processing: MediaProcessingState; source_key: string | null; storage_prefix: string } | null> {
    const rows = await this.db.query(`SELECT id, owner_id, variant, processing, source_key, storage_prefix FROM media_items WHERE id = $1 AND kind = 'image'`, [id]);
    return rows[0] ?? null;
  }

  /** A processed image: ready, with its hash and size; false when the item went meanwhile. */
  async imageReady(id: string, r: { hash: string; width: number; height: number }): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `UPDATE media_items SET processing = 'ready', processing_error = NULL, processing_progress = NULL, source_key = NULL, phash = $2, width = $3, height = $4, updated_at = now()
        WHERE id = $1 AND processing = 'processing' RETURNING 1`,
      [id, hexToBigint(r.hash), r.width, r.height],
    );
    return rows.length > 0;
  }

  /** How far a processing item has got (0…100), for its owner's progress bar. */
  async setProgress(id: string, percent: number): Promise<void> {
    await this.db.query(`UPDATE media_items SET processing_progress = $2 WHERE id = $1 AND processing = 'processing'`, [id, Math.max(0, Math.min(100, Math.round(percent)))]);
  }

  async processingFailed(id: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE media_items SET processing = 'failed', processing_error = $2, source_key = NULL, updated_at = now() WHERE id = $1 AND processing = 'processing'`, [
      id,
      reason.slice(0, 500),
    ]);
  }

  async item(id: string, viewerId: string | null, db: Db = this.db, lock = false): Promise<ItemRow | null> {
    const rows: ItemRow[] = await db.query(
      `SELECT ${ITEM_COLUMNS('$2')} FROM media_items i LEFT JOIN media_albums a ON a.id = i.album_id WHERE i.id = $1 ${lock ? 'FOR UPDATE OF i' : ''}`,
      [id, viewerId],
    );
    return rows[0] ?? null;
  }

  /** Many items by id in one query, as nobody in particular sees them (callers decide what may show). */
  async itemsByIds(ids: string[], db: Db = this.db): Promise<ItemRow[]> {
    if (ids.length === 0) return [];
    return db.query(`SELECT ${ITEM_COLUMNS('$2')} FROM media_items i LEFT JOIN media_albums a ON a.id = i.album_id WHERE i.id = ANY($1::uuid[])`, [ids, null]);
  }

  /** Albums by id in one query: id, owner and name (for cards that link to them). */
  async albumsByIds(ids: string[], db: Db = this.db): Promise<Array<{ id: string; owner_id: string; name: string }>> {
    if (ids.length === 0) return [];
    return db.query(`SELECT id, owner_id, name FROM media_albums WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** A member's media (optionally one album, or only items outside albums), newest first. */
  async listByOwner(
    ownerId: string,
    v: ListViewer,
    f: { albumId?: string; misc?: boolean; inAlbum?: boolean; adult?: boolean; excludePrivate?: boolean; kind?: MediaKind; readyOnly?: boolean },
    after: Keyset | null,
    limit: number,
  ): Promise<ItemRow[]> {
    const params: unknown[] = [v.viewerId, v.maxRank, ownerId];
    const where = [`i.owner_id = $3`];
    if (!v.all && v.staffVariant !== undefined) {
      params.push(v.staffVariant);
      where.push(`(i.variant = $${params.length} OR ${VISIBLE(this.approval.shownSql(), '$1', '$2')})`);
    } else if (!v.all) where.push(VISIBLE(this.approval.shownSql(), '$1', '$2'));
    if (f.albumId) {
      params.push(f.albumId);
      where.push(`i.album_id = $${params.length}`);
    } else if (f.misc) where.push('i.album_id IS NULL');
    else if (f.inAlbum) where.push('i.album_id IS NOT NULL');
    if (f.adult === false) where.push('NOT i.adult');
    if (f.readyOnly) where.push(`i.processing = 'ready'`);
    if (f.kind) {
      params.push(f.kind);
      where.push(`i.kind = $${params.length}`);
    }
    if (f.excludePrivate) where.push(`GREATEST(${rank('i.visibility')}, COALESCE(${rank('a.visibility')}, 0)) < 3`);
    if (after) {
      params.push(after.ts, after.id);
      where.push(`(i.created_at, i.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(limit + 1);
    return this.db.query(
      `SELECT ${ITEM_COLUMNS('$1')} FROM media_items i LEFT JOIN media_albums a ON a.id = i.album_id
       WHERE ${where.join(' AND ')} AND $2::int >= 0
       ORDER BY i.created_at DESC, i.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  /** The public gallery: approved public items (not in a narrower album) of members who did not opt out. */
  async gallery(viewerId: string | null, adult: boolean, after: Keyset | null, limit: number): Promise<ItemRow[]> {
    const params: unknown[] = [viewerId];
    const where = [`i.status = 'approved'`, `i.processing = 'ready'`, `i.visibility = 'public'`, `(a.id IS NULL OR a.visibility = 'public')`];
    where.push(`NOT EXISTS (SELECT 1 FROM media_settings s WHERE s.member_id = i.owner_id AND s.gallery_opt_out)`);
    if (!adult) where.push('NOT i.adult');
    if (after) {
      params.push(after.ts, after.id);
      where.push(`(i.created_at, i.id) < ($2::timestamptz, $3::uuid)`);
    }
    params.push(limit + 1);
    return this.db.query(
      `SELECT ${ITEM_COLUMNS('$1')} FROM media_items i LEFT JOIN media_albums a ON a.id = i.album_id
       WHERE ${where.join(' AND ')} ORDER BY i.created_at DESC, i.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  async updateItem(em: EntityManager, id: string, patch: { description?: string; visibility?: MediaVisibility; adult?: boolean; albumId?: string | null }): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const add = (col: string, v: unknown) => {
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    if (patch.description !== undefined) add('description', patch.description);
    if (patch.visibility !== undefined) add('visibility', patch.visibility);
    if (patch.adult !== undefined) add('adult', patch.adult);
    if (patch.albumId !== undefined) add('album_id', patch.albumId);
    if (!sets.length) return;
    await em.query(`UPDATE media_items SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  async deleteItem(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM media_items WHERE id = $1`, [id]);
  }

  async countView(id: string): Promise<void> {
    await this.db.query(`UPDATE media_items SET views_count = views_count + 1 WHERE id = $1`, [id]);
  }

  /** Just enough to serve a file: state, effective visibility and where it is stored. */
  async fileFacts(id: string): Promise<{
    owner_id: string;
    kind: MediaKind;
    processing: MediaProcessingState;
    status: MediaStatus;
    visibility: MediaVisibility;
    album_visibility: MediaVisibility | null;
    storage_prefix: string;
  } | null> {
    const rows = await this.db.query(
      `SELECT i.owner_id, i.kind, i.processing, i.status, i.visibility, a.visibility AS album_visibility, i.storage_prefix
         FROM media_items i LEFT JOIN media_albums a ON a.id = i.album_id WHERE i.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  // Likes and comments ------------------------------------------------------------------------------

  async like(em: EntityManager, mediaId: string, memberId: string): Promise<void> {
    const rows: unknown[] = await em.query(`INSERT INTO media_likes (media_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`, [mediaId, memberId]);
    if (rows.length) await em.query(`UPDATE media_items SET likes_count = likes_count + 1 WHERE id = $1`, [mediaId]);
  }

  async unlike(em: EntityManager, mediaId: string, memberId: string): Promise<void> {
    const rows: unknown[] = await em.query(`DELETE FROM media_likes WHERE media_id = $1 AND member_id = $2 RETURNING 1`, [mediaId, memberId]);
    if (rows.length) await em.query(`UPDATE media_items SET likes_count = likes_count - 1 WHERE id = $1`, [mediaId]);
  }

  async counts(id: string, db: Db = this.db): Promise<{ likes_count: number; views_count: number; comments_count: number }> {
    const rows = await db.query(`SELECT likes_count, views_count, comments_count FROM media_items WHERE id = $1`, [id]);
    return rows[0];
  }

  async comments(mediaId: string, after: Keyset | null, limit: number): Promise<Array<{ id: string; author_id: string; body: string; created_at: Date; ts: string }>> {
    const params: unknown[] = [mediaId, limit + 1];
    let cond = '';
    if (after) {
      params.push(after.ts, after.id);
      cond = `AND (created_at, id) < ($3::timestamptz, $4::uuid)`;
    }
    return this.db.query(
      `SELECT id, author_id, body, created_at, created_at::text AS ts FROM media_comments WHERE media_id = $1 ${cond}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      params,
    );
  }

  async addComment(em: EntityManager, mediaId: string, authorId: string, body: string): Promise<{ id: string; created_at: Date }> {
    const rows = await em.query(`INSERT INTO media_comments (media_id, author_id, body) VALUES ($1, $2, $3) RETURNING id, created_at`, [mediaId, authorId, body]);
    await em.query(`UPDATE media_items SET comments_count = comments_count + 1 WHERE id = $1`, [mediaId]);
    return rows[0];
  }

  async comment(em: EntityManager, id: string, mediaId: string): Promise<{ id: string; author_id: string; body: string } | null> {
    const rows = await em.query(`SELECT id, author_id, body FROM media_comments WHERE id = $1 AND media_id = $2 FOR UPDATE`, [id, mediaId]);
    return rows[0] ?? null;
  }

  async deleteComment(em: EntityManager, id: string, mediaId: string): Promise<void> {
    await em.query(`DELETE FROM media_comments WHERE id = $1`, [id]);
    await em.query(`UPDATE media_items SET comments_count = comments_count - 1 WHERE id = $1`, [mediaId]);
  }

  // Settings --------------------------------------------------------------------------------------------

  async galleryOptOut(memberId: string): Promise<boolean> {
    const rows: Array<{ gallery_opt_out: boolean }> = await this.db.query(`SELECT gallery_opt_out FROM media_settings WHERE member_id = $1`, [memberId]);
    return rows[0]?.gallery_opt_out ?? false;
  }

  async setGalleryOptOut(memberId: string, optOut: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO media_settings (member_id, gallery_opt_out) VALUES ($1, $2)
       ON CONFLICT (member_id) DO UPDATE SET gallery_opt_out = EXCLUDED.gallery_opt_out`,
      [memberId, optOut],
    );
  }

  // Albums ----------------------------------------------------------------------------------------------

  private albumSelect(viewerParam: string, countCond: string) {
    return `
      SELECT a.id, a.owner_id, a.name, a.description, a.visibility, a.created_at, a.created_at::text AS ts,
        (SELECT count(*)::int FROM media_items i WHERE i.album_id = a.id AND ${countCond}) AS item_count,
        (SELECT i.id FROM media_items i WHERE i.album_id = a.id AND ${countCond} AND i.processing = 'ready' ORDER BY i.created_at DESC, i.id DESC LIMIT 1) AS cover_id,
        x.id AS access_id, x.kind AS access_kind, x.status AS access_status
      FROM media_albums a
      LEFT JOIN media_album_access x ON x.album_id = a.id AND x.member_id = ${viewerParam}::uuid`;
  }

  async album(id: string, viewerId: string | null, all: boolean, db: Db = this.db, lock = false): Promise<AlbumRow | null> {
    const rows: AlbumRow[] = await db.query(`${this.albumSelect('$2', all ? 'true' : `${this.approval.shownSql()} AND i.processing = 'ready'`)} WHERE a.id = $1 ${lock ? 'FOR UPDATE OF a' : ''}`, [id, viewerId]);
    return rows[0] ?? null;
  }

  /** Every album of a member, newest first: closed ones too (name and count), so members can ask for access. */
  async albums(ownerId: string, viewerId: string | null, all: boolean, maxRankListed: number, after: Keyset | null, limit: number): Promise<AlbumRow[]> {
    const params: unknown[] = [ownerId, viewerId, maxRankListed, limit + 1];
    let cond = '';
    if (after) {
      params.push(after.ts, after.id);
      cond = `AND (a.created_at, a.id) < ($5::timestamptz, $6::uuid)`;
    }
    return this.db.query(
      `${this.albumSelect('$2', all ? 'true' : `${this.approval.shownSql()} AND i.processing = 'ready'`)}
       WHERE a.owner_id = $1 AND (${rank('a.visibility')} <= $3 OR x.id IS NOT NULL) ${cond}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
      params,
    );
  }

  async insertAlbum(ownerId: string, a: { name: string; description: string; visibility: MediaVisibility }): Promise<string> {
    const rows = await this.db.query(
      `INSERT INTO media_albums (owner_id, name, description, visibility) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
      [ownerId, a.name, a.description, a.visibility],
    );
    return rows[0]?.id ?? null;
  }

  async updateAlbum(em: EntityManager, id: string, patch: { name?: string; description?: string; visibility?: MediaVisibility }): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [col, v] of Object.entries(patch)) {
      if (v === undefined) continue;
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    }
    if (sets.length) await em.query(`UPDATE media_albums SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  async albumNameTaken(em: EntityManager, ownerId: string, name: string, exceptId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(`SELECT 1 FROM media_albums WHERE owner_id = $1 AND lower(name) = lower($2) AND id <> $3`, [ownerId, name, exceptId]);
    return rows.length > 0;
  }

  /** Before an album goes: its items keep at least the album's restriction. */
  async narrowAlbumItems(em: EntityManager, albumId: string, visibility: MediaVisibility): Promise<void> {
    await em.query(
      `UPDATE media_items SET visibility = $2, updated_at = now() WHERE album_id = $1 AND ${rank('visibility')} < ${rank('$2::text')}`,
      [albumId, visibility],
    );
  }

  async deleteAlbum(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM media_albums WHERE id = $1`, [id]);
  }

  // Album access (invitations and requests) -------------------------------------------------------------

  private accessSelect = `
    SELECT x.id, x.album_id, x.member_id, x.kind, x.status, x.created_at, x.created_at::text AS ts,
      a.name AS album_name, a.owner_id AS album_owner_id, a.visibility AS album_visibility
    FROM media_album_access x JOIN media_albums a ON a.id = x.album_id`;

  async access(id: string, db: Db = this.db, lock = false): Promise<AccessRow | null> {
    const rows: AccessRow[] = await db.query(`${this.accessSelect} WHERE x.id = $1 ${lock ? 'FOR UPDATE OF x' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async accessFor(em: EntityManager, albumId: string, memberId: string): Promise<AccessRow | null> {
    const rows: AccessRow[] = await em.query(`${this.accessSelect} WHERE x.album_id = $1 AND x.member_id = $2 FOR UPDATE OF x`, [albumId, memberId]);
    return rows[0] ?? null;
  }

  async insertAccess(em: EntityManager, albumId: string, memberId: string, kind: 'invite' | 'request', status: 'pending' | 'accepted'): Promise<string> {
    const rows = await em.query(
      `INSERT INTO media_album_access (album_id, member_id, kind, status, responded_at) VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'accepted' THEN now() END) RETURNING id`,
      [albumId, memberId, kind, status],
    );
    return rows[0].id;
  }

  async acceptAccess(em: EntityManager, id: string): Promise<void> {
    await em.query(`UPDATE media_album_access SET status = 'accepted', responded_at = now() WHERE id = $1`, [id]);
  }

  /** An album's invitations still waiting for an answer (their notifications go with the album). */
  /** An album's waiting invitations and requests (their notifications go with the album). */
  async pendingAccess(em: EntityManager, albumId: string): Promise<Array<Pick<AccessRow, 'id' | 'kind' | 'member_id' | 'album_owner_id'>>> {
    return em.query(
      `SELECT x.id, x.kind, x.member_id, a.owner_id AS album_owner_id FROM media_album_access x JOIN media_albums a ON a.id = x.album_id WHERE x.album_id = $1 AND x.status = 'pending'`,
      [albumId],
    );
  }

  async deleteAccess(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM media_album_access WHERE id = $1`, [id]);
  }

  /**
   * - received: invitations waiting for me, and access requests waiting on my albums;
   * - sent: my pending requests, and my pending invitations to others;
   * - granted: everyone holding accepted access to my albums, and the albums I was let into.
   */
  async accessList(memberId: string, box: 'received' | 'sent' | 'granted', after: Keyset | null, limit: number): Promise<AccessRow[]> {
    const cond =
      box === 'received'
        ? `x.status = 'pending' AND ((x.kind = 'invite' AND x.member_id = $1) OR (x.kind = 'request' AND a.owner_id = $1))`
        : box === 'sent'
          ? `x.status = 'pending' AND ((x.kind = 'request' AND x.member_id = $1) OR (x.kind = 'invite' AND a.owner_id = $1))`
          : `x.status = 'accepted' AND (x.member_id = $1 OR a.owner_id = $1)`;
    const params: unknown[] = [memberId, limit + 1];
    let keyset = '';
    if (after) {
      params.push(after.ts, after.id);
      keyset = `AND (x.created_at, x.id) < ($3::timestamptz, $4::uuid)`;
    }
    return this.db.query(`${this.accessSelect} WHERE ${cond} ${keyset} ORDER BY x.created_at DESC, x.id DESC LIMIT $2`, params);
  }

  // Hash block list (checked at upload) -----------------------------------------------------------------

  async nearestBlocked(hash: string, maxDistance: number): Promise<{ id: string; distance: number } | null> {
    const rows: Array<{ id: string; distance: number }> = await this.db.query(
      `SELECT id::text, bit_count((hash # $1::bigint)::bit(64))::int AS distance FROM media_hash_blocklist
       WHERE bit_count((hash # $1::bigint)::bit(64)) <= $2 ORDER BY 2 LIMIT 1`,
      [hexToBigint(hash), maxDistance],
    );
    return rows[0] ?? null;
  }

  /** Records a refused upload for staff and counts the hit, in one transaction. */
  async recordBlocked(member: { id: string; name: string }, variant: string, hash: string, blockId: string, distance: number): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.query(
        `INSERT INTO media_blocked_uploads (member_id, member_name, variant, hash, block_id, distance) VALUES ($1, $2, $3, $4, $5, $6)`,
        [member.id, member.name, variant, hexToBigint(hash), blockId, distance],
      );
      await em.query(`UPDATE media_hash_blocklist SET hits = hits + 1, last_hit_at = now() WHERE id = $1`, [blockId]);
    });
  }
}

/** 16 hex digits → the signed 64-bit integer PostgreSQL stores (as text, no precision lost). */
export function hexToBigint(hex: string): string {
  return BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
}
