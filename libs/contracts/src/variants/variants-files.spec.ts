import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translationsFor } from '../i18n/translations.js';
import { matchRoute } from '../routes/router.js';
import { Layout, routesForVariant, SiteConfig, toLayout, toSiteConfig } from './site.js';
import { ADVERT_VARIANT_CODES, Variant, VARIANT_CODES, VariantSet, type Variant as VariantType } from './variant.js';

const VARIANTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../variants');

const files = readdirSync(VARIANTS_DIR).filter((f) => f.endsWith('.json')).sort();
const raw = files.map((file) => ({ file, json: JSON.parse(readFileSync(path.join(VARIANTS_DIR, file), 'utf8')) as unknown }));

function parsed(): VariantType[] {
  return raw.map(({ json }) => Variant.parse(json));
}

describe('variants/*.json', () => {
  it('has one file per variant code, named after it', () => {
    expect(files).toEqual(VARIANT_CODES.map((c) => `${c}.json`).sort());
  });

  it.each(raw.map((r) => [r.file, r.json] as const))('%s is a valid variant', (file, json) => {
    const result = Variant.safeParse(json);
    const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems).toEqual([]);
    expect(`${result.data?.code}.json`).toBe(file);
  });

  it('holds every code exactly once and no host twice', () => {
    const variants = parsed();
    expect(VariantSet.safeParse(variants.map((v) => raw.find((r) => r.file === `${v.code}.json`)?.json)).success).toBe(true);
    expect(variants.map((v) => v.code).sort()).toEqual([...VARIANT_CODES].sort());
    const hosts = variants.flatMap((v) => v.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('sets storiesMode on stsp alone and adverts on lush and psbr only', () => {
    const variants = parsed();
    expect(variants.filter((v) => v.flags.storiesMode).map((v) => v.code)).toEqual(['stsp']);
    expect(variants.filter((v) => v.flags.adverts).map((v) => v.code).sort()).toEqual([...ADVERT_VARIANT_CODES].sort());
  });

  it('gives every brand its own colours', () => {
    const palettes = parsed().map((v) => JSON.stringify(v.colours));
    expect(new Set(palettes).size).toBe(palettes.length);
  });

  it('ships the logos each file points at', () => {
    for (const v of parsed()) {
      for (const url of [v.brand.logo, v.brand.logo2x]) {
        const m = /^\/brand\/([a-z0-9]+)\/([\w@.-]+\.svg)$/.exec(url);
        expect(m?.[1]).toBe(v.code);
        const file = path.join(VARIANTS_DIR, 'assets', m?.[1] ?? '', m?.[2] ?? '');
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      }
    }
  });

  it('has a footer of 3 to 6 blocks with the legal links and blocks for members and guests', () => {
    for (const v of parsed()) {
      expect(v.footer.blocks.length).toBeGreaterThanOrEqual(3);
      expect(v.footer.blocks.length).toBeLessThanOrEqual(6);
      const tos = v.footer.blocks.flatMap((b) => b.links.map((l) => l.to));
      expect(tos).toEqual(expect.arrayContaining(['legal-privacy-policy', 'legal-terms-and-conditions', 'legal-how-we-use-cookies']));
      expect(v.footer.blocks.some((b) => b.loggedIn === true)).toBe(true);
      expect(v.footer.blocks.some((b) => b.loggedIn === false)).toBe(true);
    }
  });

  it('builds a valid site config and layout for every offered locale, with hrefs the route table matches', () => {
    for (const v of parsed()) {
      const config = toSiteConfig(v, { baseHost: `${v.code}.localhost:3000`, origin: `http://${v.code}.localhost:3000` });
      expect(SiteConfig.safeParse(config).success).toBe(true);
      for (const locale of v.locales) {
        const layout = toLayout(v, locale, translationsFor(locale), routesForVariant(v));
        const check = Layout.safeParse(layout);
        expect(check.success ? [] : check.error.issues).toEqual([]);
        expect(layout.locale).toBe(locale);
        const links = [
          ...layout.nav.flatMap((i) => [i, ...(i.children ?? [])]),
          ...layout.mobileNav.flatMap((i) => [i, ...(i.children ?? [])]),
          ...layout.navIcons,
          ...layout.footer.blocks.flatMap((b) => b.links),
        ];
        for (const l of links) {
          expect(l.text).not.toMatch(/^[a-z]+\.[a-zA-Z.-]+$/); // translated, not a raw key
          expect(l.text).not.toContain('{brand}');
          if (l.to) expect(matchRoute(l.href.replace('{name}', 'someone').replace('{id}', '42'))?.route.name).toBe(l.to);
        }
      }
    }
  });
});
