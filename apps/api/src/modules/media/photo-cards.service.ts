import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { narrowest } from '@community/domain';
import { ActivityService, MembersService } from '../members/index.js';
import { MediaRepository, RANKS, type ItemRow } from './media.repository.js';
import { MediaService, type SentPhoto } from './media.service.js';

/**
 * A photo a feed may show: an approved, processed photo (not a video), not marked adult, that members may see
 * (public or members-only, after its album's narrower visibility). Friends-only and private photos stay off
 * the activity feed: it is read by followers too.
 */
export function feedShowsPhoto(row: Pick<ItemRow, 'kind' | 'status' | 'processing' | 'adult' | 'visibility' | 'album_visibility'>): boolean {
  return (
    row.kind === 'image' &&
    row.status === 'approved' &&
    row.processing === 'ready' &&
    !row.adult &&
    RANKS[narrowest(row.visibility, row.album_visibility)] <= RANKS.members
  );
}

/**
 * The activity feed's "new photo" cards. Staff approving a photo writes its card in the decision's transaction
 * (when the feed may show it); rejecting it takes the card back (deleting it does too: MediaService.remove). What a card shows is decided again
 * when it is read (`photos`), so a photo made private, moved into a closed album or marked adult after its card
 * was written leaves the feed at once.
 */
@Injectable()
export class PhotoCardsService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly media: MediaService,
    private readonly members: MembersService,
    private readonly activity: ActivityService,
  ) {}

  /** After a staff decision on `id`, in its transaction: the card is written (again, dated now) or taken back. */
  async decided(em: EntityManager, id: string): Promise<void> {
    await this.activity.removeObject('photo', id, em);
    const row = await this.repo.item(id, null, em);
    if (!row || !feedShowsPhoto(row)) return;
    const owner = await this.members.findById(row.owner_id);
    if (!owner) return;
    const url = `/profile/${encodeURIComponent(owner.name)}/media`;
    await this.activity.record({ actorId: row.owner_id, kind: 'photo', objectId: id, title: row.description.trim() || null, url }, em);
  }

  /** The photos of a page of "new photo" cards that the feed may show now, in two batch reads. */
  async photos(cards: Array<{ photoId: string; ownerId: string }>): Promise<Map<string, SentPhoto>> {
    if (cards.length === 0) return new Map();
    const shown = new Set((await this.repo.itemsByIds(cards.map((c) => c.photoId))).filter(feedShowsPhoto).map((r) => r.id));
    return this.media.sentPhotos(cards.filter((c) => shown.has(c.photoId)).map((c) => ({ mediaId: c.photoId, ownerId: c.ownerId })));
  }
}
