import { PROFILE_KINDS } from '@community/domain';
import { SearchFilterForm } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, type NumberInputProps } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { QueryValue } from '../../../shared/api/client';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { searchQuery } from '../api';
import { MemberCardView } from '../MemberCardView';
import { SitePage } from '../../../shared/layout/SitePage';
import { SavedSearches } from './SavedSearches';
import { MoreButton } from '../../../shared/layout/MoreButton';

/** The filters a search URL may carry (`/search?kind=couple&ageMin=30…`), so a search can be shared and reloaded. */
const KEYS = ['kind', 'gender', 'ageMin', 'ageMax', 'distance', 'online', 'verified', 'hasPhoto', 'sort'] as const satisfies readonly (keyof SearchFilterForm)[];
type FilterName = (typeof KEYS)[number];

function readFilters(params: URLSearchParams): SearchFilterForm {
  const filters: SearchFilterForm = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

const filterResolver = zodResolver(SearchFilterForm) as Resolver<SearchFilterForm>;

/** A number filter, kept in the form as the URL's string (empty when not set). */
function NumberFilter({ control, name, ...props }: { control: Control<SearchFilterForm>; name: FilterName } & Omit<NumberInputProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      {...props}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value ?? ''}
      onChange={(v) => field.onChange(v === '' ? '' : String(v))}
      error={fieldState.error?.message}
    />
  );
}

/** A yes-only filter, kept in the form as the URL's `true` (empty when not set). */
function CheckFilter({ control, name, label }: { control: Control<SearchFilterForm>; name: FilterName; label: string }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      label={label}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      checked={field.value === 'true'}
      onChange={(e) => field.onChange(e.currentTarget.checked ? 'true' : '')}
    />
  );
}

/** The order of the results; the URL leaves it out until the member picks one, and the API then sorts by activity. */
function SortFilter({ control, label, data }: { control: Control<SearchFilterForm>; label: string; data: { value: string; label: string }[] }) {
  const { field, fieldState } = useController({ control, name: 'sort' });
  return (
    <NativeSelect
      label={label}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value || 'active'}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      error={fieldState.error?.message}
      data={data}
    />
  );
}

/** `/search`: members by profile type, gender, age, distance, online now, verified and photo; keyset pages. */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => readFilters(params), [params]);
  // The URL is the source of truth: a new one (a saved search's link, back and forward) resets the form to it.
  const values = useMemo(() => ({ ...Object.fromEntries(KEYS.map((k) => [k, ''])), ...applied }), [applied]);
  const form = useForm<SearchFilterForm>({ resolver: filterResolver, values });
  const { errors } = form.formState;
  const query: Record<string, QueryValue> = { ...applied };
  const results = useInfiniteQuery(searchQuery(query));
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const first = results.data?.pages[0];
  const unit = first?.unit ?? 'mi';
  const apply = form.handleSubmit(() => setParams(Object.fromEntries(Object.entries(form.getValues()).filter(([, v]) => v)) as Record<string, string>));

  return (
    <SitePage title={t('members.search.title')} text={t('members.search.text')} data-testid="search-page">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <form noValidate onSubmit={apply}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <NativeSelect
                  label={t('members.search.kind')}
                  {...form.register('kind')}
                  error={errors.kind?.message}
                  data={[{ value: '', label: t('members.search.any') }, ...PROFILE_KINDS.map((k) => ({ value: k, label: t(`members.kind.${k}`) }))]}
                />
                <NativeSelect
                  label={t('members.search.gender')}
                  {...form.register('gender')}
                  error={errors.gender?.message}
                  data={[{ value: '', label: t('members.search.any') }, ...(['m', 'f', 't', 'n'] as const).map((g) => ({ value: g, label: t(`auth.register.gender.${g}`) }))]}
                />
                <NumberFilter control={form.control} name="ageMin" label={t('members.search.ageMin')} min={18} max={99} />
                <NumberFilter control={form.control} name="ageMax" label={t('members.search.ageMax')} min={18} max={120} />
                <NumberFilter control={form.control} name="distance" label={t(`members.search.distance.${unit}`)} min={1} max={1000} />
                <SortFilter
                  control={form.control}
                  label={t('members.search.sort')}
                  data={(['active', 'distance', 'newest'] as const).map((s) => ({ value: s, label: t(`members.search.sort.${s}`) }))}
                />
              </SimpleGrid>
              <Group gap="lg">
                <CheckFilter control={form.control} name="online" label={t('members.search.online')} />
                <CheckFilter control={form.control} name="verified" label={t('members.search.verified')} />
                <CheckFilter control={form.control} name="hasPhoto" label={t('members.search.hasPhoto')} />
              </Group>
              <Button type="submit" w="fit-content">
                {t('members.search.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <SavedSearches applied={applied} />
        {first && !first.hasLocation && (applied.distance || applied.sort === 'distance') ? (
          <Alert variant="light" data-testid="search-needs-location">
            {t('members.search.needsLocation')}{' '}
            <Anchor component={Link} to={routeTo('setup-position', { position: 'location' })}>
              {t('members.search.setLocation')}
            </Anchor>
          </Alert>
        ) : null}
        {results.isError ? <Alert color="red">{t('members.search.failed')}</Alert> : null}
        {results.data && items.length === 0 ? (
          <Text c="dimmed" data-testid="search-empty">
            {t('members.search.empty')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="search-results">
          {items.map((m) => (
            <MemberCardView key={m.id} member={m} />
          ))}
        </SimpleGrid>
        <MoreButton list={results} w="fit-content">
          {t('members.showMore')}
        </MoreButton>
      </Stack>
    </SitePage>
  );
}
