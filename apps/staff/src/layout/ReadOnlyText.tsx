import { Labeled, TextField } from 'react-admin';

/** In an edit form, a value staff read but do not change: the record's `source` as text, under its label. */
export function ReadOnlyText({ source, label }: { source: string; label?: string }) {
  return (
    <Labeled label={label}>
      <TextField source={source} />
    </Labeled>
  );
}
