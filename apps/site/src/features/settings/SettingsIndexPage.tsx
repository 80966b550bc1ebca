import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { routeTo } from '../../shared/routes';

interface Entry {
  /** The page's address (and test id). */
  href: string;
  title: string;
  text: string;
}

function Section({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {entries.map((e) => (
          <Paper key={e.href} withBorder radius="md" p="md" data-testid={`settings${e.href.replace(/\//g, '-')}`}>
            <Stack gap={4}>
              <Anchor component={Link} to={e.href} fw={600}>
                {e.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {e.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/settings` (issue 23): the member's settings index — account (security, ID verification), profile and privacy,
 * community and help, and their data. Downloading one's data and closing the account are not built yet: the page
 * says so and sends the member to support, who must answer within a month (GDPR), rather than pretending.
 */
export function SettingsIndexPage() {
  const t = useT();
  const { profile } = useAuth();
  const verified = profile?.member.isVerified ?? false;
  return (
    <SitePage title={t('members.settings')} text={t('verification.settings.intro')} size={900}>
      {() => (
        <Stack gap="xl" data-testid="settings-index">
          <Section
            title={t('verification.settings.account')}
            entries={[
              { href: routeTo('settings-security'), title: t('settings.security.title'), text: t('verification.settings.security.text') },
              { href: routeTo('id-'), title: t('verification.title'), text: verified ? t('verification.settings.id.done') : t('verification.settings.id.text') },
            ]}
          />
          <Section
            title={t('verification.settings.profile')}
            entries={[
              { href: routeTo('settings-privacy'), title: t('members.settings.privacy.title'), text: t('verification.settings.privacy.text') },
              { href: routeTo('settings-name'), title: t('members.settings.name.title'), text: t('members.settings.name.text') },
              { href: routeTo('settings-profile-type'), title: t('members.settings.type.title'), text: t('members.settings.type.text') },
              { href: routeTo('settings-wink'), title: t('members.settings.wink.title'), text: t('members.settings.wink.text') },
            ]}
          />
          <Section
            title={t('verification.settings.more')}
            entries={[
              { href: routeTo('forum-settings'), title: t('forum.settings.title'), text: t('verification.settings.forum.text') },
              { href: routeTo('tickets'), title: t('tickets.title'), text: t('verification.settings.tickets.text') },
            ]}
          />
          <Stack gap="sm" component="section">
            <Title order={2} size="h4">
              {t('verification.settings.data')}
            </Title>
            <Alert color="gray" variant="light" data-testid="settings-data">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('verification.settings.data.text')}</Text>
                <Button component={Link} to={routeTo('tickets-create')} variant="default" size="xs">
                  {t('verification.settings.data.ask')}
                </Button>
              </Stack>
            </Alert>
          </Stack>
        </Stack>
      )}
    </SitePage>
  );
}
