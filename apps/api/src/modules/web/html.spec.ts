import { colorSchemeFromCookie, renderPage, type PageBoot } from './html.js';

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

  it('paints the colour scheme of the dark cookie first: on is dark, off is light, auto or none leaves it to the site', () => {
    expect(colorSchemeFromCookie('a=1; dark=on; b=2')).toBe('dark');
    expect(colorSchemeFromCookie('dark=off')).toBe('light');
    expect(colorSchemeFromCookie('dark=auto')).toBeNull();
    expect(colorSchemeFromCookie(undefined)).toBeNull();
    expect(colorSchemeFromCookie('notdark=on')).toBeNull();
    const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-boot--></body></html>';
    expect(renderPage(template, boot, 'T', 'dark')).toContain('<html data-mantine-color-scheme="dark" lang="en">');
    expect(renderPage(template, boot, 'T', null)).toContain('<html lang="en">');
  });
});
