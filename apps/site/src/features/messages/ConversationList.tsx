import type { Conversation, Folder } from '@community/contracts';
import { formatCount } from '@community/domain';
import { Badge, Group, Loader, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { conversationsQuery, unreadQuery } from './api';
import { replaceEmoticons } from './emoticons';
import { formatWhen, messagePreview } from './format';
import { MemberAvatar } from './MemberAvatar';
import classes from './messages.module.css';
import { MoreButton } from '../../shared/layout/MoreButton';

/** A preview line: shortcodes as their emoji. */
const emojiText = (text: string): string => replaceEmoticons(text).map((p) => (typeof p === 'string' ? p : (p.unicode ?? p.shortcode))).join('');

/** One row: avatar, name, the last message (with "You:" and a read tick for mine), time and the unread count (99+). */
export function ConversationRow({ conversation, me, selected, onSelect }: { conversation: Conversation; me: string; selected?: boolean; onSelect: (id: string) => void }) {
  const t = useT();
  const site = useSite();
  const last = conversation.lastMessage;
  const mine = last?.senderId === me;
  const name = conversation.name || t('messaging.closedAccount');
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      data-unread={conversation.unread > 0 || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation.id)}
      data-testid="conversation-row"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <MemberAvatar member={conversation.isGroup ? { name, avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 1 } } : (conversation.participants[0] ?? null)} />
        <Stack gap={0} flex={1} miw={0}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={conversation.unread > 0 ? 700 : 500} truncate>
              {name}
            </Text>
            {last ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatWhen(last.createdAt, site.locale)}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate>
              {last ? `${mine ? `${t('messaging.you')}: ` : ''}${emojiText(messagePreview({ kind: last.kind, body: last.message, albumName: last.albumName }, t))}` : ''}
            </Text>
            {conversation.unread > 0 ? (
              <Badge size="sm" circle={conversation.unread < 10} aria-label={t('messaging.unreadCount', { count: formatCount(conversation.unread) })}>
                {formatCount(conversation.unread)}
              </Badge>
            ) : mine && last ? (
              <Text size="xs" c={last.isReadByEveryone ? 'teal' : 'dimmed'} aria-label={last.isReadByEveryone ? t('messaging.read') : t('messaging.sent')} title={last.isReadByEveryone ? t('messaging.read') : t('messaging.sent')}>
                {last.isReadByEveryone ? '✓✓' : '✓'}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The folders (Inbox, Requests) with their unread counts, and the conversations of the chosen one, newest first. */
export function ConversationList({
  me,
  folder,
  onFolder,
  selectedId,
  onSelect,
}: {
  me: string;
  folder: Folder;
  onFolder: (folder: Folder) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const unread = useQuery(unreadQuery()).data;
  const list = useInfiniteQuery(conversationsQuery(folder));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const tab = (f: Folder, label: string) => (
    <Tabs.Tab
      value={f}
      rightSection={unread && unread[f] > 0 ? <Badge size="xs" variant="light">{formatCount(unread[f])}</Badge> : null}
    >
      {label}
    </Tabs.Tab>
  );
  return (
    <Stack gap="xs">
      <Tabs value={folder} onChange={(v) => v && onFolder(v as Folder)}>
        <Tabs.List grow>
          {tab('inbox', t('messaging.inbox'))}
          {tab('requests', t('messaging.requests'))}
        </Tabs.List>
      </Tabs>
      {folder === 'requests' ? (
        <Text size="xs" c="dimmed">
          {t('messaging.requestsExplain')}
        </Text>
      ) : null}
      {list.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {folder === 'inbox' ? t('messaging.empty.inbox') : t('messaging.empty.requests')}
        </Text>
      ) : (
        <Stack gap={2} role="list" aria-label={folder === 'inbox' ? t('messaging.inbox') : t('messaging.requests')}>
          {items.map((c) => (
            <div role="listitem" key={c.id}>
              <ConversationRow conversation={c} me={me} selected={c.id === selectedId} onSelect={onSelect} />
            </div>
          ))}
        </Stack>
      )}
      <MoreButton list={list} variant="subtle">
        {t('messaging.loadMore')}
      </MoreButton>
    </Stack>
  );
}
