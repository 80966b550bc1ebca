import { ProfileUpdate } from '@community/contracts';
import { ABOUT_MAX_LENGTH } from '@community/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys, ownProfileQuery } from '../api';
import { LookingForField } from '../LookingForField';

type ProfileForm = z.input<typeof ProfileUpdate>;
const FIELDS = ['about', 'lookingFor'] as const;

/** A setup step's form: a part of the profile, validated by the API's `ProfileUpdate`, saved, then on to the next step. */
function useProfileStepForm(current: ProfileForm | undefined, onSaved: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm, unknown, ProfileUpdate>({ resolver: zodResolver(ProfileUpdate), values: current, resetOptions: { keepDirtyValues: true } });
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const save = useMutation({
    mutationFn: membersApi.updateProfile,
    onSuccess: async (data) => {
      queryClient.setQueryData(membersKeys.own, data);
      await queryClient.invalidateQueries({ queryKey: membersKeys.all });
      onSaved();
    },
    onError: showServerErrors,
  });
  return { form, save, onSubmit: form.handleSubmit((values) => save.mutate(values)) };
}

export function AboutStep({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const own = useQuery(ownProfileQuery());
  const { form, save, onSubmit } = useProfileStepForm(own.data ? { about: own.data.about } : undefined, onSaved);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormAlert errors={errors} />
        <Textarea label={t('members.about')} description={t('members.about.help')} rows={5} resize="vertical" maxLength={ABOUT_MAX_LENGTH} error={errors.about?.message} {...form.register('about')} />
        <Button type="submit" w="fit-content" disabled={!form.watch('about')?.trim()} loading={save.isPending}>
          {t('members.setup.saveNext')}
        </Button>
      </Stack>
    </form>
  );
}

export function LookingForStep({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const own = useQuery(ownProfileQuery());
  const { form, save, onSubmit } = useProfileStepForm(own.data ? { lookingFor: own.data.lookingFor } : undefined, onSaved);
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormAlert errors={form.formState.errors} />
        <LookingForField control={form.control} name="lookingFor" />
        <Button type="submit" w="fit-content" disabled={!form.watch('lookingFor')?.length} loading={save.isPending}>
          {t('members.setup.saveNext')}
        </Button>
      </Stack>
    </form>
  );
}
