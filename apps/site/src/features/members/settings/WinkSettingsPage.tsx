import { WINK_POLICIES, type WinkPolicy } from '@community/domain';
import { toast } from '@community/ui';
import { Button, Radio, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { membersApi, membersKeys } from '../api';
import { SettingsFrame } from './SettingsFrame';

/** `/settings/wink`: who may wink at me. */
export function WinkSettingsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: membersKeys.wink, queryFn: ({ signal }) => membersApi.winkSettings(signal) });
  const [policy, setPolicy] = useState<WinkPolicy | null>(null);
  const save = useMutation({
    mutationFn: (p: WinkPolicy) => membersApi.setWinkSettings({ policy: p }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersKeys.wink });
      toast.success(t('members.saved'));
    },
    onError: () => toast.error(t('errors.unexpected')),
  });
  const value = policy ?? current.data?.policy ?? 'everyone';
  return (
    <SettingsFrame title={t('members.settings.wink.title')} text={t('members.settings.wink.text')} ready={Boolean(current.data)}>
      {() => (
        <Stack gap="md">
          <Radio.Group label={t('members.settings.wink.label')} value={value} onChange={(v) => setPolicy(v as WinkPolicy)}>
            <Stack gap="xs" mt="xs">
              {WINK_POLICIES.map((p) => (
                <Radio key={p} value={p} label={t(`members.settings.wink.${p}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button w="fit-content" loading={save.isPending} onClick={() => save.mutate(value)}>
            {t('members.save')}
          </Button>
        </Stack>
      )}
    </SettingsFrame>
  );
}
