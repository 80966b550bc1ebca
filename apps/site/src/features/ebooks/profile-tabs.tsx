import type { ProfileView } from '@community/contracts';
import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useT } from '../../shared/i18n/useT';
import type { ProfileTab } from '../../shared/profile-tab';
import { ebooksApi, ebooksKeys } from './api';

// Loaded on demand: every profile page loads the tab registry eagerly.
const EbookList = lazy(() => import('./EbookList').then((m) => ({ default: m.EbookList })));

function ProfileEbooks({ profile }: { profile: ProfileView }) {
  const t = useT();
  return (
    <Suspense fallback={<Text c="dimmed">{t('common.loading')}</Text>}>
      <EbookList
        queryKey={ebooksKeys.list(profile.name)}
        load={(after, signal) => ebooksApi.list({ author: profile.name, after }, signal)}
        empty={t('ebooks.profile.empty', { name: profile.name })}
      />
    </Suspense>
  );
}

/** The ebooks tab of `/profile/{name}`: the member's approved ebooks, newest first. */
export const profileTabs: readonly ProfileTab[] = [
  { route: 'profile-name-ebooks', label: 'members.tab.ebooks', order: 65, Component: ProfileEbooks },
];
