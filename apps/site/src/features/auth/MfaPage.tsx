import { MfaLoginRequest } from '@community/contracts';
import { CentredCard } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { AuthOutcome } from './AuthOutcome';
import { authApi } from './api';
import { useCompleteLogin } from './useCompleteLogin';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

type MfaForm = z.input<typeof MfaLoginRequest>;
type Mode = 'code' | 'recovery';
const FIELDS = ['code', 'recoveryCode'] as const;

/** The second step of logging in: a 6-digit code from the authenticator app, or a recovery code. */
export function MfaPage() {
  const t = useT();
  usePageTitle(t('auth.mfa.title'));
  const completeLogin = useCompleteLogin();
  const [mode, setMode] = useState<Mode>('code');
  const [expired, setExpired] = useState(false);
  // shouldUnregister: only the visible field is sent, so the body is {code} or {recoveryCode}.
  const form = useForm<MfaForm, unknown, MfaLoginRequest>({
    resolver: zodResolver(MfaLoginRequest),
    shouldUnregister: true,
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const verify = useMutation({
    mutationFn: authApi.mfa,
    onSuccess: completeLogin,
    onError: (error) => {
      // 401: no pending login (it expired or never started) — the member logs in again.
      if (isApiRequestError(error) && error.kind === 'http' && error.statusCode === 401) setExpired(true);
      else showServerErrors(error);
    },
  });

  const switchMode = (): void => {
    form.clearErrors();
    setMode(mode === 'code' ? 'recovery' : 'code');
  };

  return (
    <CentredCard title={t('auth.mfa.title')} description={mode === 'code' ? t('auth.mfa.intro') : t('auth.mfa.recoveryIntro')}>
      {expired ? (
        <AuthOutcome tone="warning" message={t('auth.mfa.expired')}>
          <Button component={Link} to={routeTo('login')} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </AuthOutcome>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
          <Stack gap="md">
            <FormAlert errors={errors} />
            {mode === 'code' ? (
              <TextInput
                key="code"
                label={t('auth.mfa.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
                required
                styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums', fontSize: 20 } }}
                error={errors.code?.message}
                {...form.register('code')}
              />
            ) : (
              <TextInput
                key="recoveryCode"
                label={t('auth.mfa.recoveryCode')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                error={errors.recoveryCode?.message ?? errors.code?.message}
                {...form.register('recoveryCode')}
              />
            )}
            <Button type="submit" fullWidth loading={verify.isPending}>
              {t('auth.mfa.submit')}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={switchMode} ta="center">
              {mode === 'code' ? t('auth.mfa.useRecovery') : t('auth.mfa.useCode')}
            </Anchor>
          </Stack>
        </form>
      )}
    </CentredCard>
  );
}
