import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage, type S3Options } from './s3.storage.js';
import { SignatureV4 } from '@smithy/signature-v4';
import { assertKey, InvalidStorageKey, type Storage, toBuffer } from './storage.js';

describe('assertKey', () => {
  it.each(['a', 'media/abc/large.webp', 'x_y-z.1/2'])('accepts %s', (k) => expect(assertKey(k)).toBe(k));
  it.each(['', '/abs', '../up', 'a/../b', 'a//b', 'a/./b', 'a\\b', 'a b', 'a~meta.json', 'ü', 'a/'])('refuses %j', (k) => {
    expect(() => assertKey(k)).toThrow(InvalidStorageKey);
  });
  it('refuses keys over 512 characters', () => expect(() => assertKey('x'.repeat(513))).toThrow(InvalidStorageKey));
});

/** SHA-256 for the SDK's signer, from node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', typeof secret === 'string' ? secret : Buffer.from(secret as ArrayBuffer));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data)));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const EMPTY_SHA256 = createHash('sha256').digest('hex');

describe('SigV4 (the AWS SDK signer the S3 adapter uses)', () => {
  it('matches the GET Object example of the AWS S3 documentation', async () => {
    const signer = new SignatureV4({
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      region: 'us-east-1',
      service: 's3',
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: true,
    });
    const signed = await signer.sign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      },
      { signingDate: new Date('2013-05-24T00:00:00Z') },
    );
    const header = signed.headers.authorization ?? signed.headers.Authorization;
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** Behaviour every adapter must share. */
function contract(name: string, make: () => Promise<{ storage: Storage; done: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let done: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, done } = await make());
    });
    afterEach(() => done());

    it('puts a buffer, stats it and reads it back as a stream', async () => {
      const body = Buffer.from('hello storage');
      const put = await storage.put('media/a/one.txt', body, { contentType: 'text/plain', cacheControl: 'private, max-age=60' });
      expect(put.size).toBe(body.length);
      const stat = await storage.stat('media/a/one.txt');
      expect(stat).toMatchObject({ key: 'media/a/one.txt', size: body.length, contentType: 'text/plain', cacheControl: 'private, max-age=60' });
      expect(stat?.etag).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
      const got = await storage.get('media/a/one.txt');
      expect(got).not.toBeNull();
      expect((await toBuffer(got!.stream)).toString()).toBe('hello storage');
      expect(await storage.exists('media/a/one.txt')).toBe(true);
    });

    it('puts a stream and overwrites an existing key', async () => {
      await storage.put('media/b/x.bin', Buffer.from('old'), { contentType: 'application/octet-stream' });
      await storage.put('media/b/x.bin', Readable.from([Buffer.from('ne'), Buffer.from('w!')]), { contentType: 'image/webp' });
      const got = await storage.get('media/b/x.bin');
      expect((await toBuffer(got!.stream)).toString()).toBe('new!');
      expect(got!.info.contentType).toBe('image/webp');
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      expect(await storage.get('media/none')).toBeNull();
      expect(await storage.stat('media/none')).toBeNull();
      expect(await storage.exists('media/none')).toBe(false);
      await storage.put('media/c/y', Buffer.from('y'), { contentType: 'text/plain' });
      await storage.delete('media/c/y');
      await storage.delete('media/c/y');
      expect(await storage.exists('media/c/y')).toBe(false);
    });

    it('deletes everything under a prefix and nothing else', async () => {
      for (const k of ['media/d/1', 'media/d/2', 'media/d/sub/3', 'media/dd/4']) await storage.put(k, Buffer.from(k), { contentType: 'text/plain' });
      expect(await storage.deletePrefix('media/d')).toBe(3);
      expect(await storage.exists('media/d/sub/3')).toBe(false);
      expect(await storage.exists('media/dd/4')).toBe(true);
      expect(await storage.deletePrefix('media/nothing')).toBe(0);
    });

    it('refuses keys that could escape the store', async () => {
      await expect(storage.put('../escape', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(InvalidStorageKey);
      await expect(storage.get('/etc/passwd')).rejects.toThrow(InvalidStorageKey);
    });
  });
}

