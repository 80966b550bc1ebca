import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { FALLBACK_TRANSLATIONS } from '../shared/i18n/fallback';

/** Without site configuration there is no theme or translations: a plain, honest message and a retry. */
export function BootFailure() {
  return (
    <MantineProvider>
      <Center mih="100dvh" p="md">
        <Stack align="center" ta="center" gap="md" maw={420} role="alert">
          <Title order={1} fz={26}>
            {FALLBACK_TRANSLATIONS['errors.maintenance.title']}
          </Title>
          <Text c="dimmed">{FALLBACK_TRANSLATIONS['errors.boot']}</Text>
          <Button onClick={() => window.location.reload()}>{FALLBACK_TRANSLATIONS['errors.refresh']}</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
