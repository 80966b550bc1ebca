import { LoginRequest } from '@community/contracts';
import { CentredCard } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { authApi } from './api';
import { useCompleteLogin } from './useCompleteLogin';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

type LoginForm = z.input<typeof LoginRequest>;
const FIELDS = ['login', 'password', 'remember'] as const;

export function LoginPage() {
  const t = useT();
  usePageTitle(t('auth.login.title'));
  const completeLogin = useCompleteLogin();
  const form = useForm<LoginForm, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { login: '', password: '', remember: false },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  // A 403 with mfa_required is sent to /mfa by the central error handler; other refusals show here.
  const login = useMutation({ mutationFn: authApi.login, onSuccess: completeLogin, onError: showServerErrors });

  return (
    <CentredCard
      title={t('auth.login.title')}
      description={t('auth.login.intro')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={routeTo('register')} fw={600}>
            {t('auth.login.register')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label={t('auth.login.login')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.login?.message}
            {...form.register('login')}
          />
          <PasswordInput
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('auth.login.remember')} {...form.register('remember')} />
            <Anchor component={Link} to={routeTo('password-forgot')} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending} mt="xs">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </CentredCard>
  );
}
