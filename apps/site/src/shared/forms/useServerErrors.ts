import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useAuth } from '../auth/useAuth';
import { useT } from '../i18n/useT';
import { applyServerErrors } from './server-errors';

/** applyServerErrors bound to the current member and translations. Pass `fields` as a module-level constant. */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const { loggedIn } = useAuth();
  const t = useT();
  return useCallback(
    (error: unknown) => applyServerErrors(error, setError, { fields, loggedIn, t }),
    [setError, fields, loggedIn, t],
  );
}
