import { toast } from '@community/ui';
import { Alert, Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiRequestError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { membersApi, membersKeys, ownProfileQuery } from './api';
import { locationText } from '../../shared/format';
import { useLayoutLocale } from '../../shared/i18n/useLayoutLocale';

/** Type a town, pick it from the gazetteer's suggestions; only town and region are ever shown to others. */
export function PlacePicker({ onSaved }: { onSaved?: () => void }) {
  const t = useT();
  const locale = useLayoutLocale();
  const queryClient = useQueryClient();
  const own = useQuery(ownProfileQuery());
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const places = useQuery({
    queryKey: membersKeys.places(debounced),
    queryFn: ({ signal }) => membersApi.places(debounced, signal),
    enabled: debounced.length >= 2,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (placeId: string) => membersApi.setLocation(placeId),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: membersKeys.all });
      toast.success(t('members.saved'));
      onSaved?.();
    },
    onError: (e) => toast.error(isApiRequestError(e) ? e.error.message : t('errors.unexpected')),
  });
  const unavailable = isApiRequestError(places.error) && places.error.statusCode === 501;
  const options = places.data ?? [];
  return (
    <Stack gap="sm" maw={480}>
      {own.data?.location ? (
        <Text>
          {t('members.location.current')} <strong>{locationText(own.data.location, locale)}</strong>
        </Text>
      ) : (
        <Text c="dimmed">{t('members.location.none')}</Text>
      )}
      {unavailable ? (
        <Alert variant="light" data-testid="places-unavailable">
          {t('members.location.unavailable')}
        </Alert>
      ) : (
        <Autocomplete
          label={t('members.location.label')}
          description={t('members.location.help')}
          value={text}
          onChange={setText}
          data={options.map((p) => ({ value: p.id, label: p.label }))}
          filter={({ options: all }) => all}
          onOptionSubmit={(id) => save.mutate(id)}
        />
      )}
      {own.data?.location ? (
        <Group>
          <Button variant="subtle" color="red" size="xs" onClick={() => void membersApi.clearLocation().then(() => queryClient.invalidateQueries({ queryKey: membersKeys.all }))}>
            {t('members.location.clear')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
