import { Injectable } from '@nestjs/common';
import { toBuffer } from '../../infra/storage/storage.js';
import { AuthorDirectory } from './authors.js';
import { CoversService } from './covers.service.js';
import { epubOf } from './epub.js';
import { StoriesRepository } from './stories.repository.js';
import { StoriesService } from './stories.service.js';

export interface EpubDownload {
  body: Buffer;
  filename: string;
  cacheControl: string;
}

/** A story as an EPUB 3 file (GET /api/stories/:story/epub): title page, contents with chapter dates, chapters, cover. */
@Injectable()
export class StoryEpubService {
  constructor(
    private readonly stories: StoriesService,
    private readonly repo: StoriesRepository,
    private readonly authors: AuthorDirectory,
    private readonly covers: CoversService,
  ) {}

  /** The EPUB of a story the viewer may read (the same 404 as the story page otherwise). */
  async epub(viewerId: string | null, id: string): Promise<EpubDownload> {
    const row = await this.stories.readable(id, viewerId);
    const [chapters, author, cover] = await Promise.all([
      this.repo.chaptersWithHtml(row.id),
      this.authors.one(row.author_id),
      row.cover_prefix ? this.covers.open(row.cover_prefix, 'large', false).catch(() => null) : Promise.resolve(null),
    ]);
    const body = await epubOf(
      row,
      author.name,
      chapters.map((c, i) => ({ title: c.title || (chapters.length === 1 ? row.title : `Chapter ${i + 1}`), html: c.html, date: c.updated_at })),
      cover ? await toBuffer(cover.stream) : undefined,
    );
    return { body, filename: `${row.slug}.epub`, cacheControl: row.status === 'published' ? 'public, max-age=300' : 'private, no-store' };
  }
}
