import type { Folder } from '@community/contracts';
import { Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { messagingApi, messagingKeys, settingsQuery } from './api';
import { ConversationList } from './ConversationList';
import { NewConversation } from './NewConversation';
import { Thread } from './Thread';
import { useMessagingSync } from './useMessagingSync';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/messages` (members only): the folders and conversation list beside the open thread. The URL holds the
 * state: `conversation` (SPEC 2 link building), `folder`, and `to` (a member id) to start writing to someone.
 */
export function MessagesPage() {
  const t = useT();
  usePageTitle(t('messaging.title'));
  const { profile } = useAuth();
  const me = profile?.member.id ?? '';
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folder: Folder = params.get('folder') === 'requests' ? 'requests' : 'inbox';
  const selected = params.get('conversation');
  const to = params.get('to');
  const settings = useQuery(settingsQuery());
  useMessagingSync();

  const open = useCallback(
    (id: string | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete('to');
        if (id) next.set('conversation', id);
        else next.delete('conversation');
        return next;
      }),
    [setParams],
  );
  const setFolder = (f: Folder) => setParams(f === 'inbox' ? {} : { folder: f });
  const markAll = useMutation({
    mutationFn: () => messagingApi.markAllRead(),
    onSuccess: (unread) => {
      client.setQueryData(messagingKeys.unread, unread);
      void client.invalidateQueries({ queryKey: ['messaging'] });
    },
  });

  const sendOnEnter = settings.data?.sendOnEnter ?? true;
  const detail =
    to && UUID.test(to) ? (
      <NewConversation memberId={to} sendOnEnter={sendOnEnter} onOpen={open} />
    ) : selected && UUID.test(selected) ? (
      <Thread key={selected} conversationId={selected} me={me} sendOnEnter={sendOnEnter} onBack={() => open(null)} />
    ) : (
      <Text c="dimmed" ta="center" py="xl">
        {t('messaging.select')}
      </Text>
    );
  const showingDetail = Boolean((to && UUID.test(to)) || (selected && UUID.test(selected)));

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('messaging.title')}
          </Title>
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => markAll.mutate()} loading={markAll.isPending}>
              {t('messaging.markAllRead')}
            </Button>
            <Anchor component={Link} to={routeTo('messages-never-miss-match')} size="sm">
              {t('messaging.settings')}
            </Anchor>
          </Group>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }} display={{ base: showingDetail ? 'none' : 'block', sm: 'block' }}>
            <ConversationList me={me} folder={folder} onFolder={setFolder} selectedId={selected} onSelect={open} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 8 }} display={{ base: showingDetail ? 'block' : 'none', sm: 'block' }}>
            {detail}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
