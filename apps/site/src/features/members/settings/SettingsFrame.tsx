import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { SitePage } from '../../../shared/layout/SitePage';

/** The frame of the profile settings pages: title, breadcrumb back to settings, one card. */
export function SettingsFrame({ title, text, ready = true, children }: { title: string; text?: string; ready?: boolean; children: () => ReactNode }) {
  const t = useT();
  return (
    <SitePage title={title} text={text} ready={ready} size={760} breadcrumbs={[{ label: t('members.settings'), href: routeTo('settings') }]}>
      {() => (
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">{children()}</Stack>
        </Paper>
      )}
    </SitePage>
  );
}
