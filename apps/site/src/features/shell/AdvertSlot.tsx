import { showAdverts, showFooterAdvert } from '@community/domain';
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '../../app/auth/useAuth';
import { useSite } from '../../app/boot-context';
import { useT } from '../../app/i18n/useT';
import { useSiteFlags } from './viewer';
import { useRouteName } from './useRouteName';

/**
 * Where an advert goes (SPEC 6: lush and psbr only). The ad network is not integrated: the slot is an
 * honest, labelled placeholder with the variant's name, sized like a leaderboard banner.
 */
export function AdvertSlot({ placement }: { placement: 'header' | 'footer' }) {
  const t = useT();
  const site = useSite();
  return (
    <Box
      component="aside"
      aria-label={t('shell.advert')}
      data-advert={placement}
      mx="auto"
      maw={728}
      mih={90}
      p="xs"
      style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center' }}
    >
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {t('shell.advert')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('shell.advert.placeholder', { brand: site.brand.name })}
      </Text>
    </Box>
  );
}

function usePermissions() {
  const { profile } = useAuth();
  return { canHideAdverts: profile?.permissions.canHideAdverts ?? false };
}

/** The header advert for PageHeader's `advert` prop, or undefined where adverts do not run. */
export function useHeaderAdvert(): ReactNode | undefined {
  const flags = useSiteFlags();
  const routeName = useRouteName();
  const permissions = usePermissions();
  return showAdverts(flags, routeName, permissions) ? <AdvertSlot placement="header" /> : undefined;
}

/** The advert above the footer in the default layout. */
export function FooterAdvert() {
  const flags = useSiteFlags();
  const routeName = useRouteName();
  const permissions = usePermissions();
  if (!showFooterAdvert(flags, routeName, permissions)) return null;
  return (
    <Box px="md" py="lg">
      <AdvertSlot placement="footer" />
    </Box>
  );
}
