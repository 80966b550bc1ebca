import { ConfigError, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('applies defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DEFAULT_VARIANT).toBe('shuk');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.WORKERS_IN_PROCESS).toBe(true);
  });

  it('coerces numbers and booleans', () => {
    const c = parseConfig({ PORT: '8080', TRUST_PROXY: 'true', SEED_DEMO: '0' });
    expect(c.PORT).toBe(8080);
    expect(c.TRUST_PROXY).toBe(true);
    expect(c.SEED_DEMO).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ DEFAULT_VARIANT: 'UK' }, 'DEFAULT_VARIANT'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'production' }, 'APP_SECRET'],
    [{ PLACES_MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' }, 'PLACES_MAP_TILE_URL'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('takes a map tile URL with its placeholders', () => {
    expect(parseConfig({ PLACES_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).PLACES_MAP_TILE_URL).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(parseConfig({}).PLACES_MAP_TILE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
