import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiRequestError } from '../../shared/api/errors';
import { authKeys } from '../../shared/auth/queries';
import { coinKeys, newKey } from './api';

/** The message of a refusal: the first field's message when the API named one, else the error's own. */
export const errorText = (err: unknown): string => (isApiRequestError(err) ? (err.error.errors?.[0]?.message ?? err.message) : String(err));

/** After coins move: the balance, the history, requests, gift cards and the profile (user menu) read again. */
export function useCoinsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: coinKeys.all });
    void client.invalidateQueries({ queryKey: authKeys.profile });
  };
}

/**
 * The idempotency key of one attempt to move coins: a retry after a refusal keeps it (so a send the server did take is
 * not taken twice); `renew` after a success, or when the member asks for something else.
 */
export function useAttemptKey() {
  const [key, setKey] = useState(newKey);
  return { key, renew: () => setKey(newKey()) };
}
