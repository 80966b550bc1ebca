import type { Message } from '@community/contracts';
import { TYPING_CLEAR_MS, typingNow, typingStarted, typingStopped, type TypingState } from '@community/domain';
import { toast, useConfirm } from '@community/ui';
import { ActionIcon, Anchor, Button, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useAuth } from '../../shared/auth/useAuth';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { useRealtimeSocket, useSocketEvent } from '../../shared/realtime/useRealtime';
import { addToThread, conversationQuery, messagingApi, messagingKeys, settingsQuery, threadMessages, threadQuery } from './api';
import { Composer, type ComposerMessage } from './Composer';
import { replaceEmoticons } from './emoticons';
import { formatWhen } from './format';
import { MemberAvatar } from './MemberAvatar';
import classes from './messages.module.css';
import { MoreButton } from '../../shared/layout/MoreButton';

/** Save or unsave one message (PUT/DELETE …/save); the thread's cached copy takes the server's answer. */
function SaveToggle({ message }: { message: Message }) {
  const t = useT();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => messagingApi.setSaved(message.conversationId, message.id, !message.isSaved),
    onSuccess: (m) => addToThread(client, message.conversationId, [m]),
    onError: () => toast.error(t('messaging.saveFailed'), { key: `save-${message.id}` }),
  });
  return (
    <UnstyledButton
      fz="xs"
      c="dimmed"
      ml={6}
      td="underline"
      aria-pressed={message.isSaved}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      data-testid="save-toggle"
    >
      {message.isSaved ? t('messaging.unsave') : t('messaging.save')}
    </UnstyledButton>
  );
}

function Bubble({ message, mine, showTick, showSender }: { message: Message; mine: boolean; showTick: boolean; showSender: boolean }) {
  const t = useT();
  const site = useSite();
  return (
    <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      {showSender ? (
        <Text size="xs" fw={600} c="dimmed" px={4}>
          {message.sender?.name ?? t('messaging.closedAccount')}
        </Text>
      ) : null}
      <div className={classes.bubble} data-mine={mine || undefined}>
        {message.media?.kind === 'video' && message.media.video ? (
          <video
            className={classes.photo}
            src={message.media.video['video-480']}
            poster={message.media.sizes.medium}
            width={message.media.width ?? undefined}
            height={message.media.height ?? undefined}
            controls
            playsInline
            preload="none"
            aria-label={t('messaging.video')}
            data-testid="message-video"
          />
        ) : message.media ? (
          <img
            className={classes.photo}
            src={message.media.sizes.medium}
            width={message.media.width ?? undefined}
            height={message.media.height ?? undefined}
            alt={t('messaging.photo')}
            loading="lazy"
            data-testid="message-photo"
          />
        ) : message.hasMedia ? (
          <Text size="sm" fs="italic" c="dimmed" data-testid="message-photo-gone">
            {message.kind === 'video' ? t('messaging.videoGone') : t('messaging.photoGone')}
          </Text>
        ) : null}
        {message.albumInvite ? (
          <Paper withBorder radius="md" p="xs" mb={message.body ? 4 : 0} data-testid="message-album-invite">
            <Text size="xs" c="dimmed">
              {t('messaging.albumInvite')}
            </Text>
            <Text size="sm" fw={600}>
              {message.albumInvite.album.name}
            </Text>
            <Anchor component={Link} to={message.albumInvite.url} size="sm">
              {t('messaging.openAlbum')}
            </Anchor>
          </Paper>
        ) : null}
        {replaceEmoticons(message.body).map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : (
            <span key={i} role="img" aria-label={part.name} title={part.shortcode}>
              {part.unicode}
            </span>
          ),
        )}
      </div>
      <Text size="xs" c="dimmed">
        {formatWhen(message.createdAt, site.locale)}
        {message.isSaved ? ` · ${t('messaging.saved')}` : ''}
        {showTick ? (
          <Text span size="xs" c={message.isReadByEveryone ? 'teal' : 'dimmed'} ml={4} data-testid="read-tick">
            {message.isReadByEveryone ? `✓✓ ${t('messaging.read')}` : `✓ ${t('messaging.sent')}`}
          </Text>
        ) : null}
        <SaveToggle message={message} />
      </Text>
    </Stack>
  );
}

/**
 * One conversation: history (older pages on demand), read ticks on my messages, the typing indicator
 * (cleared 2 s after the last whisper) and the composer. Opening it marks it read; leaving leaves its room.
 */
