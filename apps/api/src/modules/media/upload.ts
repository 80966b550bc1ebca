import type { Socket } from 'node:net';
import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sniffMediaType } from '@community/domain';
import { assertImage } from './image-pipeline.js';
import { MediaErrorCode, MediaException } from './media.exception.js';

/**
 * Multipart without @fastify/multipart's global hooks: that plugin adds an onRequest and an onResponse hook
 * to EVERY route of the app (Fastify plugins registered through Nest cannot be scoped to one controller).
 * Here a no-op content-type parser leaves multipart bodies unread, and only the routes that call
 * `readUploadedImage` parse them — with @fastify/busboy, the parser inside @fastify/multipart.
 */
export function allowMultipart(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('multipart/form-data')) return;
  fastify.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
}

export interface UploadedFile {
  body: Buffer;
  filename: string;
}

const HEAD_BYTES = 64;

/** The client's file name as we keep it: no control characters (NUL cannot be stored), at most 200 characters. */
export function cleanFilename(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}
/** Room for the multipart envelope around the file in a Content-Length check. */
const ENVELOPE = 64 * 1024;

function tooLarge(maxBytes: number): MediaException {
  const mb = Math.round(maxBytes / 1024 / 1024);
  return new MediaException(MediaErrorCode.TooLarge, `The file is too large: ${mb} MB at most.`, { field: 'file', headers: { connection: 'close' } });
}

/**
 * Reads the one `file` part of a multipart request into memory, refusing — before the body is read whole —
 * a declared Content-Length over the limit, a stream that passes `maxBytes`, and a file whose first bytes
 * are not an image we accept (an .exe named .jpg stops at its first chunk). Refusals close the connection so
 * the rest of a large upload is not received.
 */
export async function readUploadedImage(req: FastifyRequest, reply: FastifyReply, maxBytes: number): Promise<UploadedFile> {
  return readUpload(req, reply, maxBytes, (head) => {
    assertImage(head);
    return maxBytes;
  });
}

export interface UploadedMedia extends UploadedFile {
  kind: 'image' | 'video';
  /** Sniffed from the bytes. */
  mime: string;
}

/**
 * The media upload: a photo (as `readUploadedImage`, at most `imageBytes`) or a video — MP4, MOV or WebM by
 * its bytes, at most `videoBytes` — when `videos` is true (ffmpeg is installed); otherwise a video is refused
 * with "videos are not available on this server" at its first chunk.
 */
export async function readUploadedMedia(
  req: FastifyRequest,
  reply: FastifyReply,
  limits: { imageBytes: number; videoBytes: number; videos: boolean },
): Promise<UploadedMedia> {
  let kind: UploadedMedia['kind'] = 'image';
  let mime = '';
  const file = await readUpload(req, reply, Math.max(limits.imageBytes, limits.videoBytes), (head) => {
    const t = sniffMediaType(head);
    if (t.kind === 'unknown' && limits.videos) {
      throw new MediaException(MediaErrorCode.UnsupportedType, 'This file is not a photo or a video: upload JPEG, PNG, WebP, GIF or AVIF photos, or MP4, MOV or WebM videos.', {
        field: 'file',
      });
    }
    if (t.kind !== 'video') {
      mime = assertImage(head).mime;
      return limits.imageBytes;
    }
    if (t.format !== 'mp4' && t.format !== 'mov' && t.format !== 'webm') {
      throw new MediaException(MediaErrorCode.UnsupportedType, `This video type (${t.format.toUpperCase()}) is not accepted: upload MP4, MOV or WebM.`, { field: 'file' });
    }
    if (!limits.videos) {
      throw new MediaException(MediaErrorCode.VideoUnavailable, 'Videos are not available on this server: upload a photo (JPEG, PNG, WebP, GIF or AVIF).', { field: 'file' });
    }
    kind = 'video';
    mime = t.mime;
    return limits.videoBytes;
  });
  return { ...file, kind, mime };
}

/**
 * The reader behind both: `check` sees the first bytes, throws a MediaException to refuse the file, or
 * returns the size limit for what it found (at most `maxBytes`, the limit before anything is known).
 */
