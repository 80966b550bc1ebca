import type { Payment } from '@community/contracts';
import { Alert, Box, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { paymentsApi } from './api';

/**
 * The part of Stripe.js the Payment Element integration uses (deferred intent: no PaymentIntent exists until the
 * member pays). `@stripe/stripe-js` / `@stripe/react-stripe-js` are not installed in this repository, so the
 * script is loaded from the configured URL (Stripe's own in production, the tests' stand-in's compatible one) and
 * used through `window.Stripe`.
 */
interface StripeError {
  message?: string;
}
interface StripeElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment'): StripeElement;
  submit(): Promise<{ error?: StripeError }>;
}
interface StripeJs {
  elements(options: { mode: 'payment'; amount: number; currency: string; setupFutureUsage?: 'off_session' }): StripeElements;
  createPaymentMethod(options: { elements: StripeElements }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const scripts = new Map<string, Promise<NonNullable<Window['Stripe']>>>();

/** Loads Stripe.js once per URL. */
function loadStripeJs(url: string): Promise<NonNullable<Window['Stripe']>> {
  let p = scripts.get(url);
  if (!p) {
    p = new Promise((resolve, reject) => {
      if (window.Stripe) return resolve(window.Stripe);
      const s = document.createElement('script');
      s.src = url;
      s.async = true;
      s.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
      s.onerror = () => reject(new Error('Stripe.js did not load'));
      document.head.appendChild(s);
    });
    p.catch(() => scripts.delete(url));
    scripts.set(url, p);
  }
  return p;
}

const message = (err: unknown): string => (isApiRequestError(err) ? (err.error.errors?.[0]?.message ?? err.message) : err instanceof Error ? err.message : String(err));

/**
 * Live card entry: Stripe's Payment Element collects the card in Stripe's own frame; paying creates a payment
 * method, which our API charges (creating the PaymentIntent only then); 3-D Secure is finished in place with
 * `handleNextAction`, after which the API reads the charge back.
 */
export function StripeCardEntry({ payment, onDone }: { payment: Payment; onDone: (p: Payment) => void }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entry = payment.cardEntry;
  const save = payment.kind === 'upgrade' || payment.kind === 'offer';

  useEffect(() => {
    if (!entry) return;
    let element: StripeElement | null = null;
    let gone = false;
    loadStripeJs(entry.scriptUrl)
      .then((Stripe) => {
        if (gone || !host.current) return;
        const js = Stripe(entry.publishableKey);
        const elements = js.elements({ mode: 'payment', amount: payment.amountMinor, currency: payment.currency.toLowerCase(), ...(save ? { setupFutureUsage: 'off_session' as const } : {}) });
        element = elements.create('payment');
        element.mount(host.current);
        stripe.current = { js, elements };
        setReady(true);
      })
      .catch(() => !gone && setLoadFailed(true));
    return () => {
      gone = true;
      element?.destroy();
    };
  }, [entry, payment.amountMinor, payment.currency, save]);

  const pay = async () => {
    const s = stripe.current;
    if (!s) return;
    setBusy(true);
    setError(null);
    try {
      const submitted = await s.elements.submit();
      if (submitted.error) throw new Error(submitted.error.message ?? 'card');
      const created = await s.js.createPaymentMethod({ elements: s.elements });
      if (!created.paymentMethod) throw new Error(created.error?.message ?? 'card');
      let next = await paymentsApi.process(payment.reference, created.paymentMethod.id);
      if (next.status === 'requires_action' && next.clientSecret) {
        const action = await s.js.handleNextAction({ clientSecret: next.clientSecret });
        next = await paymentsApi.threeDSecure(payment.reference);
        if (action.error && next.status !== 'succeeded') throw new Error(action.error.message ?? 'authentication');
      }
      onDone(next);
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  if (loadFailed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('payments.checkout.cardFormFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="card-entry">
      <Box ref={host} mih={48} data-testid="payment-element" />
      {ready ? null : <Loader size="sm" />}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {t('payments.failed', { message: error })}
        </Alert>
      ) : null}
      <Button onClick={() => void pay()} loading={busy} disabled={!ready} data-testid="pay-card">
        {t('payments.checkout.pay', { amount: payment.amountText })}
      </Button>
    </Stack>
  );
}
