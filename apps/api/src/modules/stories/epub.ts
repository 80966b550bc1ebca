import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';

/**
 * A small EPUB 3 writer. An EPUB is a ZIP whose first entry is the uncompressed `mimetype`, then
 * `META-INF/container.xml` pointing at the package document (OPF) that lists every file, the reading order
 * (spine) and the navigation document (the table of contents). Chapters are XHTML; the chapter HTML comes
 * from the story editor's allow-list (cleanStoryHtml), so it is well-formed once void elements are closed.
 * The ZIP container is written by fflate.
 */

export interface EpubChapter {
  title: string;
  /** Chapter HTML from the rich-text allow-list. */
  html: string;
  /** When the chapter was last written (shown under its title). */
  date: Date;
}

export interface EpubBook {
  id: string;
  title: string;
  author: string;
  language: string;
  summary: string;
  modified: Date;
  chapters: EpubChapter[];
  /** A JPEG, PNG or WebP cover; WebP is an EPUB 3.3 core media type. */
  cover?: { body: Buffer; mediaType: 'image/webp' | 'image/jpeg' | 'image/png' };
}

// ---- ZIP ------------------------------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Stored uncompressed (the `mimetype` entry must be; images gain nothing from deflate). */
  store: boolean;
}

/**
 * A ZIP archive, written by fflate in the entries' order (the OCF rule: `mimetype` first, stored, with no
 * extra field, which fflate writes only when asked). No ZIP64: ebooks stay far below 4 GB.
 */
