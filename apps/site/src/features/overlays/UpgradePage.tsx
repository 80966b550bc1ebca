import { PAID_TIERS, proposedTier, upgradeReason, type Tier } from '@community/domain';
import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { UpgradePrices } from '../payments';
import { SitePage } from '../../shared/layout/SitePage';
import { upgradesQuery } from './api';
import { BENEFIT_KEY, TIER_KEY } from '../../shared/upgrade-texts';
import { gainedBenefits, upgradeStanding, UpgradeDetails } from './UpgradeDetails';

/**
 * The `upgrade` route (SPEC 7: with payments off, the upgrade flow lands here with a `gift` or `reason`
 * query). It compares the tiers as the site works today; where payments are open it shows the prices per
 * billing period and buys a tier (or gives one, with `?gift=<name>`), else it says plainly that nothing is
 * on sale.
 */
export function UpgradePage() {
  const t = useT();
  const { profile } = useAuth();
  const [params] = useSearchParams();
  const gift = params.get('gift');
  const reason = gift ? 'gift' : (params.get('reason') ?? 'general');
  const options = useQuery(upgradesQuery());
  const current: Tier = options.data?.currentTier ?? 'free';
  const suggested = proposedTier(current, upgradeReason(reason));

  return (
    <SitePage
      title={t('overlays.upgradePage.title')}
      text={t('overlays.upgradePage.intro')}
      query={options}
      size="lg"
      data-testid="upgrade-page"
    >
      {() =>
        options.data ? (
          <Stack gap="lg">
            {gift ? <Title order={2} fz="lg">{t('overlays.upgrade.giftTitle', { name: gift })}</Title> : null}
            {profile && options.data.paid ? <Text fw={500}>{t('overlays.upgradePage.current', { tier: t(TIER_KEY[current]) })}</Text> : null}
            {/* Arriving without a reason (the menu's Upgrade link), there is nothing to explain: no "That needs…". */}
            <UpgradeDetails options={options.data} reason={reason} explain={gift !== null || params.has('reason')} />
            {profile && options.data.paymentsOpen && (options.data.canUpgrade || gift) ? (
              <UpgradePrices currentTier={current === 'free' ? 'free' : current} gift={gift} />
            ) : null}
            {options.data.paid ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {PAID_TIERS.map((tier) => {
                  const benefits = gainedBenefits(options.data, 'free', tier);
                  const standing = upgradeStanding(options.data, profile !== null, profile?.member.isAdmin ?? false);
                  return (
                    <Card key={tier} withBorder radius="md" padding="lg" data-testid={`tier-${tier}`} aria-current={current === tier ? 'true' : undefined}>
                      <Stack gap="xs">
                        <Title order={2} fz="lg">
                          {t(TIER_KEY[tier])}
                        </Title>
                        {suggested === tier && standing !== 'staff' ? <Badge variant="light">{t('overlays.upgradePage.suggested')}</Badge> : null}
                        {benefits.length > 0 ? (
                          <List spacing={4} size="sm">
                            {benefits.map((b) => (
                              <List.Item key={b}>{t(BENEFIT_KEY[b])}</List.Item>
                            ))}
                          </List>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('overlays.upgradePage.none')}
                          </Text>
                        )}
                      </Stack>
                    </Card>
                  );
                })}
              </SimpleGrid>
            ) : null}
          </Stack>
        ) : null
      }
    </SitePage>
  );
}
