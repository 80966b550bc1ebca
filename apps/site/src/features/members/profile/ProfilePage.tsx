import type { ProfileRelation, ProfileView } from '@community/contracts';
import { modalStack, toast, useConfirm } from '@community/ui';
import { Badge, Button, Group, Paper, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { isApiRequestError } from '../../../shared/api/errors';
import { useAuth } from '../../../shared/auth/useAuth';
import { useT } from '../../../shared/i18n/useT';
import { routeToUnchecked } from '@community/contracts';
import { routeTo, type RouteName } from '../../../shared/routes';
import { membersApi, membersKeys, profileQuery } from '../api';
import { relativeTime } from '../../../shared/format';
import { MemberAvatar } from '../MemberAvatar';
import { MemberMarks, useMemberLine } from '../MemberCardView';
import { EmptyNote } from '../../../shared/layout/EmptyNote';
import { useLayoutLocale } from '../../../shared/i18n/useLayoutLocale';
import { openReport } from '../../overlays';
import { SitePage } from '../../../shared/layout/SitePage';
import { useRouteName } from '../../../shared/hooks/useRouteName';
import { profileTabs, tabForRoute, type ResolvedTab } from './tabs';

const errorText = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.error.message : fallback);

/** Friend, follow, wink, favourite, report and block buttons for another member's profile. */
function ProfileActions({ id, name, relation }: { id: string; name: string; relation: ProfileRelation }) {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
    onError: (error) => toast.error(errorText(error, t('errors.unexpected'))),
  });
  const run = (action: () => Promise<unknown>, done?: string) => act.mutate(action, { onSuccess: () => done && toast.success(done) });

  const friendButtons = {
    none: (
      <Button onClick={() => run(() => membersApi.requestFriend(name), t('members.friend.sent'))}>{t('members.friend.add')}</Button>
    ),
    'request-sent': (
      <Button variant="default" onClick={() => run(() => membersApi.removeFriend(name))}>
        {t('members.friend.withdraw')}
      </Button>
    ),
    'request-received': (
      <>
        <Button onClick={() => run(() => membersApi.answerFriend(name, 1))}>{t('members.friend.accept')}</Button>
        <Button variant="default" onClick={() => run(() => membersApi.answerFriend(name, 0))}>
          {t('members.friend.decline')}
        </Button>
      </>
    ),
    friends: (
      <Button
        variant="default"
        onClick={async () => {
          if (await confirm({ title: t('members.friend.removeConfirm', { name }), confirmLabel: t('members.friend.remove'), danger: true })) {
            run(() => membersApi.removeFriend(name));
          }
        }}
      >
        {t('members.friend.remove')}
      </Button>
    ),
  } as const;

  return (
    <Group gap="xs" data-testid="profile-actions">
      {friendButtons[relation.friendState]}
      <Button variant="light" onClick={() => run(() => (relation.following ? membersApi.unfollow(name) : membersApi.follow(name)))}>
        {relation.following ? t('members.unfollow') : t('members.follow')}
      </Button>
      <Button variant="light" disabled={!relation.canWink} onClick={() => run(() => membersApi.wink(name), t('members.wink.sent', { name }))}>
        {t('members.wink')}
      </Button>
      <Button variant="subtle" onClick={() => run(() => membersApi.favourite(name, !relation.favourite))} aria-pressed={relation.favourite}>
        {relation.favourite ? t('members.favourite.remove') : t('members.favourite.add')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        onClick={async () => {
          if (!(await confirm({ title: t('members.block.confirmTitle', { name }), message: t('members.block.confirmText'), confirmLabel: t('members.block'), danger: true })))
            return;
          try {
            await membersApi.block(name);
          } catch (error) {
            toast.error(errorText(error, t('errors.unexpected')));
            return;
          }
          toast.success(t('members.block.done', { name }));
          // Lists that showed them are stale now, but nothing is reloaded at once: the profile (still on screen until
          // the block list's page has loaded) is "not found" to me, and reloading it would send me to the 404 page.
          void queryClient.invalidateQueries({ queryKey: membersKeys.all, refetchType: 'none' });
          // The confirmation dialog closes by going back in history: navigating before that back has landed would
          // be undone by it (the page stayed on the profile).
          await modalStack().settled();
          void navigate(routeTo('settings-privacy'));
        }}
      >
        {t('members.block')}
      </Button>
      <Button variant="subtle" color="gray" onClick={() => openReport({ subjectType: 'member', subjectId: id, label: name })}>
        {t('members.report')}
      </Button>
    </Group>
  );
}

