import { EbookDetail, EbookSaveRequest, type StoryCard } from '@community/contracts';
import { EBOOK_LIMITS, STORY_LANGUAGES, type StoryLanguage } from '@community/domain';
import { toast } from '@community/ui';
import {
  ActionIcon,
  Alert,
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
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
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

function EbookForm({ existing }: { existing: EbookDetail | null }) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: storiesKeys.mine, queryFn: ({ signal }) => storiesApi.allMine(signal) });
  const [title, setTitle] = useState(existing?.title ?? '');
  const [summary, setSummary] = useState(existing?.summary ?? '');
  const [language, setLanguage] = useState<StoryLanguage>(
    existing?.language ??
      ((STORY_LANGUAGES as readonly string[]).includes(site.locale.slice(0, 2))
        ? (site.locale.slice(0, 2) as StoryLanguage)
        : 'en'),
  );
  const [chapters, setChapters] = useState<Picked[]>(
    existing ? existing.chapters.flatMap((c) => (c.chapterId ? [{ chapterId: c.chapterId, label: c.title }] : [])) : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cover, setCover] = useState(existing?.cover ?? null);

  const request = { title, summary, language, chapterIds: chapters.map((c) => c.chapterId) };
  const save = useMutation({
    mutationFn: () => (existing ? ebooksApi.save(existing.id, request) : ebooksApi.create(request)),
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
      if (isApiRequestError(err) && err.error.errors?.length)
        setErrors(Object.fromEntries(err.error.errors.map((e) => [e.field, e.message])));
      else toast.error(isApiRequestError(err) ? err.error.message : t('errors.unexpected'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local = EbookSaveRequest.safeParse(request);
    if (!local.success) {
      setErrors(Object.fromEntries(local.error.issues.map((i) => [i.path.map(String).join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate();
  };
  const move = (i: number, by: -1 | 1) =>
    setChapters((cs) => {
      const next = [...cs];
      const [c] = next.splice(i, 1);
      next.splice(i + by, 0, c as Picked);
      return next;
    });
  const picked = new Set(chapters.map((c) => c.chapterId));
  const chapterError = Object.entries(errors).find(([k]) => k.startsWith('chapterIds'))?.[1];

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
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} data-testid="ebook-form" noValidate>
        <Stack gap="md">
          <TextInput
            label={t('ebooks.form.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={EBOOK_LIMITS.titleMax}
            error={errors.title}
            required
          />
          <Textarea
            label={t('ebooks.form.summary')}
            value={summary}
            onChange={(e) => setSummary(e.currentTarget.value)}
            maxLength={EBOOK_LIMITS.summaryMax}
            autosize
            minRows={2}
            error={errors.summary}
          />
          <Select
            label={t('ebooks.form.language')}
            data={STORY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
            value={language}
            onChange={(v) => v && setLanguage(v as StoryLanguage)}
            allowDeselect={false}
          />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('ebooks.form.chapters')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('ebooks.form.chaptersHint')}
            </Text>
            {chapters.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('ebooks.form.noChapters')}
              </Text>
            ) : null}
            <Stack gap={6} component="ol" style={{ paddingLeft: 20, margin: 0 }} data-testid="ebook-chapters">
              {chapters.map((c, i) => (
                <li key={c.chapterId}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" truncate>
                      {c.label}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        onClick={() => move(i, -1)}
                        disabled={i === 0}
                        aria-label={t('ebooks.form.moveUp')}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        onClick={() => move(i, 1)}
                        disabled={i === chapters.length - 1}
                        aria-label={t('ebooks.form.moveDown')}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setChapters((cs) => cs.filter((x) => x.chapterId !== c.chapterId))}
                        aria-label={t('ebooks.form.remove')}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  </Group>
                </li>
              ))}
            </Stack>
            {chapterError ? (
              <Text size="sm" c="red" role="alert">
                {chapterError}
              </Text>
            ) : null}
            {mine.data && mine.data.length === 0 ? <Alert color="gray">{t('ebooks.form.noStories')}</Alert> : null}
            {mine.data?.length ? (
              <ChapterPicker stories={mine.data} picked={picked} onAdd={(p) => setChapters((cs) => [...cs, ...p])} />
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
