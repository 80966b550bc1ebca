import type { Notification } from '@community/contracts';
import { actorPhrase } from '@community/domain';
import type { Translator } from '../../shared/i18n/translator';

/** "Anna and 4 others liked your story" in the reader's language, from the action and its actors. */
export function notificationText(n: Pick<Notification, 'action' | 'actors' | 'actorCount'>, t: Translator): string {
  const p = actorPhrase(
    n.actors.map((a) => a.name),
    n.actorCount,
  );
  // "and 1 other", "and 4 others": the number of others picks the plural form (Polish "i 2 inne osoby", "i 5 innych osób").
  const actors =
    p.form === 'none'
      ? t('messaging.notifications.someone')
      : p.form === 'one'
        ? t('messaging.notifications.actors.one', { first: p.first })
        : p.form === 'two'
          ? t('messaging.notifications.actors.two', { first: p.first, second: p.second })
          : t.count('messaging.notifications.actors.many', p.others, { first: p.first, others: p.others });
  return t(`messaging.notifications.action.${n.action}`, { actors });
}
