import { Button, Group } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

/** The footer of a dialog that only informs: one Close button, focused when the dialog opens. */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button onClick={onClose} data-autofocus>
        {t('common.close')}
      </Button>
    </Group>
  );
}
