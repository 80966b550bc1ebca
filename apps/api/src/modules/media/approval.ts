import { Injectable } from '@nestjs/common';
import { MEDIA_APPROVAL_MODES, type MediaApprovalMode } from '@community/contracts';
import { narrowest, type MediaStatus, type MediaVisibility } from '@community/domain';
import { VariantsService } from '../variants/index.js';

/** Rank of a visibility, as in the media SQL: public 0 … private 3. */
const RANK: Record<MediaVisibility, number> = { public: 0, members: 1, friends: 2, private: 3 };

/**
 * The lowest effective-visibility rank at which a pending item may show to others under each mode
 * (VariantMedia.approval): `all` never (4), `public` from members-only up (1), `none` always (0).
 */
export const SHOWN_FROM_RANK: Record<MediaApprovalMode, number> = { all: 4, public: 1, none: 0 };

/**
 * Whether a pending item may show to others (its audience) before staff review, under its upload variant's
 * `media.approval`. An approved item always may; a rejected one never. The rule reads the effective
 * visibility (item and album, narrowest), so an item that showed unreviewed while members-only or private
 * waits again for approval the moment it (or its album) is made public: nothing has to remember it.
 */
export function shownBeforeApproval(mode: MediaApprovalMode, status: MediaStatus, visibility: MediaVisibility, albumVisibility: MediaVisibility | null): boolean {
  if (status !== 'pending') return status === 'approved';
  return RANK[narrowest(visibility, albumVisibility)] >= SHOWN_FROM_RANK[mode];
}

/**
 * Reads each variant's `media.approval` (files loaded at boot) for the media rules and their SQL. Items are
 * judged by the variant they were uploaded on (`media_items.variant`); an unknown variant is `all`.
 */
@Injectable()
export class MediaApproval {
  private sql: string | null = null;

  constructor(private readonly variants: VariantsService) {}

  mode(variant: string): MediaApprovalMode {
    return this.variants.byCode(variant)?.media.approval ?? 'all';
  }

  /** The status the access rules should read: `approved` for a pending item its variant lets show now. */
  accessStatus(item: { variant: string; status: MediaStatus; visibility: MediaVisibility; album_visibility: MediaVisibility | null }): MediaStatus {
    return item.status === 'pending' && shownBeforeApproval(this.mode(item.variant), item.status, item.visibility, item.album_visibility) ? 'approved' : item.status;
  }

  /**
   * SQL true when item `i` (album `a`, LEFT JOINed or correlated) may show to others: approved, or pending and
   * within what its variant lets through. Built once from the variant files; codes are schema-checked
   * (`[a-z0-9]+`), and quoted all the same.
   */
  shownSql(): string {
    if (this.sql !== null) return this.sql;
    const branches = this.variants
      .all()
      .filter((v) => v.media.approval !== 'all' && MEDIA_APPROVAL_MODES.includes(v.media.approval))
      .map((v) => `WHEN '${v.code.replace(/[^a-z0-9]/g, '')}' THEN ${SHOWN_FROM_RANK[v.media.approval]}`);
    const rank = (col: string) => `(CASE ${col} WHEN 'public' THEN 0 WHEN 'members' THEN 1 WHEN 'friends' THEN 2 WHEN 'private' THEN 3 END)`;
    this.sql = branches.length
      ? `(i.status = 'approved' OR (i.status = 'pending' AND GREATEST(${rank('i.visibility')}, COALESCE(${rank('a.visibility')}, 0)) >= (CASE i.variant ${branches.join(' ')} ELSE 4 END)))`
      : `i.status = 'approved'`;
    return this.sql;
  }
}
