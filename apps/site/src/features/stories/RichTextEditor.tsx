import { cleanStoryHtml, countWords, plainTextToHtml } from '@community/domain';
import { ActionIcon, Group, Input, Paper, Tooltip } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../shared/i18n/useT';
import classes from './stories.module.css';

export interface RichTextChange {
  html: string;
  words: number;
}

type Command = { key: 'bold' | 'italic' | 'heading' | 'quote' | 'bullets' | 'numbers'; label: string; glyph: string; run: () => void };

/** `document.execCommand` is what contenteditable offers for formatting; the server cleans whatever arrives. */
function exec(command: string, value?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

/**
 * A rich-text area for story text: paragraphs, bold, italic, headings, quotes and lists, the same tags
 * RichContent shows. Pasted text is cleaned by the story rules before it lands (no foreign styles or
 * scripts), and the server cleans everything again. Reports the HTML and its word count as you type.
 */
export function RichTextEditor({ initialHtml, label, onChange, error, description }: { initialHtml: string; label: string; onChange: (c: RichTextChange) => void; error?: string | null; description?: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  // Uncontrolled: the browser owns the editing state; the first text fills it, later ones come from typing.
  const first = useRef(initialHtml);
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = first.current;
  }, []);

  const report = () => {
    const el = ref.current;
    if (!el) return;
    onChange({ html: el.innerHTML, words: countWords(el.innerText ?? el.textContent ?? '') });
  };

  const commands: Command[] = [
    { key: 'bold', label: t('stories.editor.bold'), glyph: 'B', run: () => exec('bold') },
    { key: 'italic', label: t('stories.editor.italic'), glyph: 'I', run: () => exec('italic') },
    { key: 'heading', label: t('stories.editor.heading'), glyph: 'H', run: () => exec('formatBlock', 'h3') },
    { key: 'quote', label: t('stories.editor.quote'), glyph: '“', run: () => exec('formatBlock', 'blockquote') },
    { key: 'bullets', label: t('stories.editor.bullets'), glyph: '•', run: () => exec('insertUnorderedList') },
    { key: 'numbers', label: t('stories.editor.numbers'), glyph: '1.', run: () => exec('insertOrderedList') },
  ];

  return (
    <Input.Wrapper label={label} id={id} error={error} description={description}>
      <Paper withBorder radius="md" className={classes.editor}>
        <Group gap={2} p={4} className={classes.toolbar} role="toolbar" aria-label={label}>
          {commands.map((c) => (
            <Tooltip key={c.key} label={c.label}>
              <ActionIcon
                variant="subtle"
                aria-label={c.label}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  ref.current?.focus();
                  c.run();
                  report();
                }}
              >
                <span aria-hidden>{c.glyph}</span>
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <div
          ref={ref}
          id={id}
          className={classes.editable}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          onInput={report}
          onPaste={(e) => {
            e.preventDefault();
            const html = e.clipboardData.getData('text/html');
            const text = e.clipboardData.getData('text/plain');
            exec('insertHTML', cleanStoryHtml(html || plainTextToHtml(text)).html);
            report();
          }}
        />
      </Paper>
    </Input.Wrapper>
  );
}
