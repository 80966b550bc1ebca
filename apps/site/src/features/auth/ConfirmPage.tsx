import { CentredCard } from '@community/ui';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { AuthOutcome } from './AuthOutcome';
import { authApi } from './api';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

const messageOf = (error: unknown): string | null => (isApiRequestError(error) && error.kind === 'http' ? error.error.message : null);

/** Offers a new link: members can ask for one; guests log in first (the resend call needs a session). */
function ResendLink() {
  const t = useT();
  const { loggedIn } = useAuth();
  const resend = useMutation({ mutationFn: authApi.resendConfirmation });

  if (!loggedIn) {
    return (
      <Button component={Link} to={routeTo('login')} variant="light" fullWidth>
        {t('auth.confirm.loginToResend')}
      </Button>
    );
  }
  if (resend.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('auth.confirm.resent')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {resend.isError && messageOf(resend.error) ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(resend.error)}
        </Alert>
      ) : null}
      <Button onClick={() => resend.mutate()} loading={resend.isPending} variant="light" fullWidth>
        {t('auth.confirm.resend')}
      </Button>
    </Stack>
  );
}

function ConfirmToken({ token }: { token: string }) {
  const t = useT();
  const { loggedIn } = useAuth();
  const confirm = useMutation({ mutationFn: authApi.confirm });
  const { mutate } = confirm;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token (React's strict mode runs effects twice in development).
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess) {
    return (
      <AuthOutcome tone="success" message={t('auth.confirm.success')}>
        {loggedIn ? (
          <Button component={Link} to={routeTo('index')} fullWidth>
            {t('common.goHome')}
          </Button>
        ) : (
          <Button component={Link} to={routeTo('login')} fullWidth>
            {t('auth.confirm.login')}
          </Button>
        )}
      </AuthOutcome>
    );
  }
  if (confirm.isError) {
    return (
      <AuthOutcome tone="error" message={t('auth.confirm.invalid')}>
        <ResendLink />
      </AuthOutcome>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('auth.confirm.checking')}</Text>
    </Group>
  );
}

/** `/confirm/:token?`: with a token, confirms the address; without, explains and offers a new link. */
export function ConfirmPage() {
  const t = useT();
  usePageTitle(t('auth.confirm.title'));
  const { token } = useParams();

  return (
    <CentredCard title={t('auth.confirm.title')} description={token ? undefined : t('auth.confirm.explain')}>
      {token ? <ConfirmToken key={token} token={token} /> : <ResendLink />}
    </CentredCard>
  );
}
