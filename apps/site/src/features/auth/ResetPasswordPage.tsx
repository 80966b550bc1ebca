import { ResetPasswordRequest } from '@community/contracts';
import { CentredCard } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, PasswordInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import type { Translator } from '../../shared/i18n/translator';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { AuthOutcome } from './AuthOutcome';
import { authApi } from './api';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

const resetSchema = (t: Translator) =>
  ResetPasswordRequest.pick({ password: true })
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: t('errors.passwordMismatch') });

type ResetForm = z.infer<ReturnType<typeof resetSchema>>;
const FIELDS = ['password'] as const;

/** The server refused the token itself (unknown, used or expired), not the new password. */
const isBadToken = (error: unknown): boolean =>
  isApiRequestError(error) &&
  error.kind === 'http' &&
  (error.statusCode === 404 || error.statusCode === 410 || (error.error.errors ?? []).some((e) => e.field === 'token'));

export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.reset.title'));
  const { token = '' } = useParams();
  const [badToken, setBadToken] = useState(false);
  const schema = useMemo(() => resetSchema(t), [t]);
  const form = useForm<ResetForm>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const reset = useMutation({
    mutationFn: (values: ResetForm) => authApi.resetPassword(token, values.password),
    onError: (error) => (isBadToken(error) ? setBadToken(true) : showServerErrors(error)),
  });

  if (reset.isSuccess) {
    return (
      <CentredCard title={t('auth.reset.title')}>
        <AuthOutcome tone="success" message={t('auth.reset.success')}>
          <Button component={Link} to={routeTo('login')} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </AuthOutcome>
      </CentredCard>
    );
  }

  if (badToken) {
    return (
      <CentredCard title={t('auth.reset.title')}>
        <AuthOutcome tone="error" message={t('auth.reset.invalid')}>
          <Button component={Link} to={routeTo('password-forgot')} variant="light" fullWidth>
            {t('auth.reset.requestNew')}
          </Button>
        </AuthOutcome>
      </CentredCard>
    );
  }

  return (
    <CentredCard title={t('auth.reset.title')}>
      <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <PasswordInput
            label={t('auth.reset.password')}
            description={t('auth.register.passwordHelp')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label={t('auth.reset.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </CentredCard>
  );
}
