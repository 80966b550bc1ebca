import type { ProfileView } from '@community/contracts';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import type { ProfileTab } from '../../shared/profile-tab';
import { useMemberParties } from './api';
import { PartyCard } from './parts';

/** The profile's Parties tab (and Past parties, /profile/{name}/parties/past): the parties the member hosts that the viewer may see. */
function ProfileParties({ profile }: { profile: ProfileView }) {
  const t = useT();
  const [past, setPast] = useState(typeof window !== 'undefined' && window.location.pathname.endsWith('/parties/past'));
  const list = useMemberParties(profile.name, past);
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        value={past ? 'past' : 'upcoming'}
        onChange={(v) => setPast(v === 'past')}
        data={[
          { value: 'upcoming', label: t('parties.profile.upcoming') },
          { value: 'past', label: t('parties.profile.past') },
        ]}
      />
      {list.isError ? <Text c="red">{t('parties.loadFailed')}</Text> : null}
      {list.data && list.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="parties-profile-empty">
          {past
            ? t('parties.profile.noPast', { name: profile.name })
            : t('parties.profile.none', { name: profile.name })}
        </Text>
      ) : null}
      {list.data?.items.map((p) => (
        <PartyCard key={p.id} party={p} />
      ))}
    </Stack>
  );
}

export const profileTabs: readonly ProfileTab[] = [
  {
    route: 'profile-name-parties',
    routes: ['profile-name-parties-past'],
    label: 'members.tab.parties',
    order: 85,
    Component: ProfileParties,
  },
];
