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

/** 422 naming every field that is wrong. */
export class ValidationFailed extends AppException {
  constructor(errors: FieldError[]) {
    const first = errors[0];
    super(422, 'VALIDATION_FAILED', first ? `${first.field}: ${first.message}` : 'Invalid input', {}, errors);
  }
}
