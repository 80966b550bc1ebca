/** react-admin `choices` for `values`, each named by its label (the labels are the translation keys the console shows). */
export function choicesOf<V extends string>(values: readonly V[], labels: Record<V, string>): { id: V; name: string }[] {
  return values.map((id) => ({ id, name: labels[id] }));
}
