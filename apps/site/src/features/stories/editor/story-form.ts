import type { StoryEditable, StorySaveRequest } from '@community/contracts';
import type { StoryGenre, StoryLanguage, StoryWarning } from '@community/domain';

/** A chapter as the editor holds it (StoryEditorForm checks `title` and `body`, and keeps the rest). */
export interface EditorChapter {
  /** Stable React key. */
  key: string;
  id?: string;
  title: string;
  /** The chapter's HTML. */
  body: string;
  words: number;
  /** Bumped on every text change; a save clears it when nothing changed meanwhile. */
  rev: number;
  savedRev: number;
}

/** The editor's values: StoryEditorForm's input (libs/contracts), the same rules the API applies to a save. */
export interface EditorValues {
  title: string;
  summary: string;
  genre: StoryGenre | null;
  /** Comma-separated, as typed. */
  tags: string;
  warnings: StoryWarning[];
  language: StoryLanguage;
  isComplete: boolean;
  chapters: EditorChapter[];
}

let keySeq = 0;
const newKey = () => `c${++keySeq}`;

/** A new, empty chapter (unsaved text). */
export const newChapter = (): EditorChapter => ({ key: newKey(), title: '', body: '', words: 0, rev: 1, savedRev: 0 });

export function fromStory(s: StoryEditable): EditorValues {
  return {
    title: s.title,
    summary: s.summary,
    genre: s.genre,
    tags: s.tags.join(', '),
    warnings: s.warnings,
    language: s.language,
    isComplete: s.isComplete,
    chapters: s.chapters.map((c) => ({ key: newKey(), id: c.id, title: c.title, body: c.html, words: c.wordCount, rev: 0, savedRev: 0 })),
  };
}

export function emptyStory(language: StoryLanguage): EditorValues {
  return { title: '', summary: '', genre: null, tags: '', warnings: [], language, isComplete: false, chapters: [newChapter()] };
}

/** The save request for the values: text only for chapters that changed since their last save. */
export function toRequest(values: EditorValues, version: number | undefined): StorySaveRequest {
  return {
    version,
    title: values.title,
    summary: values.summary,
    genre: values.genre,
    tags: values.tags.split(',').map((s) => s.trim()).filter(Boolean),
    warnings: values.warnings,
    language: values.language,
    isComplete: values.isComplete,
    chapters: values.chapters.map((c) => (c.id && c.rev === c.savedRev ? { id: c.id, title: c.title } : { ...(c.id ? { id: c.id } : {}), title: c.title, body: c.body })),
  };
}
