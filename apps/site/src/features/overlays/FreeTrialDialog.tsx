import { SiteModal } from '@community/ui';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../app/i18n/useT';
import { upgradesQuery } from './api';

/** SPEC 2's free-trial dialog: trials need payments, which are not open, and it says so. */
export function FreeTrialDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const options = useQuery({ ...upgradesQuery(), enabled: opened });
  return (
    <SiteModal opened={opened} onClose={onClose} title={t('overlays.trial.title')} closeLabel={t('common.close')} pinable centered>
      <Stack gap="md" data-testid="free-trial-dialog">
        {options.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : (
          <Text>{options.data && !options.data.paid ? t('overlays.trial.notSold') : t('overlays.trial.text')}</Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </SiteModal>
  );
}
