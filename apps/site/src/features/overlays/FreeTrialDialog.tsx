import { SiteModal } from '@community/ui';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT';
import { FreeTrialCard } from '../payments';
import { trialQuery } from '../payments';
import { upgradesQuery } from './api';
import { CloseFooter } from './CloseFooter';
import { DialogLoader } from './DialogLoader';

/**
 * SPEC 2's free-trial dialog. Where payments are open it offers the trial (a week of Gold, once, for members
 * who never paid) or says why this account has none; where they are not, it says so.
 */
export function FreeTrialDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const options = useQuery({ ...upgradesQuery(), enabled: opened });
  const open = options.data?.paymentsOpen === true;
  const trial = useQuery({ ...trialQuery(), enabled: opened && open });
  const pending = options.isPending || (open && trial.isPending);
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('overlays.trial.title')} closeLabel={t('common.close')} pinable centered>
      <Stack gap="md" data-testid="free-trial-dialog">
        {pending ? (
          <DialogLoader />
        ) : open && trial.data?.available ? (
          <FreeTrialCard />
        ) : open && trial.data ? (
          <Text>{t('overlays.trial.unavailable')}</Text>
        ) : (
          <Text>{options.data && !options.data.paid ? t('overlays.trial.notSold') : t('overlays.trial.text')}</Text>
        )}
        <CloseFooter onClose={onClose} />
      </Stack>
    </SiteModal>
  );
}
