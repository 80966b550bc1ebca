import { Group, Loader } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

/** A dialog's body while what it shows is loading: one small spinner, centred. */
export function DialogLoader() {
  const t = useT();
  return (
    <Group justify="center" py="lg">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Group>
  );
}
