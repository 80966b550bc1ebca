import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, unlink, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Storage, assertKey, type PutOptions, type StoredObject } from './storage.js';

interface Meta {
  contentType: string;
  cacheControl?: string;
  etag: string;
}

/**
 * Objects as plain files under `root` (`DATA_DIR/storage` by default): the key is the relative path, and a
 * sidecar `<file>~meta.json` holds the content type, cache control and ETag (`~` never occurs in a key, so a
 * sidecar can never be mistaken for an object). Writes go to a temporary file and are renamed into place.
 * Fine for one node or a shared volume; use the S3 adapter for several nodes without one.
 */
export class LocalDiskStorage extends Storage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {
    super();
  }

  private file(key: string): string {
    return path.join(this.root, ...assertKey(key).split('/'));
  }

  async put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<StoredObject> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}~tmp-${randomBytes(6).toString('hex')}`;
    const md5 = createHash('md5');
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const hasher = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          md5.update(chunk);
          cb(null, chunk);
        },
      });
      await pipeline(source, hasher, createWriteStream(tmp, { mode: 0o640 }));
      const meta: Meta = { contentType: opts.contentType, cacheControl: opts.cacheControl, etag: `"${md5.digest('hex')}"` };
      await writeFile(`${file}~meta.json`, JSON.stringify(meta));
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    const info = await this.stat(key);
    if (!info) throw new Error(`Stored object vanished: ${key}`);
    return info;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const [s, raw] = await Promise.all([stat(file), readFile(`${file}~meta.json`, 'utf8').catch(() => null)]);
      if (!s.isFile()) return null;
      const meta: Partial<Meta> = raw ? (JSON.parse(raw) as Meta) : {};
      return {
        key,
        size: s.size,
        contentType: meta.contentType ?? 'application/octet-stream',
        cacheControl: meta.cacheControl,
        lastModified: s.mtime,
        etag: meta.etag ?? `"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<{ stream: Readable; info: StoredObject } | null> {
    const info = await this.stat(key);
    if (!info) return null;
    return { stream: createReadStream(this.file(key)), info };
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    for (const f of [file, `${file}~meta.json`]) {
      await unlink(f).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.file(prefix);
    let count = 0;
    try {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      count = entries.filter((e) => e.isFile() && !e.name.includes('~')).length;
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return 0;
      throw err;
    }
    await rm(dir, { recursive: true, force: true });
    return count;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
