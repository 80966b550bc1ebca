import { SavedSearchName, type SavedSearch, type SavedSearchInput } from '@community/contracts';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '../../../shared/api/errors';
import { useServerErrors } from '../../../shared/forms/useServerErrors';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { membersApi, membersKeys, savedSearchesQuery } from '../api';

/** A saved search's filters as the search URL's query string (what `/search?…` reads back). */
export function savedSearchHref(s: Pick<SavedSearch, 'filters'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(s.filters)) {
    if (value === undefined || value === false || (key === 'sort' && value === 'active')) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${routeTo('search')}?${qs}` : routeTo('search');
}

const FIELDS = ['name'] as const;

/**
 * `search/{save?}`: the member's saved searches as links that run them again, a remove button each, and a
 * field to keep the search now applied under a name (the same name replaces it).
 */
export function SavedSearches({ applied }: { applied: Record<string, string | undefined> }) {
  const t = useT();
  const queryClient = useQueryClient();
  const saved = useQuery(savedSearchesQuery());
  const form = useForm<SavedSearchName>({ resolver: zodResolver(SavedSearchName), defaultValues: { name: '' } });
  const { errors } = form.formState;
  const showServerErrors = useServerErrors(form.setError, FIELDS);
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKeys.savedSearches });
  const save = useMutation({
    mutationFn: ({ name }: SavedSearchName) => {
      const filters = Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== undefined)) as SavedSearchInput['filters'];
      return membersApi.saveSearch({ name, filters });
    },
    onSuccess: async () => {
      form.reset();
      toast.success(t('members.search.saved.done'));
      await refresh();
    },
    onError: showServerErrors,
  });
  const remove = useMutation({
    mutationFn: (id: string) => membersApi.removeSavedSearch(id),
    onSuccess: refresh,
    onError: (err) => toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected')),
  });
  const items = saved.data ?? [];

  return (
    <Paper withBorder radius="md" p="md" data-testid="saved-searches">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('members.search.saved.title')}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('members.search.saved.empty')}
          </Text>
        ) : (
          <Group gap="xs">
            {items.map((s) => (
              <Group key={s.id} gap={2} wrap="nowrap" data-testid="saved-search">
                <Anchor component={Link} to={savedSearchHref(s)} size="sm">
                  {s.name}
                </Anchor>
                <CloseButton size="sm" aria-label={t('members.search.saved.remove', { name: s.name })} onClick={() => remove.mutate(s.id)} />
              </Group>
            ))}
          </Group>
        )}
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('members.search.saved.name')}
              maxLength={60}
              error={errors.name?.message ?? errors.root?.server?.message}
              {...form.register('name')}
              style={{ flex: 1, maxWidth: 320 }}
            />
            <Button type="submit" variant="light" disabled={!form.watch('name').trim()} loading={save.isPending}>
              {t('members.search.saved.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
