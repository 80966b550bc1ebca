import { Alert } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The form-wide error (a server message that names no field), announced to screen readers. */
export function FormAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
