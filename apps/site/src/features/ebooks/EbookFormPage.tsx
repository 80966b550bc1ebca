import { EbookDetail, EbookSaveRequest, type StoryCard } from '@community/contracts';
import { EBOOK_LIMITS, STORY_LANGUAGES, type StoryLanguage } from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../shared/api/errors';
import { FormAlert } from '../../shared/forms/FormAlert';
import { ReorderableList } from '../../shared/forms/ReorderableList';
import { useServerErrors } from '../../shared/forms/useServerErrors';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { storiesApi, storiesKeys } from '../stories';
import { CoverField } from '../stories';
import { SitePage } from '../../shared/layout/SitePage';
import { ebooksApi, ebooksKeys } from './api';

interface Picked {
  chapterId: string;
  label: string;
}

/** One of my stories' chapters to add: pick a story, then a chapter or all of them. */
function ChapterPicker({
  stories,
  onAdd,
  picked,
}: {
  stories: StoryCard[];
  onAdd: (p: Picked[]) => void;
  picked: Set<string>;
}) {
  const t = useT();
  const [storyId, setStoryId] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: storiesKeys.detail(storyId ?? ''),
    queryFn: ({ signal }) => storiesApi.detail(storyId!, signal),
    enabled: storyId !== null,
  });
  const story = stories.find((s) => s.id === storyId);
  const label = (title: string, position: number, count: number) =>
    count <= 1
      ? (story?.title ?? '')
      : t('ebooks.form.chapterOf', {
          story: story?.title ?? '',
          chapter: title || t('stories.reader.chapter', { n: position }),
        });
  const chapters = (detail.data?.chapters ?? []).map((c) => ({
    chapterId: c.id,
    label: label(c.title, c.position, detail.data!.chapters.length),
  }));
  const free = chapters.filter((c) => !picked.has(c.chapterId));
  return (
    <Stack gap="xs">
      <Select
        label={t('ebooks.form.storyLabel')}
        placeholder={t('stories.series.addPlaceholder')}
        data={stories.map((s) => ({ value: s.id, label: s.title || t('stories.series.untitled') }))}
        value={storyId}
        onChange={setStoryId}
        searchable
      />
      {storyId && detail.data ? (
        <Stack gap={4}>
          {free.length > 1 ? (
            <Button size="compact-sm" variant="light" onClick={() => onAdd(free)} style={{ alignSelf: 'flex-start' }}>
              {t('ebooks.form.wholeStory')}
            </Button>
          ) : null}
          {free.map((c) => (
            <Group key={c.chapterId} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {c.label}
              </Text>
              <Button size="compact-sm" variant="default" onClick={() => onAdd([c])}>
                {t('ebooks.form.pick')}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

const SAVE_FIELDS = ['title', 'summary', 'language', 'chapterIds'] as const;

function EbookForm({ existing }: { existing: EbookDetail | null }) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: storiesKeys.mine, queryFn: ({ signal }) => storiesApi.allMine(signal) });
  const form = useForm<EbookSaveRequest, unknown, z.output<typeof EbookSaveRequest>>({
    resolver: zodResolver(EbookSaveRequest),
    defaultValues: {
      title: existing?.title ?? '',
      summary: existing?.summary ?? '',
      language:
        existing?.language ??
        ((STORY_LANGUAGES as readonly string[]).includes(site.locale.slice(0, 2))
          ? (site.locale.slice(0, 2) as StoryLanguage)
          : 'en'),
      chapterIds: existing ? existing.chapters.flatMap((c) => (c.chapterId ? [c.chapterId] : [])) : [],
    },
  });
  const { errors } = form.formState;
  const chapterIds = form.watch('chapterIds');
  // The server may name the list (`chapterIds`) or one chapter in it (`chapterIds.<i>`).
  const showServerErrors = useServerErrors(form.setError, [...SAVE_FIELDS, ...chapterIds.map((_, i) => `chapterIds.${i}` as const)]);
  // What each picked chapter is called in the list (the form holds only the ids the API takes).
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(
    () => new Map((existing?.chapters ?? []).flatMap((c) => (c.chapterId ? [[c.chapterId, c.title] as const] : []))),
  );
  const [cover, setCover] = useState(existing?.cover ?? null);

  const save = useMutation({
    mutationFn: (request: z.output<typeof EbookSaveRequest>) => (existing ? ebooksApi.save(existing.id, request) : ebooksApi.create(request)),
    onSuccess: async (saved) => {
      toast.success(t('ebooks.form.saved'));
      await queryClient.invalidateQueries({ queryKey: ebooksKeys.all });
      // A new ebook stays in the form so its cover can be added; a changed one goes back to the list.
      void navigate(
        existing ? routeTo('ebooks') : `${routeTo('ebooks-create')}?ebook=${encodeURIComponent(saved.id)}`,
        { replace: !existing },
      );
    },
    onError: (err) => {
      if (isApiRequestError(err) && err.error.errors?.length) showServerErrors(err);
      else toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected'));
    },
  });
  const add = (picked: Picked[]) => {
    setLabels((m) => new Map([...m, ...picked.map((p) => [p.chapterId, p.label] as const)]));
    form.setValue('chapterIds', [...form.getValues('chapterIds'), ...picked.map((p) => p.chapterId)], { shouldDirty: true });
  };
  const title = form.watch('title');
  // The list as a whole (`chapterIds`) or one of its ids (`chapterIds.<i>`).
  const chapterError =
    errors.chapterIds?.message ??
    Object.values((errors.chapterIds ?? {}) as Record<string, { message?: string } | undefined>).find((e) => e?.message)?.message;

  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light">
        {t('ebooks.form.reviewNote')}
      </Alert>
      {existing?.status === 'rejected' && existing.rejectReason ? (
        <Alert color="red" variant="light" data-testid="ebook-reject-reason">
          {t('ebooks.rejectReason', { reason: existing.rejectReason })}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md" component="form" onSubmit={form.handleSubmit((values) => save.mutate(values))} data-testid="ebook-form" noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput label={t('ebooks.form.title')} maxLength={EBOOK_LIMITS.titleMax} error={errors.title?.message} required {...form.register('title')} />
          <Textarea label={t('ebooks.form.summary')} maxLength={EBOOK_LIMITS.summaryMax} autosize minRows={2} error={errors.summary?.message} {...form.register('summary')} />
          <Controller
            name="language"
            control={form.control}
            render={({ field }) => (
              <Select
                label={t('ebooks.form.language')}
                data={STORY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
                value={field.value ?? null}
                onChange={(v) => v && field.onChange(v)}
                allowDeselect={false}
              />
            )}
          />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('ebooks.form.chapters')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('ebooks.form.chaptersHint')}
            </Text>
            <Controller
              name="chapterIds"
              control={form.control}
              render={({ field }) => (
                <ReorderableList
                  ids={field.value}
                  onChange={field.onChange}
                  labels={{ moveUp: t('ebooks.form.moveUp'), moveDown: t('ebooks.form.moveDown'), remove: t('ebooks.form.remove') }}
                  empty={t('ebooks.form.noChapters')}
                  data-testid="ebook-chapters"
                  render={(id) => (
                    <Text size="sm" truncate>
                      {labels.get(id)}
                    </Text>
                  )}
                />
              )}
            />
            {chapterError ? (
              <Text size="sm" c="red" role="alert">
                {chapterError}
              </Text>
            ) : null}
            {mine.data && mine.data.length === 0 ? <Alert color="gray">{t('ebooks.form.noStories')}</Alert> : null}
            {mine.data?.length ? (
              <ChapterPicker stories={mine.data} picked={new Set(chapterIds)} onAdd={add} />
            ) : null}
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('ebooks.form.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('ebooks.form.cover')}
          </Title>
          {existing ? (
            <CoverField
              cover={cover}
              alt={t('stories.cover.alt', { title })}
              uploadUrl={ebooksApi.coverUrl(existing.id)}
              schema={EbookDetail}
              onUploaded={(e) => {
                setCover(e.cover);
                void queryClient.invalidateQueries({ queryKey: ebooksKeys.all });
              }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('ebooks.form.coverAfterSave')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/ebooks/create` (and `?ebook={id}` to change one): title, summary, chapters from my stories, cover. */
export function EbookFormPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('ebook');
  const existing = useQuery({
    queryKey: ebooksKeys.detail(id ?? ''),
    queryFn: ({ signal }) => ebooksApi.get(id!, signal),
    enabled: id !== null,
    retry: false,
  });
  const editing = id !== null;
  return (
    <SitePage
      title={editing ? t('ebooks.form.editTitle') : t('ebooks.create')}
      ready={!editing || existing.isSuccess}
      error={editing && (existing.isError || (existing.data !== undefined && !existing.data.canEdit))}
      resetKey={id ?? 'new'}
      size="md"
      breadcrumbs={[{ label: t('ebooks.title'), href: routeTo('ebooks') }]}
      data-testid="ebook-form-page"
    >
      {() => <EbookForm key={id ?? 'new'} existing={editing ? existing.data! : null} />}
    </SitePage>
  );
}
