import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Ebook, EbookDetail, EbookSaveRequest } from '@community/contracts';
import {
  actsAsStaffOn,
  canReviewEbook,
  canSeeEbook,
  EBOOK_LIMITS,
  scopeCovers,
  staffVariantScope,
  STORY_COVER_SIZES,
  type EbookStatus,
  type StoryCoverSize,
  type StoryLanguage,
} from '@community/domain';
import { Storage, toBuffer } from '../../infra/storage/storage.js';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { MediaService } from '../media/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import { AuthorDirectory } from './authors.js';
import { CoversService, type CoverFile } from './covers.service.js';
import { decodeCursor, pageFrom } from './cursor.js';
import { epubOf } from './epub.js';
import { EbooksRepository, type EbookRow } from './ebooks.repository.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';
import { coverUrls } from './stories.service.js';

export type EbookInput = z.output<typeof EbookSaveRequest>;

const ebookNotFound = () => new StoriesException(StoriesErrorCode.NotFound, 'This ebook could not be found');

/**
 * Ebooks: a writer collects chapters of their own stories into a book with a cover; staff approve it or
 * reject it with a reason the writer sees. The chapter text is copied when the ebook is saved, so staff
 * approve exactly what readers download; any change (text, cover) sends it back to review. Approved ebooks
 * are public and download as EPUB 3; pending and rejected ones are their writer's and staff's only.
 */
@Injectable()
export class EbooksService {
  private readonly logger = new Logger('Ebooks');

  constructor(
    private readonly db: DataSource,
    private readonly repo: EbooksRepository,
    private readonly authors: AuthorDirectory,
    private readonly relationships: RelationshipsService,
    private readonly media: MediaService,
    private readonly covers: CoversService,
    private readonly storage: Storage,
    private readonly audit: StaffAuditService,
    private readonly members: MembersService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
  ) {}

  private async toEbook(r: EbookRow, viewer: MemberRef | null, authors?: Map<string, Ebook['author']>): Promise<Ebook> {
    const author = authors?.get(r.author_id) ?? (await this.authors.one(r.author_id));
    const own = viewer?.id === r.author_id;
    const staff = actsAsStaffOn(viewer, r.variant);
    return {
      id: r.id,
      title: r.title,
      summary: r.summary,
      language: r.language as StoryLanguage,
      status: r.status,
      rejectReason: own || staff ? r.reject_reason : null,
      reviewedAt: own || staff ? (r.reviewed_at?.toISOString() ?? null) : null,
      author,
      cover: coverUrls('ebooks', r.id, r.cover_prefix, r.cover_updated_at),
      wordCount: r.word_count,
      chapterCount: r.chapter_count,
      submittedAt: r.submitted_at.toISOString(),
      publishedAt: r.published_at?.toISOString() ?? null,
      updatedAt: r.updated_at.toISOString(),
      epubUrl: `/api/ebooks/${r.id}/epub`,
      canEdit: own,
    };
  }

  /** An ebook the viewer may see (approved, or theirs, or staff in scope); blocked either way: not found. */
  private async visible(viewer: MemberRef | null, id: string): Promise<EbookRow> {
    const row = await this.repo.byId(id);
    if (!row) throw ebookNotFound();
    const staff = actsAsStaffOn(viewer, row.variant);
    if (!canSeeEbook({ authorId: row.author_id, status: row.status }, viewer ? { id: viewer.id, staff } : null)) throw ebookNotFound();
    if (viewer && !staff && viewer.id !== row.author_id && (await this.relationships.isBlocked(viewer.id, row.author_id))) throw ebookNotFound();
    return row;
  }

  async list(viewer: MemberRef | null, q: { author?: string; after?: string; limit: number }) {
    let authorId: string | undefined;
    if (q.author) {
      const id = await this.authors.idByName(q.author);
      if (!id) return { items: [], next: null };
      authorId = id;
    }
    const after = decodeCursor(q.after, ['ts', 'uuid']) as [string, string] | null;
    const rows = await this.repo.approved(authorId, viewer?.id ?? null, after, q.limit);
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    const items = await Promise.all(rows.slice(0, q.limit).map((r) => this.toEbook(r, viewer, authors)));
    const page = pageFrom(rows, q.limit, (r) => r, (r) => [r.published_key as string, r.id]);
    return { items, next: page.next };
  }

  async mine(viewer: MemberRef, q: { after?: string; limit: number }) {
    const after = decodeCursor(q.after, ['ts', 'uuid']) as [string, string] | null;
    const rows = await this.repo.mine(viewer.id, after, q.limit);
    const page = pageFrom(rows, q.limit, (r) => r, (r) => [r.updated_key, r.id]);
    const authors = await this.authors.many([viewer.id]);
    return { items: await Promise.all(page.items.map((r) => this.toEbook(r, viewer, authors))), next: page.next };
  }

