import type { UpgradeOptions } from '@community/contracts';
import { proposedTier, upgradeReason, type PaidTier, type Tier, type UpgradeBenefit } from '@community/domain';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { BENEFIT_KEY, FEATURE_REASON_KEY, REASON_KIND_KEY, TIER_KEY } from '../../shared/upgrade-texts';

/** What a tier adds over another, from the API's per-tier benefits (each relative to a free member). */
export function gainedBenefits(options: UpgradeOptions, from: Tier, to: PaidTier): UpgradeBenefit[] {
  const had = new Set(options.tiers.find((x) => x.tier === from)?.benefits ?? []);
  return (options.tiers.find((x) => x.tier === to)?.benefits ?? []).filter((b) => !had.has(b));
}

export type UpgradeStanding = 'guest' | 'staff' | 'not-sold' | 'top-tier' | 'closed' | 'open';

/** Which honest state the dialog and the page are in. */
export function upgradeStanding(options: UpgradeOptions, loggedIn: boolean, isStaff: boolean): UpgradeStanding {
  if (!options.paid) return 'not-sold';
  if (!loggedIn) return 'guest';
  if (isStaff) return 'staff';
  if (options.currentTier === 'platinum') return 'top-tier';
  return options.paymentsOpen ? 'open' : 'closed';
}

/** The standing for a reason: a gift can be given by members who cannot upgrade themselves (Platinum, staff). */
export function standingFor(options: UpgradeOptions, reason: string, loggedIn: boolean, isStaff: boolean): UpgradeStanding {
  const own = upgradeStanding(options, loggedIn, isStaff);
  if (upgradeReason(reason).kind === 'gift' && (own === 'top-tier' || own === 'staff')) return options.paymentsOpen ? 'open' : 'closed';
  return own;
}

/**
 * The heart of the upgrade dialog: why the member sees it (the reason), what the proposed tier adds for
 * them on this variant (computed by the API from the permission rules), and the truth about buying it.
 */
export function UpgradeDetails({ options, reason, explain = true }: { options: UpgradeOptions; reason: string; explain?: boolean }) {
  const t = useT();
  const { profile } = useAuth();
  const parsed = upgradeReason(reason);
  // A gift is for another member, whose tier is not known here: show what each step up from free adds.
  const forGift = parsed.kind === 'gift';
  const current: Tier = forGift ? 'free' : (options.currentTier ?? 'free');
  const tier = proposedTier(current, parsed);
  const standing = standingFor(options, reason, profile !== null, profile?.member.isAdmin ?? false);
  const tierName = tier ? t(TIER_KEY[tier]) : '';
  const why = (parsed.kind === 'feature' ? FEATURE_REASON_KEY[parsed.id] : undefined) ?? REASON_KIND_KEY[parsed.kind];
  const benefits = tier ? gainedBenefits(options, current, tier) : [];

  return (
    <Stack gap="md" data-testid="upgrade-details" data-standing={standing}>
      {standing !== 'not-sold' && standing !== 'staff' && standing !== 'top-tier' && tier ? (
        <>
          {explain ? <Text data-testid="upgrade-reason">{t(why, { tier: tierName })}</Text> : null}
          <div>
            <Title order={3} fz="md" mb={6}>
              {t('overlays.upgrade.unlocks', { tier: tierName })}
            </Title>
            {benefits.length > 0 ? (
              <List spacing={4} size="sm" data-testid="upgrade-benefits">
                {benefits.map((b) => (
                  <List.Item key={b}>{t(BENEFIT_KEY[b])}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('overlays.upgrade.nothingMore', { tier: tierName })}
              </Text>
            )}
          </div>
        </>
      ) : null}
      {standing === 'not-sold' ? <Text>{t('overlays.upgrade.notSold')}</Text> : null}
      {standing === 'staff' ? <Text>{t('overlays.upgrade.staff')}</Text> : null}
      {standing === 'top-tier' ? <Text>{t('overlays.upgrade.topTier')}</Text> : null}
      {standing === 'guest' ? <Text>{t('overlays.upgrade.guest')}</Text> : null}
      {standing === 'closed' ? (
        <Alert variant="light" color="yellow" data-testid="upgrades-closed">
          {t('overlays.upgrade.closed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
