import { SiteModal, SmartLink } from '@community/ui';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../app/i18n/useT';
import { upgradesQuery } from './api';
import { upgradeTarget } from './upgrade-target';

/**
 * SPEC 2's offer dialog (ignores backdrop clicks). Offers are discounts on memberships; none exists until
 * the payments issue brings prices, so it says so and links to the membership comparison.
 */
export function OfferDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const options = useQuery({ ...upgradesQuery(), enabled: opened });
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('overlays.offer.title')} closeLabel={t('common.close')} dismissable={false} pinable centered>
      <Stack gap="md" data-testid="offer-dialog">
        {options.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : (
          <>
            <Text>{t('overlays.reason.offer')}</Text>
            <Text fw={500}>{t('overlays.offer.none')}</Text>
            {options.data && !options.data.paid ? <Text>{t('overlays.upgrade.notSold')}</Text> : null}
            {options.data?.paid && !options.data.paymentsOpen ? (
              <Alert variant="light" color="yellow">
                {t('overlays.upgrade.closed')}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus>
                {t('common.close')}
              </Button>
              {options.data?.paid ? (
                <Button component={SmartLink} href={upgradeTarget({ reason: 'offer' }, options.data.paymentsOpen)} onClick={onClose}>
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
