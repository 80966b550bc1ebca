import { AppException, ModuleException } from './app-exception.js';

enum ThingsErrorCode {
  NotFound = 'THINGS_NOT_FOUND',
  Bad = 'THINGS_BAD',
  Busy = 'THINGS_BUSY',
}

class ThingsException extends ModuleException<ThingsErrorCode>({
  [ThingsErrorCode.NotFound]: 404,
  [ThingsErrorCode.Bad]: 422,
  [ThingsErrorCode.Busy]: 409,
}) {}

describe('ModuleException', () => {
  it("answers each code with its status, as the module's own type and an AppException", () => {
    const err = new ThingsException(ThingsErrorCode.NotFound, 'No such thing');
    expect(err).toBeInstanceOf(ThingsException);
    expect(err).toBeInstanceOf(AppException);
    expect(err.toBody()).toEqual({ message: 'No such thing', statusCode: 404, code: 'THINGS_NOT_FOUND' });
    expect(err.headers).toBeUndefined();
  });

  it('names the field of a 422 like the validation pipe, or every field when given', () => {
    expect(new ThingsException(ThingsErrorCode.Bad, 'name is taken', { field: 'name' }).toBody()).toEqual({
      message: 'name is taken',
      statusCode: 422,
      code: 'THINGS_BAD',
      errors: [{ field: 'name', message: 'name is taken' }],
    });
    const errors = [
      { field: 'title', message: 'title is missing' },
      { field: 'body', message: 'body is too short' },
    ];
    expect(new ThingsException(ThingsErrorCode.Bad, 'Not ready', { field: 'ignored', errors }).toBody().errors).toEqual(errors);
  });

  it('carries flags and headers through to the response', () => {
    const lock = { holder: 'ann' };
    const err = new ThingsException(ThingsErrorCode.Busy, 'Ann is editing this', { flags: { lock, retryAfter: 5 }, headers: { 'retry-after': '5' } });
    expect(err.toBody()).toEqual({ message: 'Ann is editing this', statusCode: 409, code: 'THINGS_BUSY', lock, retryAfter: 5 });
    expect(err.headers).toEqual({ 'retry-after': '5' });
  });
});