export async function readUpload(req: FastifyRequest, reply: FastifyReply, maxBytes: number, check: (head: Uint8Array) => number): Promise<UploadedFile> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new MediaException(MediaErrorCode.NotMultipart, 'Send the file as multipart/form-data with a "file" part');
  }
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE) throw stopReading(req, reply, tooLarge(maxBytes));

  return new Promise<UploadedFile>((resolve, reject) => {
    let settled = false;
    let found: UploadedFile | null = null;
    let pending: Promise<void> | null = null;
    const fail = (err: MediaException) => {
      if (settled) return;
      settled = true;
      req.raw.unpipe(bb);
      reject(stopReading(req, reply, err));
    };
    let bb: BusboyInstance;
    try {
      bb = new Busboy({ headers: req.headers as { 'content-type': string }, limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25, fieldSize: 2048 } });
    } catch {
      reject(new MediaException(MediaErrorCode.NotMultipart, 'The multipart body has no boundary'));
      return;
    }
    bb.on('file', (field: string, stream: BusboyFileStream, filename: string) => {
      if (field !== 'file' || found || pending) {
        stream.resume();
        return;
      }
      pending = new Promise<void>((done) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let limit: number | null = null;
        const sniff = (head: Buffer) => {
          try {
            limit = Math.min(maxBytes, check(head));
          } catch (err) {
            fail(err as MediaException);
          }
        };
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          chunks.push(chunk);
          size += chunk.length;
          if (limit === null && size >= HEAD_BYTES) sniff(Buffer.concat(chunks).subarray(0, HEAD_BYTES));
          if (limit !== null && size > limit) {
            // Stop taking the file's bytes as busboy does at its own limit, then refuse.
            stream.removeAllListeners('data');
            stream.resume();
            fail(tooLarge(limit));
          }
        });
        stream.on('limit', () => fail(tooLarge(limit ?? maxBytes)));
        // A body that stops before its closing boundary makes the file stream emit 'error' (busboy's "Unexpected
        // end of form"); unheard, that error would end the process.
        stream.on('error', () => {
          fail(new MediaException(MediaErrorCode.NotMultipart, 'The upload was cut off before its end: send the whole file again', { field: 'file' }));
          done();
        });
        stream.on('end', () => {
          if (!settled && !stream.truncated) {
            const body = Buffer.concat(chunks, size);
            if (limit === null) sniff(body.subarray(0, HEAD_BYTES));
            if (size === 0) fail(new MediaException(MediaErrorCode.NoFile, 'The file is empty', { field: 'file' }));
            found = { body, filename: typeof filename === 'string' ? cleanFilename(filename) : '' };
          }
          done();
        });
      });
    });
    bb.on('error', () => fail(new MediaException(MediaErrorCode.NotMultipart, 'The multipart body is malformed')));
    bb.on('finish', () => {
      void (pending ?? Promise.resolve()).then(() => {
        if (settled) return;
        settled = true;
        if (!found) reject(new MediaException(MediaErrorCode.NoFile, 'Choose a file to upload (a "file" part)', { field: 'file' }));
        else resolve(found);
      });
    });
    req.raw.on('error', () => fail(new MediaException(MediaErrorCode.NotMultipart, 'The upload was interrupted')));
    // The client went away mid-body: busboy would wait for the rest forever.
    req.raw.on('close', () => {
      if (!req.raw.complete) fail(new MediaException(MediaErrorCode.NotMultipart, 'The upload was interrupted'));
    });
    req.raw.pipe(bb);
  });
}

/**
 * Ends the upload after the refusal: the answer goes out with `Connection: close`, then the socket closes its
 * sending side and discards (never stores) what is still in flight until the client stops sending, for at most
 * two seconds, before it is destroyed — a "lingering close", so the client reads the 413 instead of a reset.
 *
 * Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()`, which destroys the socket
 * as soon as its FIN is out. Closing a socket that still has unread upload bytes makes the kernel answer with
 * a reset, and a reset can wipe the 413 from the client's buffer before the client reads it. So this socket
 * only shuts its sending side there, and the linger below decides when it is destroyed.
 */
function stopReading(req: FastifyRequest, reply: FastifyReply, err: MediaException): MediaException {
  void reply.header('connection', 'close');
  const socket = req.raw.socket as (Socket & { destroySoon?: () => void }) | null;
  if (socket && !socket.destroyed) socket.destroySoon = () => void socket.end();
  reply.raw.once('finish', () => {
    if (!socket || socket.destroyed) return;
    socket.end();
    req.raw.resume();
    // setImmediate: a process stalled for longer than the linger runs this overdue timer before its poll phase;
    // deferring the destroy lets that poll deliver what is pending first (a same-process client reads its 413).
    const timer = setTimeout(() => setImmediate(() => socket.destroy()), 2000).unref();
    // The client stopped sending (it read the answer and closed its side): nothing left to discard.
    socket.once('end', () => {
      clearTimeout(timer);
      socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
  });
  return err;
}
