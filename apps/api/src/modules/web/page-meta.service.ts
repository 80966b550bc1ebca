import { Injectable, Logger } from '@nestjs/common';
import { matchRoute, routeTo, StoryListQuery, translationsFor } from '@community/contracts';
import { STORY_GENRES } from '@community/domain';
import { RelationshipsService } from '../members/index.js';
import { StoriesService } from '../stories/index.js';
import type { SiteContext } from '../variants/index.js';
import { metaText, titleFrom, trimDescription, type HeadMeta } from './meta.js';
import { chapterOf, storyHref } from './story-html.js';

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
 * a published story, a genre, a writer's stories, a public profile; a story or profile a guest may not see
 * gets noindex and nothing of its own.
 *
 * The pages' content is the site's own server rendering (entry-server.tsx, through the API with the
 * visitor's cookies), not this service's.
 */
@Injectable()
export class PageMetaService {
  private readonly log = new Logger('Web');

  constructor(
    private readonly stories: StoriesService,
    private readonly relationships: RelationshipsService,
  ) {}

  /** null: the variant's generic head (every other page). `search` is the query string (`?chapter=2`). */
  async forPath(ctx: SiteContext, pathname: string, search = ''): Promise<PageMeta | null> {
    const match = matchRoute(pathname);
    if (!match) return null;
    const { params } = match;
    try {
      switch (match.route.name) {
        case 'stories-genre-slug':
          // `/stories/tag/{tag}` shares the pattern (no genre is called "tag"): a tag's list, not a story.
          if (params.genre === 'tag') return null;
          return await this.story(ctx, params.slug ?? '', chapterOf(search));
        case 'stories-genre':
          return this.genre(ctx, params.genre ?? '');
        case 'profile-name-stories':
          return params.name ? await this.author(ctx, params.name) : null;
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

  private async story(ctx: SiteContext, slug: string, chapter: number | null): Promise<PageMeta> {
    // A guest's read: published only (drafts are "not found" to all but their writer, and the head is a guest's).
    const page = slug.length <= 200 ? await this.stories.publicPage(slug, chapter ?? 1) : null;
    if (!page?.card.genre) return { head: { noindex: true } };
    const card = page.card;
    return this.page(ctx, {
      title: card.title,
      description: card.summary,
      // A later chapter is its own page for search engines (its text differs); the first is the story's path.
      path: storyHref(card, chapter === null ? undefined : page.chapter?.position),
      type: 'article',
      image: card.cover?.[OG_COVER.size],
    });
  }

  private genreName(ctx: SiteContext, genre: string): string {
    return (translationsFor(ctx.locale) as Readonly<Record<string, string>>)[`stories.genre.${genre}`] ?? genre;
  }

  private genre(ctx: SiteContext, genre: string): PageMeta {
    if (!(STORY_GENRES as readonly string[]).includes(genre)) return { head: { noindex: true } };
    const name = this.genreName(ctx, genre);
    return this.page(ctx, {
      title: name,
      description: metaText(ctx.locale, 'genre', { genre: name, brand: ctx.variant.brand.name }),
      path: routeTo('stories-genre', { genre }),
      type: 'website',
    });
  }

  private async author(ctx: SiteContext, name: string): Promise<PageMeta> {
    if (name.length > 60) return { head: { noindex: true } };
    const guest = await this.stories.list(null, StoryListQuery.parse({ author: name, limit: 1 }), ctx.locale);
    const writer = guest.items[0]?.author;
    // No published story a guest may read: nothing of the member (their name may not be public).
    if (!writer?.name) return { head: { noindex: true } };
    const title = metaText(ctx.locale, 'authorTitle', { name: writer.name });
    return this.page(ctx, {
      title,
      description: metaText(ctx.locale, 'author', { name: writer.name, brand: ctx.variant.brand.name }),
      path: routeTo('profile-name-stories', { name: writer.name }),
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
