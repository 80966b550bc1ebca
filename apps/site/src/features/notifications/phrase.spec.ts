import { translationsFor, type Notification } from '@community/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { notificationText } from './phrase';

const actor = (name: string) => ({ id: name, name, avatar: null }) as unknown as Notification['actors'][number];

/** A story like by `actorCount` members, of whom the newest `shown` come with the notification. */
const like = (actorCount: number, shown = Math.min(actorCount, 3)): Notification => ({
  id: '1',
  action: 'StoryLike',
  category: 'stories',
  actors: ['Anna', 'Ben', 'Cleo'].slice(0, shown).map(actor),
  actorCount,
  objectType: 'story',
  objectId: '42',
  target: { to: null, url: '/stories/romance/first', slug: null, canAccept: true, canAcceptUpgrade: null },
  targetType: null,
  phrase: 'My first story',
  responseEndpoint: null,
  relatedModels: [],
  seen: false,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
});

const reads = (locale: string, notification: Notification) => notificationText(notification, createTranslator(translationsFor(locale), {}, locale));

describe('notificationText: "and N others" in the reader’s language', () => {
  it('English: 1 other, 2 and 5 others', () => {
    // Two actors of whom only one came with the notification: "Anna and 1 other".
    expect(reads('en_GB', like(2, 1))).toBe('Anna and 1 other liked your story');
    expect(reads('en_GB', like(3))).toBe('Anna and 2 others liked your story');
    expect(reads('en_GB', like(6))).toBe('Anna and 5 others liked your story');
    expect(reads('en_GB', like(2))).toBe('Anna and Ben liked your story');
    expect(reads('en_GB', like(1))).toBe('Anna liked your story');
  });

  it('Polish: 1 inna osoba, 2 inne osoby, 5 innych osób', () => {
    expect(reads('pl_PL', like(2, 1))).toBe('Anna i 1 inna osoba polubił(a) twoje opowiadanie');
    expect(reads('pl_PL', like(3))).toBe('Anna i 2 inne osoby polubił(a) twoje opowiadanie');
    expect(reads('pl_PL', like(6))).toBe('Anna i 5 innych osób polubił(a) twoje opowiadanie');
    expect(reads('pl_PL', like(23))).toBe('Anna i 22 inne osoby polubił(a) twoje opowiadanie');
  });
});
