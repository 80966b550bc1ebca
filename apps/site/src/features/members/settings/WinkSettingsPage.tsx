import { WinkSettings } from '@community/contracts';
import { WINK_POLICIES } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Radio, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys } from '../api';
import { SettingsFrame } from './SettingsFrame';

const FIELDS = ['policy'] as const;

/** `/settings/wink`: who may wink at me. */
export function WinkSettingsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: membersKeys.wink, queryFn: ({ signal }) => membersApi.winkSettings(signal) });
  const form = useForm<WinkSettings>({ resolver: zodResolver(WinkSettings), values: { policy: current.data?.policy ?? 'everyone' }, resetOptions: { keepDirtyValues: true } });
  const policy = useController({ control: form.control, name: 'policy' });
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: membersApi.setWinkSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersKeys.wink });
      toast.success(t('members.saved'));
    },
    onError: showServerErrors,
  });
  return (
    <SettingsFrame title={t('members.settings.wink.title')} text={t('members.settings.wink.text')} ready={Boolean(current.data)}>
      {() => (
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <Stack gap="md">
            <FormAlert errors={form.formState.errors} />
            <Radio.Group label={t('members.settings.wink.label')} value={policy.field.value} onChange={policy.field.onChange} error={policy.fieldState.error?.message}>
              <Stack gap="xs" mt="xs">
                {WINK_POLICIES.map((p) => (
                  <Radio key={p} value={p} label={t(`members.settings.wink.${p}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Button type="submit" w="fit-content" loading={save.isPending}>
              {t('members.save')}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsFrame>
  );
}
