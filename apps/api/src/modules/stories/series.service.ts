import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StorySeriesDetail, StorySeriesPlace, StorySeriesSaveRequest, StorySeriesSummary } from '@community/contracts';
import { SERIES_LIMITS, seriesNeighbours, slugifyTitle } from '@community/domain';
import type { z } from 'zod';
import type { MemberRef } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { AuthorDirectory } from './authors.js';
import { SeriesRepository, type SeriesRow } from './series.repository.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';
import { coverUrls, StoriesService } from './stories.service.js';
import { StoriesRepository } from './stories.repository.js';

export type SeriesInput = z.output<typeof StorySeriesSaveRequest>;

const seriesNotFound = () => new StoriesException(StoriesErrorCode.NotFound, 'This series could not be found');

/**
 * Series: a writer's ordered collection of their own stories (a story is in one series at most). Readers see
 * the published parts; the writer sees drafts too. Members on either side of a privacy blacklist do not see
 * each other's series (the same 404 as a series that does not exist).
 */
@Injectable()
export class SeriesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: SeriesRepository,
    private readonly storiesRepo: StoriesRepository,
    private readonly stories: StoriesService,
    private readonly authors: AuthorDirectory,
    private readonly relationships: RelationshipsService,
  ) {}

  /** The writer by name, unless the viewer and they have blocked one another (then "not found"). */
  private async writer(viewer: MemberRef | null, name: string): Promise<string> {
    const id = await this.authors.idByName(name);
    if (!id) throw new StoriesException(StoriesErrorCode.NotFound, 'No writer has that name');
    if (viewer && viewer.id !== id && (await this.relationships.isBlocked(viewer.id, id))) throw new StoriesException(StoriesErrorCode.NotFound, 'No writer has that name');
    return id;
  }

  async list(viewer: MemberRef | null, name: string): Promise<StorySeriesSummary[]> {
    const authorId = await this.writer(viewer, name);
    const own = viewer?.id === authorId;
    const rows = await this.repo.list(authorId, viewer?.id ?? null);
    const [author, firsts] = await Promise.all([this.authors.one(authorId), this.storiesRepo.byIds(rows.flatMap((r) => (r.first_story ? [r.first_story] : [])))]);
    const covers = new Map(firsts.map((s) => [s.id, coverUrls('stories', s.id, s.cover_prefix, s.cover_updated_at)]));
    return rows
      .filter((r) => own || r.parts > 0)
      .map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        summary: r.summary,
        author,
        partCount: r.parts,
        wordCount: r.words,
        cover: (r.first_story && covers.get(r.first_story)) || null,
        updatedAt: r.updated_at.toISOString(),
      }));
  }

  async get(viewer: MemberRef | null, name: string, slug: string): Promise<StorySeriesDetail> {
    const authorId = await this.writer(viewer, name);
    const row = await this.repo.bySlug(authorId, slug.toLowerCase());
    if (!row) throw seriesNotFound();
    return this.detail(viewer, row);
  }

  private async detail(viewer: MemberRef | null, row: SeriesRow): Promise<StorySeriesDetail> {
    const own = viewer?.id === row.author_id;
    const parts = await this.stories.withVisibleCounts(await this.stories.cards(await this.repo.parts(row.id, viewer?.id ?? null)), viewer?.id ?? null);
    if (!own && parts.length === 0) throw seriesNotFound();
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      author: await this.authors.one(row.author_id),
      partCount: parts.length,
      wordCount: parts.reduce((n, p) => n + p.wordCount, 0),
      cover: parts.find((p) => p.cover)?.cover ?? null,
      updatedAt: row.updated_at.toISOString(),
      parts,
      canEdit: own,
    };
  }

  async create(viewer: MemberRef, input: SeriesInput): Promise<StorySeriesDetail> {
    const id = randomUUID();
    await this.db.transaction(async (em) => {
      if ((await this.repo.count(viewer.id, em)) >= SERIES_LIMITS.perWriterMax) {
        throw new StoriesException(StoriesErrorCode.Invalid, `You have ${SERIES_LIMITS.perWriterMax} series already`, { field: 'title' });
      }
      await this.assertParts(viewer, id, input.storyIds, em);
      const slug = await this.repo.freeSlug(viewer.id, slugifyTitle(input.title), null, em);
      await this.repo.insert(em, { id, authorId: viewer.id, slug, title: input.title, summary: input.summary });
      await this.repo.setParts(em, id, input.storyIds);
    });
    return this.detail(viewer, (await this.repo.byId(id))!);
  }

  async update(viewer: MemberRef, id: string, input: SeriesInput): Promise<StorySeriesDetail> {
    await this.db.transaction(async (em) => {
      const row = await this.own(viewer, id, em);
      await this.assertParts(viewer, id, input.storyIds, em);
      const want = slugifyTitle(input.title);
      const slug = row.slug === want || row.slug.startsWith(`${want}-`) ? row.slug : await this.repo.freeSlug(viewer.id, want, id, em);
      await this.repo.update(em, id, { slug, title: input.title, summary: input.summary });
      await this.repo.setParts(em, id, input.storyIds);
    });
    return this.detail(viewer, (await this.repo.byId(id))!);
  }

  async remove(viewer: MemberRef, id: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await this.own(viewer, id, em);
      await this.repo.remove(em, id);
    });
  }

  /** Where a story sits in its series, with the previous and next parts this viewer may read. */
  async placeOf(viewerId: string | null, storyId: string): Promise<StorySeriesPlace | null> {
    const series = await this.repo.seriesOf(storyId);
    if (!series) return null;
    const parts = await this.repo.parts(series.id, viewerId);
    const place = seriesNeighbours(parts, storyId);
    if (!place) return null;
    const link = (s: (typeof parts)[number] | null) => (s ? { id: s.id, slug: s.slug, genre: s.genre, title: s.title } : null);
    return {
      id: series.id,
      slug: series.slug,
      title: series.title,
      authorName: (await this.authors.one(series.author_id)).name,
      position: place.position,
      count: parts.length,
      previous: link(place.previous),
      next: link(place.next),
    };
  }

  private async own(viewer: MemberRef, id: string, em: Parameters<SeriesRepository['byId']>[1]): Promise<SeriesRow> {
    const row = await this.repo.byId(id, em, true);
    if (!row) throw seriesNotFound();
    if (row.author_id !== viewer.id) throw new StoriesException(StoriesErrorCode.NotYours, 'Only its writer may change a series');
    return row;
  }

  /** Every part is the writer's own story and in no other series; 422 naming the first that is not. */
  private async assertParts(viewer: MemberRef, seriesId: string, ids: string[], em: NonNullable<Parameters<SeriesRepository['byId']>[1]>): Promise<void> {
    if (!ids.length) return;
    const found = new Map((await this.repo.storiesOf(viewer.id, ids, em)).map((r) => [r.id, r.series_id]));
    const errors = ids.flatMap((storyId, i) => {
      if (!found.has(storyId)) return [{ field: `storyIds.${i}`, message: 'Only your own stories can be parts of your series' }];
      const other = found.get(storyId);
      if (other && other !== seriesId) return [{ field: `storyIds.${i}`, message: 'This story is already part of another series: take it out there first' }];
      return [];
    });
    if (errors.length) throw new StoriesException(StoriesErrorCode.Invalid, errors[0]!.message, { errors });
  }
}
