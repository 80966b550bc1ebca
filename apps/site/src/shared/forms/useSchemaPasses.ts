import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Whether the form's current values pass its schema, for a submit button that stays disabled until they do.
 * Checked in render on every change (formState.isValid settles a tick later, after the resolver ran).
 */
export function useSchemaPasses<T extends FieldValues>(schema: z.ZodType, control: Control<T>): boolean {
  const values = useWatch({ control });
  return schema.safeParse(values).success;
}
