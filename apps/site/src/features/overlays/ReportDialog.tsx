import { CreateReportRequest, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReceipt } from '@community/contracts';
import { ModalSubmit, SiteModal } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { overlaysApi } from './api';
import type { ReportRequest } from './store';
import { useLastValue } from './useLastValue';
import { CloseFooter } from './CloseFooter';

type ReportForm = z.input<typeof CreateReportRequest>;
const FIELDS = ['reason', 'details', 'subjectType', 'subjectId'] as const;

function ReportFormBody({ request, onSent, onCancel }: { request: ReportRequest; onSent: (r: ReportReceipt) => void; onCancel: () => void }) {
  const t = useT();
  const form = useForm<ReportForm, unknown, z.output<typeof CreateReportRequest>>({
    resolver: zodResolver(CreateReportRequest),
    defaultValues: { subjectType: request.subjectType, subjectId: request.subjectId, details: '' },
  });
  const { register, control, handleSubmit, formState } = form;
  const applyServerErrors = useServerErrors(form.setError, FIELDS);
  const send = useMutation({ mutationFn: overlaysApi.report, onSuccess: onSent, onError: applyServerErrors });

  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutateAsync(values).catch(() => undefined))} data-testid="report-form">
      <Stack gap="md">
        <Text size="sm">{t('overlays.report.intro')}</Text>
        <FormAlert errors={formState.errors} />
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('overlays.report.reason')}
              required
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
              name={field.name}
            >
              <Stack gap={6} mt={6}>
                {REPORT_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`overlays.report.reason.${reason}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('overlays.report.details')}
          description={t('overlays.report.detailsHint', { max: REPORT_DETAILS_MAX })}
          rows={4}
          resize="vertical"
          error={formState.errors.details?.message}
          {...register('details')}
        />
        <Text size="xs" c="dimmed">
          {t('overlays.report.danger')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <ModalSubmit busy={send.isPending}>{t('overlays.report.submit')}</ModalSubmit>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * SPEC 2's report dialog: a reason from the fixed list and optional details (needed for "something else"),
 * posted to `POST /api/reports`. The server's answer is shown as it is: its thanks, a 409 "already
 * reported", or each field it refused.
 */
export function ReportDialog({ request: open, onClose }: { request: ReportRequest | null; onClose: () => void }) {
  const t = useT();
  const request = useLastValue(open);
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  // A new report starts with an empty form.
  useEffect(() => {
    if (open) setReceipt(null);
  }, [open]);

  return (
    <SiteModal
      opened={open !== null}
      onClose={onClose}
      title={request ? t('overlays.report.title', { label: request.label }) : undefined}
      ariaLabel={t('overlays.report.submit')}
      closeLabel={t('common.close')}
      pinable
      centered
    >
      <div data-testid="report-dialog">
        {receipt ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" role="status" data-testid="report-sent">
              {receipt.message}
            </Alert>
            <CloseFooter onClose={onClose} />
          </Stack>
        ) : request ? (
          <ReportFormBody key={`${request.subjectType}:${request.subjectId}`} request={request} onSent={setReceipt} onCancel={onClose} />
        ) : null}
      </div>
    </SiteModal>
  );
}
