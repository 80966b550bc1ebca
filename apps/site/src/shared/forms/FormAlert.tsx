import { Alert, type AlertProps } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The form-wide error (a server message that names no field), announced to screen readers. `format` puts the message
 * in a feature's own sentence (e.g. "Coins could not move: …").
 */
export function FormAlert<T extends FieldValues>({
  errors,
  format,
  ...alert
}: { errors: FieldErrors<T>; format?: (message: string) => string } & Omit<AlertProps, 'children' | 'color' | 'variant' | 'role'>) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error" {...alert}>
      {format ? format(message) : message}
    </Alert>
  );
}
