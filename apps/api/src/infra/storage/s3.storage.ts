import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { Storage, assertKey, type PutOptions, type StoredObject } from './storage.js';

export interface S3Options {
  /** e.g. `https://s3.eu-west-2.amazonaws.com` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` (MinIO and most S3-compatible stores) instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Optional key prefix inside the bucket, e.g. `prod/`. */
  prefix?: string;
  /** Per-request timeout in ms. */
  timeoutMs?: number;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly s3Code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Stream bodies up to this size go up in one PUT; longer ones as a multipart upload of parts this size. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * An S3-compatible object store (AWS, MinIO, R2…) through the AWS SDK v3 (`@aws-sdk/client-s3`, which signs
 * with Signature V4). A Buffer is written with one PUT (with Content-MD5). A stream is read up to one part
 * (5 MB): if it ends there it goes up as one PUT the same way, otherwise the rest follows as a multipart
 * upload (`@aws-sdk/lib-storage`), so memory holds a few parts, never the whole file. Objects are read with a
 * streaming GET, checked with HEAD, deleted with DELETE, and listed with ListObjectsV2 for `deletePrefix`.
 */
export class S3Storage extends Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly opts: S3Options) {
    super();
    this.client = new S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // Checksums only where S3 requires them: S3-compatible stores do not all read the SDK's CRC32 trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: new NodeHttpHandler({ requestTimeout: opts.timeoutMs ?? 30_000, connectionTimeout: opts.timeoutMs ?? 30_000 }),
    });
  }

  private key(key: string): string {
    return `${this.opts.prefix ?? ''}${assertKey(key)}`;
  }

  /** Runs a command; S3's errors become S3Error (status, S3 code), a 404 becomes `null` where asked. */
  private async call<T>(what: string, run: () => Promise<T>, missing?: 'null'): Promise<T | null> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof S3ServiceException) {
        const status = err.$metadata.httpStatusCode ?? 0;
        if (missing && status === 404) return null;
        throw new S3Error(status, err.name || `HTTP_${status}`, `S3 ${what} failed: ${status} ${err.name} ${err.message}`);
      }
      throw err;
    }
  }

  private async putBuffer(key: string, bytes: Buffer, base: PutObjectCommandInput): Promise<string | undefined> {
    const out = await this.call(`PUT ${key}`, () =>
      this.client.send(new PutObjectCommand({ ...base, Body: bytes, ContentLength: bytes.length, ContentMD5: createHash('md5').update(bytes).digest('base64') })),
    );
    return out?.ETag;
  }

  async put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<StoredObject> {
    const base: PutObjectCommandInput = { Bucket: this.opts.bucket, Key: this.key(key), ContentType: opts.contentType, CacheControl: opts.cacheControl };
    let size: number;
    let etag: string | undefined;
    if (Buffer.isBuffer(body)) {
      size = body.length;
      etag = (await this.putBuffer(key, body, base)) ?? `"${createHash('md5').update(body).digest('hex')}"`;
    } else {
      const { head, rest } = await readHead(body, PART_BYTES);
      if (!rest) {
        size = head.length;
        etag = (await this.putBuffer(key, head, base)) ?? `"${createHash('md5').update(head).digest('hex')}"`;
      } else {
        let counted = 0;
        const counter = async function* () {
          for await (const chunk of rest) {
            const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
            counted += b.length;
            yield b;
          }
        };
        const upload = new Upload({ client: this.client, params: { ...base, Body: Readable.from(counter()) }, partSize: PART_BYTES, queueSize: 2, leavePartsOnError: false });
        const out = await this.call(`PUT ${key}`, () => upload.done());
        size = counted;
        etag = out?.ETag;
      }
    }
    return { key, size, contentType: opts.contentType, cacheControl: opts.cacheControl, lastModified: new Date(), etag: etag ?? '""' };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const res = await this.call(`HEAD ${key}`, () => this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) })), 'null');
    if (!res) return null;
    return info(key, res);
  }

  async get(key: string): Promise<{ stream: Readable; info: StoredObject } | null> {
    const res = await this.call(`GET ${key}`, () => this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) })), 'null');
    if (!res) return null;
    if (!(res.Body instanceof Readable)) throw new S3Error(0, 'NoBody', `S3 GET ${key} failed: no body stream`);
    return { stream: res.Body, info: info(key, res) };
  }

  async delete(key: string): Promise<void> {
    await this.call(`DELETE ${key}`, () => this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) })), 'null');
  }

  async deletePrefix(prefix: string): Promise<number> {
    const full = `${this.opts.prefix ?? ''}${assertKey(prefix)}/`;
    let count = 0;
    let token: string | undefined;
    do {
      const page = await this.call(`LIST ${prefix}`, () => this.client.send(new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: full, ContinuationToken: token })));
      for (const { Key } of page?.Contents ?? []) {
        if (!Key) continue;
        await this.call(`DELETE ${Key}`, () => this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key })), 'null');
        count++;
      }
      token = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return count;
  }
}

interface ObjectHead {
  ContentLength?: number;
  ContentType?: string;
  CacheControl?: string;
  LastModified?: Date;
  ETag?: string;
}

function info(key: string, res: ObjectHead): StoredObject {
  return {
    key,
    size: res.ContentLength ?? 0,
    contentType: res.ContentType ?? 'application/octet-stream',
    cacheControl: res.CacheControl,
    lastModified: res.LastModified ?? new Date(),
    etag: res.ETag ?? '""',
  };
}

/**
 * Reads a stream up to `limit` bytes. When it ends first, `rest` is null; otherwise `rest` is the whole
 * stream again (what was read, then the remainder), read on demand.
 */
async function readHead(stream: Readable, limit: number): Promise<{ head: Buffer; rest: AsyncIterable<unknown> | null }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const it = stream[Symbol.asyncIterator]();
  for (;;) {
    const next = await it.next();
    if (next.done) return { head: Buffer.concat(chunks), rest: null };
    const b = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
    chunks.push(b);
    size += b.length;
    if (size > limit) break;
  }
  const rest = (async function* () {
    yield* chunks;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  return { head: Buffer.alloc(0), rest };
}
