import { BuyGiftCardForm, RedeemGiftCardRequest, type GiftCard } from '@community/contracts';
import { GIFT_CARD_VALUES } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Code, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { useDates } from '../../shared/dates';
import { coinsApi, giftCardsQuery } from './api';
import { CoinsSection } from './CoinsSection';
import { useAttemptKey, useCoinsChanged } from './shared';

type BuyValues = z.input<typeof BuyGiftCardForm>;
const BUY_FIELDS = ['value'] as const;

/** Buy a card of one of the offered values. A retry after a refusal keeps its idempotency key. */
function BuyGiftCard() {
  const t = useT();
  const changed = useCoinsChanged();
  const attempt = useAttemptKey();
  const form = useForm<BuyValues, unknown, BuyGiftCardForm>({ resolver: zodResolver(BuyGiftCardForm), defaultValues: { value: GIFT_CARD_VALUES[0] } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, BUY_FIELDS);
  const buy = useMutation({
    mutationFn: ({ value }: BuyGiftCardForm) => coinsApi.buyGiftCard(value, attempt.key),
    onSuccess: (res) => {
      toast.success(t('coins.giftCards.buy.done', { code: res.card.code }));
      attempt.renew();
      changed();
    },
    onError: showServerErrors,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.handleSubmit((values) => buy.mutate(values))}>
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text size="sm" fw={500} id="gift-card-value-label">
            {t('coins.giftCards.buy.value')}
          </Text>
          <Controller
            control={form.control}
            name="value"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="gift-card-value-label"
                data={GIFT_CARD_VALUES.map((v) => ({ value: String(v), label: t('coins.giftCards.buy.option', { coins: v.toLocaleString() }) }))}
                value={String(field.value)}
                onChange={(v) => {
                  field.onChange(Number(v));
                  attempt.renew();
                }}
              />
            )}
          />
          {errors.value?.message ? (
            <Text size="sm" c="red">
              {errors.value.message}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" loading={buy.isPending}>
          {t('coins.giftCards.buy.submit')}
        </Button>
      </Group>
      <FormAlert errors={errors} format={(message) => t('coins.failed', { message })} mt="sm" />
    </Paper>
  );
}

type RedeemValues = z.infer<typeof RedeemGiftCardRequest>;
const REDEEM_FIELDS = ['code'] as const;

function RedeemGiftCard() {
  const t = useT();
  const changed = useCoinsChanged();
  const form = useForm<RedeemValues>({ resolver: zodResolver(RedeemGiftCardRequest), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, REDEEM_FIELDS);
  const redeem = useMutation({
    mutationFn: ({ code }: RedeemValues) => coinsApi.redeemGiftCard(code),
    onSuccess: (res) => {
      toast.success(t('coins.giftCards.redeem.done', { coins: res.card.value.toLocaleString() }));
      form.reset();
      changed();
    },
    onError: showServerErrors,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.handleSubmit((values) => redeem.mutate(values))} aria-labelledby="redeem-card-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="redeem-card-title">
          {t('coins.giftCards.redeem.title')}
        </Title>
        <Group align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            label={t('coins.giftCards.redeem.code')}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            required
            autoComplete="off"
            error={errors.code?.message ?? errors.root?.server?.message}
            {...form.register('code')}
          />
          <Button type="submit" mt={25} loading={redeem.isPending}>
            {t('coins.giftCards.redeem.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function GiftCardLine({ card }: { card: GiftCard }) {
  const t = useT();
  const dates = useDates();
  const state =
    card.relation === 'redeemed'
      ? t('coins.giftCards.redeemedByYou')
      : card.redeemedBy
        ? t('coins.giftCards.redeemedBy', { name: card.redeemedBy.name })
        : t('coins.giftCards.unredeemed');
  return (
    <Group justify="space-between" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="gift-card">
      <div>
        <Code fz="md">{card.code}</Code>
        <Text size="sm" c="dimmed">
          {state} · {dates.dateTime(card.redeemedAt ?? card.createdAt)}
        </Text>
      </div>
      <Badge color={card.redeemed ? 'gray' : 'teal'} variant="light">
        {t('coins.giftCards.value', { coins: card.value.toLocaleString() })}
      </Badge>
    </Group>
  );
}

function GiftCardList() {
  const t = useT();
  const cards = useQuery(giftCardsQuery());
  return (
    <div>
      <Title order={3} fz="md" mb="xs">
        {t('coins.giftCards.mine')}
      </Title>
      {cards.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('coins.giftCards.loadFailed')}
        </Alert>
      ) : null}
      {cards.data && cards.data.length === 0 ? <Text c="dimmed">{t('coins.giftCards.none')}</Text> : null}
      {cards.data?.map((card) => <GiftCardLine key={card.id} card={card} />)}
    </div>
  );
}

/** Gift cards: buy one with coins, see my cards and their codes, redeem a code. */
export function GiftCardsSection() {
  const t = useT();
  return (
    <CoinsSection id="gift-cards-title" title={t('coins.giftCards.title')} text={t('coins.giftCards.text')}>
      <BuyGiftCard />
      <GiftCardList />
      <RedeemGiftCard />
    </CoinsSection>
  );
}
