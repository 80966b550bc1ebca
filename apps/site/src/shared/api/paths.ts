import type { z } from 'zod';
import { api, type ApiClient, type RequestOptions } from './client';
import type { paths } from './openapi';

/**
 * API paths checked against the API's OpenAPI document (openapi.d.ts, generated; apps/api's
 * openapi-paths.spec.ts fails when it is stale). A route renamed or removed on the server, or called with a
 * method it does not have, fails the site's type check instead of the browser:
 *
 *   typedApi(api).get('/members/{name}', { params: { name }, schema: ProfileView })
 *
 * Paths are written without the client's `/api` base, as before; the wrapper fills `{params}` (encoded) and
 * hands the call to the client, which keeps its CSRF header, timeout and error handling.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Stripped<P> = P extends `/api${infer Rest}` ? Rest : never;

/** The paths (without `/api`) that have the method. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Op> ? ([Op] extends [never | undefined] ? never : Stripped<P>) : never;
}[keyof paths];

/** `{name}` placeholders of a path template. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type ParamValue = string | number;

type WithParams<P extends string> = [ParamNames<P>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<P>, ParamValue> };
export type TypedOptions<P extends string, S extends z.ZodType> = RequestOptions<S> & WithParams<P>;

/** The path with its `{params}` filled in, each encoded as one path segment. */
export function fillPath(template: string, params: Readonly<Record<string, ParamValue>> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

type Call<M extends Method> = <P extends ApiPath<M>, S extends z.ZodType = z.ZodUnknown>(
  path: P,
  ...options: [ParamNames<P>] extends [never] ? [options?: TypedOptions<P, S>] : [options: TypedOptions<P, S>]
) => Promise<z.output<S>>;

export interface TypedApi {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  patch: Call<'patch'>;
  delete: Call<'delete'>;
}

/** The typed face of an API client (the site's `api` by default, a test's own in specs). */
export function typedApi(client: ApiClient): TypedApi {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    (path: string, options?: RequestOptions & { params?: Record<string, ParamValue> }) => {
      const { params, ...rest } = options ?? {};
      return client.request(method, fillPath(path, params), rest);
    };
  return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') } as TypedApi;
}

/** The site's API client with checked paths. */
export const typed: TypedApi = typedApi(api);
