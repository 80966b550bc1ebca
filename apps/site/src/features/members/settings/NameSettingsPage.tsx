import { NameChange } from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authKeys } from '../../../shared/auth/queries';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys, ownProfileQuery } from '../api';
import { SettingsFrame } from './SettingsFrame';

type Form = z.input<typeof NameChange>;
const FIELDS = ['name'] as const;

/** `/settings/name`: a new member name (unique, once per 30 days). */
export function NameSettingsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const own = useQuery(ownProfileQuery());
  const form = useForm<Form>({ resolver: zodResolver(NameChange), values: { name: own.data?.name ?? '' } });
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: (values: Form) => membersApi.changeName(values.name),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: membersKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.profile })]);
      toast.success(t('members.saved'));
    },
    onError: showServerErrors,
  });
  const next = own.data?.nextNameChangeAt;
  return (
    <SettingsFrame title={t('members.settings.name.title')} text={t('members.settings.name.text')} ready={Boolean(own.data)}>
      {() => (
        <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
          <Stack gap="md" maw={420}>
            <FormAlert errors={form.formState.errors} />
            {next ? <Alert variant="light">{t('members.settings.name.wait', { date: new Date(next).toLocaleDateString() })}</Alert> : null}
            <TextInput label={t('members.settings.name.label')} autoComplete="username" {...form.register('name')} error={form.formState.errors.name?.message} disabled={Boolean(next)} />
            <Button type="submit" loading={save.isPending} disabled={Boolean(next)} w="fit-content">
              {t('members.save')}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsFrame>
  );
}
