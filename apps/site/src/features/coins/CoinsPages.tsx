import { CoinSettingsUpdate, TransferForm, WithdrawForm, type CoinTransaction, type Withdrawal } from '@community/contracts';
import { PAID_TIERS, type PaidTier } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { TIER_KEY } from '../../shared/upgrade-texts';
import { coinProductsQuery, paymentsApi, pricesQuery } from '../payments';
import { useDates } from '../../shared/dates';
import { SitePage } from '../../shared/layout/SitePage';
import { balanceQuery, coinKeys, coinSettingsQuery, coinsApi, historyQuery, newKey, transactionQuery, withdrawalsQuery, withdrawProductsQuery } from './api';
import { CoinRequestsSection } from './CoinRequests';
import { GiftCardsSection } from './GiftCards';
import { CoinAmountInput } from './CoinAmountInput';
import { errorText, useAttemptKey, useCoinsChanged } from './shared';

export { errorText };

function BalanceCard() {
  const t = useT();
  const balance = useQuery(balanceQuery());
  return (
    <Paper withBorder radius="md" p="lg" data-testid="coin-balance">
      <Text c="dimmed" size="sm">
        {t('coins.balance')}
      </Text>
      <Title order={2} fz={32}>
        {balance.data ? t('coins.balanceValue', { balance: balance.data.balanceText }) : '…'}
      </Title>
      <Group gap="md" mt="sm">
        <Anchor component={Link} to={routeTo('coins-history')}>
          {t('coins.manage.history')}
        </Anchor>
        <Anchor component={Link} to={routeTo('coins-manage')}>
          {t('coins.manage.title')}
        </Anchor>
      </Group>
    </Paper>
  );
}

