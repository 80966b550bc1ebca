import { STORY_GENRES, STORY_LANGUAGES, STORY_LIMITS, STORY_WARNINGS, readingMinutes, type StoryGenre, type StoryLanguage, type StoryWarning } from '@community/domain';
import { Alert, Button, Checkbox, Group, MultiSelect, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { get, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useT } from '../../../shared/i18n/useT';
import { EditorCover } from '../EditorCover';
import { RichTextEditor } from '../RichTextEditor';
import { storyPath } from '../paths';
import type { EditorValues } from './story-form';
import type { StoryEditorModel } from './useStoryEditor';

type Props = { editor: StoryEditorModel };

/** The message at a path of the form's errors (`chapters.2.body`); for a list, its own message or its first item's. */
function messageAt(errors: FieldErrors<EditorValues>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string } | undefined;
  if (!error) return undefined;
  return error.message ?? Object.values(error as Record<string, { message?: string } | undefined>).find((e) => e?.message)?.message;
}

/** Saving, saved, unsaved, failed or overtaken by another tab. */
export function SaveStatus({ editor: { saveState, saveError } }: Props) {
  const t = useT();
  return (
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
}

export function GenreField({ editor: { values, errors, update } }: Props) {
  const t = useT();
  return (
    <Select
      label={t('stories.editor.field.genre')}
      placeholder={t('stories.editor.noGenre')}
      data={STORY_GENRES.map((g) => ({ value: g, label: t(`stories.genre.${g}`) }))}
      value={values.genre}
      onChange={(v) => update({ genre: (v as StoryGenre | null) ?? null })}
      error={errors.genre?.message}
      required
    />
  );
}

export function TitleField({ editor: { values, errors, update } }: Props) {
  const t = useT();
  return (
    <TextInput
      label={t('stories.editor.field.title')}
      value={values.title}
      onChange={(e) => update({ title: e.currentTarget.value })}
      description={t('stories.editor.titleCount', { count: [...values.title].length, max: STORY_LIMITS.titleMax })}
      error={errors.title?.message}
      required
    />
  );
}

export function SummaryField({ editor: { values, errors, update } }: Props) {
  const t = useT();
  return (
    <Textarea
      label={t('stories.editor.field.summary')}
      value={values.summary}
      onChange={(e) => update({ summary: e.currentTarget.value })}
      description={`${t('stories.editor.field.summaryHint')} ${t('stories.editor.titleCount', { count: [...values.summary].length, max: STORY_LIMITS.summaryMax })}`}
      error={errors.summary?.message}
      rows={4}
      required
    />
  );
}

/** Every chapter with its title and text, in order: move, remove, add. */
export function ChaptersField({ editor }: Props) {
  const t = useT();
  const { values, errors, updateChapter, moveChapter, removeChapter, addChapter } = editor;
  const { chapters } = values;
  return (
    <Stack gap="md">
      {chapters.map((c, i) => {
        const tooLong = c.body.length > STORY_LIMITS.chapterMaxChars;
        return (
          <Paper key={c.key} withBorder radius="md" p="sm" data-testid="chapter-editor">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('stories.editor.chapter', { n: i + 1 })}</Text>
                <Group gap={4}>
                  <Button size="compact-xs" variant="subtle" disabled={i === 0} onClick={() => moveChapter(i, -1)}>
                    {t('stories.editor.moveUp')}
                  </Button>
                  <Button size="compact-xs" variant="subtle" disabled={i === chapters.length - 1} onClick={() => moveChapter(i, 1)}>
                    {t('stories.editor.moveDown')}
                  </Button>
                  {chapters.length > 1 ? (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void removeChapter(c.key)}>
                      {t('stories.editor.removeChapter')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <TextInput label={t('stories.editor.field.chapterTitle')} value={c.title} onChange={(e) => updateChapter(c.key, { title: e.currentTarget.value })} error={messageAt(errors, `chapters.${i}.title`)} />
              <RichTextEditor
                initialHtml={c.body}
                label={t('stories.editor.field.chapterText', { n: i + 1 })}
                onChange={({ html, words }) => updateChapter(c.key, { body: html, words })}
                error={tooLong ? t('stories.editor.tooLong', { max: STORY_LIMITS.chapterMaxChars.toLocaleString() }) : (messageAt(errors, `chapters.${i}.body`) ?? null)}
              />
              <Text size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="chapter-count">
                {t('stories.editor.count', { words: c.words.toLocaleString(), minutes: readingMinutes(c.words) })} ·{' '}
                {t('stories.editor.chars', { count: c.body.length.toLocaleString(), max: STORY_LIMITS.chapterMaxChars.toLocaleString() })}
              </Text>
            </Stack>
          </Paper>
        );
      })}
      {chapters.length < STORY_LIMITS.chaptersMax ? (
        <Button variant="default" onClick={addChapter}>
          {t('stories.editor.addChapter')}
        </Button>
      ) : null}
      {errors.chapters?.message ? (
        <Text c="red" size="sm">
          {errors.chapters.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Tags, warnings, language and whether the story is complete. */
export function TagsField({ editor: { values, errors, update } }: Props) {
  const t = useT();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('stories.editor.field.tags')}
        description={t('stories.editor.field.tagsHint', { max: STORY_LIMITS.tagsMax })}
        value={values.tags}
        onChange={(e) => update({ tags: e.currentTarget.value })}
        error={messageAt(errors, 'tags')}
      />
      <MultiSelect
        label={t('stories.editor.field.warnings')}
        data={STORY_WARNINGS.map((w) => ({ value: w, label: t(`stories.warning.${w}`) }))}
        value={values.warnings}
        onChange={(v) => update({ warnings: v as StoryWarning[] })}
      />
      <Select
        label={t('stories.editor.field.language')}
        data={STORY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        value={values.language}
        onChange={(v) => v && update({ language: v as StoryLanguage })}
        allowDeselect={false}
      />
      <Checkbox label={t('stories.editor.field.complete')} checked={values.isComplete} onChange={(e) => update({ isComplete: e.currentTarget.checked })} />
    </Stack>
  );
}

export function CoverStep({ editor: { story, values } }: Props) {
  return <EditorCover storyId={story.id} title={values.title} />;
}

/** Ready to publish, what the server refused, or that it is published. */
export function PublishStep({ editor: { story, problems } }: Props) {
  const t = useT();
  return (
    <Stack gap="sm">
      {story.status === 'published' ? (
        <Alert color="green">{t('stories.editor.publish.publishedNote')}</Alert>
      ) : problems.length ? (
        <Alert color="red" data-testid="publish-problems">
          <Stack gap={2}>
            {problems.map(({ field, message }, i) => (
              <Text key={`${field}-${i}`} size="sm">
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
}

/** Save and publish (a draft), or save, unpublish and view (a published story); delete once saved. */
export function EditorActions({ editor: { story, values, saveState, save, publish, unpublish, remove } }: Props) {
  const t = useT();
  return (
    <Group gap="xs" justify="space-between">
      <Group gap="xs">
        {story.status === 'published' ? (
          <>
            <Button onClick={() => void save()} loading={saveState === 'saving'} disabled={saveState === 'conflict'}>
              {t('stories.editor.save')}
            </Button>
            <Button variant="default" onClick={() => void unpublish()}>
              {t('stories.editor.unpublish')}
            </Button>
            <Button variant="subtle" component={Link} to={storyPath({ id: story.id!, slug: story.slug || '', genre: values.genre })}>
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
      {story.id ? (
        <Button variant="subtle" color="red" onClick={() => void remove()}>
          {t('stories.editor.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
