/** The files the upload fuzz sends: small valid images and documents, and hostile ones. */

import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { FileKind, Samples } from './requests.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG claiming 60,000 × 60,000 pixels (3.6 gigapixels) in a few hundred bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const width = 60_000;
  const height = 60_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

export async function makeSamples(): Promise<Samples> {
  const base = () => sharp({ create: { width: 64, height: 96, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  const jpeg = await base().jpeg().toBuffer();
  const files: Record<FileKind, Buffer> = {
    png: await base().png().toBuffer(),
    jpeg,
    gif: await base().gif().toBuffer(),
    webp: await base().webp().toBuffer(),
    pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    text: Buffer.from('just some text, not an image\n'.repeat(10)),
    empty: Buffer.alloc(0),
    bomb: pngBomb(),
    // A JPEG's first bytes, then noise: passes a sniff of the head, not a decoder.
    magic: Buffer.concat([jpeg.subarray(0, 200), randomBytesSeeded(4_000)]),
    random: randomBytesSeeded(3_000),
  };
  return { files };
}

/** The same bytes every run (the quick slice has a fixed seed; its files should not vary either). */
function randomBytesSeeded(n: number): Buffer {
  const out = Buffer.alloc(n);
  let x = 0x9e3779b9;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

