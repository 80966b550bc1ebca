import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

export function serializeError(err: unknown): object {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  return { type: e.name, message: e.message, code: e.code, statusCode: e.statusCode, stack: e.stack };
}

export function createPino(level: string): Logger {
  return pino({
    level,
    base: { app: 'community-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Errors from drivers carry their client objects; log what helps, not the whole connection.
    serializers: { err: serializeError },
  });
}

/** Nest's logger writing the same structured JSON lines as Fastify's request logs. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, extra?: unknown) {
    if (message && typeof message === 'object') {
      this.pino[level]({ context, ...(message as object) }, extra ? String(extra) : undefined);
    } else {
      this.pino[level]({ context, ...(extra && typeof extra === 'object' ? { err: extra } : {}) }, String(message));
    }
  }

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest.at(-1) as string | undefined, rest.length > 1 ? rest[0] : undefined);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest.at(-1) as string | undefined, rest.length > 1 ? rest[0] : undefined);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest.at(-1) as string | undefined, rest.length > 1 ? rest[0] : undefined);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest.at(-1) as string | undefined);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest.at(-1) as string | undefined);
  }
}
