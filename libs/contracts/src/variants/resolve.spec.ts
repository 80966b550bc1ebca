import { createVariantResolver, normaliseHost, resolveVariant } from './resolve.js';

const variants = [
  { code: 'shuk', hosts: ['www.example-brand.co.uk', 'example-brand.co.uk'] },
  { code: 'shde', hosts: ['www.example-brand.de'] },
  { code: 'stsp', hosts: ['www.stories.example'] },
];

describe.each([
  ['resolveVariant', (host: string | undefined) => resolveVariant(host, variants, 'shuk')],
  ['createVariantResolver', createVariantResolver(variants, 'shuk')],
] as const)('%s', (_name, resolve) => {
  const code = (host: string | undefined) => resolve(host).code;

  it('matches the exact host, case-insensitively and without the port', () => {
    expect(code('www.example-brand.de')).toBe('shde');
    expect(code('WWW.Example-Brand.DE')).toBe('shde');
    expect(code('www.example-brand.de:8443')).toBe('shde');
    expect(code('example-brand.co.uk')).toBe('shuk');
    expect(code('www.stories.example.')).toBe('stsp');
  });

  it('matches <code>.localhost and <code>.<anything> on the first label', () => {
    expect(code('shde.localhost')).toBe('shde');
    expect(code('stsp.localhost:3000')).toBe('stsp');
    expect(code('SHDE.staging.example.net')).toBe('shde');
  });

  it('falls back to the default', () => {
    expect(code(undefined)).toBe('shuk');
    expect(code('')).toBe('shuk');
    expect(code('localhost:3000')).toBe('shuk');
    expect(code('127.0.0.1:3000')).toBe('shuk');
    expect(code('[::1]:3000')).toBe('shuk');
    expect(code('www.unknown.example')).toBe('shuk');
    expect(code('nope.localhost')).toBe('shuk');
    expect(code('shde')).toBe('shuk'); // no dot: not <code>.<anything>
  });

  it('prefers an exact host over a first label', () => {
    const r = createVariantResolver([...variants, { code: 'kiwi', hosts: ['shde.example.nz'] }], 'shuk');
    expect(r('shde.example.nz').code).toBe('kiwi');
    expect(resolveVariant('shde.example.nz', [...variants, { code: 'kiwi', hosts: ['shde.example.nz'] }], 'shuk').code).toBe('kiwi');
  });
});

describe('default variant', () => {
  it('throws when the default code is not loaded', () => {
    expect(() => resolveVariant('x.localhost', variants, 'zzzz')).toThrow(/Default variant "zzzz"/);
    expect(() => createVariantResolver(variants, 'zzzz')).toThrow(/Default variant "zzzz"/);
    expect(resolveVariant('shde.localhost', variants, 'zzzz').code).toBe('shde');
  });
});

describe('normaliseHost', () => {
  it('takes the first of a forwarded list and strips port and trailing dot', () => {
    expect(normaliseHost('A.Example.com:80, b.example.com')).toBe('a.example.com');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('  ')).toBeNull();
    expect(normaliseHost(null)).toBeNull();
  });
});