export function Thread({ conversationId, me, sendOnEnter, onBack }: { conversationId: string; me: string; sendOnEnter: boolean; onBack?: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const confirm = useConfirm();
  const conversation = useQuery(conversationQuery(conversationId));
  const thread = useInfiniteQuery(threadQuery(conversationId));
  const messages = threadMessages(thread.data);
  const { socket, state } = useRealtimeSocket();
  const sendTyping = useQuery(settingsQuery()).data?.sendTyping ?? true;
  const myName = useAuth().profile?.member.name;
  const [typing, setTyping] = useState<TypingState>({});
  const [now, setNow] = useState(() => Date.now());
  const bottom = useRef<HTMLDivElement>(null);

  // The conversation's room carries the typing whisper; rejoin after every reconnect, leave when closed.
  useEffect(() => {
    if (!socket || state.status !== 'open') return undefined;
    socket.emit('conversation.join', conversationId, () => undefined);
    return () => {
      socket.emit('conversation.leave', conversationId);
    };
  }, [socket, state.session, state.status, conversationId]);

  useSocketEvent(socket, 'conversation.typing', (event) => {
    if (event.conversationId !== conversationId || event.memberId === me) return;
    setNow(Date.now());
    setTyping((s) => typingStarted(s, event.memberId, Date.now()));
  });
  useSocketEvent(socket, 'message.new', (event) => {
    if (event.conversationId === conversationId && event.message.sender) setTyping((s) => typingStopped(s, event.message.sender!.id));
  });
  const typists = typingNow(typing, now);
  useEffect(() => {
    if (typists.length === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), TYPING_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [typing, typists.length]);

  const markRead = useMutation({
    mutationFn: () => messagingApi.markRead(conversationId),
    onSuccess: (unread) => {
      client.setQueryData(messagingKeys.unread, unread);
      void client.invalidateQueries({ queryKey: ['messaging', 'list'] });
    },
  });
  const lastMessage = messages[messages.length - 1];
  const lastFromOther = lastMessage && lastMessage.sender?.id !== me ? lastMessage.id : null;
  const unread = conversation.data?.unread ?? 0;
  const loaded = Boolean(conversation.data);
  const markReadIfNeeded = useEffectEvent(() => {
    if (conversation.data && (unread > 0 || lastFromOther)) markRead.mutate();
  });
  useEffect(() => {
    // SPEC 4: selecting a conversation marks its last message read (and so does a message arriving while open).
    markReadIfNeeded();
  }, [conversationId, lastFromOther, loaded]);

  useLayoutEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastMessage?.id]);

  const send = useMutation({
    mutationFn: (body: ComposerMessage) => messagingApi.send(conversationId, body),
    onSuccess: (result) => {
      addToThread(client, conversationId, [result.message]);
      client.setQueryData(messagingKeys.conversation(conversationId), result.conversation);
      void client.invalidateQueries({ queryKey: ['messaging', 'list'] });
    },
  });
  const accept = useMutation({
    mutationFn: () => messagingApi.accept(conversationId),
    onSuccess: (c) => {
      client.setQueryData(messagingKeys.conversation(conversationId), c);
      void client.invalidateQueries({ queryKey: ['messaging'] });
    },
  });
  const remove = useMutation({
    mutationFn: () => messagingApi.remove(conversationId),
    onSuccess: () => {
      client.removeQueries({ queryKey: messagingKeys.thread(conversationId) });
      void client.invalidateQueries({ queryKey: ['messaging', 'list'] });
      onBack?.();
    },
  });

  if (conversation.isPending || thread.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (!conversation.data) return null;
  const c = conversation.data;
  const name = c.name || t('messaging.closedAccount');
  const lastMine = [...messages].reverse().find((m) => m.sender?.id === me);
  const typistNames = typists.map((id) => c.participants.find((p) => p.id === id)?.name).filter((n): n is string => Boolean(n));

  return (
    <Paper withBorder radius="lg" p="sm" className={classes.thread}>
      <Group justify="space-between" wrap="nowrap" pb="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {onBack ? (
            <ActionIcon variant="subtle" onClick={onBack} aria-label={t('messaging.back')} hiddenFrom="sm">
              ←
            </ActionIcon>
          ) : null}
          {!c.isGroup ? <MemberAvatar member={c.participants[0] ?? null} size={36} /> : null}
          <Stack gap={0} miw={0}>
            <Title order={2} fz="lg" lineClamp={1}>
              {name}
            </Title>
            {c.isGroup ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {c.participants.map((p) => p.name).join(', ')}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {c.folder === 'requests' ? (
            <Button size="xs" variant="light" onClick={() => accept.mutate()} loading={accept.isPending}>
              {t('messaging.accept')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              void confirm({ title: t('messaging.delete'), message: t('messaging.deleteConfirm'), confirmLabel: t('messaging.delete'), danger: true }).then(
                (ok) => ok && remove.mutate(),
              )
            }
          >
            {t('messaging.delete')}
          </Button>
        </Group>
      </Group>
      <div className={classes.scroller} aria-live="polite" aria-label={name}>
        <Stack gap="xs">
          <MoreButton list={thread} variant="subtle" size="xs">
            {t('messaging.loadOlder')}
          </MoreButton>
          {messages.map((m, i) => (
            <Bubble
              key={m.id}
              message={m}
              mine={m.sender?.id === me}
              showTick={m.id === lastMine?.id}
              showSender={c.isGroup && m.sender?.id !== me && messages[i - 1]?.sender?.id !== m.sender?.id}
            />
          ))}
          <div ref={bottom} />
        </Stack>
      </div>
      <Text size="xs" c="dimmed" h={18} data-testid="typing">
        {typistNames.length ? t('messaging.typing', { name: typistNames.join(', ') }) : ''}
      </Text>
      {state.status === 'reconnecting' || state.status === 'offline' ? (
        <Text size="xs" c="orange" role="status">
          {state.status === 'offline' ? t('messaging.offline') : t('messaging.reconnecting')}
        </Text>
      ) : null}
      <Composer
        sendOnEnter={sendOnEnter}
        albumOwner={myName}
        disabled={!c.canSend}
        onSend={(body) => send.mutateAsync(body)}
        onTyping={sendTyping ? () => socket?.emit('conversation.typing', conversationId) : undefined}
      />
    </Paper>
  );
}
