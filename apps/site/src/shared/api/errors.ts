import { ApiError, FieldError } from '@community/contracts';

/** How a request failed: the server answered with an error, the 10 s timeout passed, the network failed, or the caller cancelled. */
export type ApiFailureKind = 'http' | 'timeout' | 'network' | 'aborted';

/** Every failed API call rejects with this; `error` is the contracts' ApiError shape (SPEC 8). */
export class ApiRequestError extends Error {
  readonly kind: ApiFailureKind;
  readonly error: ApiError;

  constructor(kind: ApiFailureKind, error: ApiError, options?: { cause?: unknown }) {
    super(error.message, options);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.error = error;
  }

  get statusCode(): number {
    return this.error.statusCode;
  }
}

export const isApiRequestError = (value: unknown): value is ApiRequestError => value instanceof ApiRequestError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asInt = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

const asFlag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function messageOf(body: Record<string, unknown>): string | undefined {
  const { message } = body;
  if (typeof message === 'string' && message !== '') return message;
  // Some frameworks send a list of messages; join them rather than lose them.
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string');
    if (parts.length > 0) return parts.join('. ');
  }
  return asString(body.error);
}

/**
 * Turns whatever an error response carried into the contracts' ApiError (SPEC 8): the status comes from
 * `statusCode`, `status` or the HTTP status, default 500; unknown or malformed fields are dropped.
 */
export function parseApiError(httpStatus: number, body: unknown, statusText = ''): ApiError {
  const source = isRecord(body) ? body : {};
  const statusCode = asInt(source.statusCode) ?? asInt(source.status) ?? (httpStatus > 0 ? httpStatus : 500);
  const errors = Array.isArray(source.errors)
    ? source.errors.flatMap((e) => {
        const parsed = FieldError.safeParse(e);
        return parsed.success ? [parsed.data] : [];
      })
    : undefined;

  const candidate: ApiError = {
    message: messageOf(source) ?? (statusText || `Request failed with status ${statusCode}`),
    statusCode,
    code: asString(source.code),
    errors: errors && errors.length > 0 ? errors : undefined,
    mfa_required: asFlag(source.mfa_required),
    verification_required: asFlag(source.verification_required),
    image_verification_required: asFlag(source.image_verification_required),
    url: asString(source.url),
    _setup: asFlag(source._setup),
    retryAfter: asInt(source.retryAfter),
  };
  // Drop the keys that are absent so the object matches what the server sent.
  const compact = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined));
  return ApiError.parse(compact);
}
