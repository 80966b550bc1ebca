import { STORY_GENRES, STORY_LANGUAGES } from '@community/domain';
import { STORY_SORTS, StoryFilterForm, type StoryCard } from '@community/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { LoadKeysetPage } from '../../shared/api/useKeysetPages';
import { useT } from '../../shared/i18n/useT';
import { KeysetCardList } from '../../shared/layout/KeysetCardList';
import { storiesApi, storiesKeys, type StoryFilters } from './api';
import { StoryCardView } from './StoryCardView';

/** The filters in the address bar (shareable, back button works). */
export function filtersFrom(params: URLSearchParams, fixed: StoryFilters): StoryFilters {
  const num = (key: string) => {
    const v = params.get(key);
    return v !== null && v !== '' && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const complete = params.get('complete');
  const f: StoryFilters = {
    q: params.get('q') || undefined,
    genre: params.get('genre') || undefined,
    tags: params.get('tags') || undefined,
    exclude: params.get('exclude') || undefined,
    minWords: num('minWords'),
    maxWords: num('maxWords'),
    complete: complete === 'true' ? true : complete === 'false' ? false : undefined,
    language: params.get('language') || undefined,
    sort: params.get('sort') || undefined,
    ...fixed,
  };
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as StoryFilters;
}

/** A page of stories that loads more on demand (keyset pages from the API). */
export function StoryList({ queryKey, load, empty }: { queryKey: readonly unknown[]; load: LoadKeysetPage<{ items: StoryCard[]; next: string | null }>; empty: string }) {
  const t = useT();
  const texts = { failed: t('stories.list.failed'), empty, more: t('stories.list.more'), listTestId: 'story-list', emptyTestId: 'stories-empty' };
  return (
    <KeysetCardList queryKey={queryKey} load={load} texts={texts}>
      {(story) => <StoryCardView story={story} />}
    </KeysetCardList>
  );
}

const filterResolver = zodResolver(StoryFilterForm) as Resolver<Record<string, string>>;

/**
 * Search and filters over published stories (full text, genre, tags in and out, word range, completeness,
 * language, sort) with the results below. `fixed` filters come from the page (a genre page, a tag page).
 */
export function StoryBrowser({ fixed = {}, showGenre = true }: { fixed?: StoryFilters; showGenre?: boolean }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, fixed);
  // Every parameter of the address stays in the form (and goes back into the address), the filters are checked.
  const form = useForm<Record<string, string>>({ resolver: filterResolver, defaultValues: Object.fromEntries(params.entries()) });
  const draft = form.watch();
  const { errors } = form.formState;
  const set = (key: keyof StoryFilterForm, value: string | null) => form.setValue(key, value ?? '', { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(() => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(form.getValues())) if (v) next.set(k, v);
    setParams(next);
  });

  const sorts = STORY_SORTS.filter((s) => s !== 'relevance' || draft.q);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} role="search" aria-label={t('stories.search.label')}>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('stories.search.label')}
              placeholder={t('stories.search.placeholder')}
              value={draft.q ?? ''}
              onChange={(e) => set('q', e.currentTarget.value)}
              maxLength={200}
              error={errors.q?.message}
            />
            <Button type="submit">{t('stories.search.submit')}</Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            {showGenre ? (
              <Select
                label={t('stories.filters.genre')}
                placeholder={t('stories.filters.allGenres')}
                data={STORY_GENRES.map((g) => ({ value: g, label: t(`stories.genre.${g}`) }))}
                value={draft.genre || null}
                onChange={(v) => set('genre', v)}
                error={errors.genre?.message}
                clearable
              />
            ) : null}
            <TextInput label={t('stories.filters.tags')} description={t('stories.filters.tagsHint')} value={draft.tags ?? ''} onChange={(e) => set('tags', e.currentTarget.value)} error={errors.tags?.message} />
            <TextInput label={t('stories.filters.exclude')} description={t('stories.filters.tagsHint')} value={draft.exclude ?? ''} onChange={(e) => set('exclude', e.currentTarget.value)} error={errors.exclude?.message} />
            <Select
              label={t('stories.filters.sort')}
              data={sorts.map((s) => ({ value: s, label: t(`stories.sort.${s}`) }))}
              value={draft.sort || null}
              onChange={(v) => set('sort', v)}
              placeholder={t(draft.q ? 'stories.sort.relevance' : 'stories.sort.newest')}
              error={errors.sort?.message}
              clearable
            />
            <NumberInput label={t('stories.filters.minWords')} min={0} value={draft.minWords ?? ''} onChange={(v) => set('minWords', String(v))} allowDecimal={false} error={errors.minWords?.message} />
            <NumberInput label={t('stories.filters.maxWords')} min={0} value={draft.maxWords ?? ''} onChange={(v) => set('maxWords', String(v))} allowDecimal={false} error={errors.maxWords?.message} />
            <Select
              label={t('stories.filters.complete')}
              data={[
                { value: '', label: t('stories.filters.any') },
                { value: 'true', label: t('stories.filters.completeOnly') },
                { value: 'false', label: t('stories.filters.inProgressOnly') },
              ]}
              value={draft.complete ?? ''}
              onChange={(v) => set('complete', v)}
            />
            <Select
              label={t('stories.filters.language')}
              placeholder={t('stories.filters.any')}
              data={STORY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
              value={draft.language || null}
              onChange={(v) => set('language', v)}
              clearable
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button
              variant="subtle"
              onClick={() => {
                form.reset({});
                setParams(new URLSearchParams());
              }}
            >
              {t('stories.filters.reset')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <StoryList
        queryKey={storiesKeys.list(filters)}
        load={(after, signal) => storiesApi.list(filters, after, signal)}
        empty={t('stories.list.empty')}
      />
    </Stack>
  );
}
