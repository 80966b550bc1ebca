import type { Notification } from '@community/contracts';
import { formatCount, notificationResponse } from '@community/domain';
import { toast } from '@community/ui';
import { ActionIcon, Button, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { MenuListBody } from '../../shared/layout/MenuListBody';
import { routeTo } from '../../shared/routes';
import { openUpgradeDialog } from '../../shared/upgrade';
import { ParticipantAvatar as MemberAvatar } from '../messages';
import { formatWhen } from '../messages';
import { messagesClasses as classes } from '../messages';
import { dropNotifications, notificationCountQuery, notificationKeys, notificationsApi, notificationsQuery, setCount } from './api';
import { notificationText } from './phrase';
import { MoreButton } from '../../shared/layout/MoreButton';

/** Where a notification leads: its route (with the slug as the member name or slug) or its site path. */
function hrefOf(n: Notification): string | null {
  if (n.target.url && n.target.url.startsWith('/') && !n.target.url.startsWith('//')) return n.target.url;
  if (n.target.to === 'profile-name' && n.target.slug) return `/profile/${encodeURIComponent(n.target.slug)}`;
  return null;
}

/** Only kinds with a known accept/decline call show the buttons (libs/domain `notificationResponse`). */
const canAnswer = (n: Notification) => notificationResponse(n.action, true) !== null;

function Item({ n, onNavigate }: { n: Notification; onNavigate?: () => void }) {
  const t = useT();
  const site = useSite();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => notificationsApi.remove(n.id),
    onSuccess: (r) => {
      dropNotifications(client, [n.id]);
      setCount(client, r.count);
    },
  });
  const respond = useMutation({
    mutationFn: async (approve: boolean) => {
      await notificationsApi.respond(n.responseEndpoint!, n.action, approve);
      // Answered: the notification goes (the module that answered may already have removed it).
      try {
        const r = await notificationsApi.remove(n.id);
        setCount(client, r.count);
      } catch (err) {
        if (!(isApiRequestError(err) && err.statusCode === 404)) throw err;
      }
    },
    onSuccess: () => {
      dropNotifications(client, [n.id]);
      void client.invalidateQueries({ queryKey: notificationKeys.count });
    },
    // SPEC 8: a failed accept/decline shows the server's title in an error toast.
    onError: (err) => toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected'), { key: `notification-answer-${n.id}` }),
  });
  const answer = (approve: boolean) => {
    // SPEC 5: accepting needs canAccept, otherwise the upgrade dialog opens with the given reason (the
    // upgrade page when the dialog has not loaded).
    if (approve && !n.target.canAccept) {
      const reason = n.target.canAcceptUpgrade ?? n.action;
      onNavigate?.();
      if (!openUpgradeDialog({ reason })) void navigate(`${routeTo('upgrade')}?reason=${encodeURIComponent(reason)}`);
      return;
    }
    respond.mutate(approve);
  };
  const href = hrefOf(n);
  const text = notificationText(n, t);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" className={`${classes.menuRow} ${classes.menuRowFlex}`} data-testid="notification" data-unseen={!n.seen || undefined}>
      <MemberAvatar member={n.actors[0] ?? null} size={32} />
      <Stack gap={2} flex={1} miw={0}>
        <UnstyledButton
          disabled={!href}
          onClick={() => {
            if (!href) return;
            onNavigate?.();
            void navigate(href);
          }}
        >
          <Text size="sm" fw={n.seen ? 400 : 600}>
            {text}
          </Text>
          {n.phrase ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {n.phrase}
            </Text>
          ) : null}
        </UnstyledButton>
        <Text size="xs" c="dimmed">
          {formatWhen(n.updatedAt, site.locale)}
        </Text>
        {n.responseEndpoint && canAnswer(n) ? (
          <Group gap="xs">
            <Button size="compact-xs" onClick={() => answer(true)} loading={respond.isPending && respond.variables === true}>
              {t('messaging.notifications.accept')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => answer(false)} loading={respond.isPending && respond.variables === false}>
              {t('messaging.notifications.decline')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('messaging.notifications.delete')} onClick={() => remove.mutate()} loading={remove.isPending}>
        ×
      </ActionIcon>
    </Group>
  );
}

/**
 * The navbar notifications dropdown's content (and the mobile notifications modal's): the list with
 * accept/decline for requests, delete one, clear all. Opening it marks everything seen.
 */
export function NotificationsMenuContent({ onNavigate, fluid = false }: { onNavigate?: () => void; /** Fill the modal instead of the dropdown's 360 px. */ fluid?: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const list = useInfiniteQuery(notificationsQuery());
  const count = useQuery(notificationCountQuery()).data ?? 0;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const seen = useMutation({ mutationFn: () => notificationsApi.seen(), onSuccess: (r) => setCount(client, r.count) });
  const hasUnseen = count > 0;
  const markSeen = useEffectEvent(() => seen.mutate());
  useEffect(() => {
    if (hasUnseen) markSeen();
  }, [hasUnseen]);
  const clear = useMutation({
    mutationFn: () => notificationsApi.removeAll(),
    onSuccess: () => {
      dropNotifications(client, 'all');
      setCount(client, 0);
    },
  });
  return (
    <Stack gap={4} w={fluid ? '100%' : 360} maw="100%" data-testid="notifications-menu">
      <Group justify={fluid ? 'flex-end' : 'space-between'} px={4}>
        {/* In the modal its title names the list already. */}
        {fluid ? null : (
          <Text fw={700}>
            {t('messaging.notifications.title')}
            {count > 0 ? ` (${formatCount(count)})` : ''}
          </Text>
        )}
        {items.length > 0 ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => clear.mutate()} loading={clear.isPending}>
            {t('messaging.notifications.clearAll')}
          </Button>
        ) : null}
      </Group>
      {fluid ? null : <Divider />}
      <MenuListBody pending={list.isPending} empty={items.length === 0} emptyText={t('messaging.notifications.empty')}>
        {items.map((n) => <Item key={n.id} n={n} onNavigate={onNavigate} />)}
      </MenuListBody>
      <MoreButton list={list} variant="subtle" size="xs">
        {t('messaging.notifications.showMore')}
      </MoreButton>
    </Stack>
  );
}
