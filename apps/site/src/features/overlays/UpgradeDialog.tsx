import { proposedTier, upgradeReason } from '@community/domain';
import { SiteModal, SmartLink } from '@community/ui';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { FreeTrialCard } from '../payments';
import { upgradesQuery } from './api';
import type { UpgradeRequest } from './store';
import { TIER_KEY } from '../../shared/upgrade-texts';
import { standingFor, UpgradeDetails } from './UpgradeDetails';
import { upgradeTarget } from './upgrade-target';
import { useLastValue } from './useLastValue';
import { DialogLoader } from './DialogLoader';

/**
 * SPEC 2's upgrade dialog (reason, gateway, gift, link, service). It does not close on a backdrop click
 * (back, Escape and × close it). It says why the member sees it and what the tier would add; where payments
 * are open it offers the free trial to a member who may take it, and its button continues to the upgrade
 * page (prices, gift checkout); where they are off, to the upgrade page with the `gift` or `reason` query
 * (SPEC 7).
 */
export function UpgradeDialog({ request: open, onClose }: { request: UpgradeRequest | null; onClose: () => void }) {
  const t = useT();
  const request = useLastValue(open);
  const { profile } = useAuth();
  const options = useQuery({ ...upgradesQuery(), enabled: open !== null });
  const reason = request?.gift ? 'gift' : (request?.reason ?? 'general');
  const current = options.data?.currentTier ?? 'free';
  const tier = proposedTier(current, upgradeReason(reason));
  const title = request?.gift
    ? t('overlays.upgrade.giftTitle', { name: request.gift })
    : tier && options.data?.paid !== false
      ? t('overlays.upgrade.titleTier', { tier: t(TIER_KEY[tier]) })
      : t('overlays.upgrade.title');
  const standing = options.data ? standingFor(options.data, reason, profile !== null, profile?.member.isAdmin ?? false) : null;

  return (
    <SiteModal opened={open !== null} onClose={onClose} title={title} closeLabel={t('common.close')} dismissable={false} pinable centered>
      <div data-testid="upgrade-dialog" data-reason={request?.reason ?? reason}>
        {options.isPending ? (
          <DialogLoader />
        ) : options.isError || !options.data ? (
          <Alert color="red" variant="light">
            {t('overlays.upgrade.loadFailed')}
          </Alert>
        ) : (
          <Stack gap="lg">
            <UpgradeDetails options={options.data} reason={reason} />
            {standing === 'open' && !request?.gift ? <FreeTrialCard /> : null}
            <Group justify="flex-end" gap="sm">
              {standing === 'guest' ? (
                <>
                  <Button component={SmartLink} href={routeTo('login')} variant="default" onClick={onClose}>
                    {t('overlays.upgrade.login')}
                  </Button>
                  <Button component={SmartLink} href={routeTo('register')} onClick={onClose}>
                    {t('overlays.upgrade.join')}
                  </Button>
                </>
              ) : standing === 'closed' || standing === 'open' ? (
                <>
                  <Button variant="default" onClick={onClose}>
                    {t('common.close')}
                  </Button>
                  <Button
                    component={SmartLink}
                    href={upgradeTarget(request ?? { reason }, options.data.paymentsOpen)}
                    onClick={onClose}
                    data-autofocus
                  >
                    {t('overlays.upgrade.seeTiers')}
                  </Button>
                </>
              ) : (
                <Button onClick={onClose} data-autofocus>
                  {t('common.close')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </div>
    </SiteModal>
  );
}
