import { ACTIVITY_AUDIENCES, ActivitySettings } from '@community/contracts';
import { ACTIVITY_KINDS } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { activityApi, activityKeys, activitySettingsQuery } from './api';

const FIELDS = ['shares', 'audience'] as const;

function SharingForm({ settings }: { settings: ActivitySettings }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<ActivitySettings>({ resolver: zodResolver(ActivitySettings), defaultValues: settings });
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: activityApi.saveActivitySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(activityKeys.activitySettings, saved);
      form.reset(saved);
      toast.success(t('members.activity.sharing.saved'));
    },
    onError: showServerErrors,
  });
  const shares = useController({ control: form.control, name: 'shares' });
  const audience = useController({ control: form.control, name: 'audience' });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <FormAlert errors={form.formState.errors} />
        <Checkbox.Group label={t('members.activity.sharing.kinds')} value={shares.field.value} onChange={shares.field.onChange} error={shares.fieldState.error?.message}>
          <Group gap="md" mt={6}>
            {ACTIVITY_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={t(`members.activity.kind.${k}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group label={t('members.activity.sharing.audience')} value={audience.field.value} onChange={audience.field.onChange} error={audience.fieldState.error?.message}>
          <Group gap="md" mt={6}>
            {ACTIVITY_AUDIENCES.map((a) => (
              <Radio key={a} value={a} label={t(`members.activity.sharing.audience.${a}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          {t('members.activity.sharing.help')}
        </Text>
        <Group>
          <Button type="submit" variant="light" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t('members.activity.sharing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `activity-settings`: what my activity shares (kinds of card) and with whom (friends and followers, or friends only). */
export function ActivitySharing() {
  const t = useT();
  const settings = useQuery(activitySettingsQuery());
  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-sharing">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('members.activity.sharing')}
        </Title>
        {settings.data ? <SharingForm settings={settings.data} /> : null}
      </Stack>
    </Paper>
  );
}
