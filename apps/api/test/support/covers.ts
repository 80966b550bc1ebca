import { expect } from '@jest/globals';
import sharp from 'sharp';
import type { Client } from '../harness.js';

/** GETs `url` as `c` and answers the body whole as a Buffer, whatever its content type. */
export const binary = (c: Client, url: string) =>
  c.get(url).buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (b: Buffer) => chunks.push(b));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** A story cover's three 2:3 sizes (uploaded or made from a photo): each served as WebP, at its size, without EXIF. */
export async function expectCoverFiles(c: Client, cover: { small: string; medium: string; large: string }): Promise<void> {
  for (const [size, w, h] of [['small', 160, 240], ['medium', 400, 600], ['large', 1000, 1500]] as const) {
    const file = await binary(c, cover[size]);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
    expect(meta.exif).toBeUndefined();
  }
}
