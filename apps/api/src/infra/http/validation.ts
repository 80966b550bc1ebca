import { StandardSchemaValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { ValidationFailed } from './app-exception.js';

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

export function issuesToFieldErrors(issues: readonly Issue[]) {
  return issues.map((i) => ({
    field: (i.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || 'body',
    message: i.message,
  }));
}

/**
 * `@Param('id', { schema })`, `@Query('page', { schema })` and `@Body('field', { schema })` validate one value,
 * so their issues carry no path of their own: name them after the parameter (`id`, `page.x`), never "body".
 */
class NamedValidationPipe extends StandardSchemaValidationPipe {
  override async transform<T = unknown>(value: T, metadata: ArgumentMetadata): Promise<T> {
    try {
      return await super.transform(value, metadata);
    } catch (err) {
      const name = metadata.data;
      if (!(err instanceof ValidationFailed) || !name || !err.errors) throw err;
      throw new ValidationFailed(err.errors.map((e) => ({ ...e, field: e.field === 'body' ? name : `${name}.${e.field}` })));
    }
  }
}

/**
 * Validates every `@Body({ schema })`, `@Query({ schema })` and `@Param(name, { schema })` against its zod
 * contract (the same schema generates the OpenAPI document) and answers 422 naming each bad field.
 */
export function createValidationPipe() {
  return new NamedValidationPipe({
    transform: true,
    exceptionFactory: (issues) => new ValidationFailed(issuesToFieldErrors(issues)),
  });
}
