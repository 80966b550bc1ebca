import { CoinRequestForm, type CoinRequest } from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { useDates } from '../../shared/dates';
import { coinRequestsQuery, coinsApi } from './api';
import { CoinAmountInput } from './CoinAmountInput';
import { CoinsSection } from './CoinsSection';
import { errorText, useAttemptKey, useCoinsChanged } from './shared';

type Action = 'approve' | 'decline' | 'cancel' | 'resend';

const STATUS_COLOUR: Record<CoinRequest['status'], string> = { pending: 'blue', approved: 'teal', declined: 'red', cancelled: 'gray' };

type AskValues = z.input<typeof CoinRequestForm>;
const ASK_FIELDS = ['from', 'amount', 'note'] as const;

/** Ask a member (by name) for coins. A retry after a refusal keeps its idempotency key; a new request gets a new one. */
function AskForm() {
  const t = useT();
  const changed = useCoinsChanged();
  const attempt = useAttemptKey();
  const form = useForm<AskValues, unknown, CoinRequestForm>({ resolver: zodResolver(CoinRequestForm), defaultValues: { from: '', note: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, ASK_FIELDS);
  const ask = useMutation({
    mutationFn: ({ note, ...values }: CoinRequestForm) => coinsApi.ask({ ...values, note: note || undefined, idempotencyKey: attempt.key }),
    onSuccess: (req) => {
      toast.success(t('coins.requests.ask.sent', { amount: req.amount, name: req.payer.name }));
      form.reset();
      attempt.renew();
      changed();
    },
    onError: showServerErrors,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.handleSubmit((values) => ask.mutate(values))} aria-labelledby="ask-coins-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="ask-coins-title">
          {t('coins.requests.ask.title')}
        </Title>
        <TextInput label={t('coins.requests.ask.from')} required error={errors.from?.message} {...form.register('from')} />
        <CoinAmountInput control={form.control} name="amount" label={t('coins.requests.ask.amount')} />
        <TextInput label={t('coins.requests.ask.note')} maxLength={200} error={errors.note?.message} {...form.register('note')} />
        <FormAlert errors={errors} format={(message) => t('coins.failed', { message })} />
        <Group justify="flex-end">
          <Button type="submit" loading={ask.isPending}>
            {t('coins.requests.ask.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RequestLine({ req, busy, onAction }: { req: CoinRequest; busy: Action | null; onAction: (action: Action) => void }) {
  const t = useT();
  const dates = useDates();
  const incoming = req.direction === 'incoming';
  const pending = req.status === 'pending';
  const remindAt = req.resendAvailableAt ? new Date(req.resendAvailableAt) : null;
  const canRemind = remindAt !== null && remindAt.getTime() <= Date.now();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid={`coin-request-${req.code}`}>
      <div>
        <Text fw={500}>
          {incoming
            ? t('coins.requests.incoming.line', { name: req.requester.name, amount: req.amount.toLocaleString() })
            : t('coins.requests.outgoing.line', { name: req.payer.name, amount: req.amount.toLocaleString() })}
        </Text>
        <Text size="sm" c="dimmed">
          {dates.dateTime(req.createdAt)}
          {req.note ? ` · “${req.note}”` : ''}
        </Text>
        {!incoming && pending ? (
          <Text size="xs" c="dimmed">
            {remindAt === null ? t('coins.requests.noMoreReminders') : canRemind ? null : t('coins.requests.remindFrom', { date: dates.dateTime(remindAt.toISOString()) })}
          </Text>
        ) : null}
      </div>
      <Stack gap={6} align="flex-end">
        <Badge color={STATUS_COLOUR[req.status]} variant="light">
          {t(`coins.requests.status.${req.status}` as const)}
        </Badge>
        {pending && incoming ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" loading={busy === 'approve'} disabled={busy !== null} onClick={() => onAction('approve')}>
              {t('coins.requests.approve', { amount: req.amount.toLocaleString() })}
            </Button>
            <Button size="xs" variant="default" loading={busy === 'decline'} disabled={busy !== null} onClick={() => onAction('decline')}>
              {t('coins.requests.decline')}
            </Button>
          </Group>
        ) : null}
        {pending && !incoming ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" loading={busy === 'resend'} disabled={busy !== null || !canRemind} onClick={() => onAction('resend')}>
              {t('coins.requests.remind')}
            </Button>
            <Button size="xs" variant="default" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => onAction('cancel')}>
              {t('coins.requests.cancel')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

function RequestLists() {
  const t = useT();
  const changed = useCoinsChanged();
  const list = useQuery(coinRequestsQuery());
  const answer = useMutation({
    mutationFn: ({ req, action }: { req: CoinRequest; action: Action }) => coinsApi.answer(req.code, action),
    onSuccess: (req, { action }) => {
      if (action === 'approve') toast.success(t('coins.requests.approved', { amount: req.amount.toLocaleString(), name: req.requester.name }));
      if (action === 'resend') toast.success(t('coins.requests.reminded', { name: req.payer.name }));
      changed();
    },
    // A refusal may mean the request changed meanwhile (answered in another tab): read the list again.
    onError: () => changed(),
  });
  const busyFor = (req: CoinRequest): Action | null => (answer.isPending && answer.variables?.req.code === req.code ? answer.variables.action : null);
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('coins.requests.loadFailed')}
      </Alert>
    );
  }
  if (!list.data) return null;
  const { incoming, outgoing } = list.data;
  return (
    <Stack gap="md">
      {answer.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('coins.failed', { message: errorText(answer.error) })}
        </Alert>
      ) : null}
      <div>
        <Title order={3} fz="md" mb="xs">
          {t('coins.requests.incoming.title')}
        </Title>
        {incoming.length === 0 ? <Text c="dimmed">{t('coins.requests.incoming.none')}</Text> : null}
        {incoming.map((req) => (
          <RequestLine key={req.code} req={req} busy={busyFor(req)} onAction={(action) => answer.mutate({ req, action })} />
        ))}
      </div>
      <div>
        <Title order={3} fz="md" mb="xs">
          {t('coins.requests.outgoing.title')}
        </Title>
        {outgoing.length === 0 ? <Text c="dimmed">{t('coins.requests.outgoing.none')}</Text> : null}
        {outgoing.map((req) => (
          <RequestLine key={req.code} req={req} busy={busyFor(req)} onAction={(action) => answer.mutate({ req, action })} />
        ))}
      </div>
    </Stack>
  );
}

/** Coin requests: asked of me (approve or decline), mine (remind or cancel), and a form to ask a member. */
export function CoinRequestsSection() {
  const t = useT();
  return (
    <CoinsSection id="coin-requests-title" title={t('coins.requests.title')} text={t('coins.requests.text')}>
      <RequestLists />
      <AskForm />
    </CoinsSection>
  );
}
