import { StoryEditorForm, type FieldError as ApiFieldError } from '@community/contracts';
import type { StoryGenre } from '@community/domain';
import { toast, useConfirm } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiRequestError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { storiesApi, storiesKeys } from '../api';
import { storyPath } from '../paths';
import { newChapter, toRequest, type EditorChapter, type EditorValues } from './story-form';

/** Quiet time after the last keystroke before a draft saves itself (ms). */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error' | 'conflict';

export interface StoryEditorProps {
  initial: EditorValues;
  storyId: string | null;
  initialVersion?: number;
  initialStatus: 'draft' | 'published';
}

const resolver = zodResolver(StoryEditorForm) as unknown as Resolver<EditorValues>;

/**
 * The story editor's state: the values in react-hook-form, checked against StoryEditorForm after every change (the
 * limits the API enforces, shown as the writer types); drafts save themselves a moment after the last change, a
 * published story on request; a refused save puts the server's errors on their fields and in the publish step.
 */
export function useStoryEditor({ initial, storyId, initialVersion, initialStatus }: StoryEditorProps) {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<EditorValues>({ resolver, defaultValues: initial });
  const values = form.watch();
  const [saveState, setSaveState] = useState<SaveState>('idle');
  /** The server's refusals of the last save or publish, listed in the publish step. */
  const [problems, setProblems] = useState<ApiFieldError[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const story = useRef({ id: storyId, version: initialVersion, status: initialStatus, slug: '', genre: initial.genre as string | null });
  const saving = useRef<Promise<boolean> | null>(null);
  // Every change bumps the revision: the autosave timer restarts, and a save knows whether it saved the latest.
  const [revision, setRevision] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    void form.trigger();
  }, [form]);

  const showServerErrors = useCallback(
    (fields: ApiFieldError[]) => {
      setProblems(fields);
      for (const e of fields) form.setError(e.field as Path<EditorValues>, { type: 'server', message: e.message });
    },
    [form],
  );

  const update = (patch: Partial<EditorValues>) => {
    for (const key of Object.keys(patch) as (keyof EditorValues)[]) form.setValue(key, patch[key] as never, { shouldDirty: true });
    latest.current += 1;
    setRevision(latest.current);
    setSaveState((s) => (s === 'conflict' ? s : 'dirty'));
    setProblems([]);
    form.clearErrors();
    void form.trigger();
  };
  const updateChapter = (key: string, patch: Partial<EditorChapter>) =>
    update({ chapters: form.getValues('chapters').map((c) => (c.key === key ? { ...c, ...patch, rev: patch.body !== undefined ? c.rev + 1 : c.rev } : c)) });

  /** Saves now (waits for a save in flight first). False when it could not. */
  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    const snapshot = form.getValues();
    const revisionSaved = latest.current;
    if (!StoryEditorForm.safeParse(snapshot).success) return false;
    const request = toRequest(snapshot, story.current.version);
    const run = (async () => {
      setSaveState('saving');
      try {
        const res = story.current.id ? await storiesApi.save(story.current.id, request) : await storiesApi.create(request);
        story.current = { ...story.current, id: res.id, version: res.version, status: res.status, slug: res.slug, genre: res.genre };
        form.setValue(
          'chapters',
          form.getValues('chapters').map((c) => {
            const i = snapshot.chapters.findIndex((s) => s.key === c.key);
            const sent = snapshot.chapters[i];
            return i < 0 || !sent ? c : { ...c, id: res.chapterIds[i], savedRev: sent.rev };
          }),
        );
        setSaveState(latest.current !== revisionSaved ? 'dirty' : 'saved');
        setSaveError(null);
        void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
        return true;
      } catch (error) {
        if (isApiRequestError(error) && error.error.statusCode === 409) {
          setSaveState('conflict');
        } else {
          setSaveState('error');
          setSaveError(isApiRequestError(error) ? error.error.message : t('errors.unexpected'));
          if (isApiRequestError(error) && error.error.errors) showServerErrors(error.error.errors);
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
  }, [form, queryClient, showServerErrors, t]);

  // Drafts save themselves a moment after the writer stops typing; a published story saves on request.
  useEffect(() => {
    if (saveState !== 'dirty' || story.current.status === 'published') return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, saveState, save]);

  const publish = async () => {
    if (!(await save())) return;
    try {
      await storiesApi.publish(story.current.id!);
      story.current.status = 'published';
      toast.success(t('stories.editor.published'));
      await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      void navigate(storyPath({ id: story.current.id!, slug: story.current.slug, genre: story.current.genre as StoryGenre }));
    } catch (error) {
      if (isApiRequestError(error) && error.error.errors) showServerErrors(error.error.errors);
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
    const list = [...values.chapters];
    const [c] = list.splice(index, 1);
    list.splice(index + by, 0, c!);
    update({ chapters: list });
  };

  const removeChapter = async (key: string) => {
    if (!(await confirm({ title: t('stories.editor.removeChapter'), message: t('stories.editor.removeConfirm'), confirmLabel: t('stories.editor.removeChapter'), danger: true }))) return;
    update({ chapters: form.getValues('chapters').filter((c) => c.key !== key) });
  };

  const addChapter = () => update({ chapters: [...form.getValues('chapters'), newChapter()] });

  return {
    values,
    errors: form.formState.errors,
    story: story.current,
    saveState,
    saveError,
    problems,
    update,
    updateChapter,
    addChapter,
    moveChapter,
    removeChapter,
    save,
    publish,
    unpublish,
    remove,
  };
}

export type StoryEditorModel = ReturnType<typeof useStoryEditor>;
