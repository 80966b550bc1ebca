import { CSRF_HEADER } from '@community/contracts';
import type { z } from 'zod';
import { readCsrfToken } from './csrf';
import { ApiRequestError, parseApiError } from './errors';

export interface UploadProgressOptions {
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload (the promise rejects with an `aborted` ApiRequestError). */
  signal?: AbortSignal;
  /** For tests. */
  xhr?: () => XMLHttpRequest;
  csrfToken?: () => string | null;
}

/**
 * Sends `file` as multipart (`file` part) with upload progress: fetch cannot report request progress, so this
 * uses XMLHttpRequest, with the CSRF header and same-origin cookies like the site's API client. The answer's
 * `data` is checked against `schema`; rejects with ApiRequestError (the server's refusal, a network failure,
 * a cancel or an unexpected answer). `url` is the full address (`/api/...`, with its query if any).
 */
export function uploadWithProgress<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  url: string,
  file: File,
  schema: S,
  opts: UploadProgressOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = opts.xhr ? opts.xhr() : new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = (opts.csrfToken ?? readCsrfToken)();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    const fail = (kind: 'network' | 'aborted', message: string) =>
      reject(new ApiRequestError(kind, { message, statusCode: 0, code: kind === 'network' ? 'NETWORK' : 'ABORTED' }));
    xhr.onerror = () => fail('network', 'The upload failed: check your connection');
    xhr.onabort = () => fail('aborted', 'The upload was cancelled');
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError('http', parseApiError(xhr.status, body, xhr.statusText)));
        return;
      }
      const parsed = schema.safeParse(typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body);
      if (parsed.success) resolve(parsed.data);
      else {
        const path = url.replace(/^\/api(?=\/)/, '').split('?')[0];
        reject(new ApiRequestError('http', { message: `Unexpected response from ${method} ${path}`, statusCode: 500, code: 'RESPONSE_SHAPE' }));
      }
    };
    if (opts.signal?.aborted) {
      fail('aborted', 'The upload was cancelled');
      return;
    }
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