  async get(viewer: MemberRef | null, id: string): Promise<EbookDetail> {
    const row = await this.visible(viewer, id);
    const chapters = await this.repo.chapters(row.id);
    return {
      ...(await this.toEbook(row, viewer)),
      chapters: chapters.map((c) => ({
        position: c.position,
        title: c.title,
        wordCount: c.word_count,
        storyId: c.source_story_id,
        chapterId: c.source_chapter_id,
        writtenAt: c.written_at.toISOString(),
      })),
    };
  }

  async create(viewer: MemberRef, variant: string, input: EbookInput): Promise<EbookDetail> {
    const id = randomUUID();
    await this.db.transaction(async (em) => {
      await this.repo.lockAuthor(em, viewer.id);
      if ((await this.repo.pendingCount(viewer.id, em)) >= EBOOK_LIMITS.pendingMax) {
        throw new StoriesException(StoriesErrorCode.Invalid, `You have ${EBOOK_LIMITS.pendingMax} ebooks waiting for review already: wait for a decision first`, { field: 'title' });
      }
      await this.repo.insert(em, { id, authorId: viewer.id, title: input.title, summary: input.summary, language: input.language, variant });
      await this.repo.setChapters(em, id, await this.sources(viewer, input.chapterIds, em));
    });
    return this.get(viewer, id);
  }

  async update(viewer: MemberRef, id: string, input: EbookInput): Promise<EbookDetail> {
    await this.db.transaction(async (em) => {
      await this.own(viewer, id, em);
      await this.repo.update(em, id, { title: input.title, summary: input.summary, language: input.language });
      await this.repo.setChapters(em, id, await this.sources(viewer, input.chapterIds, em));
    });
    return this.get(viewer, id);
  }

  async remove(viewer: MemberRef, id: string): Promise<void> {
    const cover = await this.db.transaction(async (em) => {
      const row = await this.own(viewer, id, em);
      await this.repo.remove(em, id);
      return row.cover_prefix;
    });
    if (cover) await this.storage.deletePrefix(cover).catch(() => undefined);
  }

  /** Copies the chosen chapters of the writer's own stories, in the order given; 422 naming any that is not theirs. */
  private async sources(viewer: MemberRef, ids: string[], em: Parameters<EbooksRepository['sourceChapters']>[2]) {
    const found = new Map((await this.repo.sourceChapters(viewer.id, ids, em)).map((c) => [c.id, c]));
    const errors = ids.flatMap((cid, i) => (found.has(cid) ? [] : [{ field: `chapterIds.${i}`, message: 'Only chapters of your own stories can go into your ebook' }]));
    if (errors.length) throw new StoriesException(StoriesErrorCode.Invalid, errors[0]!.message, { errors });
    return ids.map((cid) => {
      const c = found.get(cid)!;
      // A one-chapter story's chapter is titled by the story; otherwise "Story: Chapter" unless untitled.
      const title = c.chapter_count <= 1 || !c.title ? c.story_title : `${c.story_title}: ${c.title}`;
      return { storyId: c.story_id, chapterId: c.id, title: title.slice(0, 240), html: c.html, words: c.word_count, writtenAt: c.updated_at };
    });
  }

  private async own(viewer: MemberRef, id: string, em: Parameters<EbooksRepository['byId']>[1]): Promise<EbookRow> {
    const row = await this.repo.byId(id, em, true);
    if (!row || (row.author_id !== viewer.id && row.status !== 'approved')) throw ebookNotFound();
    if (row.author_id !== viewer.id) throw new StoriesException(StoriesErrorCode.NotYours, 'Only its writer may change an ebook');
    return row;
  }

  // ---- cover -------------------------------------------------------------------------------------------

  async uploadCover(viewer: MemberRef, variant: string, id: string, file: Buffer) {
    await this.own(viewer, id, undefined);
    const prefix = `covers/ebooks/${id}/${randomUUID()}`;
    await this.media.processAndStore(viewer, variant, file, STORY_COVER_SIZES, prefix);
    let old: string | null;
    try {
      old = await this.db.transaction(async (em) => {
        await this.own(viewer, id, em);
        return this.repo.setCover(em, id, prefix);
      });
    } catch (err) {
      await this.storage.deletePrefix(prefix).catch(() => undefined);
      throw err;
    }
    if (old) await this.storage.deletePrefix(old).catch(() => undefined);
    return this.get(viewer, id);
  }

  async cover(viewer: MemberRef | null, id: string, size: StoryCoverSize): Promise<CoverFile> {
    const row = await this.visible(viewer, id);
    if (!row.cover_prefix) throw new StoriesException(StoriesErrorCode.NotFound, 'This ebook has no cover');
    return this.covers.open(row.cover_prefix, size, row.status === 'approved');
  }

