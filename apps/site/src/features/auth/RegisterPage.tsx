import { RegisterRequest } from '@community/contracts';
import { CentredCard, GendersPicker } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useGendersPickerLabels } from '../../shared/forms/useGendersPickerLabels';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { authApi } from './api';
import { signupChallengeAnswer } from '../verification';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

const FIELDS = ['name', 'email', 'password', 'dateOfBirth', 'genders'] as const;

/** The latest date of birth of someone who is 18 today, as YYYY-MM-DD (the API checks the rule itself). */
export function latestAdultBirthDate(today: Date): string {
  const d = new Date(Date.UTC(today.getFullYear() - 18, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}

function RegisteredNotice({ email }: { email: string }) {
  const t = useT();
  return (
    <CentredCard title={t('auth.register.successTitle')}>
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {t.rich('auth.register.success', { email: <strong>{email}</strong> })}
        </Alert>
        <Button component={Link} to={routeTo('login')} variant="light" fullWidth>
          {t('auth.register.login')}
        </Button>
      </Stack>
    </CentredCard>
  );
}

export function RegisterPage() {
  const t = useT();
  usePageTitle(t('auth.register.title'));
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { name: '', email: '', password: '', dateOfBirth: '', genders: '' },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const register = useMutation({
    // Anti-automation (issue 23): the browser solves the server's proof-of-work challenge before the request.
    mutationFn: async (values: RegisterRequest) => authApi.register({ ...values, altcha: await signupChallengeAnswer() }),
    onSuccess: (_data, values) => setRegisteredEmail(values.email),
    onError: showServerErrors,
  });
  const labels = useGendersPickerLabels();
  const maxBirthDate = useMemo(() => latestAdultBirthDate(new Date()), []);

  if (registeredEmail !== null) return <RegisteredNotice email={registeredEmail} />;

  return (
    <CentredCard
      title={t('auth.register.title')}
      description={t('auth.register.intro')}
      width={520}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={routeTo('login')} fw={600}>
            {t('auth.register.login')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label={t('auth.register.name')}
            description={t('auth.register.nameHelp')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            type="email"
            label={t('auth.register.email')}
            description={t('auth.register.emailHelp')}
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('auth.register.password')}
            description={t('auth.register.passwordHelp')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextInput
            type="date"
            label={t('auth.register.dateOfBirth')}
            description={t('auth.register.dateOfBirthHelp')}
            autoComplete="bday"
            max={maxBirthDate}
            required
            error={errors.dateOfBirth?.message}
            {...form.register('dateOfBirth')}
          />
          <Controller
            control={form.control}
            name="genders"
            render={({ field, fieldState }) => (
              <GendersPicker
                legend={t('auth.register.genders')}
                description={t('auth.register.gendersHelp')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labels={labels}
                size="md"
                error={
                  fieldState.error
                    ? fieldState.error.type === 'server' || field.value !== ''
                      ? fieldState.error.message
                      : t('auth.register.gendersRequired')
                    : undefined
                }
              />
            )}
          />
          <Button type="submit" fullWidth loading={register.isPending} mt="xs">
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </CentredCard>
  );
}
