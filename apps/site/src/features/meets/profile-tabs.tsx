import type { ProfileView } from '@community/contracts';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import type { ProfileTab } from '../../shared/profile-tab';
import { routeTo } from '../../shared/routes';
import { useEventTime } from '../parties';
import { useMemberMeets } from './api';

/** The profile's Meets tab: the member's upcoming meets. */
function ProfileMeets({ profile }: { profile: ProfileView }) {
  const t = useT();
  const when = useEventTime();
  const list = useMemberMeets(profile.name);
  return (
    <Stack gap="sm">
      {list.isError ? <Text c="red">{t('meets.loadFailed')}</Text> : null}
      {list.data && list.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="meets-profile-empty">
          {t('meets.profile.none', { name: profile.name })}
        </Text>
      ) : null}
      {list.data?.items.map((m) => (
        <Paper key={m.id} withBorder p="sm" radius="md">
          <Anchor component={Link} to={routeTo('meets-category-slug', { category: m.category, slug: m.slug })} fw={600}>
            {m.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {when(m.startsAt, m.endsAt, m.timeZone)} · {m.place}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

export const profileTabs: readonly ProfileTab[] = [
  { route: 'profile-name-meets', label: 'members.tab.meets', order: 80, Component: ProfileMeets },
];