function BuyCoins() {
  const t = useT();
  const navigate = useNavigate();
  const products = useQuery(coinProductsQuery());
  const buy = useMutation({
    mutationFn: (code: string) => paymentsApi.buyCoins(code, newKey()),
    onSuccess: (payment) => void navigate(routeTo('payment-slug', { slug: payment.reference })),
    onError: (err) => toast.error(t('coins.failed', { message: errorText(err) })),
  });
  if (!products.data) return null;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('coins.buy.title')}
      </Title>
      {!products.data.open ? (
        <Alert color="gray" variant="light">
          {t('coins.buy.closed')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {products.data.products.map((p) => (
            <Card key={p.code} withBorder radius="md" padding="md" data-testid={`pack-${p.code}`}>
              <Stack gap={6} align="center">
                <Text fw={700} fz="xl">
                  {p.coins.toLocaleString()}
                </Text>
                {p.bonus > 0 ? <Badge variant="light">{t('coins.buy.bonus', { bonus: p.bonus })}</Badge> : <Badge variant="transparent"> </Badge>}
                <Button size="xs" fullWidth loading={buy.isPending && buy.variables === p.code} onClick={() => buy.mutate(p.code)}>
                  {t('coins.buy.button', { price: p.priceText })}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

type SendForm = z.input<typeof TransferForm>;
const SEND_FIELDS = ['to', 'amount', 'note'] as const;

function SendCoins() {
  const t = useT();
  const changed = useCoinsChanged();
  const attempt = useAttemptKey();
  const form = useForm<SendForm, unknown, TransferForm>({ resolver: zodResolver(TransferForm), defaultValues: { to: '', note: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, SEND_FIELDS);
  const send = useMutation({
    mutationFn: ({ note, ...values }: TransferForm) => coinsApi.transfer({ ...values, note: note || undefined, idempotencyKey: attempt.key }),
    onSuccess: (_result, { amount, to }) => {
      toast.success(t('coins.send.sent', { amount, name: to }));
      form.reset();
      attempt.renew();
      changed();
    },
    onError: showServerErrors,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} aria-labelledby="send-coins-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="send-coins-title">
          {t('coins.send.title')}
        </Title>
        <TextInput label={t('coins.send.to')} required error={errors.to?.message} {...form.register('to')} />
        <CoinAmountInput control={form.control} name="amount" label={t('coins.send.amount')} />
        <TextInput label={t('coins.send.note')} maxLength={200} error={errors.note?.message} {...form.register('note')} />
        <FormAlert errors={errors} format={(message) => t('coins.failed', { message })} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('coins.send.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/coins`: my balance, buy coins, send coins, coin requests and gift cards. */
export function CoinsPage() {
  const t = useT();
  return (
    <SitePage title={t('coins.title')} text={t('coins.text')} data-testid="coins-page">
      <Stack gap="xl">
        <BalanceCard />
        <BuyCoins />
        <SendCoins />
        <CoinRequestsSection />
        <GiftCardsSection />
      </Stack>
    </SitePage>
  );
}

/** `/coins/approve` (the link in a coin request e-mail): requests asked of me and mine. */
export function CoinRequestsPage() {
  const t = useT();
  return (
    <SitePage title={t('coins.requests.title')} breadcrumbs={[{ label: t('coins.title'), href: routeTo('coins') }]}>
      <Stack gap="lg">
        <BalanceCard />
        <CoinRequestsSection />
      </Stack>
    </SitePage>
  );
}

/** `/coins/manage/giftcard` and `/coins/manage/gift-card-list`: buy, list and redeem gift cards. */
export function GiftCardsPage() {
  const t = useT();
  return (
    <SitePage
      title={t('coins.giftCards.title')}
      breadcrumbs={[
        { label: t('coins.title'), href: routeTo('coins') },
        { label: t('coins.manage.title'), href: routeTo('coins-manage') },
      ]}
    >
      <Stack gap="lg">
        <BalanceCard />
        <GiftCardsSection />
      </Stack>
    </SitePage>
  );
}

function TransactionLine({ tx }: { tx: CoinTransaction }) {
  const t = useT();
  const dates = useDates();
  return (
    <Group justify="space-between" wrap="nowrap" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="coin-tx">
      <div>
        <Anchor component={Link} to={routeTo('coins-history-transaction', { transaction: tx.id })} fw={500}>
          {t(`coins.kind.${tx.kind}` as const)}
        </Anchor>
        <Text size="sm" c="dimmed">
          {tx.counterparty ? `${t('coins.with', { name: tx.counterparty.name })} · ` : ''}
          {dates.dateTime(tx.createdAt)}
          {tx.note ? ` · ${tx.note}` : ''}
        </Text>
      </div>
      <Text fw={700} c={tx.amount < 0 ? 'red.7' : 'teal.7'} style={{ whiteSpace: 'nowrap' }}>
        {tx.amount > 0 ? '+' : ''}
        {tx.amount.toLocaleString()}
      </Text>
    </Group>
  );
}

/** `/coins/history`: every movement of my coins, newest first. */
export function CoinsHistoryPage() {
  const t = useT();
  const history = useInfiniteQuery(historyQuery());
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <SitePage title={t('coins.history.title')} breadcrumbs={[{ label: t('coins.title'), href: routeTo('coins') }]} query={history}>
      {() => (
        <Stack gap={0}>
          {items.length === 0 ? <Text c="dimmed">{t('coins.history.empty')}</Text> : items.map((tx) => <TransactionLine key={tx.id} tx={tx} />)}
          {history.hasNextPage ? (
            <Group justify="center" mt="md">
              <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {t('coins.history.more')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </SitePage>
  );
}

/** `/coins/history/{transaction}`: one movement. */
export function CoinsTransactionPage() {
  const t = useT();
  const { transaction = '' } = useParams();
  const tx = useQuery(transactionQuery(transaction));
  return (
    <SitePage
      title={t('coins.history.detail')}
      breadcrumbs={[
        { label: t('coins.title'), href: routeTo('coins') },
        { label: t('coins.history.title'), href: routeTo('coins-history') },
      ]}
      query={tx}
      resetKey={transaction}
    >
      {() =>
        tx.data ? (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="xs">
              <TransactionLine tx={tx.data} />
              <Text>{t('coins.history.balanceAfter', { balance: tx.data.balanceAfter.toLocaleString() })}</Text>
              {tx.data.reference ? <Text size="sm" c="dimmed">{t('coins.history.reference', { reference: tx.data.reference })}</Text> : null}
            </Stack>
          </Paper>
        ) : null
      }
    </SitePage>
  );
}

type PayoutForm = z.input<typeof CoinSettingsUpdate>;
const PAYOUT_FIELDS = ['payoutAccount'] as const;

function PayoutSettings() {
  const t = useT();
  const client = useQueryClient();
  const settings = useQuery(coinSettingsQuery());
  const form = useForm<PayoutForm>({
    resolver: zodResolver(CoinSettingsUpdate),
    values: settings.data ? { payoutAccount: settings.data.payoutAccount } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, PAYOUT_FIELDS);
  const save = useMutation({
    mutationFn: ({ payoutAccount }: PayoutForm) => coinsApi.saveSettings(payoutAccount),
    onSuccess: (next) => {
      client.setQueryData(coinKeys.settings, next);
      void client.invalidateQueries({ queryKey: coinKeys.withdrawProducts });
      toast.success(t('coins.settings.saved'));
    },
    onError: showServerErrors,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Group align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('coins.settings.payoutAccount')}
          placeholder="acct_…"
          error={errors.payoutAccount?.message ?? errors.root?.server?.message}
          {...form.register('payoutAccount', { setValueAs: (v: string | null) => v?.trim() || null })}
        />
        <Button type="submit" loading={save.isPending}>
          {t('coins.settings.save')}
        </Button>
      </Group>
    </Paper>
  );
}

/** `/coins/manage`: the ways to use coins and where withdrawals are paid. */
export function CoinsManagePage() {
  const t = useT();
  return (
    <SitePage title={t('coins.manage.title')} text={t('coins.manage.text')} breadcrumbs={[{ label: t('coins.title'), href: routeTo('coins') }]}>
      <Stack gap="lg">
        <BalanceCard />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Button component={Link} to={routeTo('coins-manage-upgrade')} variant="light">
            {t('coins.manage.upgrade')}
          </Button>
          <Button component={Link} to={routeTo('coins-manage-withdraw')} variant="light">
            {t('coins.manage.withdraw')}
          </Button>
          <Button component={Link} to={routeTo('coins-history')} variant="light">
            {t('coins.manage.history')}
          </Button>
        </SimpleGrid>
        <PayoutSettings />
      </Stack>
    </SitePage>
  );
}

/** `/coins/manage/upgrade`: a month of a tier for coins. */
export function CoinsUpgradePage() {
  const t = useT();
  const changed = useCoinsChanged();
  const prices = useQuery(pricesQuery());
  const [key] = useState(() => Object.fromEntries(PAID_TIERS.map((tier) => [tier, newKey()])) as Record<PaidTier, string>);
  const buy = useMutation({
    mutationFn: (tier: PaidTier) => coinsApi.upgrade(tier, key[tier]),
    onSuccess: (sub) => {
      toast.success(t('coins.upgrade.done', { tier: t(TIER_KEY[sub.tier]) }));
      changed();
    },
  });
  return (
    <SitePage
      title={t('coins.upgrade.title')}
      text={t('coins.upgrade.text')}
      breadcrumbs={[
        { label: t('coins.title'), href: routeTo('coins') },
        { label: t('coins.manage.title'), href: routeTo('coins-manage') },
      ]}
      query={prices}
    >
      {() => (
        <Stack gap="md">
          <BalanceCard />
          {buy.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('coins.failed', { message: errorText(buy.error) })}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {prices.data?.coinPrices.map((p) => (
              <Card key={p.tier} withBorder radius="md" padding="lg" data-testid={`coin-tier-${p.tier}`}>
                <Stack gap="xs">
                  <Title order={2} fz="lg">
                    {t(TIER_KEY[p.tier])}
                  </Title>
                  <Text>{t('coins.upgrade.price', { coins: p.coins.toLocaleString() })}</Text>
                  <Button loading={buy.isPending && buy.variables === p.tier} onClick={() => buy.mutate(p.tier)}>
                    {t('coins.upgrade.buy', { coins: p.coins.toLocaleString() })}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </SitePage>
  );
}

function WithdrawalLine({ w }: { w: Withdrawal }) {
  const t = useT();
  const dates = useDates();
  const colour = w.status === 'paid' ? 'teal' : w.status === 'failed' || w.status === 'rejected' ? 'red' : 'blue';
  return (
    <Group justify="space-between" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="withdrawal">
      <div>
        <Text fw={500}>{t('coins.withdraw.option', { coins: w.coins.toLocaleString(), payout: w.payoutText })}</Text>
        <Text size="sm" c="dimmed">
          {dates.dateTime(w.createdAt)}
          {w.failureReason ? ` · ${w.failureReason}` : ''}
        </Text>
      </div>
      <Badge color={colour} variant="light">
        {t(`coins.withdraw.status.${w.status}` as const)}
      </Badge>
    </Group>
  );
}

const WITHDRAW_FIELDS = ['coins'] as const;

/** `/coins/manage/withdraw`: ask for a payout; my withdrawals and where each one is. */
export function WithdrawPage() {
  const t = useT();
  const navigate = useNavigate();
  const changed = useCoinsChanged();
  const products = useQuery(withdrawProductsQuery());
  const mine = useQuery(withdrawalsQuery());
  const attempt = useAttemptKey();
  const form = useForm<z.input<typeof WithdrawForm>, unknown, WithdrawForm>({ resolver: zodResolver(WithdrawForm) });
  const showServerErrors = useServerErrors(form.setError, WITHDRAW_FIELDS);
  const withdraw = useMutation({
    mutationFn: ({ coins }: WithdrawForm) => coinsApi.withdraw(coins, attempt.key),
    onSuccess: () => {
      attempt.renew();
      changed();
      void navigate(routeTo('coins-manage-withdraw-success'));
    },
    onError: showServerErrors,
  });
  const coins = form.watch('coins');
  const p = products.data;
  return (
    <SitePage
      title={t('coins.withdraw.title')}
      text={p ? t('coins.withdraw.text', { approval: p.approvalFromCoins.toLocaleString() }) : undefined}
      breadcrumbs={[
        { label: t('coins.title'), href: routeTo('coins') },
        { label: t('coins.manage.title'), href: routeTo('coins-manage') },
      ]}
      ready={p !== undefined}
      error={products.isError}
    >
      {() => (
        <Stack gap="lg">
          <BalanceCard />
          {p && !p.available ? (
            <Alert color="gray" variant="light">
              {p.payoutAccount === null ? (
                <>
                  {t('coins.withdraw.needsAccount')}{' '}
                  <Anchor component={Link} to={routeTo('coins-manage')}>
                    {t('coins.manage.title')}
                  </Anchor>
                </>
              ) : (
                t('coins.withdraw.unavailable')
              )}
            </Alert>
          ) : null}
          <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.handleSubmit((values) => withdraw.mutate(values))}>
            <Group align="flex-end">
              <Controller
                control={form.control}
                name="coins"
                render={({ field, fieldState }) => (
                  <Select
                    style={{ flex: 1 }}
                    label={t('coins.withdraw.amount')}
                    data={(p?.products ?? []).map((x) => ({ value: String(x.coins), label: t('coins.withdraw.option', { coins: x.coins.toLocaleString(), payout: x.payoutText }) }))}
                    value={field.value === undefined ? null : String(field.value)}
                    onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    disabled={!p?.available}
                  />
                )}
              />
              <Button type="submit" disabled={!p?.available || coins === undefined} loading={withdraw.isPending}>
                {t('coins.withdraw.submit')}
              </Button>
            </Group>
            <FormAlert errors={form.formState.errors} format={(message) => t('coins.failed', { message })} mt="sm" />
          </Paper>
          <div>
            <Title order={2} fz="lg" mb="xs">
              {t('coins.withdraw.mine')}
            </Title>
            {mine.data && mine.data.length === 0 ? <Text c="dimmed">{t('coins.withdraw.none')}</Text> : null}
            {mine.data?.map((w) => <WithdrawalLine key={w.id} w={w} />)}
          </div>
        </Stack>
      )}
    </SitePage>
  );
}

/** `/coins/manage/withdraw-success`. */
export function WithdrawSuccessPage() {
  const t = useT();
  return (
    <SitePage title={t('coins.withdrawSuccess.title')} breadcrumbs={[{ label: t('coins.title'), href: routeTo('coins') }]}>
      <Alert color="teal" variant="light" role="status">
        <Stack gap="xs" align="flex-start">
          <Text>{t('coins.withdrawSuccess.text')}</Text>
          <Anchor component={Link} to={routeTo('coins-manage-withdraw')}>
            {t('coins.withdraw.mine')}
          </Anchor>
        </Stack>
      </Alert>
    </SitePage>
  );
}
