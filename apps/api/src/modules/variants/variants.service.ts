import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  Variant,
  matchRoute,
  pickLocale,
  resolveVariant,
  routesForVariant,
  sectionOf,
  toLayout,
  toSiteConfig,
  translationsFor,
  type Layout,
  type SiteConfig,
} from '@community/contracts';
import type { SiteFlags } from '@community/domain';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { repoRoot } from '../../infra/paths/paths.js';

/** The variant serving a request, the locale in use and the origin links should point at. */
export interface SiteContext {
  variant: Variant;
  locale: string;
  origin: string;
}

const LOCALE_COOKIE = 'locale';

/**
 * Loads and validates the 21 variant files at boot (a bad file stops the boot, naming it), picks the variant
 * from the Host header (default when none matches), and serves the layout and site configuration, cached per
 * variant and locale.
 */
@Injectable()
export class VariantsService implements OnModuleInit {
  private variants: Variant[] = [];
  private byHost = new Map<string, Variant>();
  private layouts = new Map<string, Layout>();
  private layoutBodies = new Map<string, { body: string; etag: string }>();
  private translationBodies = new Map<string, { body: string; etag: string; version: string }>();
  readonly dir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.dir = config.VARIANTS_DIR ? path.resolve(config.VARIANTS_DIR) : path.join(repoRoot(), 'variants');
  }

  onModuleInit(): void {
    const files = readdirSync(this.dir).filter((f) => f.endsWith('.json')).sort();
    this.variants = files.map((file) => {
      const raw: unknown = JSON.parse(readFileSync(path.join(this.dir, file), 'utf8'));
      const parsed = Variant.safeParse(raw);
      if (!parsed.success) {
        const lines = parsed.error.issues.map((i: { path: PropertyKey[]; message: string }) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
        throw new Error(`Variant file ${file} is invalid:\n${lines}`);
      }
      return parsed.data;
    });
    if (!this.variants.some((v) => v.code === this.config.DEFAULT_VARIANT)) {
      throw new Error(`DEFAULT_VARIANT ${this.config.DEFAULT_VARIANT} has no file in ${this.dir}`);
    }
  }

  all(): readonly Variant[] {
    return this.variants;
  }

  byCode(code: string): Variant | undefined {
    return this.variants.find((v) => v.code === code);
  }

  /** The variant for a Host header; cached per host (the set of hosts is small and fixed). */
  forHost(host: string | undefined): Variant {
    const key = (host ?? '').toLowerCase();
    let v = this.byHost.get(key);
    if (!v) {
      v = resolveVariant(host, this.variants, this.config.DEFAULT_VARIANT);
      if (this.byHost.size < 1000) this.byHost.set(key, v);
    }
    return v;
  }

  /** Origin for links we send (e-mail): the request's host only when it belongs to this variant. */
  originFor(variant: Variant, host: string | undefined): string {
    const h = (host ?? '').toLowerCase();
    const own =
      variant.hosts.includes(h.replace(/:\d+$/, '')) ||
      h === `${variant.code}.${this.config.PUBLIC_BASE_HOST}` ||
      (h === this.config.PUBLIC_BASE_HOST && variant.code === this.config.DEFAULT_VARIANT);
    return `${this.config.PUBLIC_SCHEME}://${own ? h : `${variant.code}.${this.config.PUBLIC_BASE_HOST}`}`;
  }

  context(req: FastifyRequest, requestedLocale?: string | null): SiteContext {
    const variant = this.forHost(req.headers.host);
    const wanted = requestedLocale ?? req.cookies?.[LOCALE_COOKIE] ?? null;
    const locale = pickLocale(wanted, variant.locales as [string, ...string[]]);
    return { variant, locale, origin: this.originFor(variant, req.headers.host) };
  }

  layout(variant: Variant, locale: string): Layout {
    const key = `${variant.code}:${locale}`;
    let layout = this.layouts.get(key);
    if (!layout) {
      layout = toLayout(variant, locale, translationsFor(locale), routesForVariant(variant));
      this.layouts.set(key, layout);
    }
    return layout;
  }

  /** `{ data: layout }` serialised once, with a strong ETag of its bytes. */
  layoutResponse(variant: Variant, locale: string): { body: string; etag: string } {
    const key = `${variant.code}:${locale}`;
    let cached = this.layoutBodies.get(key);
    if (!cached) {
      const body = JSON.stringify({ data: this.layout(variant, locale) });
      cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.layoutBodies.set(key, cached);
    }
    return cached;
  }

  /**
   * A locale's catalogue as `{ data: translations }`, serialised once, with its version (a hash of the bytes):
   * pages link it by version (`/api/translations/{locale}?v=…`) instead of carrying it in every page's HTML.
   */
  translationsResponse(locale: string): { body: string; etag: string; version: string } {
    let cached = this.translationBodies.get(locale);
    if (!cached) {
      const body = JSON.stringify({ data: translationsFor(locale) });
      const version = createHash('sha1').update(body).digest('base64url').slice(0, 16);
      cached = { body, etag: `"${version}"`, version };
      this.translationBodies.set(locale, cached);
    }
    return cached;
  }

  siteConfig(ctx: SiteContext): SiteConfig {
    return toSiteConfig(ctx.variant, { baseHost: ctx.origin.replace(/^https?:\/\//, ''), origin: ctx.origin, locale: ctx.locale });
  }

  /**
   * The flags libs/domain's rules read. Payments are on where the variant file says the brand takes payments
   * and its payment gateway is configured (see paymentsConfigured); off everywhere else.
   */
  siteFlags(variant: Variant): SiteFlags {
    return {
      code: variant.code,
      paid: variant.flags.paid,
      payments: variant.flags.payments && this.paymentsConfigured(variant),
      storiesMode: variant.flags.storiesMode,
      adverts: variant.flags.adverts,
    };
  }

  /**
   * The variant's payment gateway (`payments.gateway` in its file) is configured: both Stripe keys, or the
   * hosted processor's settings (HOSTED_PAY_*, which `npm start`'s demo mode fills with its local stand-in's).
   */
  private paymentsConfigured(variant: Variant): boolean {
    if (variant.payments.gateway === 'hosted') return Boolean(this.config.HOSTED_PAY_ACCOUNT && this.config.HOSTED_PAY_SALT && this.config.HOSTED_PAY_BASE_URL);
    return Boolean(this.config.STRIPE_SECRET_KEY && this.config.STRIPE_WEBHOOK_SECRET);
  }

  /** A member-site page this variant offers (staff pages are served by the staff console). */
  isKnownPage(variant: Variant, pathname: string): boolean {
    const match = matchRoute(pathname);
    return match !== null && match.route.app === 'site' && !variant.disabledSections.includes(sectionOf(match.route));
  }
}
