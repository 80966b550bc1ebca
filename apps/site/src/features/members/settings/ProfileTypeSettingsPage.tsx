import { GendersPicker } from '@community/ui';
import { toast } from '@community/ui';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../../shared/auth/queries';
import { isApiRequestError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys, ownProfileQuery } from '../api';
import { useGendersLabels } from '../useGendersLabels';
import { SettingsFrame } from './SettingsFrame';

/** The profile type form, used by `/settings/profile-type` and the setup step. */
export function ProfileTypeForm({ onSaved }: { onSaved?: () => void }) {
  const t = useT();
  const labels = useGendersLabels();
  const queryClient = useQueryClient();
  const own = useQuery(ownProfileQuery());
  const [genders, setGenders] = useState<string | null>(null);
  const [dates, setDates] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const code = genders ?? own.data?.genders ?? '';
  const partners = Math.max(code.length - 1, 0);
  const partnerDates = Array.from({ length: partners }, (_, i) => (dates ?? own.data?.partnerBirthDates ?? [])[i] ?? '');
  const save = useMutation({
    mutationFn: () => membersApi.setProfileType({ genders: code, partnerBirthDates: partnerDates }),
    onSuccess: async () => {
      setErrors({});
      await Promise.all([queryClient.invalidateQueries({ queryKey: membersKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.profile })]);
      toast.success(t('members.saved'));
      onSaved?.();
    },
    onError: (error) => {
      if (!isApiRequestError(error)) return;
      setErrors(Object.fromEntries((error.error.errors ?? [{ field: 'form', message: error.error.message }]).map((e) => [e.field, e.message])));
    },
  });
  if (!own.data) return null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!code) return setErrors({ genders: t('auth.register.gendersRequired') });
        save.mutate();
      }}
    >
      <Stack gap="md" maw={480}>
        {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
        <GendersPicker legend={t('members.settings.type.legend')} value={code} onChange={setGenders} labels={labels} error={errors.genders} />
        {partnerDates.map((value, i) => (
          <TextInput
            key={i}
            type="date"
            label={t('members.settings.type.partnerDob', { n: i + 2 })}
            value={value}
            error={errors[`partnerBirthDates.${i}`] ?? (i === 0 ? errors.partnerBirthDates : undefined)}
            onChange={(e) => {
              const next = [...partnerDates];
              next[i] = e.currentTarget.value;
              setDates(next);
            }}
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