contract('local disk', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  return {
    storage: new LocalDiskStorage(dir),
    done: async () => {
      expect(readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('~tmp-'))).toEqual([]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const CREDS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key-0123456789', region: 'eu-west-2' };

/**
 * A tiny S3 look-alike that verifies every request's Signature V4 independently (canonical request rebuilt
 * here from the raw request, not with the adapter's code) and its payload hash, and keeps objects in memory.
 */
async function fakeS3(): Promise<{ server: Server; endpoint: string; requests: string[]; badSignatures: number; multipart: string[]; openUploads: () => number }> {
  const objects = new Map<string, { body: Buffer; type: string; cache?: string }>();
  const uploads = new Map<string, { key: string; type: string; cache?: string; parts: Map<number, Buffer> }>();
  const state = { requests: [] as string[], badSignatures: 0, multipart: [] as string[], openUploads: () => uploads.size };
  const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const verify = (req: IncomingMessage, body: Buffer): boolean => {
    const auth = String(req.headers.authorization ?? '');
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m || m[1] !== CREDS.accessKeyId || m[3] !== CREDS.region) return false;
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return false;
    const url = new URL(req.url!, 'http://x');
    const query = [...url.searchParams].map(([k, v]) => `${enc(k)}=${enc(v)}`).sort().join('&');
    const signed = m[4]!.split(';');
    if (!signed.includes('host') || !signed.includes('x-amz-date')) return false;
    const canonical = [req.method, url.pathname, query, signed.map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join(''), m[4], payloadHash].join('\n');
    const date = String(req.headers['x-amz-date']);
    const scope = `${m[2]}/${CREDS.region}/s3/aws4_request`;
    const sts = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`;
    let key: Buffer = createHmac('sha256', `AWS4${CREDS.secretAccessKey}`).update(m[2]!).digest();
    for (const part of [CREDS.region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    return createHmac('sha256', key).update(sts).digest('hex') === m[5];
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      state.requests.push(`${req.method} ${req.url}`);
      if (!verify(req, body)) {
        state.badSignatures++;
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code><Message>bad</Message></Error>');
        return;
      }
      const url = new URL(req.url!, 'http://x');
      if (!url.pathname.startsWith('/bucket/')) return res.writeHead(404).end();
      const key = decodeURIComponent(url.pathname.slice('/bucket/'.length));
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(`<ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`);
      }
      // Multipart upload (what the adapter uses for streams over one part): parts are checked by the signed
      // payload hash above, as S3 does for a signed UploadPart.
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = `up-${uploads.size + 1}`;
        uploads.set(id, { key, type: String(req.headers['content-type']), cache: req.headers['cache-control'], parts: new Map() });
        state.multipart.push(key);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(`<InitiateMultipartUploadResult><Bucket>bucket</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      const uploadId = url.searchParams.get('uploadId');
      if (uploadId) {
        const up = uploads.get(uploadId);
        if (!up || up.key !== key) return res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
        if (req.method === 'PUT') {
          up.parts.set(Number(url.searchParams.get('partNumber')), body);
          return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        }
        if (req.method === 'POST') {
          const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
          const whole = Buffer.concat(numbers.map((n) => up.parts.get(n) ?? Buffer.alloc(0)));
          objects.set(key, { body: whole, type: up.type, cache: up.cache });
          uploads.delete(uploadId);
          res.writeHead(200, { 'content-type': 'application/xml' });
          return res.end(`<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"multi-${numbers.length}"</ETag></CompleteMultipartUploadResult>`);
        }
        if (req.method === 'DELETE') {
          uploads.delete(uploadId);
          return res.writeHead(204).end();
        }
      }
      const obj = objects.get(key);
      const headersOf = (o: NonNullable<typeof obj>) => ({
        'content-type': o.type,
        'content-length': String(o.body.length),
        etag: `"${createHash('md5').update(o.body).digest('hex')}"`,
        'last-modified': new Date().toUTCString(),
        ...(o.cache ? { 'cache-control': o.cache } : {}),
      });
      switch (req.method) {
        case 'PUT':
          if (req.headers['content-md5'] !== createHash('md5').update(body).digest('base64')) return res.writeHead(400).end();
          objects.set(key, { body, type: String(req.headers['content-type']), cache: req.headers['cache-control'] });
          return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        case 'HEAD':
          return obj ? res.writeHead(200, headersOf(obj)).end() : res.writeHead(404).end();
        case 'GET':
          return obj ? res.writeHead(200, headersOf(obj)).end(obj.body) : res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        case 'DELETE':
          objects.delete(key);
          return res.writeHead(204).end();
        default:
          return res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { server, endpoint: `http://127.0.0.1:${port}` });
}

/** The adapter pointed at a stand-in, path-style, with the stand-in's credentials (or `overrides`). */
const s3On = (fake: { endpoint: string }, overrides: Partial<S3Options> = {}) =>
  new S3Storage({ endpoint: fake.endpoint, bucket: 'bucket', forcePathStyle: true, ...CREDS, ...overrides });
const stop = (fake: { server: Server }) => new Promise((r) => fake.server.close(r));

contract('S3 (local signature-checking server)', async () => {
  const fake = await fakeS3();
  return {
    storage: s3On(fake),
    done: async () => {
      expect(fake.badSignatures).toBe(0);
      await stop(fake);
    },
  };
});

describe('S3 adapter with a wrong secret', () => {
  it('is refused by the signature check and reports S3’s error code', async () => {
    const fake = await fakeS3();
    const s3 = s3On(fake, { secretAccessKey: 'wrong' });
    await expect(s3.put('k', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(fake.badSignatures).toBe(1);
    await stop(fake);
  });
});

describe('S3 adapter with a stream longer than one part', () => {
  it('sends it as a multipart upload, part by part, and reads it back whole', async () => {
    const fake = await fakeS3();
    const s3 = s3On(fake);
    const chunk = Buffer.alloc(1024 * 1024);
    let made = 0;
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 12; i++) {
          made++;
          yield Buffer.from(chunk.fill(i));
        }
      })(),
    );
    const put = await s3.put('media/big/file.bin', body, { contentType: 'application/octet-stream' });
    expect(made).toBe(12);
    expect(put.size).toBe(12 * 1024 * 1024);
    expect(fake.multipart).toEqual(['media/big/file.bin']);
    expect(fake.requests.filter((r) => r.startsWith('PUT ') && r.includes('partNumber=')).length).toBe(3);
    const got = await s3.get('media/big/file.bin');
    const back = await toBuffer(got!.stream);
    expect(back.length).toBe(12 * 1024 * 1024);
    expect(back[0]).toBe(0);
    expect(back[back.length - 1]).toBe(11);
    expect(fake.badSignatures).toBe(0);
    await stop(fake);
  });
});

describe('S3 adapter with a stream that fails mid-upload', () => {
  it('rejects with the source’s own error, aborts the multipart upload (no parts left behind) and does not crash', async () => {
    const fake = await fakeS3();
    const s3 = s3On(fake);
    const stray: unknown[] = [];
    const onStray = (err: unknown) => stray.push(err);
    process.on('unhandledRejection', onStray);
    process.on('uncaughtException', onStray);
    try {
      // 7 MB (over one part, so multipart has begun and a part has gone up), then the source breaks.
      const body = new Readable({ read() {} });
      const broke = new Error('upstream connection reset');
      let sent = 0;
      const feed = setInterval(() => {
        if (sent < 7) {
          body.push(Buffer.alloc(1024 * 1024, sent++));
        } else {
          clearInterval(feed);
          body.destroy(broke);
        }
      }, 5);
      // The very error the source broke with (callers recognise their own errors, e.g. a size limit).
      await expect(s3.put('media/broken/file.bin', body, { contentType: 'application/octet-stream' })).rejects.toBe(broke);
      expect(fake.multipart).toEqual(['media/broken/file.bin']);
      expect(fake.requests.some((r) => r.startsWith('PUT ') && r.includes('partNumber='))).toBe(true);
      // Aborted on the store: the upload and its parts are gone, and no object was completed.
      expect(fake.requests.some((r) => r.startsWith('DELETE ') && r.includes('uploadId='))).toBe(true);
      expect(fake.openUploads()).toBe(0);
      expect(await s3.exists('media/broken/file.bin')).toBe(false);
      await new Promise((r) => setTimeout(r, 50));
      expect(stray).toEqual([]);
      expect(fake.badSignatures).toBe(0);
    } finally {
      process.off('unhandledRejection', onStray);
      process.off('uncaughtException', onStray);
      await stop(fake);
    }
  });
});
