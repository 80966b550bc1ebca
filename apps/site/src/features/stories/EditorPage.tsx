import { StorySaveRequest, type StoryEditable } from '@community/contracts';
import { STORY_GENRES, STORY_LANGUAGES, STORY_LIMITS, STORY_WARNINGS, readingMinutes, type StoryGenre, type StoryLanguage, type StoryWarning } from '@community/domain';
import { toast, useConfirm } from '@community/ui';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiRequestError } from '../../shared/api/errors';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { detailQuery, storiesApi, storiesKeys } from './api';
import { EditorCover } from './EditorCover';
import { RichTextEditor } from './RichTextEditor';
import { StoryList } from './StoryBrowser';
import { storyPath } from './paths';

/** Quiet time after the last keystroke before a draft saves itself (ms). */
export const AUTOSAVE_DELAY_MS = 2000;

export const GUIDED_STEPS = ['start', 'genre', 'title', 'summary', 'text', 'tags', 'cover', 'publish'] as const;
type Step = (typeof GUIDED_STEPS)[number];

interface ChapterState {
  /** Stable React key. */
  key: string;
  id?: string;
  title: string;
  html: string;
  words: number;
  /** Bumped on every text change; a save clears it when nothing changed meanwhile. */
  rev: number;
  savedRev: number;
}

interface FormState {
  title: string;
  summary: string;
  genre: StoryGenre | null;
  tags: string;
  warnings: StoryWarning[];
  language: StoryLanguage;
  isComplete: boolean;
  chapters: ChapterState[];
}

type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error' | 'conflict';

let keySeq = 0;
const newKey = () => `c${++keySeq}`;

function fromStory(s: StoryEditable): FormState {
  return {
    title: s.title,
    summary: s.summary,
    genre: s.genre,
    tags: s.tags.join(', '),
    warnings: s.warnings,
    language: s.language,
    isComplete: s.isComplete,
    chapters: s.chapters.map((c) => ({ key: newKey(), id: c.id, title: c.title, html: c.html, words: c.wordCount, rev: 0, savedRev: 0 })),
  };
}

function emptyForm(language: StoryLanguage): FormState {
  return { title: '', summary: '', genre: null, tags: '', warnings: [], language, isComplete: false, chapters: [{ key: newKey(), title: '', html: '', words: 0, rev: 1, savedRev: 0 }] };
}

/** The save request for the form: text only for chapters that changed since their last save. */
export function toRequest(form: FormState, version: number | undefined): StorySaveRequest {
  return {
    version,
    title: form.title,
    summary: form.summary,
    genre: form.genre,
    tags: form.tags.split(',').map((s) => s.trim()).filter(Boolean),
    warnings: form.warnings,
    language: form.language,
    isComplete: form.isComplete,
    chapters: form.chapters.map((c) => (c.id && c.rev === c.savedRev ? { id: c.id, title: c.title } : { ...(c.id ? { id: c.id } : {}), title: c.title, body: c.html })),
  };
}

/** Field errors of the contracts' schema for the form (the same limits the API enforces). */
function localErrors(request: StorySaveRequest): Record<string, string> {
  const parsed = StorySaveRequest.safeParse(request);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    out[field] ??= issue.message;
  }
  return out;
}

