import { AppException } from './app-exception.js';
import { logLevelOf, toApiError } from './exception.filter.js';

const levelOf = (exception: unknown) => logLevelOf(exception, toApiError(exception).body);

describe('logLevelOf', () => {
  it('logs an unexpected failure as an error', () => {
    expect(levelOf(new TypeError('x is undefined'))).toBe('error');
  });

  it('logs a 503 the code chose (the media pool is full) and a database outage as warnings', () => {
    expect(levelOf(new AppException(503, 'MEDIA_BUSY', 'The media service is busy'))).toBe('warn');
    expect(levelOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('warn');
  });

  it('logs a value PostgreSQL refused as a warning and leaves other client errors out', () => {
    expect(levelOf({ code: '22003', severity: 'ERROR', message: 'integer out of range' })).toBe('warn');
    expect(levelOf(new AppException(404, 'THING_NOT_FOUND', 'No such thing'))).toBeNull();
  });
});
