import { toast } from '@community/ui';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import { useT } from '../../shared/i18n/useT';
import { TIER_KEY } from '../../shared/upgrade-texts';
import { paymentKeys, paymentsApi, trialQuery } from './api';

const errorText = (err: unknown): string =>
  isApiRequestError(err) ? (err.error.errors?.[0]?.message ?? err.message) : String(err);

/**
 * The free trial (a week of Gold, once, for members who never paid; no card, nothing renews), shown on the
 * upgrade page and in the upgrade dialog only to members who may start it.
 */
export function FreeTrialCard() {
  const t = useT();
  const client = useQueryClient();
  const trial = useQuery(trialQuery());
  const start = useMutation({
    mutationFn: () => paymentsApi.startTrial(),
    onSuccess: (sub) => {
      client.setQueryData(paymentKeys.subscription, { subscription: sub });
      void client.invalidateQueries({ queryKey: paymentKeys.trial });
      void client.invalidateQueries({ queryKey: authKeys.all });
      toast.success(t('payments.trial.started', { tier: t(TIER_KEY[sub.tier]) }));
    },
  });
  const offer = trial.data;
  if (!offer?.available) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="free-trial">
      <Stack gap="sm" align="flex-start">
        <Title order={3} fz="md">
          {t('payments.trial.title')}
        </Title>
        <Text>{t('payments.trial.text', { tier: t(TIER_KEY[offer.tier]), days: offer.days })}</Text>
        {start.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('payments.failed', { message: errorText(start.error) })}
          </Alert>
        ) : null}
        <Button variant="light" onClick={() => start.mutate()} loading={start.isPending}>
          {t('payments.trial.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
