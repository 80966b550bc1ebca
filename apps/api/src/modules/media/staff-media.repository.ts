import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ListFilter, listWindow } from '../../shared/db/list-window.js';
import type { MediaKind, MediaProcessingState, MediaStatus } from '@community/domain';
import { hexToBigint } from './media.repository.js';

export interface StaffItemRow {
  id: string;
  owner_id: string;
  variant: string;
  kind: MediaKind;
  processing: MediaProcessingState;
  status: MediaStatus;
  reject_reason: string | null;
  visibility: 'public' | 'members' | 'friends' | 'private';
  adult: boolean;
  description: string;
  /** Null while a video has no poster yet. */
  phash: string | null;
  storage_prefix: string;
  created_at: Date;
  moderated_at: Date | null;
}

const ITEM = `id, owner_id, variant, kind, processing, status, reject_reason, visibility, adult, description, lpad(to_hex(phash), 16, '0') AS phash, storage_prefix, created_at, moderated_at`;

/** The staff side of the media tables: the moderation queue, the hash block list, refused uploads, the log. */
@Injectable()
export class StaffMediaRepository {
  constructor(private readonly db: DataSource) {}

  async items(f: { variants: string[] | 'all'; status?: MediaStatus; ownerIds?: string[]; ids?: string[] }, sort: { field: 'createdAt' | 'status'; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    const filter = new ListFilter();
    if (f.variants !== 'all') filter.add('variant = ANY(?)', f.variants);
    if (f.status) filter.add('status = ?', f.status);
    if (f.ownerIds) filter.add('owner_id = ANY(?)', f.ownerIds);
    if (f.ids) filter.add('id = ANY(?)', f.ids);
    const col = sort.field === 'status' ? 'status' : 'created_at';
    return listWindow<StaffItemRow>(this.db, { columns: ITEM, from: 'media_items', filter, orderBy: `${col} ${sort.order === 'ASC' ? 'ASC' : 'DESC'}, id`, offset, limit });
  }

  async item(id: string, em: DataSource | EntityManager = this.db, lock = false): Promise<StaffItemRow | null> {
    const rows: StaffItemRow[] = await em.query(`SELECT ${ITEM} FROM media_items WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async decide(em: EntityManager, id: string, actorId: string, status: 'approved' | 'rejected', reason: string | null): Promise<void> {
    await em.query(`UPDATE media_items SET status = $2, reject_reason = $3, moderated_by = $4, moderated_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      status,
      status === 'rejected' ? reason : null,
      actorId,
    ]);
  }

  async log(em: EntityManager, e: { actorId: string; action: string; targetType: string; targetId: string; variant: string | null; before: object | null; after: object | null }): Promise<void> {
    await em.query(`INSERT INTO media_moderation_log (actor_id, action, target_type, target_id, variant, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      e.actorId,
      e.action,
      e.targetType,
      e.targetId,
      e.variant,
      e.before ? JSON.stringify(e.before) : null,
      e.after ? JSON.stringify(e.after) : null,
    ]);
  }

  // Hash block list ---------------------------------------------------------------------------------------

  private hashCols = `id::text, lpad(to_hex(hash), 16, '0') AS hash, reason, added_by, hits, last_hit_at, created_at`;

  async hashes(offset: number, limit: number, order: 'ASC' | 'DESC') {
    const [rows, count] = await Promise.all([
      this.db.query(`SELECT ${this.hashCols} FROM media_hash_blocklist ORDER BY created_at ${order === 'ASC' ? 'ASC' : 'DESC'}, id LIMIT ${limit} OFFSET ${offset}`),
      this.db.query(`SELECT count(*)::int AS n FROM media_hash_blocklist`),
    ]);
    return { rows: rows as HashRow[], total: (count as Array<{ n: number }>)[0]?.n ?? 0 };
  }

  async hash(id: string, em: DataSource | EntityManager = this.db): Promise<HashRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const rows: HashRow[] = await em.query(`SELECT ${this.hashCols} FROM media_hash_blocklist WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async addHash(em: EntityManager, hash: string, reason: string, actorId: string, sourceMediaId: string | null): Promise<string | null> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO media_hash_blocklist (hash, reason, added_by, source_media_id) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING RETURNING id::text`,
      [hexToBigint(hash), reason, actorId, sourceMediaId],
    );
    return rows[0]?.id ?? null;
  }

  async deleteHash(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM media_hash_blocklist WHERE id = $1`, [id]);
  }

  async blockedUploads(variants: string[] | 'all', offset: number, limit: number) {
    const cond = variants === 'all' ? '' : 'WHERE variant = ANY($1)';
    const params = variants === 'all' ? [] : [variants];
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT id::text, member_id, member_name, variant, lpad(to_hex(hash), 16, '0') AS hash, block_id::text, distance, created_at
           FROM media_blocked_uploads ${cond} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query(`SELECT count(*)::int AS n FROM media_blocked_uploads ${cond}`, params),
    ]);
    return { rows: rows as BlockedRow[], total: (count as Array<{ n: number }>)[0]?.n ?? 0 };
  }
}

export interface HashRow {
  id: string;
  hash: string;
  reason: string;
  added_by: string | null;
  hits: number;
  last_hit_at: Date | null;
  created_at: Date;
}

export interface BlockedRow {
  id: string;
  member_id: string | null;
  member_name: string;
  variant: string;
  hash: string;
  block_id: string;
  distance: number;
  created_at: Date;
}
