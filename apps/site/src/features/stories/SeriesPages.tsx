import {
  StorySeriesCreateForm,
  StorySeriesSaveRequest,
  type ProfileView,
  type StoryCard,
  type StorySeriesDetail,
  type StorySeriesSummary,
} from '@community/contracts';
import { SERIES_LIMITS } from '@community/domain';
import { toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { ReorderableList } from '../../shared/forms/ReorderableList';
import { useSchemaPasses } from '../../shared/forms/useSchemaPasses';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { storiesApi, storiesKeys } from './api';
import { CoverImage } from './CoverField';
import { StoryCardView } from './StoryCardView';
import { storyPath } from './paths';

const errorText = (err: unknown, fallback: string) => (isApiRequestError(err) ? err.error.message : fallback);

/** A series in a list: cover of its first part, title, summary, parts and words. */
function SeriesCard({ series, name }: { series: StorySeriesSummary; name: string }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="series-card">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CoverImage cover={series.cover} alt="" width={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4">
            <Anchor
              component={Link}
              to={routeTo('profile-name-stories-series-slug', { name, slug: series.slug })}
              inherit
            >
              {series.title}
            </Anchor>
          </Title>
          {series.summary ? <Text size="sm">{series.summary}</Text> : null}
          <Text size="xs" c="dimmed">
            {t.count('stories.series.parts', series.partCount)} ·{' '}
            {t.count('stories.card.words', series.wordCount, { count: series.wordCount.toLocaleString() })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

const CREATE_FIELDS = ['title'] as const;
const SAVE_FIELDS = ['title', 'summary', 'storyIds'] as const;

/** `/profile/{name}/stories/series`: the writer's series; on one's own profile, a form to start one. */
export function SeriesList({ profile }: { profile: ProfileView }) {
  const t = useT();
  const self = profile.relation?.self ?? false;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: storiesKeys.series(profile.name),
    queryFn: ({ signal }) => storiesApi.series(profile.name, signal),
  });
  const form = useForm<StorySeriesCreateForm, unknown, z.output<typeof StorySeriesCreateForm>>({
    resolver: zodResolver(StorySeriesCreateForm),
    defaultValues: { title: '' },
  });
  const showServerErrors = useServerErrors(form.setError, CREATE_FIELDS);
  const create = useMutation({
    mutationFn: ({ title }: z.output<typeof StorySeriesCreateForm>) => storiesApi.createSeries({ title, summary: '', storyIds: [] }),
    onSuccess: async (s) => {
      toast.success(t('stories.series.created'));
      await queryClient.invalidateQueries({ queryKey: storiesKeys.series(profile.name) });
      void navigate(routeTo('profile-name-stories-series-slug-edit', { name: profile.name, slug: s.slug }));
    },
    onError: showServerErrors,
  });
  const canCreate = useSchemaPasses(StorySeriesCreateForm, form.control);
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      {self ? (
        <Paper withBorder radius="md" p="md" component="form" onSubmit={form.handleSubmit((values) => create.mutate(values))} aria-label={t('stories.series.create')}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('stories.series.createTitle')}
              maxLength={SERIES_LIMITS.titleMax}
              error={(errors.title ?? errors.root?.server)?.message}
              {...form.register('title')}
            />
            <Button type="submit" loading={create.isPending} disabled={!canCreate}>
              {t('stories.series.create')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      {list.isError ? <Alert color="red">{errorText(list.error, t('stories.list.failed'))}</Alert> : null}
      {list.isPending ? <Text c="dimmed">{t('common.loading')}</Text> : null}
      {list.data && list.data.length === 0 ? (
        <Text c="dimmed" data-testid="series-empty">
          {self ? t('stories.series.emptyOwn') : t('stories.series.empty', { name: profile.name })}
        </Text>
      ) : null}
      {list.data?.length ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.map((s) => (
            <li key={s.id}>
              <SeriesCard series={s} name={profile.name} />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function useSeries(profile: ProfileView) {
  const { slug = '' } = useParams();
  return useQuery({
    queryKey: storiesKeys.seriesDetail(profile.name, slug),
    queryFn: ({ signal }) => storiesApi.seriesDetail(profile.name, slug, signal),
    retry: false,
  });
}

/** `/profile/{name}/stories/series/{slug}`: the series and its parts in reading order. */
export function SeriesView({ profile }: { profile: ProfileView }) {
  const t = useT();
  const series = useSeries(profile);
  if (series.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (series.isError) return <Alert color="gray">{t('stories.series.notFound')}</Alert>;
  const s = series.data;
  const first = s.parts[0];
  return (
    <Stack gap="md" data-testid="series-page">
      <Anchor component={Link} to={routeTo('profile-name-stories-series', { name: profile.name })} size="sm">
        ← {t('stories.series.back')}
      </Anchor>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CoverImage cover={s.cover} size="medium" alt="" width={110} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2}>{s.title}</Title>
          {s.summary ? <Text>{s.summary}</Text> : null}
          <Text size="sm" c="dimmed">
            {t.count('stories.series.parts', s.partCount)} ·{' '}
            {t.count('stories.card.words', s.wordCount, { count: s.wordCount.toLocaleString() })}
          </Text>
          <Group gap="xs">
            {first ? (
              <Button component={Link} to={storyPath(first)}>
                {t('stories.series.readFirst')}
              </Button>
            ) : null}
            {s.canEdit ? (
              <Button
                component={Link}
                to={routeTo('profile-name-stories-series-slug-edit', { name: profile.name, slug: s.slug })}
                variant="default"
              >
                {t('stories.series.edit')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {s.parts.length === 0 ? <Text c="dimmed">{t('stories.series.noParts')}</Text> : null}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {s.parts.map((p) => (
          <li key={p.id}>
            <StoryCardView story={p} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** `/profile/{name}/stories/series/{slug}/edit`: title, summary, parts and their order (the writer only). */
export function SeriesEdit({ profile }: { profile: ProfileView }) {
  const t = useT();
  const series = useSeries(profile);
  if (series.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (series.isError || !series.data.canEdit) return <Alert color="gray">{t('stories.series.notFound')}</Alert>;
  return <SeriesForm key={series.data.id} profile={profile} series={series.data} />;
}

function SeriesForm({ profile, series }: { profile: ProfileView; series: StorySeriesDetail }) {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: storiesKeys.mine, queryFn: ({ signal }) => storiesApi.allMine(signal) });
  const form = useForm<StorySeriesSaveRequest, unknown, z.output<typeof StorySeriesSaveRequest>>({
    resolver: zodResolver(StorySeriesSaveRequest),
    defaultValues: { title: series.title, summary: series.summary, storyIds: series.parts.map((p) => p.id) },
  });
  const { errors } = form.formState;
  const storyIds = form.watch('storyIds') ?? [];
  // The server may name the list (`storyIds`) or one part in it (`storyIds.<i>`).
  const showServerErrors = useServerErrors(form.setError, [...SAVE_FIELDS, ...storyIds.map((_, i) => `storyIds.${i}` as const)]);

  const save = useMutation({
    mutationFn: (values: z.output<typeof StorySeriesSaveRequest>) => storiesApi.saveSeries(series.id, values),
    onSuccess: async (saved) => {
      toast.success(t('stories.series.saved'));
      await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      void navigate(routeTo('profile-name-stories-series-slug', { name: profile.name, slug: saved.slug }));
    },
    onError: (err) => {
      if (isApiRequestError(err) && err.error.errors?.length) showServerErrors(err);
      else toast.error(errorText(err, t('errors.unexpected')));
    },
  });
  const remove = async () => {
    if (
      !(await confirm({
        title: t('stories.series.delete'),
        message: t('stories.series.deleteConfirm'),
        confirmLabel: t('stories.series.delete'),
        danger: true,
      }))
    )
      return;
    await storiesApi.removeSeries(series.id);
    toast.success(t('stories.series.deleted'));
    await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    void navigate(routeTo('profile-name-stories-series', { name: profile.name }));
  };
  const known = new Map<string, StoryCard>([...(mine.data ?? []), ...series.parts].map((s) => [s.id, s]));
  const available = (mine.data ?? []).filter((s) => !storyIds.includes(s.id));
  // A server refusal of one part is `storyIds.<i>`; of the list as a whole, `storyIds`.
  const partError = (i: number) => (errors.storyIds as Record<number, { message?: string } | undefined> | undefined)?.[i]?.message;

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={form.handleSubmit((values) => save.mutate(values))} data-testid="series-form">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('stories.series.edit')}
        </Title>
        <FormAlert errors={errors} />
        <TextInput label={t('stories.series.name')} maxLength={SERIES_LIMITS.titleMax} error={errors.title?.message} required {...form.register('title')} />
        <Textarea label={t('stories.series.summary')} maxLength={SERIES_LIMITS.summaryMax} autosize minRows={2} error={errors.summary?.message} {...form.register('summary')} />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('stories.series.partsLabel')}
          </Text>
          <Controller
            name="storyIds"
            control={form.control}
            render={({ field }) => (
              <ReorderableList
                ids={field.value ?? []}
                onChange={field.onChange}
                labels={{ moveUp: t('stories.series.moveUp'), moveDown: t('stories.series.moveDown'), remove: t('stories.series.removePart') }}
                empty={t('stories.series.noParts')}
                data-testid="series-parts"
                render={(id, i) => {
                  const p = known.get(id);
                  return (
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {p?.title || t('stories.series.untitled')}
                      </Text>
                      {p?.status === 'draft' ? (
                        <Badge color="gray" size="xs" variant="light">
                          {t('stories.series.draftPart')}
                        </Badge>
                      ) : null}
                      {partError(i) ? (
                        <Text size="xs" c="red">
                          {partError(i)}
                        </Text>
                      ) : null}
                    </Stack>
                  );
                }}
              />
            )}
          />
          <Select
            label={t('stories.series.add')}
            placeholder={t('stories.series.addPlaceholder')}
            data={available.map((s) => ({ value: s.id, label: s.title || t('stories.series.untitled') }))}
            value={null}
            onChange={(id) => {
              if (id && available.some((x) => x.id === id)) form.setValue('storyIds', [...storyIds, id], { shouldDirty: true });
            }}
            searchable
            disabled={!available.length}
            nothingFoundMessage={t('stories.series.addPlaceholder')}
          />
          {errors.storyIds?.message ? (
            <Text size="xs" c="red">
              {errors.storyIds.message}
            </Text>
          ) : null}
        </Stack>
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => void remove()}>
            {t('stories.series.delete')}
          </Button>
          <Group gap="xs">
            <Button
              component={Link}
              to={routeTo('profile-name-stories-series-slug', { name: profile.name, slug: series.slug })}
              variant="default"
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('stories.series.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
