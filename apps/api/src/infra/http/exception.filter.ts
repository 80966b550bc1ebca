import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@community/contracts';
import { AppException } from './app-exception.js';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The SQLSTATE of a PostgreSQL error, raw (pg) or wrapped by TypeORM (QueryFailedError.driverError). */
export function databaseErrorCode(exception: unknown): string | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const e = exception as { code?: unknown; severity?: unknown; driverError?: { code?: unknown } };
  if (typeof e.driverError?.code === 'string') return e.driverError.code;
  // pg's DatabaseError carries `severity` beside its five-character `code`; Fastify's errors have neither shape.
  if (typeof e.code === 'string' && typeof e.severity === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * PostgreSQL cannot be reached or is shutting down: SQLSTATE class 08 (connection exception), 57P01-03 (shut down,
 * crash, starting), 53300 (too many connections), a refused or reset socket, or pg's "Connection terminated".
 */
export function databaseUnavailable(exception: unknown): boolean {
  const state = databaseErrorCode(exception);
  if (state && (state.startsWith('08') || UNAVAILABLE_STATES.has(state))) return true;
  if (typeof exception !== 'object' || exception === null) return false;
  const e = exception as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } };
  const errno = typeof e.driverError?.code === 'string' ? e.driverError.code : e.code;
  if (typeof errno === 'string' && UNAVAILABLE_ERRNO.has(errno)) return true;
  const message = typeof e.driverError?.message === 'string' ? e.driverError.message : typeof e.message === 'string' ? e.message : '';
  return /^Connection terminated|timeout exceeded when trying to connect/.test(message);
}

/** Turns anything thrown into the spec's error shape `{ message, statusCode, code, ...flags }`. */
export function toApiError(exception: unknown): { body: ApiError; headers?: Record<string, string> } {
  if (exception instanceof AppException) return { body: exception.toBody(), headers: exception.headers };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message =
      typeof res === 'string'
        ? res
        : typeof (res as { message?: unknown }).message === 'string'
          ? (res as { message: string }).message
          : Array.isArray((res as { message?: unknown }).message)
            ? ((res as { message: string[] }).message.join('; ') ?? exception.message)
            : exception.message;
    return { body: { message, statusCode: status, code: STATUS_CODES[status] ?? 'HTTP_ERROR' } };
  }
  // PostgreSQL refused a value as malformed or out of range (class 22: "data exception": a number too large
  // for its column, a date that does not exist, text it cannot store). Input got through validation that
  // should have stopped it: the client gets a 422, the log a warning naming the SQLSTATE so it gets fixed.
  const sqlState = databaseErrorCode(exception);
  if (sqlState?.startsWith('22')) {
    return { body: { message: 'A value in the request is malformed or out of range', statusCode: 422, code: 'INVALID_VALUE' } };
  }
  // The database is down or restarting (a deploy, a failover): a short outage, not a bug. 503 with Retry-After
  // tells clients and proxies to try again; the request changed nothing (its transaction never committed).
  if (databaseUnavailable(exception)) {
    return {
      body: { message: 'The service is briefly unavailable: try again in a few seconds', statusCode: 503, code: 'UNAVAILABLE' },
      headers: { 'retry-after': '5' },
    };
  }
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a statusCode.
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode === 400 && fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 400 : fastifyError.statusCode;
    return {
      body: {
        message: fastifyError.message ?? 'Bad request',
        statusCode: status,
        code: fastifyError.code ?? STATUS_CODES[status] ?? 'HTTP_ERROR',
      },
    };
  }
  return { body: { message: 'Internal server error', statusCode: 500, code: 'INTERNAL' } };
}

/**
 * How loudly a failed request is logged. An unexpected failure (a bug) is an error with its stack. A 503 the code
 * chose (an AppException such as MEDIA_BUSY: the media pool is full) or a database outage is the system shedding
 * load or waiting for a restart: a warning naming the code, no stack. A value PostgreSQL refused is a warning
 * naming the SQLSTATE (validation should have caught it). Other 4xx are the client's doing: not logged.
 */
export function logLevelOf(exception: unknown, body: ApiError): 'error' | 'warn' | null {
  if (body.statusCode >= 500) {
    const chosen = exception instanceof AppException || body.code === 'UNAVAILABLE';
    return chosen ? 'warn' : 'error';
  }
  return body.code === 'INVALID_VALUE' ? 'warn' : null;
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { body, headers } = toApiError(exception);
    const level = logLevelOf(exception, body);
    if (level === 'error') {
      this.logger.error({ err: exception, reqId: request.id, url: request.url }, 'request failed');
    } else if (level === 'warn' && body.code === 'INVALID_VALUE') {
      this.logger.warn({ err: exception, sqlState: databaseErrorCode(exception), reqId: request.id, url: request.url }, 'database refused a value');
    } else if (level === 'warn') {
      this.logger.warn({ code: body.code, status: body.statusCode, reqId: request.id, url: request.url }, 'request refused: service busy or unavailable');
    }
    if (headers) void reply.headers(headers);
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
