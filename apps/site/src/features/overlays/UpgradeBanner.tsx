import { bannerReason, showUpgradeBanner } from '@community/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeNameOf } from '../../shared/routes';
import { bannerQuery } from './api';
import { openUpgradeDialog } from './store';

/**
 * SPEC 2/4/6's upgrade banner, for the default and home layouts. Shown to members who can upgrade, never
 * on setup-position, upgrade (and upgrade-offer) or cover-editor; the API picks its type and texts
 * (`GET /api/upgrades/banner`). A click opens the upgrade dialog with reason `{type}-banner`. While
 * payments are off nobody can upgrade, so it renders nothing and asks nothing.
 */
export function UpgradeBanner() {
  const t = useT();
  const { profile } = useAuth();
  const { pathname } = useLocation();
  const eligible = profile !== null && showUpgradeBanner(profile.permissions, routeNameOf(pathname));
  const banner = useQuery({ ...bannerQuery(profile?.member.id ?? 'guest'), enabled: eligible });
  const data = banner.data;
  if (!eligible || !data?.type) return null;
  const type = data.type;
  const text =
    type === 'black-friday'
      ? data.translations.black_friday
      : type === 'special'
        ? data.translations.special_text
        : type === 'promo'
          ? data.translations.promo
          : type === 'platinum'
            ? data.translations.platinum
            : data.translations.gold;

  return (
    <Paper component="aside" aria-label={t('overlays.banner.label')} radius={0} px="md" py="xs" bg="var(--mantine-primary-color-light)" data-testid="upgrade-banner" data-banner-type={type}>
      <Group justify="center" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {text}
          {data.translations.cost ? ` ${data.translations.cost}` : ''}
        </Text>
        <Button size="compact-sm" onClick={() => openUpgradeDialog({ reason: bannerReason(type) })}>
          {data.translations.upgrade_now ?? t('overlays.banner.upgradeNow')}
        </Button>
      </Group>
    </Paper>
  );
}
