import { toast } from '@community/ui';
import type { SessionInfo } from '@community/contracts';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { securityApi, sessionsQuery } from './api';
import { describeUserAgent } from './user-agent';

const toBcp47 = (locale: string): string => locale.replace('_', '-');

function SessionRow({ session, formatDate }: { session: SessionInfo; formatDate: (iso: string) => string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => securityApi.endSession(session.id),
    onSuccess: async () => {
      toast.success(t('auth.sessions.revoked'));
      await queryClient.invalidateQueries({ queryKey: authKeys.sessions });
    },
  });
  const device = describeUserAgent(session.userAgent) ?? t('auth.sessions.unknownDevice');

  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="session">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} title={session.userAgent ?? undefined}>
              {device}
            </Text>
            {session.current ? (
              <Badge color="green" variant="light">
                {t('auth.sessions.current')}
              </Badge>
            ) : null}
            {session.remembered ? (
              <Badge color="gray" variant="light">
                {t('auth.sessions.remembered')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('auth.sessions.lastSeen', { time: formatDate(session.lastSeenAt) })}
            {' · '}
            {t('auth.sessions.started', { time: formatDate(session.createdAt) })}
          </Text>
          {session.ip ? (
            <Text size="sm" c="dimmed">
              {t('auth.sessions.ip', { ip: session.ip })}
            </Text>
          ) : null}
          {end.isError && isApiRequestError(end.error) && end.error.kind === 'http' ? (
            <Text size="sm" c="red" role="alert">
              {end.error.error.message}
            </Text>
          ) : null}
        </Stack>
        {session.current ? null : (
          <Button
            variant="default"
            size="compact-md"
            onClick={() => end.mutate()}
            loading={end.isPending}
            aria-label={`${t('auth.sessions.revoke')}: ${device}`}
          >
            {t('auth.sessions.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Where the member is logged in, with a way to end every other session. */
export function SessionsSection() {
  const t = useT();
  const site = useSite();
  const sessions = useQuery(sessionsQuery());
  const formatter = new Intl.DateTimeFormat(toBcp47(site.locale), { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
  };
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);

  return (
    <Stack gap="md" component="section" aria-labelledby="sessions-title">
      <div>
        <Title order={2} id="sessions-title" fz="xl">
          {t('auth.sessions.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.sessions.intro')}
        </Text>
      </div>
      {sessions.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : sessions.isError ? (
        <Alert color="red" variant="light" role="alert">
          {isApiRequestError(sessions.error) ? sessions.error.error.message : t('errors.unexpected')}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...list]
            .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
            .map((session) => (
              <SessionRow key={session.id} session={session} formatDate={formatDate} />
            ))}
        </Stack>
      )}
      {sessions.isSuccess && others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('auth.sessions.none')}
        </Text>
      ) : null}
    </Stack>
  );
}
