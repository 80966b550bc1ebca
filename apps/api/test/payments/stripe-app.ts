import { afterAll } from '@jest/globals';
import { appForTests, type TestApp } from '../harness.js';
import { StripeTestServer } from './stripe-test-server.js';

/**
 * The app for a describe block's tests with its Stripe adapter talking to a local Stripe test server: the server
 * starts before the app (which reads its address), and stops after the app has closed.
 */
export function stripeAppForTests(): { t: TestApp; stripe: StripeTestServer } {
  const stripe = new StripeTestServer();
  const t = appForTests(async () => (await stripe.start()).env());
  afterAll(() => stripe.stop());
  return { t, stripe };
}
