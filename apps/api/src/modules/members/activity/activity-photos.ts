import { Injectable } from '@nestjs/common';
import type { ActivityItem, ActivityPage } from '@community/contracts';
import { PhotoCardsService } from '../../media/index.js';

/**
 * Puts the photo on "new photo" cards as the feed is read (the media module decides, then and there, whether the
 * feed may still show it). A card whose photo may no longer show — made private, marked adult, taken down — is
 * left out of the page, as if it were not there.
 */
@Injectable()
export class ActivityPhotos {
  constructor(private readonly photoCards: PhotoCardsService) {}

  async page(page: ActivityPage): Promise<ActivityPage> {
    const cards = page.items.filter((i) => i.kind === 'photo' && i.objectId).map((i) => ({ photoId: i.objectId!, ownerId: i.actor.id }));
    if (cards.length === 0) return page;
    const photos = await this.photoCards.photos(cards);
    const items = page.items.flatMap((i): ActivityItem[] => {
      if (i.kind !== 'photo') return [i];
      const photo = i.objectId ? photos.get(i.objectId) : undefined;
      return photo ? [{ ...i, photo }] : [];
    });
    return { ...page, items };
  }

  /** One card: null when it is a photo card whose photo may no longer show. */
  async one(item: ActivityItem): Promise<ActivityItem | null> {
    return (await this.page({ items: [item], next: null })).items[0] ?? null;
  }
}
