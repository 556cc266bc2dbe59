import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, phone, useBrowser } from './browser.ts';

describe('landing page (signed out)', () => {
  const browser = useBrowser();

  it('shows the hero, plans, features, why-AI points and pricing from the spec', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Solace');
    await page.getByRole('heading', { level: 1 }).waitFor();

    const voice = page.getByRole('article', { name: 'Voice Therapy' });
    expect(await voice.textContent()).toContain('FREE');
    expect(await voice.textContent()).toContain('5 days, up to 60 minutes a day');
    const video = page.getByRole('article', { name: 'Video Therapy' });
    expect(await video.textContent()).toContain('$95');
    expect(await video.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    expect(await page.getByText('to access the option you choose').count()).toBe(1);

    for (const title of ['24/7 Available', 'Session Summaries', 'Private and Secure']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    }
    for (const point of [
      'Always Available',
      'Affordable Care',
      'Complete Privacy',
      'Personalized',
      'Convenient',
      'Track Progress',
    ]) {
      expect(await page.getByRole('heading', { name: point, exact: true }).count()).toBe(1);
    }
    const pricing = page.locator('#pricing');
    const pricingText = await pricing.textContent();
    expect(pricingText).toContain('Monthly Subscription');
    expect(pricingText).toContain('$95');
    expect(pricingText).toContain('90 minutes per month');
    expect(pricingText).toContain('Cancel anytime');
    expect(pricingText).toContain('$150 to $300 AUD per hour');
    expect(await pricing.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);

    // Sign-in is a full-page navigation to /api/login, not a client-side route.
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe('/api/login');
    await Promise.all([page.waitForURL((url) => url.pathname === '/sign-in'), signIn.click()]);
    await context.close();
  });

  it('rotates the hero caption every few seconds, and pausing makes it polite', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    const caption = page.getByTestId('rotating-caption');
    const first = await caption.textContent();
    expect(first).toBeTruthy();
    expect(await caption.getAttribute('aria-live')).toBe('off');
    await expect.poll(() => caption.textContent(), { timeout: 7000, interval: 250 }).not.toBe(first);

    await page.getByRole('button', { name: 'Pause rotating messages' }).click();
    expect(await page.getByRole('button', { name: 'Pause rotating messages' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await caption.getAttribute('aria-live')).toBe('polite');
    await context.close();
  });

  it('still rotates the caption with reduced motion', async () => {
    const { page, context } = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const caption = page.getByTestId('rotating-caption');
    const first = await caption.textContent();
    await expect.poll(() => caption.textContent(), { timeout: 7000, interval: 250 }).not.toBe(first);
    await context.close();
  });

  it('toggles the avatar card between Live and Ready and shows the Secure badge', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    const status = page.getByTestId('avatar-status');
    expect(await status.textContent()).toBe('Live');
    expect(await page.getByText('Secure', { exact: true }).count()).toBe(1);
    const mute = page.getByRole('button', { name: 'Mute', exact: true });
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect(await status.textContent()).toBe('Ready');
    await mute.click();
    expect(await status.textContent()).toBe('Live');
    await context.close();
  });

  it('has no serious accessibility violations', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('loads at most 150 KB of gzipped JavaScript before any interaction (DECISIONS §7)', async () => {
    const { page, context } = await browser.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('rotating-caption').waitFor();
    const sizes = await Promise.all(
      scripts.map(async (r) => [new URL(r.url()).pathname, gzipSync(await r.body(), { level: 9 }).length] as const),
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(150 * 1024);
    await context.close();
  });

  it('sends the page and its scripts compressed, and hashed assets cacheable for good', async () => {
    const { page, context } = await browser.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const document = await page.goto('/', { waitUntil: 'networkidle' });
    expect(await document!.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
    const hashed = scripts.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
    expect(hashed.length).toBeGreaterThan(0);
    for (const script of hashed) {
      expect(await script.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
      expect(await script.headerValue('cache-control')).toContain('immutable');
    }
    await context.close();
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const { page, context } = await browser.newPage(phone);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Crisis Support' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
