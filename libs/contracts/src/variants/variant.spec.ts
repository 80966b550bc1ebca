import { sampleVariantInput as variantFixture, SAMPLE_COLOURS as colours } from './sample.js';
import { parseVariant, Variant, VariantSet } from './variant.js';

function problems(input: unknown): string[] {
  const r = Variant.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('Variant schema', () => {
  it('accepts a complete variant and fills defaults', () => {
    expect(problems(variantFixture())).toEqual([]);
    const v = Variant.parse(variantFixture({ hosts: undefined }));
    expect(v.hosts).toEqual([]);
    expect(v.disabledSections).toEqual([]);
  });

  it('allows at most 6 footer blocks, with a clear message', () => {
    const block = { title: 'footer.block.help', links: [{ text: 'nav.forum', to: 'forum' as const }] };
    expect(problems(variantFixture({ footer: { text: 'x', blocks: Array(6).fill(block) } }))).toEqual([]);
    expect(problems(variantFixture({ footer: { text: 'x', blocks: Array(7).fill(block) } }))).toEqual([
      'footer.blocks: the footer has room for at most 6 columns of links (SPEC 9): merge some blocks',
    ]);
  });

  it('wants colours as #rrggbb', () => {
    expect(problems(variantFixture({ colours: { ...colours, '500': 'red' } }))).toEqual(['colours.500: must be a colour written #rrggbb']);
    expect(problems(variantFixture({ colours: { ...colours, secondary900: '#abc' } }))).toHaveLength(1);
    const { secondary100: _dropped, ...missing } = colours;
    expect(problems(variantFixture({ colours: missing as typeof colours }))[0]).toMatch(/^colours\.secondary100/);
  });

  it('gives storiesMode to stsp alone', () => {
    const flags = { paid: true, payments: true, hasCountries: false, storiesMode: true, adverts: false };
    expect(problems(variantFixture({ flags }))).toEqual(['flags.storiesMode: only stsp may set storiesMode']);
    expect(problems(variantFixture({ code: 'stsp', flags: { ...flags, storiesMode: false } }))).toEqual([
      'flags.storiesMode: stsp is the stories site: storiesMode must be true',
    ]);
    expect(problems(variantFixture({ code: 'stsp', flags }))).toEqual([]);
  });

  it('allows adverts on lush and psbr only', () => {
    const flags = { paid: true, payments: true, hasCountries: false, storiesMode: false, adverts: true };
    expect(problems(variantFixture({ flags }))).toEqual(['flags.adverts: adverts are allowed only on lush and psbr']);
    expect(problems(variantFixture({ code: 'lush', flags }))).toEqual([]);
    expect(problems(variantFixture({ code: 'psbr', flags }))).toEqual([]);
  });

  it('refuses payments without paid tiers', () => {
    const flags = { paid: false, payments: true, hasCountries: false, storiesMode: false, adverts: false };
    expect(problems(variantFixture({ flags }))[0]).toMatch(/^flags\.payments: payments needs paid/);
  });

  it('checks codes, locales, currency and hosts', () => {
    expect(problems(variantFixture({ code: 'xxxx' as 'shuk' }))[0]).toMatch(/^code:/);
    expect(problems(variantFixture({ locale: 'de_DE', locales: ['en_GB', 'de_DE'] }))).toEqual([
      'locales.0: the first of locales is the default and must equal locale (de_DE)',
    ]);
    expect(problems(variantFixture({ locales: ['en_GB', 'en_GB'] }))).toEqual(['locales: locales must not repeat']);
    expect(problems(variantFixture({ currency: 'BRL' as 'GBP' }))[0]).toMatch(/^currency:/);
    expect(problems(variantFixture({ hosts: ['WWW.Example.com'] }))[0]).toMatch(/^hosts\.0: must be a lower-case host name/);
    expect(problems(variantFixture({ hosts: ['www.example.com:443'] }))[0]).toMatch(/^hosts\.0/);
    expect(problems(variantFixture({ hosts: ['shuk.localhost'] }))).toEqual(['hosts.0: <code>.localhost always works; do not list it']);
  });

  it('checks links: a known route or a url, with the params the route needs', () => {
    expect(problems(variantFixture({ nav: [{ text: 'nav.forum', to: 'no-such-route' as 'forum' }] }))[0]).toMatch(/^nav\.0\.to:/);
    expect(problems(variantFixture({ nav: [{ text: 'nav.forum' }] }))).toEqual(['nav.0.to: needs exactly one of "to" (a route name) and "url"']);
    expect(problems(variantFixture({ nav: [{ text: 'nav.forum', to: 'forum', url: '/forum' }] }))).toEqual([
      'nav.0.to: needs exactly one of "to" (a route name) and "url"',
    ]);
    expect(problems(variantFixture({ nav: [{ text: 'nav.forum', to: 'forum-category' }] }))).toEqual([
      'nav.0.params.category: route "forum-category" (/forum/{category}) needs params.category',
    ]);
    expect(problems(variantFixture({ nav: [{ text: 'nav.forum', to: 'forum', params: { page: '2' } }] }))).toEqual([
      'nav.0.params.page: route "forum" (/forum) has no param "page"',
    ]);
    expect(problems(variantFixture({ nav: [{ text: 'nav.forum', url: 'javascript:alert(1)' }] }))[0]).toMatch(/^nav\.0\.url:/);
    expect(problems(variantFixture({ navIcons: [{ icon: 'x', text: 'nav.search', url: '/search' }] }))).toEqual(['navIcons.0.to: needs "to" (a route name)']);
  });

  it('checks translation keys but lets literal text through', () => {
    expect(problems(variantFixture({ nav: [{ text: 'nav.nope', to: 'forum' }] }))).toEqual(['nav.0.text: unknown translation key "nav.nope"']);
    expect(problems(variantFixture({ nav: [{ text: 'Our blog', url: 'https://blog.example.org/' }] }))).toEqual([]);
  });

  it('switches sections off, but not core ones, and keeps links out of them', () => {
    expect(problems(variantFixture({ disabledSections: ['dogging'] }))).toEqual([]);
    expect(problems(variantFixture({ disabledSections: ['legal'] }))).toContain('disabledSections.0: "legal" cannot be switched off');
    expect(problems(variantFixture({ disabledSections: ['nope'] }))).toEqual(['disabledSections.0: "nope" is not a route section']);
    expect(problems(variantFixture({ disabledSections: ['forum'] }))).toEqual(['nav.1.to: route "forum" is in a disabled section']);
  });

  it('rejects unknown fields (typos)', () => {
    expect(problems({ ...variantFixture(), colors: {} })[0]).toMatch(/colors/);
  });

  it('wants a chat route without required params', () => {
    expect(problems(variantFixture({ chatEnterRoute: 'forum-category' }))[0]).toMatch(/^chatEnterRoute: chatEnterRoute must be a route without required params/);
  });

  it('names the file and every problem in parseVariant', () => {
    expect(() => parseVariant({ ...variantFixture(), currency: 'XXX' }, 'variants/shuk.json')).toThrow(/^Invalid variants\/shuk\.json:\n {2}currency:/);
  });
});

describe('VariantSet', () => {
  it('refuses a code twice and a host on two variants', () => {
    const a = variantFixture();
    const b = variantFixture({ code: 'shus', hosts: ['www.test-brand.co.uk'] });
    const r = VariantSet.safeParse([a, b, a]);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['host "www.test-brand.co.uk" is already used by shuk', 'variant "shuk" appears twice']),
    );
    expect(VariantSet.safeParse([a, variantFixture({ code: 'shus', hosts: ['www.test-brand.com'] })]).success).toBe(true);
  });
});
