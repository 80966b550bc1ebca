import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../shared/i18n/useT';

/** The dark-mode control (on, off, auto) of the footer and the user menu. */
export function DarkModeControl() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const value = colorScheme === 'dark' ? 'on' : colorScheme === 'light' ? 'off' : 'auto';
  // One control sits in the footer and one in the user menu: each needs its own label id.
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" id={labelId}>
        {t('shell.darkMode')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => setColorScheme(next === 'on' ? 'dark' : next === 'off' ? 'light' : 'auto')}
        data={[
          { value: 'on', label: t('shell.darkMode.on') },
          { value: 'off', label: t('shell.darkMode.off') },
          { value: 'auto', label: t('shell.darkMode.auto') },
        ]}
      />
    </Stack>
  );
}
