import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './browser.ts';

describe('unknown paths', () => {
  const browser = useBrowser();

  it('show the 404 page inside the frame', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/definitely/not/here');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
