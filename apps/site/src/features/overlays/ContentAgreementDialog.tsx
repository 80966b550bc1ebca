import { ContentAgreementForm } from '@community/contracts';
import { ModalSubmit, SiteModal, SmartLink } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { TranslationKey } from '@community/contracts';
import { isApiRequestError } from '../../shared/api/errors';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { agreementQuery, overlayKeys, overlaysApi } from './api';
import { CloseFooter } from './CloseFooter';
import { DialogLoader } from './DialogLoader';

/** The content rules the member agrees to (the full policy is the legal content-policy page). */
const RULES: readonly TranslationKey[] = [
  'overlays.agreement.rule.adults',
  'overlays.agreement.rule.consent',
  'overlays.agreement.rule.realPeople',
  'overlays.agreement.rule.incest',
  'overlays.agreement.rule.payment',
  'overlays.agreement.rule.photos',
];

const AGREEMENT_FIELDS = ['agree'] as const;

/** Versions are dates (YYYY-MM-DD): shown in the member's locale. */
function formatVersion(version: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version)) return version;
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${version}T00:00:00Z`));
}

/**
 * SPEC 2's content agreement: the rules, a link to the full content policy (new tab, so the dialog stays),
 * a box to tick and a sign button that posts the version shown. `onDone(true)` once signed.
 */
export function ContentAgreementDialog({ opened, onDone }: { opened: boolean; onDone: (signed: boolean) => void }) {
  const t = useT();
  const site = useSite();
  const queryClient = useQueryClient();
  const status = useQuery({ ...agreementQuery(), enabled: opened });
  const form = useForm<ContentAgreementForm>({ resolver: zodResolver(ContentAgreementForm), defaultValues: {} });
  const showServerErrors = useServerErrors(form.setError, AGREEMENT_FIELDS);
  const sign = useMutation({
    mutationFn: (version: string) => overlaysApi.signAgreement(version),
    onSuccess: (next) => {
      queryClient.setQueryData(overlayKeys.agreement, next);
      onDone(true);
    },
    onError: (error) => {
      // 409: the rules changed while reading; fetch the new version so the member reads it.
      if (isApiRequestError(error) && error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: overlayKeys.agreement });
      showServerErrors(error);
    },
  });
  const signed = status.data?.signed ?? false;
  const agree = form.watch('agree');
  const { errors } = form.formState;
  const problem = errors.agree ? t('overlays.agreement.agree') : errors.root?.server?.message;

  return (
    <SiteModal opened={opened} onClose={() => onDone(signed)} title={t('overlays.agreement.title')} closeLabel={t('common.close')} pinable centered>
      <Stack gap="md" data-testid="agreement-dialog">
        {status.isPending ? (
          <DialogLoader />
        ) : status.isError || !status.data ? (
          <Alert color="red" variant="light">
            {t('errors.unexpected')}
          </Alert>
        ) : signed ? (
          <>
            <Text>{t('overlays.agreement.alreadySigned')}</Text>
            <CloseFooter onClose={() => onDone(true)} />
          </>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(() => sign.mutate(status.data.version))}>
            <Stack gap="md">
              <Text>{t('overlays.agreement.intro')}</Text>
              <List spacing={4} size="sm">
                {RULES.map((key) => (
                  <List.Item key={key}>{t(key)}</List.Item>
                ))}
              </List>
              <Group justify="space-between" gap="xs">
                <Anchor component={SmartLink} href={status.data.policyPath} target="_blank" size="sm">
                  {t('overlays.agreement.policy')}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('overlays.agreement.version', { date: formatVersion(status.data.version, site.locale) })}
                </Text>
              </Group>
              {problem ? (
                <Alert color="red" variant="light" role="alert" data-testid="agreement-error">
                  {problem}
                </Alert>
              ) : null}
              <Checkbox label={t('overlays.agreement.agree')} data-autofocus {...form.register('agree')} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => onDone(false)}>
                  {t('common.cancel')}
                </Button>
                <ModalSubmit busy={sign.isPending} disabled={!agree}>
                  {t('overlays.agreement.sign')}
                </ModalSubmit>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </SiteModal>
  );
}
