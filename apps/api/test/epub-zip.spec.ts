import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildEpub, zip } from '../src/modules/stories/epub.js';

const dir = mkdtempSync(join(tmpdir(), 'epub-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the EPUB container (fflate)', () => {
  const book = buildEpub({
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Zip & “quotes”',
    author: 'Ana',
    language: 'pl',
    summary: 'S',
    modified: new Date('2026-01-02T03:04:05Z'),
    chapters: [{ title: 'Jeden', html: '<p>Zażółć gęślą jaźń<br>&nbsp;x</p>', date: new Date('2026-01-01T00:00:00Z') }],
  });

  it('starts with the mimetype entry: stored, no extra field, its bytes right after the name (OCF)', () => {
    expect(book.readUInt32LE(0)).toBe(0x04034b50);
    expect(book.readUInt16LE(8)).toBe(0); // method: stored
    expect(book.readUInt16LE(26)).toBe(8); // name length
    expect(book.readUInt16LE(28)).toBe(0); // extra field length
    expect(book.subarray(30, 38).toString('latin1')).toBe('mimetype');
    expect(book.subarray(38, 58).toString('latin1')).toBe('application/epub+zip');
  });

  it('is a ZIP that unzip reads whole, in our order, other text entries deflated', () => {
    const file = join(dir, 'book.epub');
    writeFileSync(file, book);
    execFileSync('unzip', ['-tq', file]);
    const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual(['mimetype', 'META-INF/container.xml', 'OEBPS/content.opf', 'OEBPS/style.css', 'OEBPS/title.xhtml', 'OEBPS/nav.xhtml', 'OEBPS/chapter-001.xhtml']);
    const verbose = execFileSync('unzip', ['-Zv', file], { encoding: 'utf8' });
    expect(verbose).toMatch(/compression method:\s+deflated/);
    expect(execFileSync('unzip', ['-p', file, 'OEBPS/chapter-001.xhtml'], { encoding: 'utf8' })).toContain('Zażółć gęślą jaźń<br />&#160;x');
  });

  it('keeps UTF-8 names and stored entries byte for byte', () => {
    const data = Buffer.from([0, 1, 2, 250, 251, 252]);
    const archive = zip([{ name: 'a/żółw.bin', data, store: true }]);
    const name = Buffer.from('a/żółw.bin', 'utf8');
    expect(archive.readUInt16LE(6) & 0x0800).toBe(0x0800); // the UTF-8 names flag
    expect(archive.subarray(30, 30 + name.length)).toEqual(name);
    const file = join(dir, 'names.zip');
    writeFileSync(file, archive);
    execFileSync('unzip', ['-tq', file]);
    expect(archive.subarray(30 + name.length, 30 + name.length + data.length)).toEqual(data);
  });
});
