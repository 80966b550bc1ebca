import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, StreamableFile } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { z } from 'zod';
import { AppException } from '../../infra/http/app-exception.js';
import { RESPONSE_SCHEMA } from './route.js';

/** A value Nest will send as JSON (not a file, stream or buffer). */
function isJsonBody(value: unknown): value is object {
  if (value === undefined || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || value instanceof StreamableFile) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** Where an answer leaves its schema: the first few issues as `path: message`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Checks what a handler returns against the schema its `@Route` documents, as the client will read it (after JSON
 * encoding: dates become strings, undefined fields vanish). An answer outside the schema becomes a 500 naming the
 * route and the fields, so a test that calls the route fails. Handlers that write the reply themselves (files,
 * pages) return nothing and are not checked. On only where CHECK_RESPONSES is set (the API tests).
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const schema = this.reflector.get<z.ZodType | undefined>(RESPONSE_SCHEMA, context.getHandler());
    if (!schema || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      map((value: unknown) => {
        if (!isJsonBody(value)) return value;
        const result = schema.safeParse(JSON.parse(JSON.stringify(value)));
        if (!result.success) {
          const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
          throw new AppException(500, 'RESPONSE_CONTRACT', `${route} answered outside its documented schema: ${describeIssues(result.error)}`);
        }
        return value;
      }),
    );
  }
}
