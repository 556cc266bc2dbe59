import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTavus } from '../src/server/features/video/testing/fake-tavus.ts';
import { baseUrl, chromiumPath, desktop } from './browser.ts';
import { shot } from './fixtures/voice-flows.ts';
import { startVoiceServer, type VoiceServer } from './fixtures/voice-server.ts';

/** DECISIONS §3: video is sold only with a provider; otherwise pages say what subscribers get instead. */
const HOSTED = 'hosted by our video partner Tavus';
const LOCAL = 'simpler AI avatar, drawn in their browser';
const viewports = [
  ['desktop', desktop],
  ['phone', { width: 390, height: 844 }],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => browser?.close());

async function open(url: string, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: url, viewport, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

/** Pricing is for signed-in people; `plan: 'video'` adds a video plan from the local test checkout. */
async function signUp(page: Page, url: string, plan?: 'video') {
  const headers = { origin: url };
  const request = page.context().request;
  const email = `offer.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const data = { email, password: 'correct horse battery', firstName: 'Vi', lastName: 'Do' };
  expect((await request.post(`${url}/api/auth/signup`, { headers, data })).ok()).toBe(true);
  if (!plan) return;
  const checkout = await request.post(`${url}/api/billing/test-checkout`, { headers, data: { plan } });
  const { subscriptionID } = (await checkout.json()) as { subscriptionID: string };
  const bound = await request.post(`${url}/api/paypal/subscription-success`, { headers, data: { subscriptionID } });
  expect(bound.ok()).toBe(true);
}

describe('video offer without a video provider (local avatar)', () => {
  for (const [name, viewport] of viewports) {
    it(`landing and pricing say 'Coming Soon' and what subscribers get meanwhile (${name})`, async () => {
      const { page, context } = await open(baseUrl(), '/', viewport);
      const card = page.getByRole('article', { name: 'Video Therapy' });
      await expect.poll(() => card.getByRole('button', { name: 'Coming Soon' }).count(), { timeout: 10_000 }).toBe(1);
      expect(await card.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
      expect(await card.textContent()).toContain(LOCAL);
      expect(await page.locator('#pricing').textContent()).toContain(LOCAL);
      expect(await page.getByText(HOSTED).count()).toBe(0);
      await shot(page, `offer-local-landing-${name}`);

      await signUp(page, baseUrl());
      await page.goto('/pricing');
      const plan = page.getByRole('article', { name: 'Video' });
      await expect.poll(() => plan.getByText(LOCAL).count(), { timeout: 10_000 }).toBe(1);
      expect(await plan.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
      await shot(page, `offer-local-pricing-${name}`);
      await context.close();
    });
  }
});

describe('video offer with Tavus configured (loopback fake standing for Tavus)', () => {
  let tavus: Awaited<ReturnType<typeof startFakeTavus>>;
  let server: VoiceServer;
  beforeAll(async () => {
    tavus = await startFakeTavus();
    server = await startVoiceServer(tavus.env);
  });
  afterAll(async () => {
    await server?.stop();
    await tavus?.close();
  });

  for (const [name, viewport] of viewports) {
    it(`landing, pricing and home sell hosted video and say it is Tavus (${name})`, async () => {
      let { page, context } = await open(server.baseUrl, '/', viewport);
      const card = page.getByRole('article', { name: 'Video Therapy' });
      const subscribe = card.getByRole('link', { name: 'Subscribe Now' });
      await expect.poll(() => subscribe.count(), { timeout: 10_000 }).toBe(1);
      expect(await subscribe.getAttribute('href')).toBe('/subscribe?plan=video');
      expect(await card.textContent()).toContain(HOSTED);
      expect(await page.locator('#pricing').getByRole('link', { name: 'Subscribe Now' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Coming Soon' }).count()).toBe(0);
      await shot(page, `offer-tavus-landing-${name}`);

      await signUp(page, server.baseUrl);
      await page.goto('/pricing');
      const plan = page.getByRole('article', { name: 'Video' });
      await expect.poll(() => plan.getByText(HOSTED).count(), { timeout: 10_000 }).toBe(1);
      expect(await plan.getByRole('link', { name: /Subscribe Now/ }).getAttribute('href')).toBe(
        '/subscribe?plan=video',
      );
      await shot(page, `offer-tavus-pricing-${name}`);

      // A new context: the video subscriber is a different person from the one who looked at pricing.
      await context.close();
      ({ page, context } = await open(server.baseUrl, '/', viewport));
      await signUp(page, server.baseUrl, 'video');
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('link', { name: 'Start Video Session' }).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.getByText(HOSTED).count()).toBe(1);
      await shot(page, `offer-tavus-home-${name}`);
      await context.close();
    });
  }
});
