import type { GroupDetail, GroupMemberItem } from '@community/contracts';
import { useConfirm } from '@community/ui';
import { Alert, Badge, Button, Checkbox, Group, Image, Menu, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';
import { groupsApi, groupsKeys, useGroup, useGroupMembers, useGroupsMutation } from './api';
import { CommunityWall, MemberLine, useFailToast, WallPostCard } from './CommunityWall';

const TABS = ['wall', 'members', 'requests', 'invite'] as const;
type Tab = (typeof TABS)[number];

/** Join, ask, accept or decline, leave: what the viewer may do about the group, as one row of buttons. */
function MembershipActions({ group }: { group: GroupDetail }) {
  const t = useT();
  const fail = useFailToast();
  const confirm = useConfirm();
  const { loggedIn } = useAuth();
  const v = group.viewer;
  const join = useGroupsMutation(() => groupsApi.join(group.slug));
  const leave = useGroupsMutation(() => groupsApi.leave(group.slug));
  const answer = useGroupsMutation((accept: boolean) => groupsApi.answerInvite(group.slug, v.inviteId!, accept));
  if (!loggedIn) {
    return (
      <Button component={Link} to={routeTo('login')} variant="light">
        {t('groups.loginToJoin')}
      </Button>
    );
  }
  if (v.state === 'invited') {
    return (
      <Alert color="blue" title={t('groups.invited.title')} data-testid="group-invitation">
        <Group gap="xs" mt="xs">
          <Button size="sm" loading={answer.isPending} onClick={() => answer.mutate(true, { onError: fail })}>
            {t('groups.invited.accept')}
          </Button>
          <Button size="sm" variant="default" onClick={() => answer.mutate(false, { onError: fail })}>
            {t('groups.invited.decline')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (v.state === 'banned') return <Text c="dimmed">{t('groups.banned')}</Text>;
  if (v.state === 'requested') {
    return (
      <Group gap="xs">
        <Badge variant="light" size="lg">
          {t('groups.requested')}
        </Badge>
        <Button size="xs" variant="subtle" onClick={() => leave.mutate(undefined, { onError: fail })}>
          {t('groups.withdraw')}
        </Button>
      </Group>
    );
  }
  if (v.state === 'active') {
    if (v.role === 'owner') return <Badge size="lg">{t('groups.role.owner')}</Badge>;
    return (
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {t(`groups.role.${v.role ?? 'member'}`)}
        </Badge>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() =>
            void confirm({ title: t('groups.leave.title'), message: t('groups.leave.text'), confirmLabel: t('groups.leave'), danger: true }).then((ok) => {
              if (ok) leave.mutate(undefined, { onError: fail });
            })
          }
        >
          {t('groups.leave')}
        </Button>
      </Group>
    );
  }
  if (v.canJoin)
    return (
      <Button loading={join.isPending} onClick={() => join.mutate(undefined, { onError: fail })} data-testid="group-join">
        {t('groups.join')}
      </Button>
    );
  if (v.canRequest)
    return (
      <Button loading={join.isPending} onClick={() => join.mutate(undefined, { onError: fail })} data-testid="group-request">
        {t('groups.requestJoin')}
      </Button>
    );
  return <Text c="dimmed">{t('groups.inviteOnly')}</Text>;
}

function MemberRow({ group, item }: { group: GroupDetail; item: GroupMemberItem }) {
  const t = useT();
  const fail = useFailToast();
  const change = useGroupsMutation((action: 'approve' | 'promote' | 'demote' | 'ban' | 'transfer') => groupsApi.change(group.slug, item.member.id, { action }));
  const remove = useGroupsMutation(() => groupsApi.removeMember(group.slug, item.member.id));
  const owner = group.viewer.role === 'owner';
  const mod = group.viewer.canModerate;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="group-member">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <MemberLine member={item.member} />
          {item.role !== 'member' && item.state === 'active' && <Badge variant="light">{t(`groups.role.${item.role}`)}</Badge>}
        </Group>
        {item.state === 'requested' && mod && (
          <Group gap="xs">
            <Button size="xs" onClick={() => change.mutate('approve', { onError: fail })}>
              {t('groups.requests.approve')}
            </Button>
            <Button size="xs" variant="default" onClick={() => remove.mutate(undefined, { onError: fail })}>
              {t('groups.requests.refuse')}
            </Button>
          </Group>
        )}
        {item.state === 'active' && mod && item.role !== 'owner' && (owner || item.role === 'member') && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="subtle">
                {t('groups.manage')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {owner && item.role === 'member' && <Menu.Item onClick={() => change.mutate('promote', { onError: fail })}>{t('groups.manage.promote')}</Menu.Item>}
              {owner && item.role === 'moderator' && <Menu.Item onClick={() => change.mutate('demote', { onError: fail })}>{t('groups.manage.demote')}</Menu.Item>}
              {owner && <Menu.Item onClick={() => change.mutate('transfer', { onError: fail })}>{t('groups.manage.transfer')}</Menu.Item>}
              <Menu.Item onClick={() => remove.mutate(undefined, { onError: fail })}>{t('groups.manage.remove')}</Menu.Item>
              <Menu.Item color="red" onClick={() => change.mutate('ban', { onError: fail })}>
                {t('groups.manage.ban')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        {(item.state === 'banned' || item.state === 'invited') && mod && (
          <Button size="xs" variant="subtle" onClick={() => remove.mutate(undefined, { onError: fail })}>
            {item.state === 'banned' ? t('groups.manage.unban') : t('groups.manage.cancelInvite')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function MembersTab({ group, state, empty }: { group: GroupDetail; state: 'active' | 'requested'; empty: string }) {
  const t = useT();
  const list = useGroupMembers(group.slug, state);
  return (
    <Stack gap="xs">
      <KeysetListStates list={list} failed={t('groups.failed')} empty={empty} emptyTestId={`group-${state}-empty`}>
        {(items) => items.map((m) => <MemberRow key={m.id} group={group} item={m} />)}
      </KeysetListStates>
      <MoreButton list={list}>{t('groups.more')}</MoreButton>
    </Stack>
  );
}

/** Invite friends one by one or all at once; each answer says who was invited and who was skipped and why. */
function InviteTab({ group }: { group: GroupDetail }) {
  const t = useT();
  const fail = useFailToast();
  const { profile } = useAuth();
  const me = profile?.member.name ?? '';
  const friends = useQuery({
    queryKey: ['groups', 'friends', me],
    enabled: me !== '',
    queryFn: async ({ signal }) => {
      const all: Array<{ id: string; name: string }> = [];
      let after: string | undefined;
      // At most 4 pages (200 friends): the API invites at most 200 at once.
      for (let i = 0; i < 4; i++) {
        const page = await groupsApi.friends(me, after, signal);
        all.push(...page.items);
        if (!page.next) break;
        after = page.next;
      }
      return all;
    },
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<{ invited: string[]; skipped: Array<{ name: string; reason: string }> } | null>(null);
  const invite = useGroupsMutation((names: string[]) => groupsApi.invite(group.slug, names), (r) => {
    setResult(r);
    setChosen([]);
  });
  if (friends.isError) return <Alert color="red">{t('groups.failed')}</Alert>;
  if (!friends.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!friends.data.length) return <Text c="dimmed">{t('groups.invite.noFriends')}</Text>;
  return (
    <Stack gap="sm" data-testid="group-invite">
      <Checkbox.Group value={chosen} onChange={setChosen} label={t('groups.invite.choose')}>
        <Stack gap={6} mt="xs">
          {friends.data.map((f) => (
            <Checkbox key={f.id} value={f.name} label={f.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="xs">
        <Button disabled={!chosen.length} loading={invite.isPending} onClick={() => invite.mutate(chosen, { onError: fail })}>
          {t('groups.invite.send')}
        </Button>
        <Button variant="default" loading={invite.isPending} onClick={() => invite.mutate(friends.data.map((f) => f.name), { onError: fail })}>
          {t('groups.invite.all')}
        </Button>
      </Group>
      {result && (
        <Alert color={result.invited.length ? 'green' : 'yellow'} data-testid="group-invite-result">
          {result.invited.length > 0 && <Text size="sm">{t('groups.invite.done', { names: result.invited.join(', ') })}</Text>}
          {result.skipped.map((s) => (
            <Text key={s.name} size="sm" c="dimmed">
              {s.name}: {t(`groups.invite.skipped.${s.reason}` as never)}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}

function GroupHeader({ group }: { group: GroupDetail }) {
  const t = useT();
  return (
    <Stack gap="sm" mb="md">
      {group.cover && <Image src={group.cover.url} alt="" h={{ base: 140, sm: 220 }} fit="cover" radius="md" />}
      <Group gap={6}>
        <Badge variant="light">{t(`groups.category.${group.category}`)}</Badge>
        <Badge variant="outline">{t(`groups.visibility.${group.visibility}`)}</Badge>
        <Badge variant="outline" color="gray">
          {t(`groups.join.${group.joinPolicy}`)}
        </Badge>
      </Group>
      {group.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{group.description}</Text>}
      <Text size="sm" c="dimmed">
        {t.count('groups.members', group.membersCount)} · {t.count('groups.posts', group.postsCount)}
        {group.place ? ` · ${group.place}` : ''} · {t('groups.owner', { name: group.owner.name })}
      </Text>
      <MembershipActions group={group} />
    </Stack>
  );
}

/** `/groups/{slug}`: the group, its wall and, by tab, its members, requests (managers) and invitations. */
export function GroupPage() {
  const t = useT();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const group = useGroup(slug);
  const g = group.data;
  const wanted = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'wall';
  return (
    <SitePage
      title={g?.name ?? t('groups.title')}
      breadcrumbs={[{ label: t('groups.title'), href: routeTo('groups') }]}
      query={group}
      resetKey={slug}
      actions={
        g?.viewer.canEdit && (
          <Button component={Link} to={routeTo('groups-slug-edit', { slug })} variant="default">
            {t('groups.edit')}
          </Button>
        )
      }
      data-testid="group-page"
    >
      {() =>
        g && (
          <>
            <GroupHeader group={g} />
            <Tabs value={wanted} onChange={(v) => setParams(v && v !== 'wall' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="wall">{t('groups.tab.wall')}</Tabs.Tab>
                {g.viewer.canSeeContent && <Tabs.Tab value="members">{t('groups.tab.members')}</Tabs.Tab>}
                {g.viewer.canModerate && (
                  <Tabs.Tab value="requests" rightSection={g.requestsCount ? <Badge size="xs">{g.requestsCount}</Badge> : null}>
                    {t('groups.tab.requests')}
                  </Tabs.Tab>
                )}
                {g.viewer.canInvite && <Tabs.Tab value="invite">{t('groups.tab.invite')}</Tabs.Tab>}
                <Tabs.Tab value="media" onClick={() => navigate(routeTo('groups-slug-media', { slug }))}>
                  {t('groups.tab.media')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="wall">
                {g.viewer.canSeeContent ? <CommunityWall kind="group" slug={slug} closedText={t('groups.wall.membersOnly')} /> : <Text c="dimmed">{t('groups.private')}</Text>}
              </Tabs.Panel>
              <Tabs.Panel value="members">{g.viewer.canSeeContent && <MembersTab group={g} state="active" empty={t('groups.members.empty')} />}</Tabs.Panel>
              <Tabs.Panel value="requests">{g.viewer.canModerate && <MembersTab group={g} state="requested" empty={t('groups.requests.empty')} />}</Tabs.Panel>
              <Tabs.Panel value="invite">{g.viewer.canInvite && <InviteTab group={g} />}</Tabs.Panel>
            </Tabs>
          </>
        )
      }
    </SitePage>
  );
}

/** `/groups/{slug}/post/{id}`: one post of the group's wall with its comments open. */
export function GroupPostPage() {
  const t = useT();
  const { slug = '', id = '' } = useParams();
  const group = useGroup(slug);
  const post = useQuery({ queryKey: groupsKeys.post(id), queryFn: ({ signal }) => groupsApi.getPost(id, signal), enabled: id !== '', retry: false });
  const ok = post.data && post.data.place.kind === 'group' && post.data.place.slug === slug;
  return (
    <SitePage
      title={t('groups.post.title')}
      breadcrumbs={[{ label: t('groups.title'), href: routeTo('groups') }, ...(group.data ? [{ label: group.data.name, href: routeTo('groups-slug', { slug }) }] : [])]}
      ready={post.data !== undefined}
      error={post.isError || !id || (post.data !== undefined && !ok)}
      resetKey={id}
    >
      {() => post.data && <WallPostCard post={post.data} open />}
    </SitePage>
  );
}

/** `/groups/{slug}/media`: group albums are not built yet — said honestly, with the way back. */
export function GroupMediaPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const group = useGroup(slug);
  return (
    <SitePage title={t('groups.tab.media')} breadcrumbs={[{ label: t('groups.title'), href: routeTo('groups') }, ...(group.data ? [{ label: group.data.name, href: routeTo('groups-slug', { slug }) }] : [])]} query={group} resetKey={slug}>
      {() => (
        <Paper withBorder radius="md" p="lg" data-testid="group-media-soon">
          <Stack gap="sm" align="flex-start">
            <Badge variant="light">{t('groups.media.soonBadge')}</Badge>
            <Text>{t('groups.media.soon')}</Text>
            <Button component={Link} to={routeTo('groups-slug', { slug })} variant="default">
              {t('groups.media.back')}
            </Button>
          </Stack>
        </Paper>
      )}
    </SitePage>
  );
}
