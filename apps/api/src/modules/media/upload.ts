import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new MediaException(MediaErrorCode.NotMultipart, 'Send the photo as multipart/form-data with a "file" part');
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
        let sniffed = false;
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          chunks.push(chunk);
          size += chunk.length;
          if (!sniffed && size >= Math.min(HEAD_BYTES, 12)) {
            if (size >= HEAD_BYTES) {
              sniffed = true;
              try {
                assertImage(Buffer.concat(chunks).subarray(0, HEAD_BYTES));
              } catch (err) {
                fail(err as MediaException);
              }
            }
          }
        });
        stream.on('limit', () => fail(tooLarge(maxBytes)));
        stream.on('end', () => {
          if (!settled && !stream.truncated) {
            const body = Buffer.concat(chunks, size);
            if (!sniffed) {
              try {
                assertImage(body.subarray(0, HEAD_BYTES));
              } catch (err) {
                fail(err as MediaException);
              }
            }
            if (size === 0) fail(new MediaException(MediaErrorCode.NoFile, 'The file is empty', { field: 'file' }));
            found = { body, filename: typeof filename === 'string' ? filename.slice(0, 200) : '' };
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
        if (!found) reject(new MediaException(MediaErrorCode.NoFile, 'Choose a photo to upload (a "file" part)', { field: 'file' }));
        else resolve(found);
      });
    });
    req.raw.on('error', () => fail(new MediaException(MediaErrorCode.NotMultipart, 'The upload was interrupted')));
    req.raw.pipe(bb);
  });
}

/**
 * Ends the upload after the refusal: the answer goes out with `Connection: close`, then the socket closes its
 * sending side and discards (never stores) what is still in flight for at most two seconds before it is
 * destroyed — a "lingering close", so the client reads the 413 instead of a connection reset.
 */
function stopReading(req: FastifyRequest, reply: FastifyReply, err: MediaException): MediaException {
  void reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    const socket = req.raw.socket;
    if (!socket || socket.destroyed) return;
    socket.end();
    req.raw.resume();
    setTimeout(() => socket.destroy(), 2000).unref();
  });
  return err;
}
