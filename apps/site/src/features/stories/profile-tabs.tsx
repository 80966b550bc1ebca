import type { ProfileView } from '@community/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { routeTo, type RouteName } from '../../shared/routes';
import type { ProfileTab } from '../../shared/profile-tab';
import { useRouteName } from '../../shared/hooks/useRouteName';
import { storiesApi } from './api';
// The series and covers views load on demand: every profile page loads the tab registry eagerly.
const SeriesList = lazy(() => import('./SeriesPages').then((m) => ({ default: m.SeriesList })));
const SeriesView = lazy(() => import('./SeriesPages').then((m) => ({ default: m.SeriesView })));
const SeriesEdit = lazy(() => import('./SeriesPages').then((m) => ({ default: m.SeriesEdit })));
const CoversPanel = lazy(() => import('./CoversPanel').then((m) => ({ default: m.CoversPanel })));
import { StoryList } from './StoryBrowser';

const SERIES_ROUTES: readonly RouteName[] = [
  'profile-name-stories-series',
  'profile-name-stories-series-slug',
  'profile-name-stories-series-slug-edit',
];

/** Stories · Series · Covers (covers on one's own profile only). */
function SubNav({ profile, route }: { profile: ProfileView; route: RouteName | null }) {
  const t = useT();
  const self = profile.relation?.self ?? false;
  const items: Array<{ to: RouteName; label: Parameters<typeof t>[0]; active: boolean }> = [
    { to: 'profile-name-stories', label: 'stories.profile.nav.stories', active: route === 'profile-name-stories' },
    {
      to: 'profile-name-stories-series',
      label: 'stories.profile.nav.series',
      active: route !== null && SERIES_ROUTES.includes(route),
    },
    ...(self
      ? [
          {
            to: 'profile-name-stories-covers' as RouteName,
            label: 'stories.profile.nav.covers' as const,
            active: route === 'profile-name-stories-covers',
          },
        ]
      : []),
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t('members.tab.stories')}>
      {items.map((i) => (
        <Button
          key={i.to}
          component={Link}
          to={routeTo(i.to as 'profile-name-stories', { name: profile.name })}
          size="xs"
          variant={i.active ? 'filled' : 'default'}
          aria-current={i.active ? 'page' : undefined}
        >
          {t(i.label)}
        </Button>
      ))}
    </Group>
  );
}

function ProfileStories({ profile }: { profile: ProfileView }) {
  const t = useT();
  const route = useRouteName();
  let body;
  switch (route) {
    case 'profile-name-stories-series':
      body = <SeriesList profile={profile} />;
      break;
    case 'profile-name-stories-series-slug':
      body = <SeriesView profile={profile} />;
      break;
    case 'profile-name-stories-series-slug-edit':
      body = <SeriesEdit profile={profile} />;
      break;
    case 'profile-name-stories-covers':
      body = <CoversPanel profile={profile} />;
      break;
    default:
      body = (
        <StoryList
          queryKey={['stories', 'list', { author: profile.name }]}
          load={(after, signal) => storiesApi.list({ author: profile.name }, after, signal)}
          empty={t('stories.profile.empty', { name: profile.name })}
        />
      );
  }
  return (
    <Stack gap="md">
      <SubNav profile={profile} route={route} />
      <Suspense fallback={<Text c="dimmed">{t('common.loading')}</Text>}>{body}</Suspense>
    </Stack>
  );
}

/** The stories tab of `/profile/{name}`: published stories, the writer's series, and (own profile) covers. */
export const profileTabs: readonly ProfileTab[] = [
  {
    route: 'profile-name-stories',
    routes: ['profile-name-stories-covers', ...SERIES_ROUTES],
    label: 'members.tab.stories',
    order: 60,
    Component: ProfileStories,
  },
];
