import type { ProfileView } from '@community/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { KeysetListStates } from '../../shared/layout/KeysetListStates';
import { MoreButton } from '../../shared/layout/MoreButton';
import type { ProfileTab } from '../../shared/profile-tab';
import { useMemberGroups } from './api';
import { GroupCard } from './GroupsPages';

function ProfileGroups({ profile }: { profile: ProfileView }) {
  const t = useT();
  const list = useMemberGroups(profile.name);
  return (
    <Stack gap="md">
      <KeysetListStates list={list} failed={t('groups.failed')} empty={t('groups.profile.empty', { name: profile.name })} emptyTestId="groups-profile-empty">
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {items.map((g) => (
              <GroupCard key={g.id} group={g} />
            ))}
          </SimpleGrid>
        )}
      </KeysetListStates>
      <MoreButton list={list}>{t('groups.more')}</MoreButton>
    </Stack>
  );
}

/** The groups tab of `/profile/{name}`: the member's groups the viewer may see (secret ones only to their members). */
export const profileTabs: readonly ProfileTab[] = [{ route: 'profile-name-groups', label: 'members.tab.groups', order: 75, Component: ProfileGroups }];
