import { Injectable } from '@nestjs/common';
import type { SearchResults } from '@community/contracts';
import { toKm } from '@community/domain';
import { decodeCursor, pageFrom } from '../cursor.js';
import type { MemberAccount } from '../member-ref.js';
import { toCard, type CardContext } from '../profiles/cards.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { SEARCH_SORTS, SearchRepository, type SearchFilters } from './search.repository.js';

/**
 * Member search (`GET /api/search`): the searcher's point, the sort that applies (distance needs a point),
 * the keyset cursor, and the page of cards; the SQL is the search repository's.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly repo: SearchRepository,
    private readonly profiles: ProfilesRepository,
  ) {}

  async search(me: MemberAccount, q: SearchFilters, ctx: CardContext): Promise<SearchResults> {
    const from = await this.profiles.point(me.id);
    // Without a location there is nothing within a distance of it.
    if (q.distance !== undefined && !from) return { items: [], next: null, hasLocation: false, unit: ctx.unit };
    const sortName = q.sort === 'distance' && !from ? 'active' : q.sort;
    const after = decodeCursor(q.after, SEARCH_SORTS[sortName].kinds);
    const km = q.distance !== undefined ? toKm(q.distance, ctx.unit) : undefined;
    const rows = await this.repo.search(me.id, q, from, km, sortName, after, q.limit);
    const page = pageFrom(rows, q.limit, (r) => toCard(r, ctx), (r) => [r.k1, r.k2]);
    return { ...page, hasLocation: from !== null, unit: ctx.unit };
  }
}