export function zip(entries: ZipEntry[], when = new Date()): Buffer {
  const files: Zippable = {};
  for (const e of entries) files[e.name] = [new Uint8Array(e.data.buffer, e.data.byteOffset, e.data.byteLength), { level: e.store ? 0 : 9, mtime: when }];
  const out = zipSync(files);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

// ---- EPUB -----------------------------------------------------------------------------------------------

export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Allow-listed story HTML as XHTML: void elements closed, named entities the XML parser would not know replaced. */
export function toXhtml(html: string): string {
  return html
    .replace(/<(br|hr|img)(\s[^>]*?)?\s*\/?>/gi, (_m, tag: string, attrs = '') => `<${tag.toLowerCase()}${attrs} />`)
    .replace(/&nbsp;/g, '&#160;')
    .replace(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, '&amp;');
}

const isoSeconds = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

function page(lang: string, title: string, body: string, extraNs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"${extraNs} xml:lang="${escapeXml(lang)}" lang="${escapeXml(lang)}">
<head><meta charset="UTF-8" /><title>${escapeXml(title)}</title><link rel="stylesheet" type="text/css" href="style.css" /></head>
<body>
${body}
</body>
</html>
`;
}

const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1, h2 { font-family: sans-serif; line-height: 1.2; }
p { margin: 0 0 0.8em; text-indent: 0; }
.date { font-style: italic; color: #555; margin-bottom: 2em; }
.cover { text-align: center; margin: 0; padding: 0; }
.cover img { max-width: 100%; max-height: 100%; }
nav ol { list-style: none; padding: 0; }
nav li { margin: 0.4em 0; }
`;

/** The EPUB 3 file of a book: title page, table of contents (nav + chapter dates), chapters, optional cover. */
export function buildEpub(book: EpubBook): Buffer {
  const lang = book.language || 'en';
  const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const chapters = book.chapters.map((c, i) => ({ ...c, file: `chapter-${String(i + 1).padStart(3, '0')}.xhtml`, id: `ch${i + 1}` }));
  const coverExt = book.cover ? { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' }[book.cover.mediaType] : null;

  const files: ZipEntry[] = [
    { name: 'mimetype', data: Buffer.from('application/epub+zip'), store: true },
    {
      name: 'META-INF/container.xml',
      data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml" /></rootfiles>
</container>
`),
      store: false,
    },
    { name: 'OEBPS/style.css', data: Buffer.from(STYLE), store: false },
  ];

  if (book.cover && coverExt) {
    files.push({ name: `OEBPS/cover.${coverExt}`, data: book.cover.body, store: true });
    files.push({
      name: 'OEBPS/cover.xhtml',
      data: Buffer.from(page(lang, book.title, `<section class="cover" epub:type="cover"><img src="cover.${coverExt}" alt="${escapeXml(book.title)}" /></section>`, ' xmlns:epub="http://www.idpf.org/2007/ops"')),
      store: false,
    });
  }

  const summary = book.summary ? `<p>${escapeXml(book.summary)}</p>` : '';
  files.push({
    name: 'OEBPS/title.xhtml',
    data: Buffer.from(page(lang, book.title, `<section epub:type="titlepage"><h1>${escapeXml(book.title)}</h1><p>by ${escapeXml(book.author)}</p>${summary}</section>`, ' xmlns:epub="http://www.idpf.org/2007/ops"')),
    store: false,
  });

  const toc = chapters
    .map((c) => `<li><a href="${c.file}">${escapeXml(c.title)} <span class="date">(${escapeXml(dateFmt.format(c.date))})</span></a></li>`)
    .join('\n');
  files.push({
    name: 'OEBPS/nav.xhtml',
    data: Buffer.from(page(lang, 'Contents', `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>\n${toc}\n</ol></nav>`, ' xmlns:epub="http://www.idpf.org/2007/ops"')),
    store: false,
  });

  for (const c of chapters) {
    files.push({
      name: `OEBPS/${c.file}`,
      data: Buffer.from(
        page(lang, c.title, `<section epub:type="chapter"><h2>${escapeXml(c.title)}</h2><p class="date">${escapeXml(dateFmt.format(c.date))}</p>\n${toXhtml(c.html)}\n</section>`, ' xmlns:epub="http://www.idpf.org/2007/ops"'),
      ),
      store: false,
    });
  }

  const manifest = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav" />',
    '<item id="style" href="style.css" media-type="text/css" />',
    '<item id="title" href="title.xhtml" media-type="application/xhtml+xml" />',
    ...(book.cover && coverExt
      ? [`<item id="cover-image" href="cover.${coverExt}" media-type="${book.cover.mediaType}" properties="cover-image" />`, '<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml" />']
      : []),
    ...chapters.map((c) => `<item id="${c.id}" href="${c.file}" media-type="application/xhtml+xml" />`),
  ];
  const spine = [...(book.cover ? ['<itemref idref="cover" linear="no" />'] : []), '<itemref idref="title" />', '<itemref idref="nav" />', ...chapters.map((c) => `<itemref idref="${c.id}" />`)];
  files.splice(2, 0, {
    name: 'OEBPS/content.opf',
    data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${escapeXml(lang)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${escapeXml(book.id)}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:creator>${escapeXml(book.author)}</dc:creator>
    <dc:language>${escapeXml(lang)}</dc:language>
    ${book.summary ? `<dc:description>${escapeXml(book.summary)}</dc:description>` : ''}
    <meta property="dcterms:modified">${isoSeconds(book.modified)}</meta>
  </metadata>
  <manifest>
    ${manifest.join('\n    ')}
  </manifest>
  <spine>
    ${spine.join('\n    ')}
  </spine>
</package>
`),
    store: false,
  });
  return zip(files, book.modified);
}

/**
 * The stored cover (WebP) as the JPEG an EPUB carries: WebP is a core media type only from EPUB 3.3, and
 * readers and epubcheck 4 (Debian's) know JPEG everywhere.
 */
export async function epubCover(webp: Buffer): Promise<EpubBook['cover']> {
  return { body: await sharp(webp).jpeg({ quality: 85, mozjpeg: true }).toBuffer(), mediaType: 'image/jpeg' };
}

/** A stored story or ebook row, as much of it as its EPUB needs. */
export interface EpubSource {
  id: string;
  title: string;
  language: string;
  summary: string;
  updated_at: Date;
}

/** The EPUB of a stored story or ebook: its row, its writer's name, its chapters and its stored (WebP) cover. */
export async function epubOf(row: EpubSource, authorName: string, chapters: EpubChapter[], coverWebp?: Buffer): Promise<Buffer> {
  return buildEpub({
    id: row.id,
    title: row.title,
    author: authorName || 'Unknown writer',
    language: row.language,
    summary: row.summary,
    modified: row.updated_at,
    chapters,
    cover: coverWebp ? await epubCover(coverWebp) : undefined,
  });
}
