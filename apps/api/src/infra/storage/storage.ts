import type { Readable } from 'node:stream';

/**
 * The storage port: a flat namespace of objects addressed by KEYS, never by file paths.
 *
 * Keys are 1–512 characters of `a-z A-Z 0-9 / _ . -`, segments separated by `/`, no empty, `.` or `..`
 * segment, no leading `/` (e.g. `media/2f1c…/large.webp`, `avatars/<member>/medium.webp`). `assertKey` checks
 * them; every adapter refuses anything else, so a key can never escape the store.
 *
 * - `put(key, body, { contentType, cacheControl? })` writes the whole object atomically (a reader sees the
 *   old object or the new one, never half) and returns its stat. A stream body is read to the end.
 * - `get(key)` opens the object as a stream with its stat, or `null` when it does not exist.
 * - `stat(key)` size, content type, last modified and ETag, or `null`. `exists(key)` is `stat(key) !== null`.
 * - `delete(key)` removes it; deleting a missing key is not an error. `deletePrefix(prefix)` removes every key
 *   under `prefix/` (used when a member or an item goes).
 *
 * Inject it with `constructor(private readonly storage: Storage)` from any module (StorageModule is global).
 * Adapters: local disk under `DATA_DIR/storage` (default) and S3-compatible (AWS, MinIO, R2…) when `S3_BUCKET`
 * is set. Serving objects to browsers is the caller's job (the media module signs short-lived URLs).
 */
export abstract class Storage {
  /** `local` or `s3`: for logs and health only. */
  abstract readonly kind: 'local' | 's3';
  abstract put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<StoredObject>;
  abstract get(key: string): Promise<{ stream: Readable; info: StoredObject } | null>;
  abstract stat(key: string): Promise<StoredObject | null>;
  abstract delete(key: string): Promise<void>;
  abstract deletePrefix(prefix: string): Promise<number>;

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}

export interface PutOptions {
  contentType: string;
  /** Stored with the object and echoed by `stat`; e.g. `public, max-age=31536000, immutable`. */
  cacheControl?: string;
}

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  cacheControl?: string;
  lastModified: Date;
  /** A strong validator for the bytes (quoted, as in HTTP). */
  etag: string;
}

export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

const KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Throws unless `key` is a valid storage key (see the Storage comment). */
export function assertKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512 || !KEY.test(key)) throw new InvalidStorageKey(String(key));
  if (key.split('/').some((s) => s === '.' || s === '..')) throw new InvalidStorageKey(key);
  return key;
}

/** Reads a stream to the end into one buffer. */
export async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
