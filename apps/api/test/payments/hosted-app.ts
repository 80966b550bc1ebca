import { afterAll } from '@jest/globals';
import { HostedStandIn } from '../../src/modules/payments/hosted/stand-in.js';
import { appForTests, type TestApp } from '../harness.js';

/**
 * The app for a describe block's tests with the hosted-form processor adapter talking to the local stand-in
 * (`src/modules/payments/hosted/stand-in.ts`, which `npm start`'s demo mode runs too): the stand-in starts before
 * the app (which reads its address and salt) and stops after it. The stand-in has no postback URL here: the tests
 * deliver its signed postbacks themselves, in the order they choose.
 */
export function hostedAppForTests(): { t: TestApp; hosted: HostedStandIn } {
  const hosted = new HostedStandIn();
  const t = appForTests(async () => (await hosted.start()).env());
  afterAll(() => hosted.stop());
  return { t, hosted };
}
