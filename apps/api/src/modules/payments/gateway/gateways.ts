import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config.js';
import { VariantsService } from '../../variants/index.js';
import { HostedGateway } from '../hosted/hosted.gateway.js';
import { currencyCodes } from '../hosted/protocol.js';
import { HostedStandIn } from '../hosted/stand-in.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

/** The hosted-form processor's adapter, or null when HOSTED_PAY_* are not set (and no demo stand-in runs). */
export const HOSTED_GATEWAY = Symbol('HOSTED_GATEWAY');

const log = new Logger('Payments');

/**
 * `npm start`'s demo mode (`--seed-demo` or SEED_DEMO, not in production or the tests) without HOSTED_PAY_*
 * settings (the variants set to the hosted processor, e.g. swbw, would take no payments): the local stand-in runs on loopback (PORT + 20000) and the
 * settings are filled with its own, so the demo can pay through its form. The first process of a cluster to
 * bind the port serves it; the others use it (the demo credentials are fixed, so they agree).
 */
export async function hostedGatewayFactory(config: AppConfig): Promise<PaymentGateway | null> {
  const demo = (config.SEED_DEMO || process.argv.includes('--seed-demo')) && config.NODE_ENV !== 'production' && config.NODE_ENV !== 'test';
  if (!config.HOSTED_PAY_ACCOUNT && demo) {
    // PORT + 20000, wrapped into the unprivileged range: every process of a cluster derives the same port (an
    // unwrapped PORT above 45535 was an invalid port that ended every web process: tests/cluster, CI).
    const port = 1024 + ((config.PORT + 20_000 - 1024) % (65_536 - 1024));
    const standIn = new HostedStandIn({ account: '9000001', subaccount: '0001', formId: 'demo-form', salt: `demo-stand-in-salt-${config.PORT}`, postbackUrl: `http://127.0.0.1:${config.PORT}/api/payments/webhooks/hosted` });
    let running = true;
    try {
      await standIn.start(port);
      log.log(`hosted processor stand-in (demo) on http://127.0.0.1:${port} (its sales and controls: http://127.0.0.1:${port}/)`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') standIn.port = port;
      else {
        // A demo convenience never stops the site: without it the hosted variants take no payments (and say so).
        running = false;
        log.warn(`the hosted processor stand-in (demo) could not start on port ${port}: ${(err as Error).message}; hosted payments are off`);
      }
    }
    // The variants' payment flags read these (VariantsService.siteFlags).
    if (running) Object.assign(config, standIn.env());
  }
  if (!config.HOSTED_PAY_ACCOUNT || !config.HOSTED_PAY_SUBACCOUNT || !config.HOSTED_PAY_FORM_ID || !config.HOSTED_PAY_SALT || !config.HOSTED_PAY_BASE_URL) return null;
  const base = new URL(config.HOSTED_PAY_BASE_URL);
  return new HostedGateway({
    account: config.HOSTED_PAY_ACCOUNT,
    subaccount: config.HOSTED_PAY_SUBACCOUNT,
    formId: config.HOSTED_PAY_FORM_ID,
    salt: config.HOSTED_PAY_SALT,
    baseUrl: config.HOSTED_PAY_BASE_URL,
    currencyCodes: currencyCodes(config.HOSTED_PAY_CURRENCY_CODES),
    testMode: base.hostname === '127.0.0.1' || base.hostname === 'localhost',
  });
}

/** Which gateway takes a variant's payments (its file's `payments.gateway`), and each gateway by name. */
@Injectable()
export class PaymentGateways {
  constructor(
    private readonly variants: VariantsService,
    @Inject(PAYMENT_GATEWAY) private readonly stripe: PaymentGateway | null,
    @Inject(HOSTED_GATEWAY) private readonly hosted: PaymentGateway | null,
  ) {}

  forVariant(code: string): PaymentGateway | null {
    const variant = this.variants.byCode(code);
    return this.byName(variant?.payments.gateway ?? 'stripe');
  }

  byName(name: string): PaymentGateway | null {
    if (name === 'hosted') return this.hosted;
    if (name === 'stripe') return this.stripe;
    return null;
  }

  /** The configured gateways (for the boot log). */
  configured(): PaymentGateway[] {
    return [this.stripe, this.hosted].filter((g): g is PaymentGateway => g !== null);
  }
}
