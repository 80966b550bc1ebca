import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for header-based authentication (the scheme S3, MinIO, R2 and others accept), as
 * documented in "Authenticating Requests: Using the Authorization Header (AWS Signature Version 4)".
 * Pure: the caller gives the time, so it is testable against AWS's published examples.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign (host is added from the URL). Names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but `A-Z a-z 0-9 - _ . ~` (and `/` in paths) is %XX. */
export function uriEncode(value: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function canonicalRequest(req: SigV4Request): { canonical: string; signedHeaders: string } {
  const headers: Record<string, string> = { host: req.url.host };
  for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...req.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // S3 paths are signed as sent (already encoded once by us), not normalised or encoded twice.
  const canonical = [
    req.method.toUpperCase(),
    req.url.pathname || '/',
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

/** Returns the `Authorization` header value for `req` signed at `date` (which must also be sent as x-amz-date). */
export function authorization(req: SigV4Request, creds: SigV4Credentials, date: Date): string {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const { canonical, signedHeaders } = canonicalRequest(req);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), creds.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
