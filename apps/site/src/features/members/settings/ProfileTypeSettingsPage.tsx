import { ProfileTypeUpdate } from '@community/contracts';
import { GendersPicker, toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authKeys } from '../../../shared/auth/queries';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys, ownProfileQuery } from '../api';
import { useGendersPickerLabels } from '../../../shared/forms/useGendersPickerLabels';
import { SettingsFrame } from './SettingsFrame';

type Form = z.input<typeof ProfileTypeUpdate>;
const FIELDS = ['genders', 'partnerBirthDates', 'partnerBirthDates.0', 'partnerBirthDates.1', 'partnerBirthDates.2', 'partnerBirthDates.3', 'partnerBirthDates.4'] as const;

/** One date of birth for every person after the first of a genders code: the dates kept, blanks for new people. */
function partnerDatesFor(genders: string, dates: readonly string[]): string[] {
  return Array.from({ length: Math.max(genders.length - 1, 0) }, (_, i) => dates[i] ?? '');
}

/** The profile type form, used by `/settings/profile-type` and the setup step. */
export function ProfileTypeForm({ onSaved }: { onSaved?: () => void }) {
  const t = useT();
  const labels = useGendersPickerLabels();
  const queryClient = useQueryClient();
  const own = useQuery(ownProfileQuery());
  const form = useForm<Form, unknown, ProfileTypeUpdate>({
    resolver: zodResolver(ProfileTypeUpdate),
    values: own.data ? { genders: own.data.genders, partnerBirthDates: partnerDatesFor(own.data.genders, own.data.partnerBirthDates) } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: membersApi.setProfileType,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: membersKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.profile })]);
      toast.success(t('members.saved'));
      onSaved?.();
    },
    onError: showServerErrors,
  });
  const genders = useController({ control: form.control, name: 'genders' });
  const partnerDates = form.watch('partnerBirthDates') ?? [];
  const gendersError = genders.fieldState.error;
  if (!own.data) return null;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="md" maw={480}>
        <FormAlert errors={errors} />
        <GendersPicker
          legend={t('members.settings.type.legend')}
          value={genders.field.value ?? ''}
          onChange={(code) => {
            genders.field.onChange(code);
            form.setValue('partnerBirthDates', partnerDatesFor(code, form.getValues('partnerBirthDates') ?? []));
          }}
          onBlur={genders.field.onBlur}
          labels={labels}
          // Nothing chosen yet: the sentence the sign-up form says, not the schema's pattern message.
          error={gendersError ? (gendersError.type === 'server' || genders.field.value ? gendersError.message : t('auth.register.gendersRequired')) : undefined}
        />
        {partnerDates.map((_, i) => (
          <TextInput
            key={i}
            type="date"
            label={t('members.settings.type.partnerDob', { n: i + 2 })}
            {...form.register(`partnerBirthDates.${i}`)}
            error={errors.partnerBirthDates?.[i]?.message ?? (i === 0 ? errors.partnerBirthDates?.message : undefined)}
          />
        ))}
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('members.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/settings/profile-type`: single, couple or group, and everyone's age. */
export function ProfileTypeSettingsPage() {
  const t = useT();
  return (
    <SettingsFrame title={t('members.settings.type.title')} text={t('members.settings.type.text')}>
      {() => <ProfileTypeForm />}
    </SettingsFrame>
  );
}
