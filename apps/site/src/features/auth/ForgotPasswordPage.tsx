import { ForgotPasswordRequest } from '@community/contracts';
import { CentredCard } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { authApi } from './api';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

type ForgotForm = z.infer<typeof ForgotPasswordRequest>;
const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('auth.forgot.title'));
  const form = useForm<ForgotForm>({ resolver: zodResolver(ForgotPasswordRequest), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const forgot = useMutation({ mutationFn: (values: ForgotForm) => authApi.forgotPassword(values.email), onError: showServerErrors });

  const backToLogin = (
    <Anchor component={Link} to={routeTo('login')} fw={600}>
      {t('auth.forgot.backToLogin')}
    </Anchor>
  );

  return (
    <CentredCard title={t('auth.forgot.title')} description={forgot.isSuccess ? undefined : t('auth.forgot.intro')} footer={backToLogin}>
      {forgot.isSuccess ? (
        // The same words whether or not an account uses the address (no account discovery).
        <Alert color="green" variant="light" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => forgot.mutate(values))}>
          <Stack gap="md">
            <FormAlert errors={errors} />
            <TextInput
              type="email"
              label={t('common.email')}
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </CentredCard>
  );
}
