import { StandardSchemaValidationPipe } from '@nestjs/common';
import { ValidationFailed } from './app-exception.js';

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

export function issuesToFieldErrors(issues: readonly Issue[]) {
  return issues.map((i) => ({
    field: (i.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || 'body',
    message: i.message,
  }));
}

/**
 * Validates every `@Body({ schema })`, `@Query({ schema })` and `@Param(name, { schema })` against its zod
 * contract (the same schema generates the OpenAPI document) and answers 422 naming each bad field.
 */
export function createValidationPipe() {
  return new StandardSchemaValidationPipe({
    transform: true,
    exceptionFactory: (issues) => new ValidationFailed(issuesToFieldErrors(issues)),
  });
}
