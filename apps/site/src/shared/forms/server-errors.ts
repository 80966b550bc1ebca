import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { decideErrorAction, silencesForms } from '../api/error-actions';
import { isApiRequestError } from '../api/errors';
import type { Translator } from '../i18n/translator';

/** The key of the form-wide error that FormAlert shows. */
export const SERVER_ERROR = 'root.server' as const;

export interface ServerErrorOptions<T extends FieldValues> {
  /** Form fields the server may name in `errors[].field`. */
  fields: readonly Path<T>[];
  loggedIn: boolean;
  t: Translator;
}

/**
 * Puts a failed request's errors on the form (SPEC 8: 400/401/402/422 are the caller's): each
 * `errors[]` entry that names a field goes on that field, anything else becomes the form's message.
 * Errors the site already acted on (MFA step, maintenance, timeout toast …) add nothing.
 * Returns true when something was shown.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, loggedIn, t }: ServerErrorOptions<T>,
): boolean {
  if (!isApiRequestError(error)) {
    setError(SERVER_ERROR, { type: 'client', message: t('errors.unexpected') });
    return true;
  }
  if (silencesForms(decideErrorAction(error.kind, error.error, { loggedIn, source: 'mutation' }))) return false;
  if (error.kind === 'network') {
    setError(SERVER_ERROR, { type: 'network', message: t('errors.network') });
    return true;
  }
  if (error.kind === 'aborted') return false;

  const known = new Set<string>(fields);
  let placed = 0;
  const unplaced: string[] = [];
  for (const fieldError of error.error.errors ?? []) {
    if (known.has(fieldError.field)) {
      setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      unplaced.push(fieldError.message);
    }
  }
  if (placed === 0 || unplaced.length > 0) {
    const message =
      error.statusCode === 429 && error.error.retryAfter !== undefined
        ? t('errors.tooManyRequests', { seconds: error.error.retryAfter })
        : placed === 0
          ? error.error.message
          : unplaced.join(' ');
    setError(SERVER_ERROR, { type: 'server', message });
  }
  return true;
}
