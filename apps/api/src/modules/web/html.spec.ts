import { runInNewContext } from 'node:vm';
import {
  COLOR_SCHEME_SCRIPT,
  COLOR_SCHEME_SCRIPT_PATH,
  COLOR_SCHEME_SCRIPT_VERSION,
  colorSchemeFromCookie,
  renderPage,
  type PageBoot,
} from './html.js';

describe('renderPage', () => {
  const boot = {
    siteConfig: { colour500: '#aa0000', secondary500: '#00aa00', brand: { name: 'X' } },
    layout: { meta: { description: 'A <b>site</b>', themeColour: '#aa0000' }, translations: { t: '</script><script>alert(1)</script>' } },
    status: 200,
  } as unknown as PageBoot;
  const html = renderPage('<head><!--app-head--></head><body><!--app-boot--></body>', boot, 'Title & "more"');

  it('puts title, description, theme colour and colour variables in the head', () => {
    expect(html).toContain('<title>Title &amp; &quot;more&quot;</title>');
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;site&lt;/b&gt;">');
    expect(html).toContain('<meta name="theme-color" content="#aa0000">');
    expect(html).toContain('--site-colour500:#aa0000;');
    expect(html).toContain('--site-secondary500:#00aa00;');
  });

  it('embeds the boot data so that no string can close the script tag', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    const json = html.match(/<script type="application\/json" id="boot">(.*)<\/script>/)![1]!;
    expect(JSON.parse(json).layout.translations.t).toBe('</script><script>alert(1)</script>');
  });

  it('keeps $ patterns in a title literal and escapes every page tag (canonical, OpenGraph, Twitter)', () => {
    const template = '<head><!--app-head--></head><body><!--app-boot--></body>';
    const evil = `a"b<c>&d $& $' $\` e`;
    const out = renderPage(template, boot, evil, 'light', {
      description: evil,
      canonical: 'https://x.example/p?a=1&b="2"',
      og: { title: evil, description: evil, url: 'https://x.example/p', type: 'article', siteName: 'X', locale: 'en_GB', image: { url: 'https://x.example/i?a&b', width: 10, height: 20 } },
    });
    const escaped = 'a&quot;b&lt;c&gt;&amp;d $&amp; $&#39; $` e';
    expect(out).toContain(`<title>${escaped}</title>`);
    expect(out).toContain(`<meta name="description" content="${escaped}">`);
    expect(out).toContain('<link rel="canonical" href="https://x.example/p?a=1&amp;b=&quot;2&quot;">');
    expect(out).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(out).toContain('<meta property="og:image" content="https://x.example/i?a&amp;b">');
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(out).not.toContain('<!--app-head-->');
    expect(out.match(/<body>/g)).toHaveLength(1);
    expect(renderPage(template, boot, 'T', 'light', { noindex: true })).toContain('<meta name="robots" content="noindex">');
    expect(renderPage(template, boot, 'T', 'light')).not.toContain('noindex');
  });

  it('paints the colour scheme of the dark cookie first: on is dark, off is light, auto or none leaves it to the site', () => {
    expect(colorSchemeFromCookie('a=1; dark=on; b=2')).toBe('dark');
    expect(colorSchemeFromCookie('dark=off')).toBe('light');
    expect(colorSchemeFromCookie('dark=auto')).toBeNull();
    expect(colorSchemeFromCookie(undefined)).toBeNull();
    expect(colorSchemeFromCookie('notdark=on')).toBeNull();
    const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-boot--></body></html>';
    expect(renderPage(template, boot, 'T', 'dark')).toContain('<html data-mantine-color-scheme="dark" lang="en">');
    // Auto: light until the first-paint script follows the system (marked so the script may change it).
    expect(renderPage(template, boot, 'T', null)).toContain('<html data-mantine-color-scheme="light" data-color-scheme-auto lang="en">');
  });

  it('for auto or no cookie, links the first-paint script that follows the system, and only then', () => {
    const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-boot--></body></html>';
    const tag = `<script src="${COLOR_SCHEME_SCRIPT_PATH}?v=${COLOR_SCHEME_SCRIPT_VERSION}"></script>`;
    expect(renderPage(template, boot, 'T', null)).toContain(tag);
    expect(renderPage(template, boot, 'T', 'dark')).not.toContain(COLOR_SCHEME_SCRIPT_PATH);
    expect(renderPage(template, boot, 'T', 'light')).not.toContain(COLOR_SCHEME_SCRIPT_PATH);
    // The script sits in the head, before the body paints.
    const html = renderPage(template, boot, 'T', null);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
    expect(COLOR_SCHEME_SCRIPT_VERSION).toMatch(/^[0-9a-f]{12}$/);
  });

  it('the first-paint script sets the system scheme unless the server already painted one', () => {
    const run = (systemDark: boolean, painted: string | null) => {
      const attributes = new Map<string, string>(painted ? [['data-mantine-color-scheme', painted]] : []);
      const documentElement = {
        hasAttribute: (name: string) => attributes.has(name),
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      };
      runInNewContext(COLOR_SCHEME_SCRIPT, {
        document: { documentElement },
        window: { matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) },
      });
      return attributes.get('data-mantine-color-scheme');
    };
    expect(run(true, null)).toBe('dark');
    expect(run(false, null)).toBe('light');
    expect(run(false, 'dark')).toBe('dark');
    // The server's light default for auto (marked data-color-scheme-auto) follows the system.
    const auto = (systemDark: boolean) => {
      const attributes = new Map<string, string>([['data-mantine-color-scheme', 'light'], ['data-color-scheme-auto', '']]);
      const documentElement = { hasAttribute: (name: string) => attributes.has(name), setAttribute: (name: string, value: string) => attributes.set(name, value) };
      runInNewContext(COLOR_SCHEME_SCRIPT, { document: { documentElement }, window: { matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) } });
      return attributes.get('data-mantine-color-scheme');
    };
    expect(auto(true)).toBe('dark');
    expect(auto(false)).toBe('light');
  });
});

describe('renderPage: page content inside #root', () => {
  const boot = { siteConfig: {}, layout: { meta: {} }, status: 200 } as unknown as PageBoot;
  const template = '<head><!--app-head--></head><body><div id="root"></div><!--app-boot--></body>';

  it('puts the content inside the element the app mounts into, with $ patterns kept literal', () => {
    const out = renderPage(template, boot, 'T', 'light', {}, '<article>Story $& $\' text</article>');
    expect(out).toContain('<div id="root"><article>Story $& $\' text</article></div><script type="application/json" id="boot">');
  });

  it('leaves #root empty without content', () => {
    expect(renderPage(template, boot, 'T', 'light')).toContain('<div id="root"></div>');
  });
});
