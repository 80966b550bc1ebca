import type { MessagingSettings, MessagingSettingsUpdate } from '@community/contracts';
import { toast } from '@community/ui';
import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { messagingApi, messagingKeys, settingsQuery } from './api';

/** The link in an alert e-mail (`?unsubscribe=<token>`): one click stops the e-mails, with or without a login. */
function Unsubscribe({ token }: { token: string }) {
  const t = useT();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => messagingApi.unsubscribe(token),
    onSuccess: () => void client.invalidateQueries({ queryKey: messagingKeys.settings }),
  });
  if (run.isSuccess) return <Alert color="teal" role="status">{t('messaging.nmm.unsubscribed')}</Alert>;
  if (run.isError) return <Alert color="red" role="alert">{t('messaging.nmm.unsubscribeFailed')}</Alert>;
  return (
    <Alert color="blue" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('messaging.nmm.unsubscribeIntro')}</Text>
        <Button size="xs" onClick={() => run.mutate()} loading={run.isPending}>
          {t('messaging.nmm.unsubscribe')}
        </Button>
      </Stack>
    </Alert>
  );
}

function SettingsForm({ settings }: { settings: MessagingSettings }) {
  const t = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const save = useMutation({
    mutationFn: (patch: MessagingSettingsUpdate) => messagingApi.updateSettings(patch),
    onSuccess: (next) => {
      client.setQueryData(messagingKeys.settings, next);
      setDraft(next);
      toast.success(t('messaging.nmm.saved'), { key: 'messaging-settings-saved' });
    },
    onError: () => setDraft(settings),
  });
  const toggle = (patch: MessagingSettingsUpdate, next: MessagingSettings) => {
    setDraft(next);
    save.mutate(patch);
  };
  const flip = (key: 'emailAlerts' | 'sound' | 'groupSound' | 'sendOnEnter' | 'readReceipts' | 'sendTyping') => (
    <Switch
      key={key}
      label={t(`messaging.nmm.${key}` as const)}
      checked={draft[key]}
      disabled={save.isPending}
      onChange={(e) => toggle({ [key]: e.currentTarget.checked }, { ...draft, [key]: e.currentTarget.checked })}
    />
  );
  const filter = (key: 'nonFriends' | 'newAccounts' | 'unverified', label: string) => (
    <Switch
      key={key}
      label={label}
      checked={draft.requests[key]}
      disabled={save.isPending}
      onChange={(e) => toggle({ requests: { [key]: e.currentTarget.checked } }, { ...draft, requests: { ...draft.requests, [key]: e.currentTarget.checked } })}
    />
  );
  return (
    <Stack gap="md">
      {flip('emailAlerts')}
      {flip('sound')}
      {flip('groupSound')}
      {flip('sendOnEnter')}
      {flip('readReceipts')}
      {flip('sendTyping')}
      <DesktopNotifications />
      <Title order={2} fz="lg" mt="sm">
        {t('messaging.requests')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('messaging.nmm.requestsIntro')}
      </Text>
      {filter('nonFriends', t('messaging.nmm.filterNonFriends'))}
      {filter('newAccounts', t('messaging.nmm.filterNewAccounts'))}
      {filter('unverified', t('messaging.nmm.filterUnverified'))}
    </Stack>
  );
}

/** Desktop notifications for this browser (SPEC 9: they close after 5 s); asking needs a click. */
function DesktopNotifications() {
  const t = useT();
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [permission, setPermission] = useState(() => (supported ? Notification.permission : 'denied'));
  if (!supported) return null;
  if (permission === 'granted') return <Text size="sm" c="dimmed">{t('messaging.nmm.desktopOn')}</Text>;
  if (permission === 'denied') return <Text size="sm" c="dimmed">{t('messaging.nmm.desktopBlocked')}</Text>;
  return (
    <Button variant="light" size="xs" w="fit-content" onClick={() => void Notification.requestPermission().then(setPermission)}>
      {t('messaging.nmm.desktopAllow')}
    </Button>
  );
}

/**
 * `/messages/never-miss-match`: e-mail alerts for unread messages, the other messaging settings, and the unsubscribe
 * link's landing. Open to guests (route auth `any`): the e-mail's link must work without a login.
 */
export function NeverMissMatchPage() {
  const t = useT();
  usePageTitle(t('messaging.nmm.title'));
  const { loggedIn } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('unsubscribe');
  const settings = useQuery({ ...settingsQuery(), enabled: loggedIn });
  return (
    <Container size={640} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('messaging.nmm.title')}
        </Title>
        <Text>{t('messaging.nmm.intro')}</Text>
        {token ? <Unsubscribe token={token} /> : null}
        {loggedIn ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {settings.data ? <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} /> : <Loader aria-label={t('common.loading')} />}
          </Paper>
        ) : (
          // A guest arrives here from the e-mail's unsubscribe link (the route is open to guests for it).
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('messaging.nmm.guest')}</Text>
              <Button component={Link} to={routeTo('login')} variant="light" size="sm">
                {t('nav.login')}
              </Button>
            </Stack>
          </Paper>
        )}
        {loggedIn ? (
          <Anchor component={Link} to={routeTo('messages')}>
            {t('messaging.back')}
          </Anchor>
        ) : null}
      </Stack>
    </Container>
  );
}
