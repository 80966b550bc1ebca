import { useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import { coinKeys } from './api';

/** The message of a refusal: the first field's message when the API named one, else the error's own. */
export const errorText = (err: unknown): string => (isApiRequestError(err) ? (err.error.errors?.[0]?.message ?? err.message) : String(err));

/** The API's message for one field of a refused form, if it named that field. */
export const fieldError = (err: unknown, field: string): string | undefined =>
  isApiRequestError(err) ? err.error.errors?.find((e) => e.field === field)?.message : undefined;

/** After coins move: the balance, the history, requests, gift cards and the profile (user menu) read again. */
export function useCoinsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: coinKeys.all });
    void client.invalidateQueries({ queryKey: authKeys.profile });
  };
}
