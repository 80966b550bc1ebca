import { CSRF_HEADER } from '@community/contracts';
import type { z } from 'zod';
import { readCsrfToken } from './csrf';
import { serverContext } from '../boot/server-context';
import { ApiRequestError, parseApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that change state and so carry the CSRF header. */
const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** SPEC 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType = z.ZodType> {
  /** Query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the request (react-query passes one). */
  signal?: AbortSignal;
  /** Checks the unwrapped `data` against a contracts schema; a mismatch rejects. */
  schema?: S;
  timeoutMs?: number;
}

export interface ApiClientOptions {
  /** Prefix of every path; SPEC 7 takes it from the site configuration. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Reads the CSRF token; defaults to the XSRF-TOKEN cookie. */
  csrfToken?: () => string | null;
}

/** Without a schema the result is `unknown`: callers either pass a contracts schema or ignore the body. */
type Result<S extends z.ZodType> = Promise<z.output<S>>;

export interface ApiClient {
  request<S extends z.ZodType = z.ZodUnknown>(method: HttpMethod, path: string, options?: RequestOptions<S>): Result<S>;
  get<S extends z.ZodType = z.ZodUnknown>(path: string, options?: RequestOptions<S>): Result<S>;
  post<S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: RequestOptions<S>): Result<S>;
  put<S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: RequestOptions<S>): Result<S>;
  delete<S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: RequestOptions<S>): Result<S>;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${tail}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const unwrap = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? body.data : body;

/**
 * The fetch wrapper of SPEC 7: base `/api`, JSON bodies, `data` unwrapped, 10 s timeout, same-origin
 * credentials, and the CSRF header on every unsafe method. Every failure rejects with ApiRequestError.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const defaultTimeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const csrfToken = options.csrfToken ?? readCsrfToken;
  // On the server (entry-server.tsx) the API answers in-process, with the visitor's cookies.
  const doFetch = (input: string, init: RequestInit): Promise<Response> => (options.fetch ?? serverContext()?.fetch ?? globalThis.fetch)(input, init);

  async function request<S extends z.ZodType = z.ZodUnknown>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<S> = {},
  ): Result<S> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (UNSAFE_METHODS.has(method)) {
      const token = csrfToken();
      if (token) headers[CSRF_HEADER] = token;
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? defaultTimeout);
    const onCallerAbort = (): void => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let payload: unknown;
    try {
      response = await doFetch(buildUrl(baseUrl, path, opts.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      payload = await readBody(response);
    } catch (cause) {
      if (timedOut) {
        throw new ApiRequestError('timeout', { message: 'The request timed out', statusCode: 0, code: 'TIMEOUT' }, { cause });
      }
      if (controller.signal.aborted) {
        throw new ApiRequestError('aborted', { message: 'The request was cancelled', statusCode: 0, code: 'ABORTED' }, { cause });
      }
      throw new ApiRequestError('network', { message: 'The network request failed', statusCode: 0, code: 'NETWORK' }, { cause });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    if (!response.ok) {
      throw new ApiRequestError('http', parseApiError(response.status, payload, response.statusText));
    }

    const data = unwrap(payload);
    if (opts.schema) {
      const parsed = opts.schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiRequestError(
          'http',
          { message: `Unexpected response from ${method} ${path}`, statusCode: 500, code: 'RESPONSE_SHAPE' },
          { cause: parsed.error },
        );
      }
      return parsed.data;
    }
    // No schema: the caller asked for `unknown` (S defaults to ZodUnknown).
    return data as z.output<S>;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, body, opts) => request('DELETE', path, { ...opts, body }),
  };
}

/** The site's client. */
export const api: ApiClient = createApiClient();

