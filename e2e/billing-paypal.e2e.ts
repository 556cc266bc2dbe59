import { chromium, type Browser, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../src/server/features/billing/testing/fake-paypal.ts';
import { chromiumPath, phone } from './browser.ts';
import { startVoiceServer, type VoiceServer } from './fixtures/voice-server.ts';

/**
 * PayPal mode end to end, offline: the server talks to a loopback fake of PayPal's REST API, and the
 * browser's request for PayPal's JS SDK (www.paypal.com/sdk/js) is answered with a stub speaking the
 * SDK's Buttons interface (createSubscription → actions.subscription.create, then onApprove). The
 * real SDK's popup and PayPal's own pages are not exercised here: that needs a sandbox account.
 */
function sdkStub(subscriptionId: string) {
  return `window.paypal = {
    Buttons(options) {
      return {
        isEligible: () => true,
        close: () => Promise.resolve(),
        updateProps: () => Promise.resolve(),
        render(container) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal Subscribe (stub)';
          button.onclick = async () => {
            try {
              const id = await options.createSubscription({}, { subscription: { create: async (o) => { window.__planId = o.plan_id; return ${JSON.stringify(subscriptionId)}; } } });
              await options.onApprove({ subscriptionID: id, orderID: 'O-STUB' }, {});
            } catch (error) { options.onError && options.onError(error); }
          };
          container.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };`;
}

describe('subscribing with PayPal (fake API, stub SDK)', () => {
  let paypal: FakePayPal;
  let server: VoiceServer;
  let browser: Browser;

  beforeAll(async () => {
    paypal = await startFakePayPal();
    server = await startVoiceServer(paypal.env);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await paypal?.close();
  });

  it('loads PayPal’s script with our client id, verifies the approved subscription on the server, then voice', async () => {
    const sub = paypal.addSubscription();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: phone,
      locale: 'en-AU',
      timezoneId: 'Australia/Sydney',
    });
    const page = await context.newPage();
    const sdkUrls: string[] = [];
    await context.route('https://www.paypal.com/sdk/js**', (route: Route) => {
      sdkUrls.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: sdkStub(sub.id) });
    });
    await page.goto('/subscribe');
    expect(await page.getByText('Test mode: no money moves').count()).toBe(0);
    await page.getByRole('button', { name: 'PayPal Subscribe (stub)' }).click();
    await page.waitForURL((url) => url.pathname === '/voice-therapy');
    await page.getByText('Subscription activated! You now have unlimited voice therapy access.').first().waitFor();

    const sdk = new URL(sdkUrls[0]!);
    expect(Object.fromEntries(sdk.searchParams)).toMatchObject({
      'client-id': paypal.env.PAYPAL_CLIENT_ID,
      intent: 'subscription',
      vault: 'true',
      currency: 'AUD',
    });
    expect(await page.evaluate(() => (window as unknown as { __planId?: string }).__planId)).toBe(
      paypal.env.PAYPAL_VOICE_PLAN_ID,
    );
    const status = await page.evaluate(() => fetch('/api/subscription/status').then((r) => r.json()));
    expect(status).toEqual({ isSubscribed: true, subscriptionId: sub.id, plan: 'voice' });
    await context.close();
  });

  it('shows spec §8’s activation failure when PayPal does not vouch for the subscription', async () => {
    const pending = paypal.addSubscription({ status: 'APPROVAL_PENDING' });
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: phone });
    const page = await context.newPage();
    await context.route('https://www.paypal.com/sdk/js**', (route: Route) =>
      route.fulfill({ contentType: 'application/javascript', body: sdkStub(pending.id) }),
    );
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'PayPal Subscribe (stub)' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Subscription created but there was an issue activating it. Please contact support.' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('approval pending at PayPal');
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    await context.close();
  });
});
