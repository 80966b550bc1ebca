import { routeTo } from '@community/contracts';
import { houseAdvertFor, showAdverts, showFooterAdvert, type HouseAdvert } from '@community/domain';
import { Anchor, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { useBoot } from '../boot/boot-context';
import { useT } from '../i18n/useT';
import classes from './advert.module.css';
import { useRouteName } from '../hooks/useRouteName';
import { useSiteFlags } from '../auth/viewer';

/** The house adverts' texts and destinations. */
const HOUSE = {
  join: { title: 'shell.advert.join.title', text: 'shell.advert.join.text', cta: 'shell.advert.join.cta' },
  upgrade: { title: 'shell.advert.upgrade.title', text: 'shell.advert.upgrade.text', cta: 'shell.advert.upgrade.cta' },
  'write-story': { title: 'shell.advert.writeStory.title', text: 'shell.advert.writeStory.text', cta: 'shell.advert.writeStory.cta' },
  chat: { title: 'shell.advert.chat.title', text: 'shell.advert.chat.text', cta: 'shell.advert.chat.cta' },
} as const satisfies Record<HouseAdvert, { title: string; text: string; cta: string }>;

function useHouseAdvert(): { kind: HouseAdvert; to: string } {
  const flags = useSiteFlags();
  const { layout } = useBoot();
  const { profile } = useAuth();
  const kind = houseAdvertFor(profile, flags, { canUpgrade: profile?.permissions.canUpgrade ?? false });
  const to =
    kind === 'join'
      ? routeTo('register')
      : kind === 'upgrade'
        ? routeTo('upgrade', {}, { reason: 'advert' })
        : kind === 'write-story'
          ? routeTo('stories-create')
          : (layout.layout?.footer.chatEnterHref ?? routeTo('chat-enter'));
  return { kind, to };
}

/**
 * An advert slot (SPEC 2, 6: lush and psbr only). No ad network is integrated, so the slot carries the
 * brand's own advert — joining, upgrading, or a feature of the site — labelled as an advertisement, at the
 * size of a leaderboard banner; never a look-alike of a third party's advert.
 */
export function AdvertSlot({ placement }: { placement: 'header' | 'footer' }) {
  const t = useT();
  const { kind, to } = useHouseAdvert();
  const texts = HOUSE[kind];
  return (
    <Box component="aside" aria-label={t('shell.advert')} data-advert={placement} data-house-advert={kind} className={classes.advert}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600} className={classes.advertLabel}>
        {t('shell.advert')} · {t('shell.advert.from')}
      </Text>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <div>
          <Text fw={700}>{t(texts.title)}</Text>
          <Text size="sm" c="dimmed">
            {t(texts.text)}
          </Text>
        </div>
        <Anchor component={Link} to={to} fw={600} size="sm">
          {t(texts.cta)}
        </Anchor>
      </Group>
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
