import { ABOUT_MAX_LENGTH, LOOKING_FOR, type LookingFor } from '@community/domain';
import { toast } from '@community/ui';
import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiRequestError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys, ownProfileQuery } from '../api';

function useSave(onSaved: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membersApi.updateProfile,
    onSuccess: async (data) => {
      queryClient.setQueryData(membersKeys.own, data);
      await queryClient.invalidateQueries({ queryKey: membersKeys.all });
      onSaved();
    },
    onError: (e) => toast.error(isApiRequestError(e) ? e.error.message : t('errors.unexpected')),
  });
}

export function AboutStep({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const own = useQuery(ownProfileQuery());
  const [about, setAbout] = useState<string | null>(null);
  const save = useSave(onSaved);
  const value = about ?? own.data?.about ?? '';
  return (
    <Stack gap="sm">
      <Textarea label={t('members.about')} description={t('members.about.help')} rows={5} resize="vertical" maxLength={ABOUT_MAX_LENGTH} value={value} onChange={(e) => setAbout(e.currentTarget.value)} />
      <Button w="fit-content" disabled={!value.trim()} loading={save.isPending} onClick={() => save.mutate({ about: value })}>
        {t('members.setup.saveNext')}
      </Button>
    </Stack>
  );
}

export function LookingForStep({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const own = useQuery(ownProfileQuery());
  const [values, setValues] = useState<LookingFor[] | null>(null);
  const save = useSave(onSaved);
  const current = values ?? own.data?.lookingFor ?? [];
  return (
    <Stack gap="sm">
      <Checkbox.Group label={t('members.lookingFor')} value={current} onChange={(v) => setValues(v as LookingFor[])}>
        <Group mt="xs">
          {LOOKING_FOR.map((v) => (
            <Checkbox key={v} value={v} label={t(`members.lookingFor.${v}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Button w="fit-content" disabled={!current.length} loading={save.isPending} onClick={() => save.mutate({ lookingFor: current })}>
        {t('members.setup.saveNext')}
      </Button>
    </Stack>
  );
}
