import { Controller, Injectable, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeTo, translationsFor } from '@community/contracts';
import { STORY_GENRES, type StoryGenre } from '@community/domain';
import { Route } from '../../shared/http/route.js';
import { VariantsService } from '../variants/index.js';
import { AuthorDirectory } from './authors.js';
import { StoriesRepository, type StoryRow } from './stories.repository.js';

/** Entries per Atom feed, and story links per sitemap (the protocol allows 50,000 URLs in one file). */
export const FEED_ENTRIES = 50;
export const SITEMAP_STORIES = 45_000;

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export interface FeedEntry {
  id: string;
  title: string;
  url: string;
  summary: string;
  author: string;
  tags: string[];
  published: Date;
  updated: Date;
}

/** An Atom 1.0 feed (RFC 4287): absolute links, one entry per story, newest first. */
export function atomFeed(feed: { id: string; title: string; self: string; alternate: string; updated: Date; entries: FeedEntry[] }): string {
  const entries = feed.entries.map(
    (e) => `<entry>
<id>urn:uuid:${e.id}</id>
<title>${xml(e.title)}</title>
<link rel="alternate" type="text/html" href="${xml(e.url)}"/>
<author><name>${xml(e.author)}</name></author>
<published>${e.published.toISOString()}</published>
<updated>${e.updated.toISOString()}</updated>
<summary type="text">${xml(e.summary)}</summary>
${e.tags.map((t) => `<category term="${xml(t)}"/>`).join('')}
</entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${xml(feed.id)}</id>
<title>${xml(feed.title)}</title>
<link rel="self" type="application/atom+xml" href="${xml(feed.self)}"/>
<link rel="alternate" type="text/html" href="${xml(feed.alternate)}"/>
<updated>${feed.updated.toISOString()}</updated>
${entries.join('\n')}
</feed>
`;
}

/** A sitemap (sitemaps.org 0.9) of URLs with their last change. */
export function sitemap(urls: Array<{ loc: string; lastmod?: Date }>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;
}

/** Published stories as a guest sees them, for crawlers and feed readers. */
@Injectable()
export class StoryFeedsService {
  constructor(
    private readonly repo: StoriesRepository,
    private readonly authors: AuthorDirectory,
  ) {}

  private async entries(origin: string, rows: StoryRow[]): Promise<FeedEntry[]> {
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    return rows
      .filter((r) => r.genre && authors.has(r.author_id))
      .map((r) => ({
        id: r.id,
        title: r.title,
        url: origin + routeTo('stories-genre-slug', { genre: r.genre as string, slug: r.slug }),
        summary: r.summary,
        author: authors.get(r.author_id)!.name,
        tags: r.tags,
        published: r.published_at ?? r.updated_at,
        updated: r.updated_at,
      }));
  }

  async genreFeed(origin: string, brand: string, genreName: string, genre: StoryGenre): Promise<string> {
    const rows = await this.repo.list({ searchConfig: 'simple', genre, viewerId: null }, 'newest', null, FEED_ENTRIES);
    const entries = await this.entries(origin, rows.slice(0, FEED_ENTRIES));
    const page = origin + routeTo('stories-genre', { genre });
    return atomFeed({
      id: page,
      title: `${genreName} · ${brand}`,
      self: `${page}/feed.atom`,
      alternate: page,
      updated: entries[0]?.updated ?? new Date(0),
      entries,
    });
  }

  /** null when there is no such member. */
  async authorFeed(origin: string, brand: string, name: string): Promise<string | null> {
    const authorId = await this.authors.idByName(name);
    if (!authorId) return null;
    const author = (await this.authors.many([authorId])).get(authorId);
    if (!author) return null;
    const rows = await this.repo.list({ searchConfig: 'simple', authorId, viewerId: null }, 'newest', null, FEED_ENTRIES);
    const entries = await this.entries(origin, rows.slice(0, FEED_ENTRIES));
    const page = origin + routeTo('profile-name-stories', { name: author.name });
    return atomFeed({ id: page, title: `${author.name} · ${brand}`, self: `${page}/feed.atom`, alternate: page, updated: entries[0]?.updated ?? new Date(0), entries });
  }

  async sitemap(origin: string): Promise<string> {
    const rows = await this.repo.sitemap(SITEMAP_STORIES);
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    const latestByAuthor = new Map<string, Date>();
    for (const r of rows) if (!latestByAuthor.has(r.author_id)) latestByAuthor.set(r.author_id, r.updated_at);
    return sitemap([
      { loc: origin + routeTo('stories') },
      ...STORY_GENRES.map((genre) => ({ loc: origin + routeTo('stories-genre', { genre }) })),
      ...rows.filter((r) => authors.has(r.author_id)).map((r) => ({ loc: origin + routeTo('stories-genre-slug', { genre: r.genre, slug: r.slug }), lastmod: r.updated_at })),
      ...[...latestByAuthor].filter(([id]) => authors.has(id)).map(([id, at]) => ({ loc: origin + routeTo('profile-name-stories', { name: authors.get(id)!.name }), lastmod: at })),
    ]);
  }
}

/**
 * Sitemap and Atom feeds of the stories section (issue 4): `/sitemap-stories.xml`, `/stories/{genre}/feed.atom`
 * and `/profile/{name}/stories/feed.atom`, with the variant's own origin in every link. Public: what a guest
 * may read, nothing else.
 */
@ApiExcludeController()
@Controller()
export class StoryFeedsController {
  constructor(
    private readonly feeds: StoryFeedsService,
    private readonly variants: VariantsService,
  ) {}

  private site(req: FastifyRequest) {
    const ctx = this.variants.context(req);
    const meta = this.variants.layout(ctx.variant, ctx.locale).meta as { title: string };
    return { origin: ctx.origin, brand: meta.title, locale: ctx.locale };
  }

  private send(reply: FastifyReply, type: string, body: string) {
    return reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=600').header('vary', 'Host').send(body);
  }

  @Route.get('sitemap-stories.xml', { access: 'public' })
  async sitemap(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(reply, 'application/xml', await this.feeds.sitemap(this.site(req).origin));
  }

  @Route.get('stories/:genre/feed.atom', { access: 'public' })
  async genre(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Param('genre') genre: string) {
    if (!(STORY_GENRES as readonly string[]).includes(genre)) return reply.status(404).type('text/plain; charset=utf-8').send('No such genre');
    const site = this.site(req);
    const name = (translationsFor(site.locale) as Readonly<Record<string, string>>)[`stories.genre.${genre}`] ?? genre;
    return this.send(reply, 'application/atom+xml', await this.feeds.genreFeed(site.origin, site.brand, name, genre as StoryGenre));
  }

  @Route.get('profile/:name/stories/feed.atom', { access: 'public' })
  async author(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Param('name') name: string) {
    const site = this.site(req);
    const body = name.length <= 60 ? await this.feeds.authorFeed(site.origin, site.brand, name) : null;
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('No such member');
    return this.send(reply, 'application/atom+xml', body);
  }
}
