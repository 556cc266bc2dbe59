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

  it('mounts the app even when its script arrives before the page is parsed (a busy phone)', async () => {
    const { page, context } = await browser.newPage();
    // The loader inserts the app's module from <head>; an inserted module runs as soon as it arrives.
    // A long document before #root keeps the parser busy long enough for that to happen first.
    await page.route(
      (url) => url.pathname === '/slow/parse',
      async (route) => {
        const response = await route.fetch();
        const filler = '<p hidden>filler</p>'.repeat(150_000);
        await route.fulfill({
          response,
          body: (await response.text()).replace('<div id="root">', `${filler}<div id="root">`),
        });
      },
    );
    await page.goto('/slow/parse');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});
