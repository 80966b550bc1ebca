/**
 * A raw HTTP/1.1 client over one TCP socket per request. `fetch` and `http.request` normalise or refuse what
 * the fuzz has to send verbatim (dot segments, percent-encodings, raw control bytes in the request line,
 * odd header values), so the request is written byte for byte and the answer parsed here.
 */
import net from 'node:net';

export interface RawRequest {
  method: string;
  /** The request target exactly as sent (latin1: one char = one byte). */
  path: string;
  headers: Array<[string, string]>;
  body: Buffer;
  /**
   * `abort`: send the head and this many body bytes, then destroy the socket (a client that goes away in
   * the middle of an upload); no answer is expected.
   */
  abortAfter?: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Each Set-Cookie header on its own (their values may hold commas). */
  setCookie: string[];
  body: Buffer;
  ms: number;
}

export type Outcome =
  | { kind: 'response'; response: RawResponse }
  | { kind: 'aborted'; ms: number }
  | { kind: 'network-error'; code: string; message: string; ms: number };

export function serialise(req: RawRequest): Buffer {
  const lines = [`${req.method} ${req.path} HTTP/1.1`];
  for (const [k, v] of req.headers) lines.push(`${k}: ${v}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), req.body]);
}

function parseResponse(whole: Buffer, ms: number): RawResponse | null {
  const raw = skipInterim(whole);
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = raw.subarray(0, end).toString('latin1').split('\r\n');
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '');
  if (!statusLine?.[1]) return null;
  const headers: Record<string, string> = {};
  const setCookie: string[] = [];
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) {
      const key = line.slice(0, i).trim().toLowerCase();
      const value = line.slice(i + 1).trim();
      if (key === 'set-cookie') setCookie.push(value);
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
    }
  }
  let body = raw.subarray(end + 4);
  if ((headers['transfer-encoding'] ?? '').toLowerCase().includes('chunked')) body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status: Number(statusLine[1]), headers, setCookie, body, ms };
}

/** Drops interim answers (`100 Continue`, `103 Early Hints`) before the final one. */
function skipInterim(raw: Buffer): Buffer {
  let at = raw;
  while (/^HTTP\/1\.[01] 1\d\d/.test(at.subarray(0, 16).toString('latin1'))) {
    const end = at.indexOf('\r\n\r\n');
    if (end < 0) return at;
    at = at.subarray(end + 4);
  }
  return at;
}

function dechunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** Sends one request on a fresh connection (`Connection: close` is expected among the headers). */
export function send(port: number, req: RawRequest, timeoutMs: number): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<Outcome>((resolve) => {
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(o);
    };
    const socket = net.connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => finish({ kind: 'network-error', code: 'TIMEOUT', message: `no answer within ${timeoutMs} ms`, ms: elapsed() }), timeoutMs);
    socket.on('connect', () => {
      const bytes = serialise(req);
      if (req.abortAfter !== undefined) {
        const headLength = bytes.length - req.body.length;
        socket.write(bytes.subarray(0, headLength + req.abortAfter), () => {
          setTimeout(() => finish({ kind: 'aborted', ms: elapsed() }), 50);
        });
        return;
      }
      socket.write(bytes);
    });
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // A whole answer ends the exchange even if the server keeps the connection open.
      const raw = skipInterim(Buffer.concat(chunks));
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0 || /^HTTP\/1\.[01] 1\d\d/.test(raw.subarray(0, 16).toString('latin1'))) return;
      const head = raw.subarray(0, end).toString('latin1').toLowerCase();
      const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
      const whole = length?.[1] !== undefined ? raw.length - end - 4 >= Number(length[1]) : head.includes('chunked') && raw.subarray(-5).toString('latin1') === '0\r\n\r\n';
      if (whole) {
        const parsed = parseResponse(raw, elapsed());
        if (parsed) finish({ kind: 'response', response: parsed });
      }
    });
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const parsed = parseResponse(raw, elapsed());
      if (parsed) finish({ kind: 'response', response: parsed });
      else finish({ kind: 'network-error', code: raw.length ? 'BAD_RESPONSE' : 'EMPTY_RESPONSE', message: raw.subarray(0, 200).toString('latin1'), ms: elapsed() });
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // The server may answer and close before it has read the whole body (413, refused uploads): keep
      // what arrived if it is a whole answer.
      const parsed = parseResponse(Buffer.concat(chunks), elapsed());
      if (parsed && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) finish({ kind: 'response', response: parsed });
      else finish({ kind: 'network-error', code: err.code ?? 'ERROR', message: err.message, ms: elapsed() });
    });
  });
}
