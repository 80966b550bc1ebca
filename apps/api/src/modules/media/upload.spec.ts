import { cleanFilename } from './upload.js';

describe('cleanFilename', () => {
  it('drops control characters (NUL cannot be stored) and keeps at most 200 characters', () => {
    expect(cleanFilename('holiday\u0000.jpg')).toBe('holiday.jpg');
    expect(cleanFilename('a\r\nb\u001f\u007fc.png')).toBe('abc.png');
    expect(cleanFilename('ü-photo ✓.jpg')).toBe('ü-photo ✓.jpg');
    expect(cleanFilename('x'.repeat(300))).toHaveLength(200);
  });
});
