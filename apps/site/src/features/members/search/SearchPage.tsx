import { PROFILE_KINDS } from '@community/domain';
import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
const KEYS = ['kind', 'gender', 'ageMin', 'ageMax', 'distance', 'online', 'verified', 'hasPhoto', 'sort'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;

function readFilters(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** `/search`: members by profile type, gender, age, distance, online now, verified and photo; keyset pages. */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => readFilters(params), [params]);
  const [draft, setDraft] = useState<Filters>(applied);
  // A new URL (a saved search's link, back and forward) puts its filters in the form, not only in the results.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const query: Record<string, QueryValue> = { ...applied };
  const results = useInfiniteQuery(searchQuery(query));
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const first = results.data?.pages[0];
  const unit = first?.unit ?? 'mi';
  const set = (key: keyof Filters, value: string | undefined) => setDraft((d) => ({ ...d, [key]: value || undefined }));
  const apply = () => setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as Record<string, string>);

  return (
    <SitePage title={t('members.search.title')} text={t('members.search.text')} data-testid="search-page">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              apply();
            }}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <NativeSelect
                  label={t('members.search.kind')}
                  value={draft.kind ?? ''}
                  onChange={(e) => set('kind', e.currentTarget.value)}
                  data={[{ value: '', label: t('members.search.any') }, ...PROFILE_KINDS.map((k) => ({ value: k, label: t(`members.kind.${k}`) }))]}
                />
                <NativeSelect
                  label={t('members.search.gender')}
                  value={draft.gender ?? ''}
                  onChange={(e) => set('gender', e.currentTarget.value)}
                  data={[{ value: '', label: t('members.search.any') }, ...(['m', 'f', 't', 'n'] as const).map((g) => ({ value: g, label: t(`auth.register.gender.${g}`) }))]}
                />
                <NumberInput label={t('members.search.ageMin')} min={18} max={99} value={draft.ageMin ?? ''} onChange={(v) => set('ageMin', v === '' ? undefined : String(v))} />
                <NumberInput label={t('members.search.ageMax')} min={18} max={120} value={draft.ageMax ?? ''} onChange={(v) => set('ageMax', v === '' ? undefined : String(v))} />
                <NumberInput
                  label={t(`members.search.distance.${unit}`)}
                  min={1}
                  max={1000}
                  value={draft.distance ?? ''}
                  onChange={(v) => set('distance', v === '' ? undefined : String(v))}
                />
                <NativeSelect
                  label={t('members.search.sort')}
                  value={draft.sort ?? 'active'}
                  onChange={(e) => set('sort', e.currentTarget.value)}
                  data={(['active', 'distance', 'newest'] as const).map((s) => ({ value: s, label: t(`members.search.sort.${s}`) }))}
                />
              </SimpleGrid>
              <Group gap="lg">
                <Checkbox label={t('members.search.online')} checked={draft.online === 'true'} onChange={(e) => set('online', e.currentTarget.checked ? 'true' : undefined)} />
                <Checkbox label={t('members.search.verified')} checked={draft.verified === 'true'} onChange={(e) => set('verified', e.currentTarget.checked ? 'true' : undefined)} />
                <Checkbox label={t('members.search.hasPhoto')} checked={draft.hasPhoto === 'true'} onChange={(e) => set('hasPhoto', e.currentTarget.checked ? 'true' : undefined)} />
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
