import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize';

const clean = (html: string) => {
  const holder = document.createElement('div');
  holder.append(sanitizeRichHtml(html));
  return holder.innerHTML;
};

describe('sanitizeRichHtml (the shared policy, in the browser)', () => {
  it.each<[string, string, string]>([
    ['script with onerror image', '<p>a<script>alert(1)</script><img src="/m.jpg" onerror="alert(1)"></p>', '<p>a<img src="/m.jpg"></p>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="d">', '<img alt="d">'],
    ['entity-encoded javascript:', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['hex entities and &colon;', '<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['svg content dropped', '<svg><a href="/x">in svg</a></svg><p>a</p>', '<p>a</p>'],
    ['safe links keep href, target and title', '<a href="https://a.test/?a=1&amp;b=2" target="_blank" title="t" rel="x">x</a>', '<a href="https://a.test/?a=1&amp;b=2" target="_blank" title="t">x</a>'],
  ])('%s', (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  // Mutation XSS: markup that parses differently once serialised and parsed again.
  it.each<[string, string]>([
    ['svg/style', '<svg><style><img src=x onerror=alert(1)></style></svg><p>a</p>'],
    ['svg closing a p inside style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
    ['math/mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['noscript attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>b'],
    ['form/math', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ])('mXSS: %s leaves nothing executable, also after a second parse', (_name, input) => {
    const once = clean(input);
    const twice = clean(once);
    for (const html of [once, twice]) {
      expect(html).not.toMatch(/onerror|javascript:|<svg|<math|<style|<noscript|<script/i);
    }
  });
});
