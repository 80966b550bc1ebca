import type { CardUpdate, Payment, Subscription } from '@community/contracts';
import { BILLING_PERIODS, PAID_TIERS, tierRank, type BillingPeriod, type PaidTier } from '@community/domain';
import { toast } from '@community/ui';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import type { Translator } from '../../shared/i18n/translator';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { newKey } from '../coins';
import { TIER_KEY } from '../../shared/upgrade-texts';
import { SitePage } from '../../shared/layout/SitePage';
import { useDates } from '../../shared/dates';
import { FreeTrialCard } from './FreeTrialCard';
import { StripeCardEntry } from './StripeCardEntry';
import { offerQuery, paymentKeys, paymentQuery, paymentsApi, previewQuery, pricesQuery, subscriptionQuery, transactionsQuery } from './api';

const errorText = (err: unknown): string => (isApiRequestError(err) ? (err.error.errors?.[0]?.message ?? err.message) : String(err));

/** "Gold, 1 month", "1,100 coins", … */
export function paymentTitle(t: Translator, p: Payment): string {
  const tier = p.tier ? t(TIER_KEY[p.tier]) : '';
  const period = p.period ? t(`payments.period.${p.period}` as const) : '';
  switch (p.kind) {
    case 'coins':
      return t('payments.kind.coins', { coins: (p.coins ?? 0).toLocaleString() });
    case 'gift':
      return t('payments.kind.gift', { tier, period, name: p.recipient?.name ?? '' });
    case 'offer':
      return t('payments.kind.offer', { tier });
    case 'proration':
      return t('payments.kind.proration', { tier });
    default:
      return t('payments.kind.upgrade', { tier, period });
  }
}

const STATUS_COLOUR: Record<Payment['status'], string> = {
  pending: 'gray',
  requires_action: 'yellow',
  processing: 'blue',
  succeeded: 'teal',
  failed: 'red',
  canceled: 'gray',
  refunded: 'grape',
};

function StatusBadge({ status, hosted = false }: { status: Payment['status']; hosted?: boolean }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light" data-testid="payment-status">
      {hosted && status === 'requires_action' ? t('payments.hosted.status') : t(`payments.status.${status === 'requires_action' ? 'requires-action' : status}` as const)}
    </Badge>
  );
}

/** After a payment succeeds: the profile (tier, coins), the subscription and the coins read again. */
function usePaidRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: authKeys.profile });
    void client.invalidateQueries({ queryKey: paymentKeys.all });
    void client.invalidateQueries({ queryKey: ['coins'] });
    void client.invalidateQueries({ queryKey: ['overlays'] });
  };
}

const TEST_CARDS = [
  { pm: 'pm_card_visa', label: 'payments.checkout.card.visa' },
  { pm: 'pm_card_threeDSecure2Required', label: 'payments.checkout.card.threeDS' },
  { pm: 'pm_card_chargeDeclined', label: 'payments.checkout.card.declined' },
] as const;

