import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { parseRange } from './ranges.js';
import { sendFile } from './send-file.js';

const body = Buffer.from('0123456789');

async function app(ranges: boolean) {
  const f = Fastify();
  f.get('/f', (req, reply) =>
    sendFile(req, reply, {
      stream: Readable.from([body.subarray(0, 4), body.subarray(4)]),
      contentType: 'video/mp4',
      size: body.length,
      etag: '"v1"',
      cacheControl: 'public, max-age=60',
      lastModified: new Date('2026-01-02T03:04:05Z'),
      disposition: 'inline; filename="f.mp4"',
      ranges,
    }),
  );
  await f.ready();
  return f;
}

describe('sendFile', () => {
  it('sends the whole file with its validators, and 304 for a matching If-None-Match', async () => {
    const f = await app(false);
    const whole = await f.inject({ url: '/f' });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('0123456789');
    expect(whole.headers).toMatchObject({
      etag: '"v1"',
      'content-length': '10',
      'content-disposition': 'inline; filename="f.mp4"',
      'last-modified': 'Fri, 02 Jan 2026 03:04:05 GMT',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(whole.headers['accept-ranges']).toBeUndefined();
    expect((await f.inject({ url: '/f', headers: { 'if-none-match': '"v1"' } })).statusCode).toBe(304);
    expect((await f.inject({ url: '/f', headers: { range: 'bytes=2-3' } })).statusCode).toBe(200);
    await f.close();
  });

  it('answers one byte range with 206, past the end with 416, and a stale If-Range with the whole file', async () => {
    const f = await app(true);
    const part = await f.inject({ url: '/f', headers: { range: 'bytes=3-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('345');
    expect(part.headers['content-range']).toBe('bytes 3-5/10');
    expect((await f.inject({ url: '/f', headers: { range: 'bytes=-2' } })).body).toBe('89');
    const past = await f.inject({ url: '/f', headers: { range: 'bytes=10-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    expect((await f.inject({ url: '/f', headers: { range: 'bytes=3-5', 'if-range': '"old"' } })).statusCode).toBe(200);
    await f.close();
  });

  it('parses the range forms RFC 9110 allows and ignores the rest', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=1-2,4-5', 10)).toBeNull();
    expect(parseRange('bytes=6-3', 10)).toBeNull();
  });
});
