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
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    async newPage(viewport = desktop): Promise<{ page: Page; context: BrowserContext }> {
      const context = await state.browser!.newContext({ baseURL: baseUrl(), viewport, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
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
