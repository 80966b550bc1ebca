import { CSRF_HEADER } from '@community/contracts';
import type { z } from 'zod';
import { readCsrfToken } from '../../shared/api/csrf';
import { ApiRequestError, parseApiError } from '../../shared/api/errors';

/**
 * `PUT` an image as multipart (`file` part) with upload progress (XMLHttpRequest: fetch cannot report request
 * progress), the CSRF header and same-origin cookies, like the site's API client; the answer's `data` is
 * checked against `schema`. Used for story and ebook covers.
 */
export function uploadImage<S extends z.ZodType>(
  url: string,
  file: File,
  schema: S,
  opts: { onProgress?: (fraction: number) => void; xhr?: () => XMLHttpRequest } = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = opts.xhr ? opts.xhr() : new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = readCsrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onerror = () =>
      reject(
        new ApiRequestError('network', {
          message: 'The upload failed: check your connection',
          statusCode: 0,
          code: 'NETWORK',
        }),
      );
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
      const parsed = schema.safeParse(
        typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body,
      );
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiRequestError('http', {
            message: `Unexpected response from PUT ${url}`,
            statusCode: 500,
            code: 'RESPONSE_SHAPE',
          }),
        );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
