import { Container, Divider, Paper, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { useT } from '../../shared/i18n/useT';
import { MfaSection } from './MfaSection';
import { SessionsSection } from './SessionsSection';

/** `/settings/security` (login required): two-step verification and sessions. */
export function SecuritySettingsPage() {
  const t = useT();
  usePageTitle(t('settings.security.title'));
  return (
    <Container size={760} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('settings.security.title')}
        </Title>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            <MfaSection />
            <Divider />
            <SessionsSection />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
