import type { ApiError, FieldError } from '@community/contracts';

type Flags = Omit<ApiError, 'message' | 'statusCode' | 'code' | 'errors'>;

/**
 * The one exception type the filter knows. Modules subclass it with their own code enum
 * (e.g. AuthException) so every failure has a stable machine-readable code.
 */
export class AppException extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly flags: Flags = {},
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      message: this.message,
      statusCode: this.statusCode,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.flags,
    };
  }
}

/** What a module's failure may carry besides its code and message. */
export interface ModuleErrorOptions {
  /** The one field a 422 names, as the validation pipe names it (`errors: [{ field, message }]`). */
  field?: string;
  /** Every field that is wrong, when there are several (takes the place of `field`). */
  errors?: FieldError[];
  /** The flags the site acts on (SPEC 8), or a module's own (the staff console's `lock`). */
  flags?: Flags & Record<string, unknown>;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * The base of a module's exception type (ARCHITECTURE convention 4): the module's code enum, each code with its
 * HTTP status, so a throw names only the code. `export class AuthException extends ModuleException(STATUS) {}`,
 * then `throw new AuthException(AuthErrorCode.Forbidden, 'You do not have access to this')`.
 */
export function ModuleException<Code extends string>(statuses: Readonly<Record<Code, number>>) {
  return class extends AppException {
    constructor(code: Code, message: string, opts: ModuleErrorOptions = {}) {
      super(statuses[code], code, message, opts.flags ?? {}, opts.errors ?? (opts.field ? [{ field: opts.field, message }] : undefined), opts.headers);
    }
  };
}

/** 422 naming every field that is wrong. */
export class ValidationFailed extends AppException {
  constructor(errors: FieldError[]) {
    const first = errors[0];
    super(422, 'VALIDATION_FAILED', first ? `${first.field}: ${first.message}` : 'Invalid input', {}, errors);
  }
}
