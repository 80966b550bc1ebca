import type { Notification } from '@community/contracts';
import { actorPhrase } from '@community/domain';
import type { Translator } from '../../shared/i18n/translator';

/** "Anna and 4 others liked your story" in the reader's language, from the action and its actors. */
export function notificationText(n: Notification, t: Translator): string {
  const p = actorPhrase(
    n.actors.map((a) => a.name),
    n.actorCount,
  );
  const actors =
    p.form === 'none'
      ? t('messaging.notifications.someone')
      : p.form === 'one'
        ? t('messaging.notifications.actors.one', { first: p.first })
        : p.form === 'two'
          ? t('messaging.notifications.actors.two', { first: p.first, second: p.second })
          : t('messaging.notifications.actors.many', { first: p.first, others: p.others });
  return t(`messaging.notifications.action.${n.action}`, { actors });
}
