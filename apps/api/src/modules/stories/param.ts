import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { issuesToFieldErrors } from '../../infra/http/validation.js';
import { ValidationFailed } from '../../infra/http/app-exception.js';

/**
 * Validates one path parameter against a zod schema and answers 422 naming the parameter (the global pipe
 * names path-less issues `body`).
 */
export function param<T extends z.ZodType>(name: string, schema: T): PipeTransform<unknown, z.output<T>> {
  return {
    transform(value: unknown) {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      throw new ValidationFailed(issuesToFieldErrors(parsed.error.issues.map((i) => ({ message: i.message, path: [name, ...i.path] }))));
    },
  };
}
