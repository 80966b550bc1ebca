import { MemberPrivacy } from '@community/contracts';
import { AUDIENCES, type Audience } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { membersApi, membersKeys } from '../api';
import { MemberAvatar } from '../MemberAvatar';
import { SettingsFrame } from './SettingsFrame';
import { MoreButton } from '../../../shared/layout/MoreButton';
import { SectionHeading } from '../../../shared/layout/SectionHeading';
import { keysetQueryOptions } from '../../../shared/api/useKeysetPages';

function Blacklist() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(keysetQueryOptions(membersKeys.blacklist, (after, signal) => membersApi.blacklist(after, signal)));
  const unblock = useMutation({
    mutationFn: (name: string) => membersApi.unblock(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="sm" data-testid="blacklist">
      <SectionHeading title={t('members.blacklist.title')} text={t('members.blacklist.text')} />
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
      <MoreButton list={list} variant="subtle" w="fit-content">
        {t('members.showMore')}
      </MoreButton>
    </Stack>
  );
}

type PrivacyForm = MemberPrivacy;
const FIELDS = ['profile', 'messages', 'showOnline', 'friendsList', 'followLists', 'browseInvisibly'] as const;

/** Only what the member changed: the API takes any part of the settings (`MemberPrivacyUpdate`). */
function changedOnly(values: PrivacyForm, dirty: Partial<Record<keyof PrivacyForm, boolean | undefined>>): Partial<MemberPrivacy> {
  return Object.fromEntries(FIELDS.filter((key) => dirty[key]).map((key) => [key, values[key]]));
}

/** `/settings/privacy`: who sees my profile, lists and online status, who may message me; my blacklist. */
export function PrivacySettingsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: membersKeys.privacy, queryFn: ({ signal }) => membersApi.privacy(signal) });
  const form = useForm<PrivacyForm>({ resolver: zodResolver(MemberPrivacy), values: current.data?.settings, resetOptions: { keepDirtyValues: true } });
  const { errors, dirtyFields, isDirty } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: (values: PrivacyForm) => membersApi.setPrivacy(changedOnly(values, dirtyFields)),
    onSuccess: async (_saved, values) => {
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: membersKeys.privacy });
      toast.success(t('members.saved'));
    },
    onError: showServerErrors,
  });
  const audienceData = (audiences: readonly Audience[]) => audiences.map((a) => ({ value: a, label: t(`members.audience.${a}`) }));
  const select = (key: 'profile' | 'friendsList' | 'followLists' | 'messages', label: string, audiences: readonly Audience[], description?: string) => (
    <NativeSelect label={label} description={description} data={audienceData(audiences)} error={errors[key]?.message} {...form.register(key)} />
  );

  return (
    <SettingsFrame title={t('members.settings.privacy.title')} ready={Boolean(current.data)}>
      {() =>
        current.data ? (
          <>
            <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
              <Stack gap="md" maw={480}>
                <FormAlert errors={errors} />
                {select('profile', t('members.settings.privacy.profile'), ['everyone', 'members', 'friends'])}
                {select('friendsList', t('members.settings.privacy.friendsList'), AUDIENCES)}
                {select('followLists', t('members.settings.privacy.followLists'), AUDIENCES)}
                {select('messages', t('members.settings.privacy.messages'), ['everyone', 'friends', 'nobody'], t('members.settings.privacy.messagesHelp'))}
                <Switch label={t('members.settings.privacy.showOnline')} {...form.register('showOnline')} />
                <Switch
                  label={t('members.settings.privacy.invisible')}
                  description={current.data.canBrowseInvisibly ? undefined : t('members.settings.privacy.invisibleUpgrade')}
                  {...form.register('browseInvisibly')}
                />
                <Group>
                  <Button type="submit" loading={save.isPending} disabled={!isDirty}>
                    {t('members.save')}
                  </Button>
                  <Anchor component={Link} to={routeTo('settings-wink')} size="sm">
                    {t('members.settings.wink.title')}
                  </Anchor>
                </Group>
              </Stack>
            </form>
            <Divider />
            <Blacklist />
          </>
        ) : null
      }
    </SettingsFrame>
  );
}
