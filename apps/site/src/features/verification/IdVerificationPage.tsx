import {
  VERIFICATION_DOCUMENT_TYPES,
  VerificationStartRequest,
  type OwnVerification,
  type VerificationSide,
} from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Code, FileButton, Group, Loader, Paper, Progress, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiRequestError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/useAuth';
import { useDates } from '../../shared/dates';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { SitePage } from '../../shared/layout/SitePage';
import { useOwnVerification, verificationApi, verificationKeys } from './api';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const START_FIELDS = ['documentType', 'dateOfBirth'] as const;

/**
 * `/id-` (SPEC 2): the member's ID verification, one state at a time — start (document and date of birth), the code
 * and the photos (front, back where the document has one, the selfie holding the code), then waiting, and the
 * decision (verified, or refused with the reason and a fresh start).
 */
export function IdVerificationPage() {
  const t = useT();
  const own = useOwnVerification();
  return (
    <SitePage title={t('verification.title')} text={t('verification.intro')} query={own} size={760}>
      {() => (
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} data-testid="id-page">
          <Stack gap="lg">
            <Body v={own.data!} />
            <Text size="sm" c="dimmed">
              {t('verification.privacy')}
            </Text>
          </Stack>
        </Paper>
      )}
    </SitePage>
  );
}

function Body({ v }: { v: OwnVerification }) {
  const t = useT();
  const { date } = useDates();
  // The idVerified notification refreshes the session profile live (NotificationsBridge): the page follows it.
  const { profile } = useAuth();
  if (v.isVerified || profile?.member.isVerified) {
    return (
      <Alert color="teal" title={t('verification.done.title')} data-testid="id-verified">
        {t('verification.done.text', { date: date(v.verifiedAt ?? new Date().toISOString()) })}
      </Alert>
    );
  }
  if (v.status === 'draft') return <Draft v={v} />;
  if (v.status === 'processing' || v.status === 'pending') {
    return (
      <Alert color="blue" title={t(v.status === 'processing' ? 'verification.processing.title' : 'verification.pending.title')} icon={v.status === 'processing' ? <Loader size="xs" /> : undefined} data-testid="id-waiting">
        {v.submittedAt ? t('verification.pending.text', { date: date(v.submittedAt) }) : null}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {v.status === 'rejected' && v.rejectReason ? (
        <Alert color="orange" title={t('verification.rejected.title')} data-testid="id-rejected">
          {t('verification.rejected.text', { reason: t(`verification.reason.${v.rejectReason}`) })}
        </Alert>
      ) : null}
      <StartForm />
    </Stack>
  );
}

function useRefresh() {
  const client = useQueryClient();
  return (next: OwnVerification) => client.setQueryData(verificationKeys.own, next);
}

function StartForm() {
  const t = useT();
  const refresh = useRefresh();
  const form = useForm<VerificationStartRequest>({ resolver: zodResolver(VerificationStartRequest), defaultValues: { documentType: 'passport', dateOfBirth: '' } });
  const showServerErrors = useServerErrors(form.setError, START_FIELDS);
  const start = useMutation({
    mutationFn: verificationApi.start,
    // An outside age-assurance provider runs its own flow (the port's hosted shape); in-house, the photos come next.
    onSuccess: (next) => (next.hostedUrl ? window.location.assign(next.hostedUrl) : refresh(next)),
    onError: showServerErrors,
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => start.mutate(values))}>
      <Stack gap="md" maw={420}>
        <FormAlert errors={errors} />
        <Controller
          control={form.control}
          name="documentType"
          render={({ field, fieldState }) => (
            <Select
              label={t('verification.start.documentType')}
              data={VERIFICATION_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`verification.doc.${d}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'passport')}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput type="date" label={t('verification.start.dateOfBirth')} autoComplete="bday" required error={errors.dateOfBirth?.message} {...form.register('dateOfBirth')} />
        <Button type="submit" w="fit-content" loading={start.isPending}>
          {t('verification.start.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function Draft({ v }: { v: OwnVerification }) {
  const t = useT();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: verificationApi.submit,
    onSuccess: (next) => {
      refresh(next);
      toast.success(t('verification.sent'));
    },
    onError: (err) => setError(isApiRequestError(err) ? err.error.message : String(err)),
  });
  const withdraw = useMutation({ mutationFn: verificationApi.withdraw, onSuccess: refresh });
  const complete = v.needed.every((s) => v.uploaded.includes(s));
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {t('verification.code.title')}
            </Title>
            <Text size="sm">{t('verification.code.text')}</Text>
          </Stack>
          <Code fz={28} fw={700} px="md" py="xs" data-testid="id-code" style={{ letterSpacing: '0.15em' }}>
            {v.code}
          </Code>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: v.needed.length }} spacing="md">
        {v.needed.map((side) => (
          <SideUpload key={side} side={side} done={v.uploaded.includes(side)} onDone={refresh} />
        ))}
      </SimpleGrid>
      {error ? <Alert color="red">{error}</Alert> : null}
      <Group gap="sm">
        <Button onClick={() => submit.mutate()} disabled={!complete} loading={submit.isPending} data-testid="id-send">
          {t('verification.send')}
        </Button>
        <Button variant="default" onClick={() => withdraw.mutate()} loading={withdraw.isPending}>
          {t('verification.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function SideUpload({ side, done, onDone }: { side: VerificationSide; done: boolean; onDone: (v: OwnVerification) => void }) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onDone(await verificationApi.upload(side, file, { onProgress: (f) => setProgress(f) }));
    } catch (err) {
      setError(isApiRequestError(err) ? err.error.message : String(err));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid={`id-side-${side}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t(`verification.side.${side}`)}</Text>
          <Badge color={done ? 'teal' : 'gray'} variant="light">
            {t(done ? 'verification.uploaded' : 'verification.missing')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {t(`verification.side.${side}Help`)}
        </Text>
        {progress !== null ? <Progress value={progress * 100} size="sm" /> : null}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <FileButton onChange={(f) => void upload(f)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant={done ? 'default' : 'filled'} loading={progress !== null} aria-label={`${t(`verification.side.${side}`)}: ${t(done ? 'verification.replace' : 'verification.upload')}`}>
              {t(done ? 'verification.replace' : 'verification.upload')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
