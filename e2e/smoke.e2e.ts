import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

describe('the app shell', () => {
  const browser = useBrowser();

  it('serves the client', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Solace');
    await context.close();
  });
});