function StoryEditor({ initial, storyId: initialId, initialVersion, initialStatus }: { initial: FormState; storyId: string | null; initialVersion?: number; initialStatus: 'draft' | 'published' }) {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'guided' | 'advanced'>(initialId ? 'advanced' : 'guided');
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const story = useRef({ id: initialId, version: initialVersion, status: initialStatus, slug: '', genre: initial.genre as string | null });
  const saving = useRef<Promise<boolean> | null>(null);
  const formRef = useRef(form);
  formRef.current = form;

  const errors = { ...localErrors(toRequest(form, undefined)), ...serverErrors };
  const words = form.chapters.reduce((n, c) => n + c.words, 0);

  const update = (patch: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSaveState((s) => (s === 'conflict' ? s : 'dirty'));
    setServerErrors({});
  };
  const updateChapter = (key: string, patch: Partial<ChapterState>) =>
    update({ chapters: formRef.current.chapters.map((c) => (c.key === key ? { ...c, ...patch, rev: patch.html !== undefined ? c.rev + 1 : c.rev } : c)) });

  /** Saves now (waits for a save in flight first). False when it could not. */
  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    const snapshot = formRef.current;
    const request = toRequest(snapshot, story.current.version);
    if (Object.keys(localErrors(request)).length) return false;
    const run = (async () => {
      setSaveState('saving');
      try {
        const res = story.current.id ? await storiesApi.save(story.current.id, request) : await storiesApi.create(request);
        story.current = { ...story.current, id: res.id, version: res.version, status: res.status, slug: res.slug, genre: res.genre };
        setForm((f) => ({
          ...f,
          chapters: f.chapters.map((c) => {
            const i = snapshot.chapters.findIndex((s) => s.key === c.key);
            const sent = snapshot.chapters[i];
            return i < 0 || !sent ? c : { ...c, id: res.chapterIds[i], savedRev: sent.rev };
          }),
        }));
        const changedMeanwhile = formRef.current !== snapshot;
        setSaveState(changedMeanwhile ? 'dirty' : 'saved');
        setSaveError(null);
        void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
        return true;
      } catch (error) {
        if (isApiRequestError(error) && error.error.statusCode === 409) {
          setSaveState('conflict');
        } else {
          setSaveState('error');
          setSaveError(isApiRequestError(error) ? error.error.message : t('errors.unexpected'));
          if (isApiRequestError(error) && error.error.errors) setServerErrors(Object.fromEntries(error.error.errors.map((e) => [e.field, e.message])));
        }
        return false;
      }
    })();
    saving.current = run;
    try {
      return await run;
    } finally {
      saving.current = null;
    }
  }, [queryClient, t]);

  // Drafts save themselves a moment after the writer stops typing; a published story saves on request.
  useEffect(() => {
    if (saveState !== 'dirty' || story.current.status === 'published') return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, saveState, save]);

  const publish = async () => {
    if (!(await save())) return;
    try {
      await storiesApi.publish(story.current.id!);
      story.current.status = 'published';
      toast.success(t('stories.editor.published'));
      await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      void navigate(storyPath({ id: story.current.id!, slug: story.current.slug, genre: story.current.genre as StoryGenre }));
    } catch (error) {
      if (isApiRequestError(error) && error.error.errors) setServerErrors(Object.fromEntries(error.error.errors.map((e) => [e.field, e.message])));
      else toast.error(isApiRequestError(error) ? error.error.message : t('errors.unexpected'));
    }
  };

  const unpublish = async () => {
    if (!story.current.id) return;
    await storiesApi.unpublish(story.current.id);
    story.current.status = 'draft';
    toast.success(t('stories.editor.unpublished'));
    setSaveState('saved');
    await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
  };

  const remove = async () => {
    if (!story.current.id) return;
    if (!(await confirm({ title: t('stories.editor.delete'), message: t('stories.editor.deleteConfirm'), confirmLabel: t('stories.editor.delete'), danger: true }))) return;
    await storiesApi.remove(story.current.id);
    toast.success(t('stories.editor.deleted'));
    await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
    void navigate(routeTo('stories-create'));
  };

  const moveChapter = (index: number, by: -1 | 1) => {
    const list = [...form.chapters];
    const [c] = list.splice(index, 1);
    list.splice(index + by, 0, c!);
    update({ chapters: list });
  };

  const removeChapter = async (key: string) => {
    if (!(await confirm({ title: t('stories.editor.removeChapter'), message: t('stories.editor.removeConfirm'), confirmLabel: t('stories.editor.removeChapter'), danger: true }))) return;
    update({ chapters: form.chapters.filter((c) => c.key !== key) });
  };

  const status = (
    <Text size="sm" c={saveState === 'error' || saveState === 'conflict' ? 'red' : 'dimmed'} role="status" data-testid="save-state">
      {saveState === 'saving'
        ? t('stories.editor.saving')
        : saveState === 'saved'
          ? t('stories.editor.saved')
          : saveState === 'dirty'
            ? t('stories.editor.unsaved')
            : saveState === 'error'
              ? t('stories.editor.saveFailed', { message: saveError ?? '' })
              : saveState === 'conflict'
                ? t('stories.editor.conflict')
                : ''}
    </Text>
  );

  const genreField = (
    <Select
      label={t('stories.editor.field.genre')}
      placeholder={t('stories.editor.noGenre')}
      data={STORY_GENRES.map((g) => ({ value: g, label: t(`stories.genre.${g}`) }))}
      value={form.genre}
      onChange={(v) => update({ genre: (v as StoryGenre | null) ?? null })}
      error={errors.genre}
      required
    />
  );
  const titleField = (
    <TextInput
      label={t('stories.editor.field.title')}
      value={form.title}
      onChange={(e) => update({ title: e.currentTarget.value })}
      description={t('stories.editor.titleCount', { count: [...form.title].length, max: STORY_LIMITS.titleMax })}
      error={errors.title}
      required
    />
  );
  const summaryField = (
    <Textarea
      label={t('stories.editor.field.summary')}
      value={form.summary}
      onChange={(e) => update({ summary: e.currentTarget.value })}
      description={`${t('stories.editor.field.summaryHint')} ${t('stories.editor.titleCount', { count: [...form.summary].length, max: STORY_LIMITS.summaryMax })}`}
      error={errors.summary}
      rows={4}
      required
    />
  );
  const textField = (
    <Stack gap="md">
      {form.chapters.map((c, i) => {
        const tooLong = c.html.length > STORY_LIMITS.chapterMaxChars;
        return (
          <Paper key={c.key} withBorder radius="md" p="sm" data-testid="chapter-editor">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('stories.editor.chapter', { n: i + 1 })}</Text>
                <Group gap={4}>
                  <Button size="compact-xs" variant="subtle" disabled={i === 0} onClick={() => moveChapter(i, -1)}>
                    {t('stories.editor.moveUp')}
                  </Button>
                  <Button size="compact-xs" variant="subtle" disabled={i === form.chapters.length - 1} onClick={() => moveChapter(i, 1)}>
                    {t('stories.editor.moveDown')}
                  </Button>
                  {form.chapters.length > 1 ? (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void removeChapter(c.key)}>
                      {t('stories.editor.removeChapter')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <TextInput label={t('stories.editor.field.chapterTitle')} value={c.title} onChange={(e) => updateChapter(c.key, { title: e.currentTarget.value })} error={errors[`chapters.${i}.title`]} />
              <RichTextEditor
                initialHtml={c.html}
                label={t('stories.editor.field.chapterText', { n: i + 1 })}
                onChange={({ html, words: w }) => updateChapter(c.key, { html, words: w })}
                error={tooLong ? t('stories.editor.tooLong', { max: STORY_LIMITS.chapterMaxChars.toLocaleString() }) : (errors[`chapters.${i}.body`] ?? null)}
              />
              <Text size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="chapter-count">
                {t('stories.editor.count', { words: c.words.toLocaleString(), minutes: readingMinutes(c.words) })} ·{' '}
                {t('stories.editor.chars', { count: c.html.length.toLocaleString(), max: STORY_LIMITS.chapterMaxChars.toLocaleString() })}
              </Text>
            </Stack>
          </Paper>
        );
      })}
      {form.chapters.length < STORY_LIMITS.chaptersMax ? (
        <Button variant="default" onClick={() => update({ chapters: [...form.chapters, { key: newKey(), title: '', html: '', words: 0, rev: 1, savedRev: 0 }] })}>
          {t('stories.editor.addChapter')}
        </Button>
      ) : null}
      {errors.chapters ? <Text c="red" size="sm">{errors.chapters}</Text> : null}
    </Stack>
  );
  const tagsField = (
    <Stack gap="sm">
      <TextInput
        label={t('stories.editor.field.tags')}
        description={t('stories.editor.field.tagsHint', { max: STORY_LIMITS.tagsMax })}
        value={form.tags}
        onChange={(e) => update({ tags: e.currentTarget.value })}
        error={errors.tags ?? Object.entries(errors).find(([k]) => k.startsWith('tags.'))?.[1]}
      />
      <MultiSelect
        label={t('stories.editor.field.warnings')}
        data={STORY_WARNINGS.map((w) => ({ value: w, label: t(`stories.warning.${w}`) }))}
        value={form.warnings}
        onChange={(v) => update({ warnings: v as StoryWarning[] })}
      />
      <Select
        label={t('stories.editor.field.language')}
        data={STORY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        value={form.language}
        onChange={(v) => v && update({ language: v as StoryLanguage })}
        allowDeselect={false}
      />
      <Checkbox label={t('stories.editor.field.complete')} checked={form.isComplete} onChange={(e) => update({ isComplete: e.currentTarget.checked })} />
    </Stack>
  );
  const coverField = <EditorCover storyId={story.current.id} title={form.title} />;
  const problems = Object.entries(serverErrors);
  const publishField = (
    <Stack gap="sm">
      {story.current.status === 'published' ? (
        <Alert color="green">{t('stories.editor.publish.publishedNote')}</Alert>
      ) : problems.length ? (
        <Alert color="red" data-testid="publish-problems">
          <Stack gap={2}>
            {problems.map(([field, message]) => (
              <Text key={field} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : (
        <Text>{t('stories.editor.publish.ready')}</Text>
      )}
    </Stack>
  );

  const actions = (
    <Group gap="xs" justify="space-between">
      <Group gap="xs">
        {story.current.status === 'published' ? (
          <>
            <Button onClick={() => void save()} loading={saveState === 'saving'} disabled={saveState === 'conflict'}>
              {t('stories.editor.save')}
            </Button>
            <Button variant="default" onClick={() => void unpublish()}>
              {t('stories.editor.unpublish')}
            </Button>
            <Button variant="subtle" component={Link} to={storyPath({ id: story.current.id!, slug: story.current.slug || '', genre: form.genre })}>
              {t('stories.editor.view')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={() => void save()} loading={saveState === 'saving'} disabled={saveState === 'conflict'}>
              {t('stories.editor.save')}
            </Button>
            <Button onClick={() => void publish()} disabled={saveState === 'conflict'}>
              {t('stories.editor.publish')}
            </Button>
          </>
        )}
      </Group>
      {story.current.id ? (
        <Button variant="subtle" color="red" onClick={() => void remove()}>
          {t('stories.editor.delete')}
        </Button>
      ) : null}
    </Group>
  );

  const fields: Record<Step, React.ReactNode> = {
    start: (
      <Stack gap="sm">
        <Text>{t('stories.editor.start.text')}</Text>
        <Anchor component={Link} to={routeTo('writing-tips')}>
          {t('stories.editor.start.tips')}
        </Anchor>
      </Stack>
    ),
    genre: genreField,
    title: titleField,
    summary: summaryField,
    text: textField,
    tags: tagsField,
    cover: coverField,
    publish: publishField,
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('stories.editor.mode')}
          value={mode}
          onChange={(v) => setMode(v as 'guided' | 'advanced')}
          data={[
            { value: 'guided', label: t('stories.editor.mode.guided') },
            { value: 'advanced', label: t('stories.editor.mode.advanced') },
          ]}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="story-count">
            {t('stories.editor.count', { words: words.toLocaleString(), minutes: readingMinutes(words) })}
          </Text>
          {status}
        </Group>
      </Group>
      {saveState === 'conflict' ? <Alert color="red">{t('stories.editor.conflict')}</Alert> : null}
      {mode === 'guided' ? (
        <Stack gap="lg">
          <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect>
            {GUIDED_STEPS.map((s) => (
              <Stepper.Step key={s} label={t(`stories.editor.step.${s}`)} />
            ))}
          </Stepper>
          <Paper withBorder radius="md" p="md" data-testid={`step-${GUIDED_STEPS[step]}`}>
            {fields[GUIDED_STEPS[step]!]}
          </Paper>
          <Group justify="space-between">
            <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              {t('stories.editor.back')}
            </Button>
            {step < GUIDED_STEPS.length - 1 ? (
              <Button onClick={() => setStep((s) => s + 1)}>{t('stories.editor.next')}</Button>
            ) : (
              actions
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {genreField}
          {titleField}
          {summaryField}
          {textField}
          {tagsField}
          {coverField}
          {publishField}
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

function MyStories() {
  const t = useT();
  return (
    <Stack gap="sm" mt="xl">
      <Text fw={600}>{t('stories.mine.title')}</Text>
      <StoryList queryKey={['stories', 'mine']} load={(after, signal) => storiesApi.mine(after, signal)} empty={t('stories.mine.empty')} />
    </Stack>
  );
}

function Loaded({ id }: { id: string }) {
  const t = useT();
  const story = useQuery({ queryKey: ['stories', 'edit', id], queryFn: ({ signal }) => storiesApi.editable(id, signal), retry: false, staleTime: Infinity, gcTime: 0 });
  return (
    <SitePage title={t('stories.editor.editTitle')} ready={story.isSuccess} error={story.isError} resetKey={id} breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]} data-testid="editor">
      {() => <StoryEditor key={id} initial={fromStory(story.data!)} storyId={id} initialVersion={story.data!.version} initialStatus={story.data!.status} />}
    </SitePage>
  );
}

/** `/stories/create` (a new story, or `?story=<id>` for a draft without a genre yet). */
export function CreateStoryPage() {
  const t = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const id = params.get('story');
  if (id) return <Loaded id={id} />;
  const language = (STORY_LANGUAGES as readonly string[]).includes(site.locale.slice(0, 2)) ? (site.locale.slice(0, 2) as StoryLanguage) : 'en';
  return (
    <SitePage title={t('stories.editor.newTitle')} breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]} data-testid="editor">
      <StoryEditor initial={emptyForm(language)} storyId={null} initialStatus="draft" />
      <MyStories />
    </SitePage>
  );
}

/** `/stories/{genre}/{slug}/edit`. */
export function EditStoryPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const story = useQuery(detailQuery(slug));
  if (story.data) return <Loaded id={story.data.id} />;
  return (
    <SitePage title={t('stories.editor.editTitle')} ready={false} error={story.isError} resetKey={slug}>
      {null}
    </SitePage>
  );
}
