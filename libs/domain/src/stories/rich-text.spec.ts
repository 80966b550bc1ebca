import { describe, expect, it } from '@jest/globals';
import { cleanStoryHtml, countWords, decodeEntities, excerpt, isSafeHref, plainTextToHtml, readingMinutes } from './rich-text.js';

describe('cleanStoryHtml: only the allow-list survives, rebuilt by us', () => {
  it.each<[string, string, string]>([
    ['plain paragraphs', '<p>One.</p><p>Two.</p>', '<p>One.</p><p>Two.</p>'],
    ['top-level text is wrapped', 'Hello <b>there</b>', '<p>Hello <strong>there</strong></p>'],
    ['b/i read as strong/em', '<p><b>x</b> <i>y</i></p>', '<p><strong>x</strong> <em>y</em></p>'],
    ['script dropped with content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['style dropped with content', '<style>p{}</style><p>b</p>', '<p>b</p>'],
    ['event handlers dropped', '<p onclick="x()">a</p>', '<p>a</p>'],
    ['javascript: links lose href', '<p><a href="javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['obfuscated javascript: too', '<p><a href="java\tscript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['https links kept', '<p><a href="https://ex.test/a?b=1&amp;c=2" target="_blank">x</a></p>', '<p><a href="https://ex.test/a?b=1&amp;c=2">x</a></p>'],
    ['data: images dropped', '<p>a<img src="data:image/png;base64,AAA"></p>', '<p>a</p>'],
    ['https images kept', '<p><img src="https://ex.test/i.png" alt="A" onerror="x"></p>', '<p><img src="https://ex.test/i.png" alt="A"></p>'],
    ['unknown tags unwrapped', '<p><span style="color:red">red</span></p>', '<p>red</p>'],
    ['divs become paragraphs', 'one<div>two</div><div><br></div><div>three</div>', '<p>one</p><p>two</p><p>three</p>'],
    ['empty paragraphs dropped', '<p> </p><p>&nbsp;</p><p>a</p><p><br></p>', '<p>a</p>'],
    ['double br splits paragraphs', '<p>a<br><br>b</p>', '<p>a</p><p>b</p>'],
    ['single br kept', '<p>a<br>b</p>', '<p>a<br>b</p>'],
    ['h1 becomes h2', '<h1>T</h1>', '<h2>T</h2>'],
    ['text is escaped', '<p>1 &lt; 2 &amp; 3 > 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
    ['a stray < is text', '<p>a < b</p>', '<p>a &lt; b</p>'],
    ['attribute quotes escaped', '<p><a href="/x" title="a&quot;b">x</a></p>', '<p><a href="/x" title="a&quot;b">x</a></p>'],
    ['unclosed tags closed', '<p><strong>bold', '<p><strong>bold</strong></p>'],
    ['stray closing tags ignored', '</em><p>a</p></strong>', '<p>a</p>'],
    ['lists kept, loose text becomes items', '<ul><li>a</li>b<li>c</li></ul>', '<ul><li>a</li><li>b</li><li>c</li></ul>'],
    ['nested lists', '<ul><li>a<ol><li>b</li></ol></li></ul>', '<ul><li>a<ol><li>b</li></ol></li></ul>'],
    ['blocks inside a heading flattened', '<h2><p>x</p></h2>', '<h2>x</h2>'],
    ['nested quotes flattened', '<blockquote><blockquote><p>x</p></blockquote></blockquote>', '<blockquote><p>x</p></blockquote>'],
    ['comments dropped', '<p>a<!-- <script>x</script> --></p>', '<p>a</p>'],
    ['iframe dropped', '<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['svg dropped with content', '<svg><script>x</script></svg><p>a</p>', '<p>a</p>'],
    ['nested links unwrapped', '<p><a href="/a">x<a href="/b">y</a></a></p>', '<p><a href="/a">xy</a></p>'],
    ['tag-like text escaped', '<p>&lt;script&gt;</p>', '<p>&lt;script&gt;</p>'],
    // mutation XSS: markup that a browser re-parses differently from the sanitiser's parser
    ['mXSS: svg/style', '<svg><style><img src=x onerror=alert(1)></style></svg><p>a</p>', '<p>a</p>'],
    ['mXSS: svg/style closing early', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ''],
    ['mXSS: math/mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['mXSS: noscript attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>a</p>', '<p>a</p>'],
    ['noscript content dropped, images too', '<noscript><img src="https://t.test/p.gif"></noscript><p>a</p>', '<p>a</p>'],
    ['data: link loses href', '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a></p>', '<p><a>x</a></p>'],
    ['data: svg image dropped', '<p>a<img src="data:image/svg+xml,<svg onload=alert(1)>"></p>', '<p>a</p>'],
    ['entity-encoded javascript:', '<p><a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['hex entities and &colon;', '<p><a href="&#x6A;avascript&colon;alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['entity-encoded tab inside the scheme', '<p><a href="jav&#x09;ascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['vbscript: link', '<p><a href="VBScript:msgbox(1)">x</a></p>', '<p><a>x</a></p>'],
    ['javascript: image source', '<p>a<img src="javascript:alert(1)"></p>', '<p>a</p>'],
  ])('%s', (_name, input, expected) => {
    expect(cleanStoryHtml(input).html).toBe(expected);
  });

  it('is idempotent', () => {
    const once = cleanStoryHtml('a<div>b <b>c</b></div><ul><li>x</li></ul><script>1</script>').html;
    expect(cleanStoryHtml(once).html).toBe(once);
  });

  it('counts top-level blocks as paragraphs and words of the text', () => {
    const r = cleanStoryHtml('<h2>One</h2><p>It was a dark night.</p><blockquote><p>Quote here</p></blockquote><ul><li>a b</li></ul>');
    expect(r.paragraphs).toBe(4);
    expect(r.words).toBe(1 + 5 + 2 + 2);
    expect(r.text).toBe('One\n\nIt was a dark night.\n\nQuote here\n\na b');
  });
});

describe('isSafeHref', () => {
  it.each<[string, boolean]>([
    ['https://a.test', true],
    ['http://a.test', true],
    ['mailto:x@y.test', true],
    ['/stories/romance', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['', false],
  ])('%s -> %s', (href, ok) => expect(isSafeHref(href)).toBe(ok));
});

describe('countWords', () => {
  it.each<[string, number]>([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['one two  three', 3],
    ["don't stop", 2],
    ['well-known fact', 2],
    ['Straße café naïve', 3],
    ['— … !', 0],
    ['2026 was 1 year', 4],
  ])('%j -> %d', (text, n) => expect(countWords(text)).toBe(n));
});

describe('readingMinutes (230 words a minute, rounded up)', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [230, 1],
    [231, 2],
    [2300, 10],
    [-5, 0],
    [Number.NaN, 0],
  ])('%d words -> %d min', (words, min) => expect(readingMinutes(words)).toBe(min));
});

describe('helpers', () => {
  it('decodes entities', () => {
    expect(decodeEntities('a&amp;b &#65;&#x42; &nbsp;&hellip; &bogus;')).toBe('a&b AB \u00a0… &bogus;');
  });
  it('turns plain text into paragraphs', () => {
    expect(plainTextToHtml('One\nline two\n\n\nThree <b>')).toBe('<p>One<br>line two</p><p>Three &lt;b&gt;</p>');
  });
  it('cuts excerpts at a word', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
  });
});
