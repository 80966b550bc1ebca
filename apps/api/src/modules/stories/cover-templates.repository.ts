import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CoverDesign } from '@community/contracts';
import { rowsOf } from '../../shared/db/rows.js';

export interface CoverTemplateRow {
  id: string;
  member_id: string;
  name: string;
  design: CoverDesign;
  updated_at: Date;
}

const COLUMNS = `id, member_id, name, design, updated_at`;

/** The only code that queries story_cover_templates (members' saved cover-editor templates). */
@Injectable()
export class CoverTemplatesRepository {
  constructor(private readonly db: DataSource) {}

  mine(memberId: string): Promise<CoverTemplateRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM story_cover_templates WHERE member_id = $1 ORDER BY updated_at DESC, id`, [memberId]);
  }

  async byId(id: string): Promise<CoverTemplateRow | null> {
    const rows: CoverTemplateRow[] = await this.db.query(`SELECT ${COLUMNS} FROM story_cover_templates WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Inserts unless the member already has `max` templates (checked under a lock on the member's row). */
  insert(t: { id: string; memberId: string; name: string; design: CoverDesign }, max: number): Promise<boolean> {
    return this.db.transaction(async (em) => {
      await em.query(`SELECT 1 FROM members WHERE id = $1 FOR UPDATE`, [t.memberId]);
      const rows = (await em.query(`SELECT count(*)::int AS n FROM story_cover_templates WHERE member_id = $1`, [t.memberId])) as Array<{ n: number }>;
      if ((rows[0]?.n ?? 0) >= max) return false;
      await em.query(`INSERT INTO story_cover_templates (id, member_id, name, design) VALUES ($1, $2, $3, $4::jsonb)`, [t.id, t.memberId, t.name, JSON.stringify(t.design)]);
      return true;
    });
  }

  async update(id: string, memberId: string, name: string, design: CoverDesign): Promise<boolean> {
    const rows = rowsOf(
      await this.db.query(`UPDATE story_cover_templates SET name = $3, design = $4::jsonb, updated_at = now() WHERE id = $1 AND member_id = $2 RETURNING 1`, [
        id,
        memberId,
        name,
        JSON.stringify(design),
      ]),
    );
    return rows.length > 0;
  }

  async remove(id: string, memberId: string): Promise<boolean> {
    return rowsOf(await this.db.query(`DELETE FROM story_cover_templates WHERE id = $1 AND member_id = $2 RETURNING 1`, [id, memberId])).length > 0;
  }
}
