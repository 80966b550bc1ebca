import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange, sliceStream } from './ranges.js';

/** A stored file ready to send: its stream and what the headers say about it. */
export interface SendableFile {
  stream: Readable;
  contentType: string;
  size: number;
  etag: string;
  cacheControl: string;
  lastModified?: Date;
  /** The whole `Content-Disposition` value, e.g. `inline; filename="x.webp"`. */
  disposition?: string;
  /** `same-site` for files other pages of the site embed (the default). */
  crossOriginResourcePolicy?: 'same-site' | 'same-origin';
  /** Answer `Range` requests (206/416) and say so in `Accept-Ranges`: video players seek with them. */
  ranges?: boolean;
}

/**
 * Sends a stored file with validators: `ETag` (and `Last-Modified` when known), `If-None-Match` answered
 * with 304, never sniffed into another type; with `ranges`, one byte range per request (`If-Range` honoured)
 * or 416 when it starts past the end. The storage port reads whole objects, so a range skips to its start in
 * the stream — cheap for files of a few megabytes.
 */
export function sendFile(req: FastifyRequest, reply: FastifyReply, f: SendableFile) {
  void reply.header('content-type', f.contentType);
  if (f.disposition) void reply.header('content-disposition', f.disposition);
  if (f.ranges) void reply.header('accept-ranges', 'bytes');
  void reply.header('cache-control', f.cacheControl).header('etag', f.etag);
  if (f.lastModified) void reply.header('last-modified', f.lastModified.toUTCString());
  void reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', f.crossOriginResourcePolicy ?? 'same-site');
  if (req.headers['if-none-match'] === f.etag) {
    f.stream.destroy();
    return reply.status(304).send();
  }
  if (f.ranges) {
    const ifRange = req.headers['if-range'];
    const range = req.headers.range && (!ifRange || ifRange === f.etag) ? parseRange(req.headers.range, f.size) : null;
    if (range === 'unsatisfiable') {
      f.stream.destroy();
      return reply.status(416).header('content-range', `bytes */${f.size}`).send();
    }
    if (range) {
      void reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${f.size}`)
        .header('content-length', String(range.end - range.start + 1));
      return reply.send(sliceStream(f.stream, range.start, range.end));
    }
  }
  void reply.header('content-length', String(f.size));
  return reply.send(f.stream);
}
