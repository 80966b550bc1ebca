import { describe, expect, it } from '@jest/globals';
import { parseStoryHtml as inBrowser } from './story-html.browser.js';
import { parseStoryHtml as onServer, sanitizeRichHtmlString } from './story-html.js';

// jsdom (a root dev dependency) ships no types; only its window is needed here.
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };
const win = new JSDOM('').window as Window & typeof globalThis;

describe('one policy, two sanitisers: the site (DOMPurify) reads story HTML as the server (sanitize-html) does', () => {
  it.each([
    '<p>One.</p><p>Two.</p>',
    'Hello <b>there</b>',
    '<p>a</p><script>alert(1)</script><p>b</p>',
    '<p onclick="x()">a</p>',
    '<p><a href="javascript:alert(1)">x</a></p>',
    '<p><a href="&#106;avascript&colon;alert(1)">x</a></p>',
    '<p><a href="https://ex.test/a?b=1&amp;c=2" target="_blank">x</a></p>',
    '<p>a<img src="data:image/png;base64,AAA"></p>',
    '<p><img src="https://ex.test/i.png" alt="A" onerror="x" width="10" height="x"></p>',
    '<p><span style="color:red">red</span></p>',
    'one<div>two</div><div><br></div><div>three</div>',
    '<ul><li>a</li><li>c</li></ul>',
    '<p>x</p><noscript><img src="https://t.test/p.gif"></noscript><p>a</p>',
    '<svg><style><img src=x onerror=alert(1)></style></svg><p>a</p>',
    '<p>1 &lt; 2 &amp; 3 &gt; 2</p>',
  ])('%s', (html) => {
    expect(inBrowser(html, win)).toEqual(onServer(html));
  });
});

describe('sanitizeRichHtmlString (the shared policy on the server, as RichContent applies it)', () => {
  it.each<[string, string]>([
    ['<p onclick="x()" style="color:red">a<script>x()</script></p><img src="data:image/png;base64,AA" onerror="x()"><a href="javascript:x()">l</a><div>d</div>', '<p>a</p><img /><a>l</a>d'],
    ['<a href="https://a.test" target="_blank" rel="x">x</a><b>b</b>', '<a href="https://a.test" target="_blank">x</a><b>b</b>'],
    ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<img src="/media/a.jpg" alt="pic">', '<img src="/media/a.jpg" alt="pic" />'],
    ['<img src="mailto:x@y.test"><img src=" data:image/png;base64,AA">', '<img /><img />'],
    ['<a href="//ex.test/x">x</a><img src="https://ex.test/i.png">', '<a href="//ex.test/x">x</a><img src="https://ex.test/i.png" />'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichHtmlString(input)).toBe(expected);
  });
});
