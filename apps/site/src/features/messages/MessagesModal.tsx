import { SiteModal } from '@community/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { settingsQuery } from './api';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The mobile messages modal (SPEC 2), driven by the query: `?messages` opens the list, `&conversation=<id>`
 * a thread. Never on the messages page itself. Closing drops both parameters; its threads leave their
 * conversation rooms as they unmount (SPEC 4).
 */
export function MessagesModal() {
  const t = useT();
  const { loggedIn, profile } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const opened = loggedIn && params.has('messages') && location.pathname !== routeTo('messages');
  const selected = params.get('conversation');
  const folder = params.get('messages') === 'requests' ? 'requests' : 'inbox';
  const settings = useQuery({ ...settingsQuery(), enabled: opened });
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <SiteModal opened={opened} onClose={() => set({ messages: null, conversation: null })} title={t('messaging.title')} pinable size="lg" closeLabel={t('common.close')}>
      {opened && selected && UUID.test(selected) ? (
        <Thread key={selected} conversationId={selected} me={profile?.member.id ?? ''} sendOnEnter={settings.data?.sendOnEnter ?? true} onBack={() => set({ conversation: null })} />
      ) : opened ? (
        <ConversationList me={profile?.member.id ?? ''} folder={folder} onFolder={(f) => set({ messages: f === 'requests' ? 'requests' : '1' })} selectedId={null} onSelect={(id) => set({ conversation: id })} />
      ) : null}
    </SiteModal>
  );
}
