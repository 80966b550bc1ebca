import { MfaDisableRequest, MfaVerifyRequest } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authKeys } from '../../shared/auth/queries';
import { useAuth } from '../../shared/auth/useAuth';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { securityApi, type MfaEnrolment } from './api';
import { SectionHeading } from '../../shared/layout/SectionHeading';

type VerifyForm = z.infer<typeof MfaVerifyRequest>;
type DisableForm = z.infer<typeof MfaDisableRequest>;
const VERIFY_FIELDS = ['code'] as const;
const DISABLE_FIELDS = ['password'] as const;

type Step = { name: 'idle' } | { name: 'enrolling'; enrolment: MfaEnrolment } | { name: 'codes'; codes: string[] } | { name: 'disabling' };

/** Recovery codes, shown once after turning MFA on, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <div>
        <SectionHeading title={t('auth.mfaEnrol.recoveryTitle')} text={t('auth.mfaEnrol.recoveryIntro')} order={3} />
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" px="sm" py={6} style={{ display: 'block', textAlign: 'center', letterSpacing: '0.08em' }}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'green' : undefined} onClick={copy}>
              {copied ? t('common.copied') : t('auth.mfaEnrol.copyAll')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('auth.mfaEnrol.recoveryDone')}</Button>
      </Group>
    </Stack>
  );
}

function Enrolment({ enrolment, onVerified, onCancel }: { enrolment: MfaEnrolment; onVerified: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const form = useForm<VerifyForm>({ resolver: zodResolver(MfaVerifyRequest), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, VERIFY_FIELDS);
  const verify = useMutation({
    mutationFn: (values: VerifyForm) => securityApi.verifyMfaEnrol(values.code),
    onSuccess: (result) => onVerified(result.recoveryCodes),
    onError: showServerErrors,
  });

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {t('auth.mfaEnrol.title')}
      </Title>
      <Text size="sm">{t('auth.mfaEnrol.intro')}</Text>
      <Group align="flex-start" gap="lg">
        <Paper withBorder radius="md" p="xs" bg="white">
          <Image src={enrolment.qrDataUrl} alt={t('auth.mfaEnrol.qrAlt')} w={180} h={180} fit="contain" />
        </Paper>
        <Stack gap="xs" style={{ flex: '1 1 220px' }} miw={0}>
          <Text size="sm" c="dimmed">
            {t.rich('auth.mfaEnrol.secret', {
              secret: (
                <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="mfa-secret">
                  {enrolment.secret}
                </Code>
              ),
            })}
          </Text>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button variant="subtle" size="compact-sm" onClick={copy} w="fit-content">
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
        <Stack gap="sm" maw={360}>
          <FormAlert errors={errors} />
          <TextInput
            label={t('auth.mfaEnrol.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errors.code?.message}
            {...form.register('code')}
          />
          <SubmitOrCancel label={t('auth.mfaEnrol.submit')} loading={verify.isPending} onCancel={onCancel} />
        </Stack>
      </form>
    </Stack>
  );
}

/** A form's submit button beside Cancel. */
function SubmitOrCancel({ label, color, loading, onCancel }: { label: string; color?: string; loading: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <Group gap="sm">
      <Button type="submit" color={color} loading={loading}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}

function DisableMfaForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const form = useForm<DisableForm>({ resolver: zodResolver(MfaDisableRequest), defaultValues: { password: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, DISABLE_FIELDS);
  const disable = useMutation({
    mutationFn: (values: DisableForm) => securityApi.disableMfa(values.password),
    onSuccess: onDone,
    onError: showServerErrors,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => disable.mutate(values))}>
      <Stack gap="sm" maw={360}>
        <Text size="sm">{t('auth.mfaEnrol.disableConfirm')}</Text>
        <FormAlert errors={errors} />
        <PasswordInput
          label={t('common.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitOrCancel label={t('auth.mfaEnrol.disable')} color="red" loading={disable.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Turn two-step verification on (QR code, secret, code, recovery codes) or off (password). */
export function MfaSection() {
  const t = useT();
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = profile?.member.mfaEnabled ?? false;
  const refreshProfile = () => queryClient.invalidateQueries({ queryKey: authKeys.profile });

  const start = useMutation({
    mutationFn: securityApi.startMfaEnrol,
    onSuccess: (enrolment) => setStep({ name: 'enrolling', enrolment }),
  });

  let body;
  if (step.name === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={() => setStep({ name: 'idle' })} />;
  } else if (step.name === 'enrolling') {
    body = (
      <Enrolment
        enrolment={step.enrolment}
        onCancel={() => setStep({ name: 'idle' })}
        onVerified={(codes) => {
          setStep({ name: 'codes', codes });
          void refreshProfile();
        }}
      />
    );
  } else if (step.name === 'disabling') {
    body = (
      <DisableMfaForm
        onCancel={() => setStep({ name: 'idle' })}
        onDone={() => {
          setStep({ name: 'idle' });
          void refreshProfile();
        }}
      />
    );
  } else if (enabled) {
    body = (
      <Button variant="default" color="red" onClick={() => setStep({ name: 'disabling' })} w="fit-content">
        {t('auth.mfaEnrol.disable')}
      </Button>
    );
  } else {
    body = (
      <Stack gap="sm">
        {start.isError ? (
          <Alert color="red" variant="light" role="alert">
            {start.error.message}
          </Alert>
        ) : null}
        <Button onClick={() => start.mutate()} loading={start.isPending} w="fit-content">
          {t('auth.mfaEnrol.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="mfa-title">
      <div>
        {/* On a phone the badge wraps under the heading: keep it clear of the line below. */}
        <Group gap="sm" mb={4} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          <Title order={2} id="mfa-title" fz="xl">
            {t('settings.security.mfa')}
          </Title>
          <Badge color={enabled ? 'green' : 'gray'} variant="light">
            {enabled ? t('auth.mfaEnrol.enabled') : t('auth.mfaEnrol.disabled')}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          {t('settings.security.mfaHelp')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
