import { SiteModal, SmartLink } from '@community/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { offerQuery } from '../payments';
import { useDates } from '../../shared/dates';
import { upgradeTarget } from './upgrade-target';
import { upgradesQuery } from './api';
import { TIER_KEY } from '../../shared/upgrade-texts';
import { DialogLoader } from './DialogLoader';

/**
 * SPEC 2's offer dialog (ignores backdrop clicks). Where payments are open and the member may upgrade, it
 * shows their time-limited offer (GET payment/upgrade/offer: half-price first month of Gold for members who
 * never paid, 48 hours from the first time they see it) and leads to /upgrade/offer; otherwise it says
 * there is no offer and links to the membership comparison.
 */
export function OfferDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const dates = useDates();
  const options = useQuery({ ...upgradesQuery(), enabled: opened });
  const sold = options.data?.paymentsOpen === true && options.data.canUpgrade;
  const offer = useQuery({ ...offerQuery(), enabled: opened && sold });
  const o = sold && offer.data?.available ? offer.data : null;
  return (
    <SiteModal
      opened={opened}
      onClose={onClose}
      title={t('overlays.offer.title')}
      closeLabel={t('common.close')}
      dismissable={false}
      pinable
      centered
    >
      <Stack gap="md" data-testid="offer-dialog">
        {options.isPending || (sold && offer.isPending) ? (
          <DialogLoader />
        ) : (
          <>
            <Text>{t('overlays.reason.offer')}</Text>
            {o ? (
              <>
                <Text fz="lg" fw={500}>
                  {t('payments.offer.text', { tier: t(TIER_KEY[o.tier]), price: o.priceText, regular: o.regularText })}
                </Text>
                {o.expiresAt ? (
                  <Text c="dimmed">{t('payments.offer.ends', { when: dates.dateTime(o.expiresAt) })}</Text>
                ) : null}
              </>
            ) : (
              <Text fw={500}>{t('overlays.offer.none')}</Text>
            )}
            {options.data && !options.data.paid ? <Text>{t('overlays.upgrade.notSold')}</Text> : null}
            {options.data?.paid && !options.data.paymentsOpen ? (
              <Alert variant="light" color="yellow">
                {t('overlays.upgrade.closed')}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus={o ? undefined : true}>
                {t('common.close')}
              </Button>
              {o ? (
                <Button component={SmartLink} href={routeTo('upgrade-offer')} onClick={onClose} data-autofocus>
                  {t('payments.offer.buy')}
                </Button>
              ) : options.data?.paid ? (
                <Button
                  component={SmartLink}
                  href={upgradeTarget({ reason: 'offer' }, options.data.paymentsOpen)}
                  onClick={onClose}
                >
                  {t('overlays.upgrade.seeTiers')}
                </Button>
              ) : null}
            </Group>
          </>
        )}
      </Stack>
    </SiteModal>
  );
}