  // ---- EPUB --------------------------------------------------------------------------------------------

  async epub(viewer: MemberRef | null, id: string): Promise<{ body: Buffer; filename: string; cacheControl: string }> {
    const row = await this.visible(viewer, id);
    const [chapters, author, cover] = await Promise.all([
      this.repo.chaptersWithHtml(row.id),
      this.authors.one(row.author_id),
      row.cover_prefix ? this.storage.get(`${row.cover_prefix}/large.webp`) : Promise.resolve(null),
    ]);
    const body = await epubOf(
      row,
      author.name,
      chapters.map((c) => ({ title: c.title, html: c.html, date: c.written_at })),
      cover ? await toBuffer(cover.stream) : undefined,
    );
    const filename = `${row.title.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'ebook'}.epub`;
    return { body, filename, cacheControl: row.status === 'approved' ? 'public, max-age=300' : 'private, no-store' };
  }

  // ---- staff -------------------------------------------------------------------------------------------

  private scope(actor: MemberRef): string[] | 'all' {
    const scope = staffVariantScope(actor);
    if (scope === null) throw ebookNotFound();
    return scope === 'all' ? 'all' : [scope];
  }

  async staffList(actor: MemberRef, filter: { status?: EbookStatus }, sort: { field: 'submittedAt' | 'title' | 'status'; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    const { rows, total } = await this.repo.staffList({ variants: this.scope(actor), status: filter.status }, sort, offset, limit);
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    return { rows: await Promise.all(rows.map(async (r) => ({ ...(await this.toEbook(r, actor, authors)), variant: r.variant }))), total };
  }

  async staffGet(actor: MemberRef, id: string) {
    const row = await this.repo.byId(id);
    if (!row || !scopeCovers(staffVariantScope(actor), row.variant)) throw ebookNotFound();
    const detail = await this.get(actor, id);
    const chapters = await this.repo.chaptersWithHtml(id);
    return { ...detail, variant: row.variant, chapters: detail.chapters.map((c, i) => ({ ...c, html: chapters[i]?.html ?? '' })) };
  }

  /** Approve or reject (with the reason the writer sees) a pending ebook in the actor's scope; audited in the same transaction. */
  async decide(actor: MemberRef, id: string, decision: 'approved' | 'rejected', reason: string | null): Promise<Ebook> {
    const row = await this.db.transaction(async (em) => {
      const row = await this.repo.byId(id, em, true);
      if (!row || !scopeCovers(staffVariantScope(actor), row.variant)) throw ebookNotFound();
      if (!canReviewEbook(row.status)) {
        throw new StoriesException(StoriesErrorCode.Invalid, `This ebook was ${row.status} already; it comes back to the queue when its writer changes it`, { field: 'status' });
      }
      await this.repo.decide(em, id, actor.id, decision, reason);
      await this.audit.record(em, {
        staffId: actor.id,
        action: decision === 'approved' ? 'ebook.approve' : 'ebook.reject',
        targetType: 'ebook',
        targetId: id,
        variant: row.variant,
        before: { status: row.status },
        after: { status: decision, rejectReason: reason },
      });
      return row;
    });
    this.logger.log({ ebookId: row.id, decision }, 'ebook reviewed');
    await this.tellWriter(row, decision, reason);
    return this.toEbook((await this.repo.byId(id))!, actor);
  }

  /**
   * After the commit: the writer gets an e-mail with the decision (and the reason of a rejection); the site's
   * ebooks page shows both too. A failure here is logged and never undoes the decision. Suspended writers and
   * unconfirmed addresses get no mail.
   */
  private async tellWriter(row: EbookRow, decision: 'approved' | 'rejected', reason: string | null): Promise<void> {
    try {
      const writer = await this.members.findById(row.author_id);
      if (!writer) return;
      const approved = decision === 'approved';
      await this.mailer.notify(writer, row.variant, ({ name: brand, origin }) => ({
        subject: approved ? `Your ebook “${row.title}” is published on ${brand}` : `Your ebook “${row.title}” was not approved on ${brand}`,
        text: approved
          ? `Hello ${writer.name},\n\nour editors approved your ebook “${row.title}”: readers can find and download it now.\n\n${origin}/ebooks\n`
          : `Hello ${writer.name},\n\nour editors did not approve your ebook “${row.title}”.\n\nTheir reason: ${reason ?? ''}\n\n` +
            `Change it and it goes back to review: ${origin}/ebooks/create?ebook=${row.id}\n`,
        template: approved ? 'ebooks.approved' : 'ebooks.rejected',
      }));
    } catch (err) {
      this.logger.error(`Could not tell the writer of ebook ${row.id} about its review: ${(err as Error).message}`);
    }
  }
}
