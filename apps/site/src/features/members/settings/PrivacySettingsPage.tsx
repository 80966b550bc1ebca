import type { MemberPrivacy } from '@community/contracts';
import { AUDIENCES } from '@community/domain';
import { toast } from '@community/ui';
import { Anchor, Button, Divider, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { membersApi, membersKeys } from '../api';
import { MemberAvatar } from '../MemberAvatar';
import { SettingsFrame } from './SettingsFrame';

function Blacklist() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: membersKeys.blacklist,
    queryFn: ({ pageParam, signal }) => membersApi.blacklist(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const unblock = useMutation({
    mutationFn: (name: string) => membersApi.unblock(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="sm" data-testid="blacklist">
      <Title order={2} fz="lg">
        {t('members.blacklist.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('members.blacklist.text')}
      </Text>
      {items.length === 0 ? <Text size="sm">{t('members.blacklist.empty')}</Text> : null}
      {items.map((m) => (
        <Group key={m.id} justify="space-between">
          <Group gap="sm">
            <MemberAvatar member={m} size="md" />
            <Text>{m.name}</Text>
          </Group>
          <Button size="xs" variant="default" loading={unblock.isPending && unblock.variables === m.name} onClick={() => unblock.mutate(m.name)}>
            {t('members.unblock')}
          </Button>
        </Group>
      ))}
      {list.hasNextPage ? (
        <Button variant="subtle" w="fit-content" onClick={() => void list.fetchNextPage()}>
          {t('members.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** `/settings/privacy`: who sees my profile, lists and online status, who may message me; my blacklist. */
export function PrivacySettingsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: membersKeys.privacy, queryFn: ({ signal }) => membersApi.privacy(signal) });
  const [draft, setDraft] = useState<Partial<MemberPrivacy>>({});
  const save = useMutation({
    mutationFn: () => membersApi.setPrivacy(draft),
    onSuccess: async () => {
      setDraft({});
      await queryClient.invalidateQueries({ queryKey: membersKeys.privacy });
      toast.success(t('members.saved'));
    },
    onError: (error) => {
      // 403 upgrade:… opens the upgrade dialog centrally; anything else is shown here.
      if (!(isApiRequestError(error) && error.error.message.startsWith('upgrade:'))) toast.error(t('errors.unexpected'));
    },
  });
  const settings = current.data ? { ...current.data.settings, ...draft } : null;
  const set = (patch: Partial<MemberPrivacy>) => setDraft((d) => ({ ...d, ...patch }));
  const audience = (key: 'friendsList' | 'followLists', label: string) =>
    settings ? (
      <NativeSelect
        label={label}
        value={settings[key]}
        onChange={(e) => set({ [key]: e.currentTarget.value as MemberPrivacy[typeof key] })}
        data={AUDIENCES.map((a) => ({ value: a, label: t(`members.audience.${a}`) }))}
      />
    ) : null;

  return (
    <SettingsFrame title={t('members.settings.privacy.title')} ready={Boolean(settings)}>
      {() =>
        settings ? (
          <>
            <Stack gap="md" maw={480}>
              <NativeSelect
                label={t('members.settings.privacy.profile')}
                value={settings.profile}
                onChange={(e) => set({ profile: e.currentTarget.value as MemberPrivacy['profile'] })}
                data={(['everyone', 'members', 'friends'] as const).map((a) => ({ value: a, label: t(`members.audience.${a}`) }))}
              />
              {audience('friendsList', t('members.settings.privacy.friendsList'))}
              {audience('followLists', t('members.settings.privacy.followLists'))}
              <NativeSelect
                label={t('members.settings.privacy.messages')}
                description={t('members.settings.privacy.messagesHelp')}
                value={settings.messages}
                onChange={(e) => set({ messages: e.currentTarget.value as MemberPrivacy['messages'] })}
                data={(['everyone', 'friends', 'nobody'] as const).map((a) => ({ value: a, label: t(`members.audience.${a}`) }))}
              />
              <Switch label={t('members.settings.privacy.showOnline')} checked={settings.showOnline} onChange={(e) => set({ showOnline: e.currentTarget.checked })} />
              <Switch
                label={t('members.settings.privacy.invisible')}
                description={current.data?.canBrowseInvisibly ? undefined : t('members.settings.privacy.invisibleUpgrade')}
                checked={settings.browseInvisibly}
                onChange={(e) => set({ browseInvisibly: e.currentTarget.checked })}
              />
              <Group>
                <Button loading={save.isPending} disabled={Object.keys(draft).length === 0} onClick={() => save.mutate()}>
                  {t('members.save')}
                </Button>
                <Anchor component={Link} to={routeTo('settings-wink')} size="sm">
                  {t('members.settings.wink.title')}
                </Anchor>
              </Group>
            </Stack>
            <Divider />
            <Blacklist />
          </>
        ) : null
      }
    </SettingsFrame>
  );
}
