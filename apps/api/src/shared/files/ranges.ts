import { Transform, type Readable } from 'node:stream';

/**
 * One HTTP byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) of an object of `size` bytes: the inclusive
 * span, `'unsatisfiable'` (416) when it starts past the end, or null to answer with the whole object
 * (no, malformed or multiple ranges — RFC 9110 lets a server ignore those).
 */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null;
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

/** The bytes `start`…`end` (inclusive) of `source`; the source is closed as soon as the span has passed. */
export function sliceStream(source: Readable, start: number, end: number): Readable {
  let pos = 0;
  let finished = false;
  const out = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (finished) return cb();
      const from = Math.max(0, start - pos);
      const to = Math.min(chunk.length, end + 1 - pos);
      pos += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (pos > end) {
        finished = true;
        source.unpipe(out);
        source.destroy();
        this.push(null);
      }
      cb();
    },
  });
  source.on('error', (err) => out.destroy(err));
  out.on('close', () => source.destroy());
  return source.pipe(out);
}
