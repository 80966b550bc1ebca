import { Injectable, Logger } from '@nestjs/common';
import { matchRoute, routeTo, translationsFor } from '@community/contracts';
import { STORY_GENRES } from '@community/domain';
import { RelationshipsService } from '../members/relationships/relationships.service.js';
import { StoriesException } from '../stories/stories.exception.js';
import { coverUrls, StoriesService } from '../stories/stories.service.js';
import type { SiteContext } from '../variants/variants.service.js';
import { metaText, titleFrom, trimDescription, type HeadMeta } from './meta.js';

/** A page's own `<title>` (already through the variant's template) and the rest of its head. */
export interface PageMeta {
  title?: string;
  head: HeadMeta;
}

/** The size of the cover og:image points at (books.controller: large is 1000×1500). */
const OG_COVER = { size: 'large', width: 1000, height: 1500 } as const;

/**
 * The head of the pages that matter for sharing and search, as a guest sees them whoever asks (search
 * engines and link previews are guests, and a member's session must not change what a shared link shows):
 * a published story, a genre, a public profile. Each costs at most one indexed query (stories by slug,
 * members by lower(name)); a story or profile a guest may not see gets noindex and nothing of its own.
 */
@Injectable()
export class PageMetaService {
  private readonly log = new Logger('Web');

  constructor(
    private readonly stories: StoriesService,
    private readonly relationships: RelationshipsService,
  ) {}

  /** null: the variant's generic head (every other page). */
  async forPath(ctx: SiteContext, pathname: string): Promise<PageMeta | null> {
    const match = matchRoute(pathname);
    if (!match) return null;
    const { params } = match;
    try {
      switch (match.route.name) {
        case 'stories-genre-slug':
          return await this.story(ctx, params.slug ?? '');
        case 'stories-genre':
          return this.genre(ctx, params.genre ?? '');
        case 'profile-name':
          return params.name ? await this.profile(ctx, params.name) : null;
        default:
          return null;
      }
    } catch (err) {
      // The page must still answer (the site fetches its own data): the generic head, and a line in the log.
      this.log.warn(`page meta for ${pathname} failed: ${(err as Error).message}`);
      return null;
    }
  }

  private site(ctx: SiteContext) {
    return { template: ctx.variant.meta.titleTemplate, brand: ctx.variant.brand.name, locale: ctx.locale, origin: ctx.origin };
  }

  private page(ctx: SiteContext, p: { title: string; description: string; path: string; type: 'article' | 'website' | 'profile'; image?: string }): PageMeta {
    const s = this.site(ctx);
    const url = s.origin + p.path;
    const description = trimDescription(p.description);
    return {
      title: titleFrom(s.template, p.title),
      head: {
        description,
        canonical: url,
        og: {
          title: p.title,
          description,
          url,
          type: p.type,
          siteName: s.brand,
          locale: s.locale,
          image: p.image ? { url: s.origin + p.image, width: OG_COVER.width, height: OG_COVER.height } : undefined,
        },
      },
    };
  }

  private async story(ctx: SiteContext, slug: string): Promise<PageMeta> {
    let row;
    try {
      // A guest's read: published only (drafts are "not found" to all but their writer).
      row = await this.stories.readable(slug, null);
    } catch (err) {
      if (err instanceof StoriesException) return { head: { noindex: true } };
      throw err;
    }
    if (!row.genre) return { head: { noindex: true } };
    return this.page(ctx, {
      title: row.title,
      description: row.summary,
      path: routeTo('stories-genre-slug', { genre: row.genre, slug: row.slug }),
      type: 'article',
      image: coverUrls('stories', row.id, row.cover_prefix, row.cover_updated_at)?.[OG_COVER.size],
    });
  }

  private genre(ctx: SiteContext, genre: string): PageMeta {
    if (!(STORY_GENRES as readonly string[]).includes(genre)) return { head: { noindex: true } };
    const name = (translationsFor(ctx.locale) as Readonly<Record<string, string>>)[`stories.genre.${genre}`] ?? genre;
    return this.page(ctx, {
      title: name,
      description: metaText(ctx.locale, 'genre', { genre: name, brand: ctx.variant.brand.name }),
      path: routeTo('stories-genre', { genre }),
      type: 'website',
    });
  }

  private async profile(ctx: SiteContext, name: string): Promise<PageMeta> {
    const member = name.length <= 60 ? await this.relationships.guestProfile(name) : null;
    if (!member) return { head: { noindex: true } };
    return this.page(ctx, {
      title: member.name,
      description: metaText(ctx.locale, 'profile', { name: member.name, brand: ctx.variant.brand.name }),
      path: routeTo('profile-name', { name: member.name }),
      type: 'profile',
    });
  }
}