function tabLabel(tab: ResolvedTab) {
  return tab.kind === 'built' ? tab.tab.label : tab.label;
}

function tabRoute(tab: ResolvedTab): RouteName {
  return tab.kind === 'built' ? tab.tab.route : tab.route;
}

function FullProfile({ profile, route }: { profile: ProfileView; route: RouteName }) {
  const t = useT();
  const navigate = useNavigate();
  const locale = useLayoutLocale();
  const line = useMemberLine();
  const tabs = useMemo(() => profileTabs().filter((tab) => tab.kind === 'planned' || (tab.tab.visible?.(profile) ?? true)), [profile]);
  const active = tabForRoute(tabs, route) ?? tabs[0]!;
  // Every tab route takes the member's name (the post tab's id is optional).
  const path = (r: RouteName) => routeToUnchecked(r, { name: profile.name });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <MemberAvatar member={profile} size={96} />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Title order={2} fz={{ base: 22, sm: 28 }}>
                {profile.name}
              </Title>
              <MemberMarks member={profile} />
            </Group>
            <Text c="dimmed">{line(profile)}</Text>
            <Text size="sm" component="div" data-testid="presence">
              {profile.online ? (
                <Badge color="green" variant="dot">
                  {t('members.online')}
                </Badge>
              ) : profile.lastSeen ? (
                // Relative to now: the server's "now" and the browser's differ by the time the page took to arrive.
                <span suppressHydrationWarning>{t('members.lastSeen', { when: relativeTime(profile.lastSeen, locale) })}</span>
              ) : null}
            </Text>
            {profile.distance ? <Text size="sm">{t(`members.distance.${profile.distance.unit}`, { value: profile.distance.value })}</Text> : null}
            <Text size="sm" c="dimmed">
              {t('members.counts', { friends: profile.counts.friends, followers: profile.counts.followers, vouches: profile.counts.vouches })}
            </Text>
            {profile.relation && !profile.relation.self ? <ProfileActions id={profile.id} name={profile.name} relation={profile.relation} /> : null}
          </Stack>
        </Group>
      </Paper>
      <Tabs value={tabRoute(active)} onChange={(value) => value && void navigate(path(value as RouteName))} keepMounted={false}>
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tabRoute(tab)} value={tabRoute(tab)}>
                {t(tabLabel(tab))}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value={tabRoute(active)} pt="md">
          {active.kind === 'built' ? (
            <active.tab.Component profile={profile} />
          ) : (
            <EmptyNote testId="tab-planned">{t('members.tab.planned', { section: t(active.label) })}</EmptyNote>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/profile/{name}` and its children: the header, the member's actions and the tabs of the registry. */
export function ProfilePage() {
  const t = useT();
  const { name } = useParams();
  const route = useRouteName() ?? 'profile-name';
  const { profile: me } = useAuth();
  const query = useQuery({ ...profileQuery(name ?? ''), enabled: Boolean(name) });
  if (!name) return me ? <Navigate to={routeTo('profile-name', { name: me.member.name })} replace /> : null;
  const data = query.data;
  const title = data?.name ?? name;

  return (
    <SitePage title={title} ready={Boolean(data)} error={query.isError} resetKey={name} data-testid="profile-page">
      {() =>
        data?.visibility === 'full' ? (
          <FullProfile profile={data} route={route} />
        ) : data ? (
          <Stack gap="md" data-testid="profile-private">
            <Group gap="md">
              <MemberAvatar member={data} size={72} />
              <Text>{t('members.private', { name: data.name })}</Text>
            </Group>
            <ProfileActions id={data.id} name={data.name} relation={data.relation} />
            <Button component={Link} to={routeTo('search')} variant="default" w="fit-content">
              {t('members.backToSearch')}
            </Button>
          </Stack>
        ) : null
      }
    </SitePage>
  );
}
