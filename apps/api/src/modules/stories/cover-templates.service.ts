import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CoverDesign, CoverTemplate, CoverTemplateList } from '@community/contracts';
import { COVER_LIMITS, SYSTEM_COVER_TEMPLATES, canSaveCoverTemplates, clampLayerFor } from '@community/domain';
import type { MemberAccount } from '../members/index.js';
import { CoverTemplatesRepository, type CoverTemplateRow } from './cover-templates.repository.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';

const notFound = () => new StoriesException(StoriesErrorCode.TemplateNotFound, 'This template could not be found');

/** A design as stored: every layer clamped (the background covers the canvas; the rest stays on it). */
function clamped(design: CoverDesign): CoverDesign {
  return { canvas: design.canvas, layers: design.layers.map((l) => clampLayerFor(l as Parameters<typeof clampLayerFor>[0], design.canvas) as CoverDesign['layers'][number]) };
}

const toTemplate = (r: CoverTemplateRow): CoverTemplate => ({ id: r.id, name: r.name, system: false, design: r.design, updatedAt: r.updated_at.toISOString() });

/**
 * Cover-editor templates: the system ones (libs/domain SYSTEM_COVER_TEMPLATES, for everyone) and the ones a
 * member saved. Saving needs canSaveTemplates (upgraded members and staff); a member reads and changes only
 * their own (another member's template is "not found").
 */
@Injectable()
export class CoverTemplatesService {
  constructor(private readonly repo: CoverTemplatesRepository) {}

  system(): CoverTemplate[] {
    return SYSTEM_COVER_TEMPLATES.map((t) => ({ id: t.id, name: t.id, system: true, design: t.design as CoverDesign, updatedAt: null }));
  }

  canSave(viewer: MemberAccount, now = new Date()): boolean {
    return canSaveCoverTemplates(viewer, now);
  }

  async mine(viewer: MemberAccount): Promise<CoverTemplateList> {
    return { items: (await this.repo.mine(viewer.id)).map(toTemplate), canSaveTemplates: this.canSave(viewer) };
  }

  async get(viewer: MemberAccount, id: string): Promise<CoverTemplate> {
    const row = await this.repo.byId(id);
    if (!row || row.member_id !== viewer.id) throw notFound();
    return toTemplate(row);
  }

  private assertMaySave(viewer: MemberAccount): void {
    if (!this.canSave(viewer)) {
      throw new StoriesException(StoriesErrorCode.TemplatesNotAllowed, 'upgrade:cover-templates');
    }
  }

  async create(viewer: MemberAccount, name: string, design: CoverDesign): Promise<CoverTemplate> {
    this.assertMaySave(viewer);
    const id = randomUUID();
    if (!(await this.repo.insert({ id, memberId: viewer.id, name, design: clamped(design) }, COVER_LIMITS.templatesPerMember))) {
      throw new StoriesException(StoriesErrorCode.Invalid, `You can keep at most ${COVER_LIMITS.templatesPerMember} templates: delete one first`, { field: 'name' });
    }
    return this.get(viewer, id);
  }

  async update(viewer: MemberAccount, id: string, name: string, design: CoverDesign): Promise<CoverTemplate> {
    await this.get(viewer, id);
    this.assertMaySave(viewer);
    if (!(await this.repo.update(id, viewer.id, name, clamped(design)))) throw notFound();
    return this.get(viewer, id);
  }

  /** Deleting stays allowed after an upgrade lapses (a member can always tidy up what they made). */
  async remove(viewer: MemberAccount, id: string): Promise<void> {
    if (!(await this.repo.remove(id, viewer.id))) throw notFound();
  }
}
