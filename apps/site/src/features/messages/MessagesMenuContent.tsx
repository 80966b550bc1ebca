import { formatCount } from '@community/domain';
import { Anchor, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { MenuListBody } from '../../shared/layout/MenuListBody';
import { routeTo } from '../../shared/routes';
import { conversationsQuery, messagingApi, messagingKeys, unreadQuery } from './api';
import { ConversationRow } from './ConversationList';

/**
 * The navbar messages dropdown's content (SPEC 2; the shell hides the dropdown on /messages): the latest
 * conversations, mark all read, and a link to the messages page. `onNavigate` closes the dropdown.
 */
export function MessagesMenuContent({ onNavigate, limit = 6 }: { onNavigate?: () => void; limit?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { profile } = useAuth();
  const list = useInfiniteQuery(conversationsQuery('inbox'));
  const unread = useQuery(unreadQuery()).data;
  const items = (list.data?.pages[0]?.items ?? []).slice(0, limit);
  const markAll = useMutation({
    mutationFn: () => messagingApi.markAllRead(),
    onSuccess: (u) => {
      client.setQueryData(messagingKeys.unread, u);
      void client.invalidateQueries({ queryKey: ['messaging'] });
    },
  });
  const open = (id: string) => {
    onNavigate?.();
    void navigate(`${routeTo('messages')}?conversation=${encodeURIComponent(id)}`);
  };
  return (
    <Stack gap={4} w={340} maw="100%" data-testid="messages-menu">
      <Group justify="space-between" px={4}>
        <Group gap={6}>
          <Text fw={700}>{t('messaging.title')}</Text>
          {unread && unread.inbox > 0 ? <Badge size="sm">{formatCount(unread.inbox)}</Badge> : null}
        </Group>
        {unread && unread.inbox > 0 ? (
          <Button size="compact-xs" variant="subtle" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t('messaging.markAllRead')}
          </Button>
        ) : null}
      </Group>
      <Divider />
      <MenuListBody pending={list.isPending} empty={items.length === 0} emptyText={t('messaging.empty.inbox')}>
        {items.map((c) => <ConversationRow key={c.id} conversation={c} me={profile?.member.id ?? ''} onSelect={open} />)}
      </MenuListBody>
      {unread && unread.requests > 0 ? (
        <Anchor component={Link} to={`${routeTo('messages')}?folder=requests`} onClick={onNavigate} size="sm" px={4}>
          {t('messaging.requests')} ({formatCount(unread.requests)})
        </Anchor>
      ) : null}
      <Divider />
      <Anchor component={Link} to={routeTo('messages')} onClick={onNavigate} size="sm" ta="center" py={4}>
        {t('messaging.seeAll')}
      </Anchor>
    </Stack>
  );
}
