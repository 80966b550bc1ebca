import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchInput } from '@community/contracts';
import type { z } from 'zod';
import type { MemberAccount } from '../member-ref.js';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository.js';

type Input = z.output<typeof SavedSearchInput>;

const toSaved = (r: SavedSearchRow): SavedSearch => ({ id: r.id, name: r.name, filters: r.filters as SavedSearch['filters'], createdAt: r.created_at.toISOString() });

/**
 * Saved searches (`search/{save?}`): a member keeps up to SAVED_SEARCHES_MAX searches under a name and
 * runs them again from the search page. Only the filters are kept (never a cursor); each member sees and
 * removes only their own (someone else's id is "not found").
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: SavedSearchesRepository,
  ) {}

  async list(me: MemberAccount): Promise<SavedSearch[]> {
    return (await this.repo.list(me.id)).map(toSaved);
  }

  async save(me: MemberAccount, input: Input): Promise<SavedSearch> {
    // Drop unset filters so the stored JSON is exactly what the search URL carries.
    const filters = Object.fromEntries(Object.entries(input.filters).filter(([, v]) => v !== undefined));
    const row = await this.db.transaction(async (em) => {
      await this.repo.lockMember(em, me.id);
      if (!(await this.repo.exists(me.id, input.name, em)) && (await this.repo.count(me.id, em)) >= SAVED_SEARCHES_MAX) {
        throw new MembersException(MembersErrorCode.TooManySavedSearches, `You can keep at most ${SAVED_SEARCHES_MAX} saved searches; remove one first`, { field: 'name' });
      }
      return this.repo.upsert(me.id, input.name, filters, em);
    });
    return toSaved(row);
  }

  async remove(me: MemberAccount, id: string): Promise<void> {
    if (!(await this.repo.remove(me.id, id))) throw new MembersException(MembersErrorCode.SavedSearchNotFound, 'No such saved search');
  }
}
