import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { envelope } from '@community/contracts';
import { RateLimit, RateLimitGuard, type RateLimitRule } from '../../infra/http/rate-limit.js';
import { Access, type AccessRule } from '../access/access.js';

/** The metadata key under which a route keeps the schema of its answer (the response-contract check reads it). */
export const RESPONSE_SCHEMA = 'route:responseSchema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const MAPPINGS: Record<Method, (path?: string) => MethodDecorator> = { get: Get, post: Post, put: Put, patch: Patch, delete: Delete };

/** Everything a route states besides its method and path. */
export interface RouteOptions {
  /** Who may call it (ARCHITECTURE convention 2; the app refuses to boot without a rule). */
  access: AccessRule;
  /** The OpenAPI summary; routes the document leaves out (pages, feeds, webhooks) have none. */
  summary?: string;
  description?: string;
  /** The status of a success when it is not Nest's default (201 for POST, 200 otherwise): 200 for a POST that creates nothing, 202, 204. */
  status?: number;
  /** The schema of `data` in the `{ data }` envelope the answer carries (SPEC 7). */
  data?: z.ZodType;
  /** The schema of the whole answer, for one outside the envelope (the staff console's react-admin records and lists). */
  response?: z.ZodType;
  /** Counted against these limits before the handler runs (429 past one). */
  rateLimit?: RateLimitRule | RateLimitRule[];
  /** The request body's media type when it is not JSON (`multipart/form-data` for uploads). */
  consumes?: string;
}

/** The status Nest answers a success with: the route's own, else 201 for POST and 200 for the rest. */
const successStatus = (method: Method, status?: number) => status ?? (method === 'post' ? 201 : 200);

function route(method: Method, pathOrOptions: string | RouteOptions, maybeOptions?: RouteOptions): MethodDecorator {
  const [path, options] = typeof pathOrOptions === 'string' ? [pathOrOptions, maybeOptions!] : [undefined, pathOrOptions];
  const { access, summary, description, status, data, response, rateLimit, consumes } = options;
  if (data && response) throw new Error(`${method.toUpperCase()} ${path ?? '/'}: a route answers either a data envelope or a whole body, not both`);
  const schema = data ? envelope(data) : response;
  const decorators: Array<MethodDecorator | ClassDecorator> = [MAPPINGS[method](path), Access(access)];
  if (status !== undefined) decorators.push(HttpCode(status));
  if (rateLimit) decorators.push(UseGuards(RateLimitGuard), RateLimit(...(Array.isArray(rateLimit) ? rateLimit : [rateLimit])));
  if (consumes) decorators.push(ApiConsumes(consumes));
  if (summary !== undefined) decorators.push(ApiOperation({ summary, description }));
  if (schema) decorators.push(ApiResponse({ status: successStatus(method, status), standardSchema: schema }), SetMetadata(RESPONSE_SCHEMA, schema));
  return applyDecorators(...decorators);
}

function verb(method: Method) {
  function decorate(options: RouteOptions): MethodDecorator;
  function decorate(path: string, options: RouteOptions): MethodDecorator;
  function decorate(pathOrOptions: string | RouteOptions, options?: RouteOptions): MethodDecorator {
    return route(method, pathOrOptions, options);
  }
  return decorate;
}

/**
 * A route said once: method and path, who may call it, the success status, and what the OpenAPI document
 * says of it (summary, the `{ data }` it answers, the request's media type), plus any rate limit.
 * Parameter decorators (`@Viewer()`, `@Body({ schema })`, …) stay on the handler's parameters.
 *
 * ```ts
 * @Route.put('settings', { access: 'member', summary: 'Change my privacy settings', data: PrivacySettingsResponse })
 * @Route.delete('blacklist/:name', { access: 'member', status: 204, summary: 'Unblock a member' })
 * ```
 */
export const Route = {
  get: verb('get'),
  post: verb('post'),
  put: verb('put'),
  patch: verb('patch'),
  delete: verb('delete'),
};
