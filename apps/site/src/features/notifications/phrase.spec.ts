import { translationsFor, type Notification, type NotificationActor } from '@community/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { notificationText } from './phrase';

const actor = (name: string): NotificationActor => ({ id: name, name, avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 1 } });

/** A story like by `actorCount` members, of whom the newest `shown` come with the notification (what the text reads). */
const like = (actorCount: number, shown = Math.min(actorCount, 3)): Pick<Notification, 'action' | 'actors' | 'actorCount'> => ({
  action: 'StoryLike',
  actors: ['Anna', 'Ben', 'Cleo'].slice(0, shown).map(actor),
  actorCount,
});

const reads = (locale: string, notification: Pick<Notification, 'action' | 'actors' | 'actorCount'>) =>
  notificationText(notification, createTranslator(translationsFor(locale), {}, locale));

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
