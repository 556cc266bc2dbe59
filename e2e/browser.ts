import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const baseUrl = () => inject('baseUrl');

export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 860 };

/** One headless system Chromium per test file; each test takes a fresh context (its own cookies). */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    async newPage(viewport = desktop): Promise<{ page: Page; context: BrowserContext }> {
      const context = await state.browser!.newContext({
        baseURL: baseUrl(),
        viewport,
        locale: 'en-AU',
        timezoneId: 'Australia/Sydney',
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        throw error;
      });
      return { page, context };
    },
  };
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}

export const crisisLogUrl = (url: string) => new URL(url).pathname === '/api/crisis/log';

/** Waits for the crisis-dialog log call that `action` triggers; returns its JSON body and response status. */
export async function expectCrisisLog(page: Page, action: () => Promise<void>, interactionType: string) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => crisisLogUrl(r.url()) && r.method() === 'POST'),
    action(),
  ]);
  expect(request.postDataJSON()).toEqual({ interactionType });
  const response = await request.response();
  expect(response?.status()).toBeGreaterThanOrEqual(200);
  expect(response?.status()).toBeLessThan(300);
}

/** No sideways scrolling at the current viewport (the 360 px phone budget). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Creates an account through the real /sign-in page and waits for the signed-in home. */
export async function signUpThroughPage(page: Page, firstName: string, lastName = 'Tester'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a calm long passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Your AI Therapist' }).waitFor();
  return email;
}

/**
 * Types a message into the text chat and waits until the person's turn and the therapist's whole
 * reply are on the page and the conversation is no longer busy. Returns the newest list item.
 */
export async function sendChatMessage(page: Page, text: string) {
  const list = page.locator('ol[aria-label="Conversation"]');
  const before = await list.locator('> li').count();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => list.locator('> li').count()).toBeGreaterThan(before);
  await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');
  return list.locator('> li').last();
}

/** From home: starts the free trial through the terms dialog, then comes back home. */
export async function acceptTrialFromHome(page: Page) {
  await page.getByRole('article', { name: 'Voice Therapy' }).getByRole('button', { name: 'Start Free Trial' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/voice-therapy');
  await page.goto('/');
}

/** From home: starts the free trial, then a text session, and waits for the chat page. */
export async function startTextSession(page: Page) {
  await acceptTrialFromHome(page);
  await page
    .getByRole('link', { name: /Start Session/ })
    .or(page.getByRole('button', { name: /Start Session/ }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
}

/** A video plan from the local test-mode checkout (no money moves), for the person signed in to `context`. */
export async function buyVideoPlanInTestMode(context: BrowserContext, baseUrl: string) {
  const headers = { origin: baseUrl };
  const checkout = await context.request.post(`${baseUrl}/api/billing/test-checkout`, {
    headers,
    data: { plan: 'video' },
  });
  const { subscriptionID } = (await checkout.json()) as { subscriptionID: string };
  const bound = await context.request.post(`${baseUrl}/api/paypal/subscription-success`, {
    headers,
    data: { subscriptionID },
  });
  expect(bound.ok()).toBe(true);
}
