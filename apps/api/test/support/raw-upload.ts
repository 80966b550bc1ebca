import { connect, type AddressInfo } from 'node:net';
import type { Client, TestApp } from '../harness.js';

export interface RawUpload {
  /** The endpoint, e.g. `/api/media`. */
  path: string;
  filename: string;
  contentType: string;
  /** The file's first bytes (its signature); the rest of the first MiB and every MiB after it are `filler`. */
  signature: Buffer;
  filler: number;
  /** How many bytes of file to send at the most. */
  total: number;
  /** Chunked transfer encoding, or a declared Content-Length. */
  chunked: boolean;
}

/**
 * A multipart upload of `total` bytes from a signed-in client over a raw socket, a MiB at a time, so the server's
 * early answer (a 413) is read even while the rest of the body is still being written. Answers the status, the
 * body and how many bytes were written before the answer came.
 */
export async function rawUpload(t: TestApp, c: Client, upload: RawUpload): Promise<{ status: number; body: string; sent: number }> {
  const server = t.server;
  if (!server.address()) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const token = await c.csrf();
  const cookies = ['SID', 'UID', 'XSRF-TOKEN'].map((n) => `${n}=${c.cookie(n) ?? ''}`).join('; ');
  const { chunked, total } = upload;
  return new Promise((resolve) => {
    const boundary = 'xBOUNDARYx';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.filename}"\r\nContent-Type: ${upload.contentType}\r\n\r\n`);
    const lines = [
      `POST ${upload.path} HTTP/1.1`,
      'Host: shuk.localhost:3000',
      `Cookie: ${cookies}`,
      `X-XSRF-TOKEN: ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${head.length + total + 40}`,
    ];
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      const m = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n([^]*)$/.exec(answer);
      resolve({ status: Number(m?.[1] ?? 0), body: m?.[2] ?? answer, sent });
    };
    socket.on('data', (d: Buffer) => {
      answer += d.toString();
      if (/\r\n\r\n[^]*\}/.test(answer)) finish();
    });
    socket.on('error', () => setTimeout(finish, 50));
    socket.on('close', () => finish());
    const frame = (b: Buffer) => (chunked ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]) : b);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    const MiB = 1024 * 1024;
    const first = Buffer.concat([head, upload.signature, Buffer.alloc(MiB - upload.signature.length, upload.filler)]);
    const chunk = Buffer.alloc(MiB, upload.filler);
    const pump = () => {
      while (!finished && !socket.destroyed && sent < total) {
        const ok = socket.write(frame(sent === 0 ? first : chunk));
        sent += MiB;
        if (!ok) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}
