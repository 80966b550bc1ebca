import { Injectable } from '@nestjs/common';
import type { StoryAuthor } from '@community/contracts';
import { MembersService } from '../members/index.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

/**
 * Writers' public names for story lists, through MembersService (the members table's only gateway), cached
 * for a minute per process so a page of twenty cards costs at most one query for the writers not cached,
 * then none. A rename shows within a minute.
 */
@Injectable()
export class AuthorDirectory {
  private readonly cache = new Map<string, { author: StoryAuthor | null; until: number }>();

  constructor(private readonly members: MembersService) {}

  async many(ids: Iterable<string>): Promise<Map<string, StoryAuthor>> {
    const now = Date.now();
    const out = new Map<string, StoryAuthor>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = this.cache.get(id);
      if (hit && hit.until > now) {
        if (hit.author) out.set(id, hit.author);
      } else missing.push(id);
    }
    // One query for every writer not cached (never one per card).
    const found = new Map((missing.length ? await this.members.findByIds(missing) : []).map((m) => [m.id, m]));
    if (this.cache.size > MAX_ENTRIES) this.cache.clear();
    missing.forEach((id) => {
      const m = found.get(id);
      const author = m ? { id: m.id, name: m.name, avatarColour: m.avatarColour } : null;
      this.cache.set(id, { author, until: now + TTL_MS });
      if (author) out.set(id, author);
    });
    return out;
  }

  async one(id: string): Promise<StoryAuthor> {
    return (await this.many([id])).get(id) ?? { id, name: '', avatarColour: 1 };
  }

  /** A member's id by name (case-insensitive), or null. */
  async idByName(name: string): Promise<string | null> {
    return (await this.members.findByName(name))?.id ?? null;
  }
}
