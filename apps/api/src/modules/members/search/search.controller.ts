import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GeocompleteQuery, Place, SavedSearch, SavedSearchInput, SearchQuery, SearchResults } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext, localeOf } from '../http.js';
import { PlacesService } from './places.service.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { SearchService } from './search.service.js';

const PlaceId = z.string().trim().min(1).max(40);
const SavedSearchId = z.string().uuid('Not a saved search id');

/** Member search and place look-up. */
@ApiTags('members')
@Controller('api')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly places: PlacesService,
    private readonly saved: SavedSearchesService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('search', {
    access: 'member',
    data: SearchResults,
    summary: 'Find members: profile type, genders, age, distance (rounded), online, verified, has photo; keyset pages',
  })
  async search(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Query({ schema: SearchQuery }) q: z.output<typeof SearchQuery>) {
    return { data: await this.searchService.search(viewer.member, q, cardContext(this.variants, req, viewer.member)) };
  }

  @Route.get('search/saved', { access: 'member', data: z.array(SavedSearch), summary: 'My saved searches, by name' })
  async savedSearches(@Viewer() viewer: AuthContext) {
    return { data: await this.saved.list(viewer.member) };
  }

  @Route.post('search/saved', { access: 'member', data: SavedSearch, summary: 'Save a search’s filters under a name (the same name replaces them; at most 20)' })
  async saveSearch(@Viewer() viewer: AuthContext, @Body({ schema: SavedSearchInput }) body: z.output<typeof SavedSearchInput>) {
    return { data: await this.saved.save(viewer.member, body) };
  }

  @Route.delete('search/saved/:id', { access: 'member', status: 204, summary: 'Remove one of my saved searches' })
  async removeSavedSearch(@Viewer() viewer: AuthContext, @Param('id', { schema: SavedSearchId }) id: string): Promise<void> {
    await this.saved.remove(viewer.member, id);
  }

  @Route.get('location/geocomplete', {
    access: 'member',
    data: z.array(Place),
    summary: 'Places whose name starts with q, most populous first (501 when no gazetteer is installed: not a maintenance state)',
  })
  geocomplete(@Req() req: FastifyRequest, @Query({ schema: GeocompleteQuery }) q: z.output<typeof GeocompleteQuery>) {
    return { data: this.places.search(q.q, localeOf(this.variants, req), q.country) };
  }

  @Route.get('location/geocomplete/:placeId', { access: 'member', data: Place, summary: 'One place (its name, region and country; never its coordinates)' })
  place(@Req() req: FastifyRequest, @Param('placeId', { schema: PlaceId }) placeId: string) {
    return { data: this.places.find(placeId, localeOf(this.variants, req)) };
  }
}