/** In test mode: which of the payment provider's test cards to pay with. */
function TestCardPicker({ name, value, onChange }: { name: string; value: string; onChange: (pm: string) => void }) {
  const t = useT();
  return (
    <Radio.Group value={value} onChange={onChange} name={name}>
      <Stack gap="xs">
        {TEST_CARDS.map((c) => (
          <Radio key={c.pm} value={c.pm} label={t(c.label)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function PaymentResult({ payment }: { payment: Payment }) {
  const t = useT();
  if (payment.status === 'succeeded') {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="payment-paid">
        <Stack gap="xs" align="flex-start">
          <Text fw={500}>{t('payments.checkout.paid')}</Text>
          <Anchor component={Link} to={payment.kind === 'coins' ? routeTo('coins') : routeTo('payment-subscription')}>
            {payment.kind === 'coins' ? t('coins.title') : t('payments.subscription.title')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (payment.status === 'failed' && payment.failureMessage) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('payments.checkout.failed', { message: payment.failureMessage })}
      </Alert>
    );
  }
  return null;
}

/**
 * A hosted processor's payment: the way to its secure form (again after a decline), or, back from it, the wait for
 * the processor's confirmation (the page asks every two seconds; after a minute it says the member may leave).
 */
function HostedFormStep({ payment: p, returned, slow }: { payment: Payment; returned: boolean; slow: boolean }) {
  const t = useT();
  if (returned && p.status === 'requires_action') {
    return (
      <Alert color="blue" variant="light" data-testid="hosted-waiting">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Loader size="sm" />
          <Text>{t(slow ? 'payments.hosted.slow' : 'payments.hosted.waiting')}</Text>
        </Group>
      </Alert>
    );
  }
  if ((p.status === 'requires_action' || p.status === 'failed') && p.actionUrl) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('payments.hosted.toForm')}</Text>
          <Button
            component="a"
            href={p.actionUrl}
            data-testid="hosted-continue"
            maw="100%"
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t(p.status === 'failed' ? 'payments.hosted.tryAgain' : 'payments.hosted.continue')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return null;
}

/** `/payment/{reference}`: what is being paid, and paying it (test cards in test mode; a hosted processor's form). */
export function PaymentPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const client = useQueryClient();
  const refresh = usePaidRefresh();
  const [search] = useSearchParams();
  // Back from a hosted payment form: the return grants nothing, the processor's confirmation does; ask until it has come.
  const returned = search.get('returned') === '1';
  const [since] = useState(() => Date.now());
  const payment = useQuery({
    ...paymentQuery(slug),
    refetchInterval: (q) => (returned && q.state.data?.gateway === 'hosted' && q.state.data.status === 'requires_action' && Date.now() - since < 5 * 60_000 ? 2_000 : false),
  });
  const confirmed = returned && payment.data?.status === 'succeeded';
  useEffect(() => {
    if (confirmed) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the processor's confirmation shows
  }, [confirmed]);
  const [card, setCard] = useState<string>('pm_card_visa');
  const pay = useMutation({
    mutationFn: () => paymentsApi.process(slug, card),
    onSuccess: (next) => {
      client.setQueryData(paymentKeys.payment(slug), next);
      if (next.status === 'requires_action' && next.actionUrl) window.location.assign(next.actionUrl);
      if (next.status === 'succeeded') refresh();
    },
  });
  const p = payment.data;
  const payable = p && (p.status === 'pending' || p.status === 'failed');
  return (
    <SitePage title={t('payments.checkout.title')} breadcrumbs={[{ label: t('payments.title'), href: routeTo('payment') }]} ready={p !== undefined} error={payment.isError} resetKey={slug} size="sm">
      {() =>
        p ? (
          <Stack gap="lg" data-testid="payment-page">
            <Paper withBorder radius="md" p="lg">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={600} fz="lg">
                    {paymentTitle(t, p)}
                  </Text>
                  <Text c="dimmed" size="sm">
                    {t('payments.checkout.amount')}: {p.amountText}
                  </Text>
                </div>
                <StatusBadge status={p.status} hosted={p.gateway === 'hosted'} />
              </Group>
            </Paper>
            <PaymentResult payment={p} />
            {p.gateway === 'hosted' ? <HostedFormStep payment={p} returned={returned} slow={Date.now() - since > 60_000} /> : null}
            {p.gateway !== 'hosted' && p.status === 'requires_action' && p.actionUrl ? (
              <Alert color="yellow" variant="light">
                <Stack gap="xs" align="flex-start">
                  <Text>{t('payments.checkout.toBank')}</Text>
                  <Button component="a" href={p.actionUrl}>
                    {t('payments.checkout.continueBank')}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {payable && p.gateway !== 'hosted' ? (
              p.testMode ? (
                <Paper withBorder radius="md" p="lg">
                  <Stack gap="sm">
                    <Text size="sm">{t('payments.checkout.testCards')}</Text>
                    <TestCardPicker name="card" value={card} onChange={setCard} />
                    {pay.isError ? (
                      <Alert color="red" variant="light" role="alert">
                        {t('payments.failed', { message: errorText(pay.error) })}
                      </Alert>
                    ) : null}
                    <Button onClick={() => pay.mutate()} loading={pay.isPending} data-testid="pay">
                      {t('payments.checkout.pay', { amount: p.amountText })}
                    </Button>
                  </Stack>
                </Paper>
              ) : p.cardEntry ? (
                <Paper withBorder radius="md" p="lg">
                  <StripeCardEntry
                    payment={p}
                    onDone={(next) => {
                      client.setQueryData(paymentKeys.payment(slug), next);
                      if (next.status === 'succeeded') refresh();
                    }}
                  />
                </Paper>
              ) : (
                <Alert color="gray" variant="light">
                  {t('payments.checkout.liveNotYet')}
                </Alert>
              )
            ) : null}
          </Stack>
        ) : null
      }
    </SitePage>
  );
}

/** `/payment/threed-secure/{reference}`: back from the bank; the API reads the payment's state and applies it. */
export function ThreeDSecurePage() {
  const t = useT();
  const { reference = '' } = useParams();
  const navigate = useNavigate();
  const refresh = usePaidRefresh();
  const client = useQueryClient();
  const started = useRef(false);
  const complete = useMutation({
    mutationFn: () => paymentsApi.threeDSecure(reference),
    onSuccess: (p) => {
      client.setQueryData(paymentKeys.payment(reference), p);
      if (p.status === 'succeeded') refresh();
      void navigate(routeTo('payment-slug', { slug: p.reference }), { replace: true });
    },
  });
  useEffect(() => {
    if (started.current || !reference) return;
    started.current = true;
    complete.mutate();
  }, [reference, complete]);
  return (
    <SitePage title={t('payments.threeDS.title')} size="sm">
      {!reference || complete.isError ? (
        <Alert color="red" variant="light" role="alert">
          {complete.isError ? t('payments.failed', { message: errorText(complete.error) }) : t('payments.threeDS.notFound')}
        </Alert>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('payments.threeDS.checking')}</Text>
        </Group>
      )}
    </SitePage>
  );
}

/** `/payment`: my payments. */
export function TransactionsPage() {
  const t = useT();
  const dates = useDates();
  const list = useQuery(transactionsQuery());
  return (
    <SitePage title={t('payments.title')} text={t('payments.text')} query={list}>
      {() => (
        <Stack gap={0}>
          <Group mb="md">
            <Anchor component={Link} to={routeTo('payment-subscription')}>
              {t('payments.subscription.title')}
            </Anchor>
          </Group>
          {list.data?.items.length === 0 ? <Text c="dimmed">{t('payments.empty')}</Text> : null}
          {list.data?.items.map((p) => (
            <Group key={p.reference} justify="space-between" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <div>
                <Anchor component={Link} to={routeTo('payment-slug', { slug: p.reference })} fw={500}>
                  {paymentTitle(t, p)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {dates.dateTime(p.createdAt)} · {p.amountText}
                </Text>
              </div>
              <StatusBadge status={p.status} />
            </Group>
          ))}
        </Stack>
      )}
    </SitePage>
  );
}

function ChangeTier({ sub, initial }: { sub: Subscription; initial: PaidTier | null }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = usePaidRefresh();
  const others = PAID_TIERS.filter((x) => x !== sub.tier);
  const [tier, setTier] = useState<PaidTier>(initial && initial !== sub.tier ? initial : others[0]!);
  const preview = useQuery(previewQuery(tier));
  const [key, setKey] = useState(newKey);
  const change = useMutation({
    mutationFn: () => paymentsApi.change(tier, key),
    onSuccess: (r) => {
      setKey(newKey());
      client.setQueryData(paymentKeys.subscription, { subscription: r.subscription });
      if (r.payment) void navigate(routeTo('payment-slug', { slug: r.payment.reference }));
      else {
        refresh();
        toast.success(r.subscription.tier === tier ? t('payments.checkout.paid') : t('payments.subscription.changed'));
      }
    },
  });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="change-tier">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('payments.subscription.change')}
        </Title>
        <SegmentedControl value={tier} onChange={(v) => setTier(v as PaidTier)} data={others.map((x) => ({ value: x, label: t(TIER_KEY[x]) }))} />
        {preview.data ? (
          <Text>{preview.data.effective === 'now' ? t('payments.subscription.due', { amount: sub.paidWith === 'coins' ? `${preview.data.amountDueMinor} coins` : preview.data.amountDueText }) : t('payments.subscription.atEnd')}</Text>
        ) : null}
        {change.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('payments.failed', { message: errorText(change.error) })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => change.mutate()} loading={change.isPending} disabled={!preview.data}>
            {t('payments.subscription.changeTo', { tier: t(TIER_KEY[tier]) })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The card update's outcome, as the member should read it. */
function CardUpdateResult({ update }: { update: CardUpdate }) {
  const t = useT();
  if (update.status === 'succeeded') {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="card-saved">
        {t('payments.subscription.card.saved')}
      </Alert>
    );
  }
  if (update.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('payments.subscription.card.failed', { message: update.failureMessage ?? '' })}
      </Alert>
    );
  }
  if (update.status === 'requires_action' && update.actionUrl) {
    return (
      <Alert color="yellow" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text>{t('payments.subscription.card.toBank')}</Text>
          <Button component="a" href={update.actionUrl}>
            {t('payments.checkout.continueBank')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}

/**
 * Replacing the subscription's card: in test mode the gateway's test payment methods (as checkout offers them);
 * with live keys an honest "not available here yet", since entering a real card needs the gateway's own script.
 */
function UpdateCard({ sub, onClose, onDone }: { sub: Subscription; onClose: () => void; onDone: (u: CardUpdate) => void }) {
  const t = useT();
  const [card, setCard] = useState<string>('pm_card_visa');
  const [key, setKey] = useState(newKey);
  const save = useMutation({
    mutationFn: () => paymentsApi.updateCard(sub.id, card, key),
    onSuccess: (u) => {
      setKey(newKey());
      onDone(u);
      if (u.status === 'requires_action' && u.actionUrl) window.location.assign(u.actionUrl);
    },
  });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="update-card">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('payments.subscription.card.title')}
        </Title>
        {sub.testMode ? (
          <>
            <Text size="sm">{t('payments.subscription.card.text')}</Text>
            <Text size="sm" c="dimmed">
              {t('payments.checkout.testCards')}
            </Text>
            <TestCardPicker name="new-card" value={card} onChange={setCard} />
            {save.isError ? (
              <Alert color="red" variant="light" role="alert">
                {t('payments.subscription.card.failed', { message: errorText(save.error) })}
              </Alert>
            ) : null}
            {save.data ? <CardUpdateResult update={save.data} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('payments.subscription.card.close')}
              </Button>
              <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="save-card">
                {t('payments.subscription.card.save')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Alert color="gray" variant="light" data-testid="card-live-not-yet">
              {t('payments.subscription.card.liveNotYet')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('payments.subscription.card.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Back from 3-D Secure on `/payment/subscription/card?update={reference}`: the API reads the update's state and applies it. */
function CardUpdateReturn({ reference, onDone }: { reference: string; onDone: (u: CardUpdate) => void }) {
  const t = useT();
  const started = useRef(false);
  const complete = useMutation({ mutationFn: () => paymentsApi.completeCardUpdate(reference), onSuccess: onDone });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete.mutate();
  }, [complete]);
  if (complete.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('payments.failed', { message: errorText(complete.error) })}
      </Alert>
    );
  }
  if (complete.data) return <CardUpdateResult update={complete.data} />;
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text>{t('payments.threeDS.checking')}</Text>
    </Group>
  );
}

/** `/payment/subscription`, `/payment/subscription/{tier}` and `/payment/subscription/card`: see, cancel at period end, resume, change tier, update the card. */
export function SubscriptionPage() {
  const t = useT();
  const dates = useDates();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const returning = slug === 'card' ? params.get('update') : null;
  const client = useQueryClient();
  const refresh = usePaidRefresh();
  const view = useQuery(subscriptionQuery());
  const act = useMutation({
    mutationFn: (what: 'cancel' | 'resume') => (what === 'cancel' ? paymentsApi.cancel() : paymentsApi.resume()),
    onSuccess: (sub) => client.setQueryData(paymentKeys.subscription, { subscription: sub }),
  });
  const [editing, setEditing] = useState(slug === 'card' && !returning);
  const cardUpdated = (u: CardUpdate) => {
    client.setQueryData(paymentKeys.subscription, { subscription: u.subscription });
    if (u.status === 'succeeded') {
      refresh();
      // The renewal that had failed went through with the new card at once.
      if (view.data?.subscription?.renewalFailedAt && u.subscription.renewalFailedAt === null) toast.success(t('payments.subscription.card.renewed'));
    }
  };
  const sub = view.data?.subscription ?? null;
  const initial = PAID_TIERS.find((x) => x === slug) ?? null;
  return (
    <SitePage title={t('payments.subscription.title')} breadcrumbs={[{ label: t('payments.title'), href: routeTo('payment') }]} query={view}>
      {() =>
        !sub ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t('payments.subscription.none')}</Text>
            <Button component={Link} to={routeTo('upgrade')}>
              {t('payments.upgrade.prices')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg" data-testid="subscription">
            {returning ? <CardUpdateReturn reference={returning} onDone={cardUpdated} /> : null}
            {sub.renewalFailedAt && sub.endsUnlessFixedAt ? (
              <Alert color="red" variant="light" role="alert" title={t('payments.subscription.renewalFailedTitle')} data-testid="renewal-failed">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {t('payments.subscription.renewalFailed', { tier: t(TIER_KEY[sub.tier]), date: dates.date(sub.renewalFailedAt), end: dates.dateTime(sub.endsUnlessFixedAt) })}
                  </Text>
                  {sub.canUpdateCard && !editing ? (
                    <Button color="red" onClick={() => setEditing(true)}>
                      {t('payments.subscription.updateCard')}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <Paper withBorder radius="md" p="lg">
              <Stack gap={6}>
                <Group justify="space-between">
                  <Title order={2} fz="xl">
                    {t(TIER_KEY[sub.tier])}
                  </Title>
                  <Badge variant="light">{t(`payments.subscription.paidWith.${sub.paidWith}` as const)}</Badge>
                </Group>
                <Text>
                  {sub.paidWith === 'trial'
                    ? t('payments.subscription.trial')
                    : t('payments.subscription.tier', { tier: t(TIER_KEY[sub.tier]), price: sub.priceText, period: t(`payments.period.${sub.period}` as const) })}
                </Text>
                {sub.renewalFailedAt && sub.endsUnlessFixedAt ? null : (
                  <Text fw={500}>
                    {sub.cancelAtPeriodEnd
                      ? t('payments.subscription.ends', { date: dates.date(sub.currentPeriodEnd) })
                      : t('payments.subscription.renews', { date: dates.date(sub.currentPeriodEnd) })}
                  </Text>
                )}
                {sub.pendingTier ? <Text c="dimmed">{t('payments.subscription.pending', { tier: t(TIER_KEY[sub.pendingTier]), date: dates.date(sub.currentPeriodEnd) })}</Text> : null}
                {act.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {t('payments.failed', { message: errorText(act.error) })}
                  </Alert>
                ) : null}
                <Group mt="sm">
                  {sub.paidWith === 'trial' ? (
                    <Button component={Link} to={routeTo('upgrade')}>
                      {t('payments.subscription.keep', { tier: t(TIER_KEY[sub.tier]) })}
                    </Button>
                  ) : sub.cancelAtPeriodEnd ? (
                    sub.paidWith !== 'gift' ? (
                      <Button onClick={() => act.mutate('resume')} loading={act.isPending}>
                        {t('payments.subscription.resume')}
                      </Button>
                    ) : null
                  ) : (
                    <Button variant="default" color="red" onClick={() => act.mutate('cancel')} loading={act.isPending}>
                      {t('payments.subscription.cancel')}
                    </Button>
                  )}
                  {sub.canUpdateCard && !editing && !(sub.renewalFailedAt && sub.endsUnlessFixedAt) ? (
                    <Button variant="default" onClick={() => setEditing(true)}>
                      {t('payments.subscription.updateCard')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Paper>
            {sub.canUpdateCard && editing ? <UpdateCard sub={sub} onClose={() => setEditing(false)} onDone={cardUpdated} /> : null}
            {sub.paidWith !== 'gift' && sub.paidWith !== 'trial' ? <ChangeTier sub={sub} initial={initial} /> : null}
          </Stack>
        )
      }
    </SitePage>
  );
}

/** Prices and buy buttons for the upgrade page (payments open), or the way to give a tier as a gift. */
export function UpgradePrices({ currentTier, gift }: { currentTier: PaidTier | 'free'; gift: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const prices = useQuery(pricesQuery());
  const subscription = useQuery({ ...subscriptionQuery(), enabled: gift === null });
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = (tier: PaidTier) => {
    const k = `${tier}:${period}:${gift ?? ''}`;
    if (!keys.has(k)) keys.set(k, newKey());
    return keys.get(k)!;
  };
  const buy = useMutation({
    mutationFn: (tier: PaidTier) => paymentsApi.buyUpgrade({ tier, period, giftTo: gift ?? undefined, idempotencyKey: keyFor(tier) }),
    onSuccess: (p) => void navigate(routeTo('payment-slug', { slug: p.reference })),
  });
  if (!prices.data?.open) return null;
  const current = subscription.data?.subscription ?? null;
  const onTrial = current?.paidWith === 'trial';
  const hasSubscription = gift === null && current !== null && !onTrial;
  const ownTier = onTrial ? 'free' : currentTier;
  return (
    <Stack gap="md" data-testid="upgrade-prices">
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg">
          {t('payments.upgrade.prices')}
        </Title>
        <SegmentedControl
          aria-label={t('payments.upgrade.period')}
          value={period}
          onChange={(v) => setPeriod(v as BillingPeriod)}
          data={BILLING_PERIODS.map((p) => ({ value: p, label: t(`payments.period.${p}` as const) }))}
        />
      </Group>
      {hasSubscription ? (
        <Alert color="blue" variant="light">
          <Anchor component={Link} to={routeTo('payment-subscription')}>
            {t('payments.upgrade.haveSubscription')}
          </Anchor>
        </Alert>
      ) : null}
      {gift === null ? <FreeTrialCard /> : null}
      {buy.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('payments.failed', { message: errorText(buy.error) })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {PAID_TIERS.map((tier) => {
          const price = prices.data.prices.find((x) => x.tier === tier && x.period === period)!;
          const available = gift !== null || (!hasSubscription && tierRank(tier) > tierRank(ownTier));
          return (
            <Card key={tier} withBorder radius="md" padding="lg" data-testid={`price-${tier}`}>
              <Stack gap={6}>
                <Text fw={600}>{t(TIER_KEY[tier])}</Text>
                <Text fz={28} fw={700}>
                  {price.priceText}
                </Text>
                {period !== 'month' ? (
                  <Text size="sm" c="dimmed">
                    {t('payments.upgrade.perMonth', { price: price.monthlyText })}
                  </Text>
                ) : null}
                <Button mt="xs" disabled={!available} loading={buy.isPending && buy.variables === tier} onClick={() => buy.mutate(tier)}>
                  {gift ? t('payments.upgrade.gift', { tier: t(TIER_KEY[tier]), name: gift }) : t('payments.upgrade.buy', { tier: t(TIER_KEY[tier]) })}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {gift === null ? (
        <Anchor component={Link} to={routeTo('coins-manage-upgrade')} size="sm">
          {t('payments.upgrade.withCoins')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** `/upgrade/offer`: the time-limited offer. */
export function UpgradeOfferPage() {
  const t = useT();
  const dates = useDates();
  const navigate = useNavigate();
  const offer = useQuery(offerQuery());
  const [key] = useState(newKey);
  const buy = useMutation({
    mutationFn: () => paymentsApi.buyOffer(key),
    onSuccess: (p) => void navigate(routeTo('payment-slug', { slug: p.reference })),
  });
  const o = offer.data;
  return (
    <SitePage title={t('payments.offer.title')} ready={o !== undefined} error={offer.isError} size="sm">
      {() =>
        o && o.available ? (
          <Paper withBorder radius="md" p="lg" data-testid="offer">
            <Stack gap="sm">
              <Text fz="lg">{t('payments.offer.text', { tier: t(TIER_KEY[o.tier]), price: o.priceText, regular: o.regularText })}</Text>
              {o.expiresAt ? <Text c="dimmed">{t('payments.offer.ends', { when: dates.dateTime(o.expiresAt) })}</Text> : null}
              {buy.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {t('payments.failed', { message: errorText(buy.error) })}
                </Alert>
              ) : null}
              <Button onClick={() => buy.mutate()} loading={buy.isPending}>
                {t('payments.offer.buy')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('payments.offer.unavailable')}</Text>
            <Button component={Link} to={routeTo('upgrade')} variant="light">
              {t('payments.upgrade.prices')}
            </Button>
          </Stack>
        )
      }
    </SitePage>
  );
}
