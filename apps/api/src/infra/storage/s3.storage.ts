import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Storage, assertKey, toBuffer, type PutOptions, type StoredObject } from './storage.js';
import { EMPTY_SHA256, amzDate, authorization, sha256Hex, uriEncode, type SigV4Credentials } from './sigv4.js';

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
  fetch?: typeof fetch;
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

/**
 * An S3-compatible object store spoken to with `fetch` and Signature V4 (no SDK). Objects are written with a
 * single PUT (bodies are buffered, which suits the bounded media sizes this app stores; multipart upload is
 * not implemented), read with a streaming GET, checked with HEAD, deleted with DELETE, and listed with
 * ListObjectsV2 for `deletePrefix`.
 */
export class S3Storage extends Storage {
  readonly kind = 's3' as const;
  private readonly creds: SigV4Credentials;
  private readonly base: URL;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: S3Options) {
    super();
    this.creds = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, region: opts.region, service: 's3' };
    const endpoint = new URL(opts.endpoint);
    this.base = opts.forcePathStyle
      ? new URL(`${endpoint.origin}/${uriEncode(opts.bucket, false)}/`)
      : new URL(`${endpoint.protocol}//${opts.bucket}.${endpoint.host}/`);
    this.fetchFn = opts.fetch ?? fetch;
  }

  private objectUrl(key: string): URL {
    const full = `${this.opts.prefix ?? ''}${assertKey(key)}`;
    return new URL(uriEncode(full, true), this.base);
  }

  private async send(method: string, url: URL, headers: Record<string, string> = {}, body?: Buffer): Promise<Response> {
    const date = new Date();
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const signed = { ...headers, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(date) };
    const auth = authorization({ method, url, headers: signed, payloadHash }, this.creds, date);
    return this.fetchFn(url, {
      method,
      headers: { ...signed, authorization: auth },
      body: body ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined,
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
  }

  private async fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP_${res.status}`;
    const message = /<Message>([^<]+)<\/Message>/.exec(text)?.[1] ?? res.statusText;
    throw new S3Error(res.status, code, `S3 ${what} failed: ${res.status} ${code} ${message}`);
  }

  private info(key: string, res: Response): StoredObject {
    return {
      key,
      size: Number(res.headers.get('content-length') ?? 0),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      cacheControl: res.headers.get('cache-control') ?? undefined,
      lastModified: new Date(res.headers.get('last-modified') ?? Date.now()),
      etag: res.headers.get('etag') ?? '""',
    };
  }

  async put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<StoredObject> {
    const bytes = await toBuffer(body);
    const headers: Record<string, string> = {
      'content-type': opts.contentType,
      'content-md5': createHash('md5').update(bytes).digest('base64'),
    };
    if (opts.cacheControl) headers['cache-control'] = opts.cacheControl;
    const res = await this.send('PUT', this.objectUrl(key), headers, bytes);
    if (!res.ok) return this.fail(res, `PUT ${key}`);
    await res.arrayBuffer();
    return {
      key,
      size: bytes.length,
      contentType: opts.contentType,
      cacheControl: opts.cacheControl,
      lastModified: new Date(),
      etag: res.headers.get('etag') ?? `"${createHash('md5').update(bytes).digest('hex')}"`,
    };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const res = await this.send('HEAD', this.objectUrl(key));
    if (res.status === 404) return null;
    if (!res.ok) return this.fail(res, `HEAD ${key}`);
    return this.info(key, res);
  }

  async get(key: string): Promise<{ stream: Readable; info: StoredObject } | null> {
    const res = await this.send('GET', this.objectUrl(key));
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok || !res.body) return this.fail(res, `GET ${key}`);
    return { stream: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>), info: this.info(key, res) };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', this.objectUrl(key));
    if (!res.ok && res.status !== 404) return this.fail(res, `DELETE ${key}`);
    await res.arrayBuffer();
  }

  async deletePrefix(prefix: string): Promise<number> {
    const full = `${this.opts.prefix ?? ''}${assertKey(prefix)}/`;
    let count = 0;
    let token: string | undefined;
    do {
      const url = new URL(this.base);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', full);
      if (token) url.searchParams.set('continuation-token', token);
      const res = await this.send('GET', url);
      if (!res.ok) return this.fail(res, `LIST ${prefix}`);
      const xml = await res.text();
      const keys = [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => decodeXml(m[1]!));
      for (const k of keys) {
        const del = await this.send('DELETE', new URL(uriEncode(k, true), this.base));
        if (!del.ok && del.status !== 404) return this.fail(del, `DELETE ${k}`);
        await del.arrayBuffer();
        count++;
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? decodeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') : undefined;
    } while (token);
    return count;
  }
}

function decodeXml(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
