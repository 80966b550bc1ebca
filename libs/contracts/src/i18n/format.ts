/**
 * Message formatting without the catalogues: the site formats the translations its layout answer carries, so
 * it imports this module alone and never bundles the catalogues of every language.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

/** Replaces each `{name}` with `values.name`; placeholders without a value stay as they are. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
