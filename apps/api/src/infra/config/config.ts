import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Every environment variable the app reads, validated at boot. A wrong or missing required value stops the
 * boot with a message naming the variable (see `loadConfig`). The README lists them all.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; without it an embedded PostgreSQL starts under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: int(1024, 65535).default(54329),
  /** Redis for BullMQ and the socket.io adapter; without it BullMQ runs on PostgreSQL. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Secret for signing cookies and encrypting MFA secrets. Required in production (32+ characters). */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The proof-of-work challenge on sign-up (anti-automation). Unset: on, except when NODE_ENV is test. */
  SIGNUP_CHALLENGE: bool.optional(),
  /** Key that wraps the per-file keys of ID-verification documents: 32 bytes as base64 (44 characters). Unset: derived from APP_SECRET. */
  VERIFICATION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes as base64 (openssl rand -base64 32)')
    .optional(),
  /** Host (and port) the variants are reached on locally: `<code>.<PUBLIC_BASE_HOST>`. */
  PUBLIC_BASE_HOST: z.string().min(1).default('localhost:3000'),
  /** Scheme used in links we send by e-mail. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  DEFAULT_VARIANT: z.string().regex(/^[a-z0-9]{4}$/, 'must be a variant code such as shuk').default('shuk'),
  VARIANTS_DIR: z.string().optional(),
  /** SMTP URL (smtp://user:pass@host:587); without it mail is written to DATA_DIR/mail as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@community.localhost'),
  TRUST_PROXY: bool.default(false),
  /**
   * Check every answer against the schema its route documents (`data`/`response` of `@Route`): an answer outside it
   * becomes a 500 naming the path and the field. The API tests turn it on, so the OpenAPI document cannot drift from
   * what the routes really send; production leaves it off (it costs a parse per answer).
   */
  CHECK_RESPONSES: bool.default(false),
  /**
   * How long a page's server render may take (data and streaming) before what is left goes to the browser (React
   * then finishes the unfinished parts on the client, logging error #419). A healthy node renders a member's home
   * in well under a second; the e2e run raises it, since its checks are about hydration, not a loaded CI's speed.
   */
  SSR_TIMEOUT_MS: int(500, 60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: int(5, 60 * 24 * 30).default(120),
  SESSION_ABSOLUTE_HOURS: int(1, 24 * 365).default(24 * 7),
  REMEMBER_DAYS: int(1, 365).default(30),
  /** Run the BullMQ workers inside the web process (default) or only in `npm run worker`. */
  WORKERS_IN_PROCESS: bool.default(true),
  /** Seed demo members when the database is empty (npm start sets it). */
  SEED_DEMO: bool.default(false),
  RATE_LIMIT_LOGIN: int(1, 100000).default(10),
  RATE_LIMIT_REGISTER: int(1, 100000).default(5),
  RATE_LIMIT_PASSWORD_RESET: int(1, 100000).default(5),
  /** Where the built site and staff console are; defaults to apps/site/dist and apps/staff/dist. */
  SITE_DIST: z.string().optional(),
  STAFF_DIST: z.string().optional(),
  /** S3-compatible object storage (infra/storage); without S3_BUCKET files are kept under DATA_DIR/storage. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  S3_PREFIX: z.string().regex(/^([A-Za-z0-9_.-]+\/)+$/, 'must be path segments ending with /').optional(),
  /**
   * Payments (issue 6). With both Stripe keys set, payments are on for the variants whose file sells upgrades
   * (`flags.payments`); without them payments are off everywhere. STRIPE_API_BASE points the Stripe client at
   * another server (the tests' local Stripe server); unset it talks to api.stripe.com.
   */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9]+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Live card entry (issue 25): the publishable key (pk_live_… / pk_test_…) the browser's Stripe.js uses for the
   * Payment Element, and where Stripe.js is loaded from (Stripe's own in production; the tests' stand-in serves a
   * small compatible script). Without the key, live-mode pages say card entry is not available.
   */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)').optional(),
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3/'),
  /** A map tile server for the places' pages (`https://…/{z}/{x}/{y}.png`); without it they show coordinates and a link. */
  PLACES_MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be an https URL with {z}, {x} and {y}')
    .optional(),
  /**
   * The hosted-form processor (issue 25; CCBill-style) for the variants whose file says `payments.gateway:
   * hosted`: the merchant account and sub-account, the payment form's id, the salt that signs form requests and
   * postbacks, the form's and the status API's base URL, and optionally the processor's numeric currency codes
   * (`GBP:826,EUR:978`; ISO 4217 numbers by default). All of ACCOUNT, SUBACCOUNT, FORM_ID, SALT and BASE_URL, or
   * none (then hosted variants take no payments; `npm start`'s demo mode starts the local stand-in instead).
   */
  HOSTED_PAY_ACCOUNT: z.string().regex(/^[0-9]{4,10}$/, 'must be the processor account number (digits)').optional(),
  HOSTED_PAY_SUBACCOUNT: z.string().regex(/^[0-9]{1,6}$/, 'must be the processor sub-account number (digits)').optional(),
  HOSTED_PAY_FORM_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the hosted form id').optional(),
  HOSTED_PAY_SALT: z.string().min(16, 'must be the processor salt (16+ characters)').optional(),
  HOSTED_PAY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  HOSTED_PAY_CURRENCY_CODES: z.string().regex(/^[A-Z]{3}:[0-9]{3}(,[A-Z]{3}:[0-9]{3})*$/, 'must read GBP:826,EUR:978').optional(),
});

export type AppConfig = z.infer<typeof ConfigSchema> & { APP_SECRET: string; isProduction: boolean };

export class ConfigError extends Error {}

/** Validates `env`; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): z.infer<typeof ConfigSchema> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production' && !result.data.APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production (32+ characters)');
  }
  if (Boolean(result.data.STRIPE_SECRET_KEY) !== Boolean(result.data.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (payments on) or neither (payments off)');
  }
  const hosted = [result.data.HOSTED_PAY_ACCOUNT, result.data.HOSTED_PAY_SUBACCOUNT, result.data.HOSTED_PAY_FORM_ID, result.data.HOSTED_PAY_SALT, result.data.HOSTED_PAY_BASE_URL];
  if (hosted.some(Boolean) && !hosted.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  HOSTED_PAY_ACCOUNT, HOSTED_PAY_SUBACCOUNT, HOSTED_PAY_FORM_ID, HOSTED_PAY_SALT, HOSTED_PAY_BASE_URL: set all (hosted processor on) or none');
  }
  if (result.data.S3_BUCKET && (!result.data.S3_ACCESS_KEY_ID || !result.data.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  return result.data;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
