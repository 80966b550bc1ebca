import { STORY_LANGUAGES, readingMinutes, type StoryLanguage } from '@community/domain';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Stepper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSite } from '../../shared/boot/boot-context';
import { useT } from '../../shared/i18n/useT';
import { routeTo } from '../../shared/routes';
import { SitePage } from '../../shared/layout/SitePage';
import { detailQuery, storiesApi } from './api';
import { ChaptersField, CoverStep, EditorActions, GenreField, PublishStep, SaveStatus, SummaryField, TagsField, TitleField } from './editor/EditorFields';
import { emptyStory, fromStory } from './editor/story-form';
import { useStoryEditor, type StoryEditorModel, type StoryEditorProps } from './editor/useStoryEditor';
import { StoryList } from './StoryBrowser';

export const GUIDED_STEPS = ['start', 'genre', 'title', 'summary', 'text', 'tags', 'cover', 'publish'] as const;
type Step = (typeof GUIDED_STEPS)[number];

function StartStep() {
  const t = useT();
  return (
    <Stack gap="sm">
      <Text>{t('stories.editor.start.text')}</Text>
      <Anchor component={Link} to={routeTo('writing-tips')}>
        {t('stories.editor.start.tips')}
      </Anchor>
    </Stack>
  );
}

const STEPS: Record<Step, (props: { editor: StoryEditorModel }) => ReactNode> = {
  start: StartStep,
  genre: GenreField,
  title: TitleField,
  summary: SummaryField,
  text: ChaptersField,
  tags: TagsField,
  cover: CoverStep,
  publish: PublishStep,
};

/** The story editor: guided (one step at a time) for a new story, or every field on one page. */
function StoryEditor(props: StoryEditorProps) {
  const t = useT();
  const editor = useStoryEditor(props);
  const [mode, setMode] = useState<'guided' | 'advanced'>(props.storyId ? 'advanced' : 'guided');
  const [step, setStep] = useState(0);
  const words = editor.values.chapters.reduce((n, c) => n + c.words, 0);
  const CurrentStep = STEPS[GUIDED_STEPS[step]!];

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
          <SaveStatus editor={editor} />
        </Group>
      </Group>
      {editor.saveState === 'conflict' ? <Alert color="red">{t('stories.editor.conflict')}</Alert> : null}
      {mode === 'guided' ? (
        <Stack gap="lg">
          <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect>
            {GUIDED_STEPS.map((s) => (
              <Stepper.Step key={s} label={t(`stories.editor.step.${s}`)} />
            ))}
          </Stepper>
          <Paper withBorder radius="md" p="md" data-testid={`step-${GUIDED_STEPS[step]}`}>
            <CurrentStep editor={editor} />
          </Paper>
          <Group justify="space-between">
            <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              {t('stories.editor.back')}
            </Button>
            {step < GUIDED_STEPS.length - 1 ? <Button onClick={() => setStep((s) => s + 1)}>{t('stories.editor.next')}</Button> : <EditorActions editor={editor} />}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <GenreField editor={editor} />
          <TitleField editor={editor} />
          <SummaryField editor={editor} />
          <ChaptersField editor={editor} />
          <TagsField editor={editor} />
          <CoverStep editor={editor} />
          <PublishStep editor={editor} />
          <EditorActions editor={editor} />
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
      <StoryEditor initial={emptyStory(language)} storyId={null} initialStatus="draft" />
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
