import { describe, expect, it } from 'vitest';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  phone,
  signUpThroughPage,
  useBrowser,
} from './browser.ts';

describe('signing up, the page frame and logging out', () => {
  const browser = useBrowser();

  it('greets the new account in the frame, shows the home shell and logs out to the landing page', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/sign-in');
    await page.getByRole('heading', { name: 'Welcome to Solace' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await signUpThroughPage(page, 'Matilda', 'Nguyen');
    const banner = page.getByRole('banner');
    expect(await banner.getByTestId('greeting').textContent()).toBe('Welcome, Matilda');
    expect(await banner.getByTestId('user-avatar').textContent()).toBe('MN');
    expect(await banner.getByRole('button', { name: 'Crisis Support' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Solace home' }).getAttribute('href')).toBe('/');

    // Home shell: the voice trial has not started, video has no provider configured in this run.
    const voice = page.getByRole('article', { name: 'Voice Therapy' });
    await voice.getByRole('button', { name: 'Start Free Trial' }).waitFor();
    const video = page.getByRole('article', { name: 'Video Therapy' });
    expect(await video.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'View Progress' }).getAttribute('href')).toBe('/summary');
    for (const [name, href] of [
      ['My Documents', '/documents'],
      ['Progress', '/summary'],
      ['Pricing', '/pricing'],
    ]) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
    }
    await expectNoSeriousA11yViolations(page);

    const logout = banner.getByRole('link', { name: 'Logout' });
    expect(await logout.getAttribute('href')).toBe('/api/logout');
    await logout.click();
    await page.getByTestId('rotating-caption').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await context.close();
  });

  it('starting the voice trial from home shows the trial as active afterwards', async () => {
    const { page, context } = await browser.newPage();
    await signUpThroughPage(page, 'Ari');
    const voice = page.getByRole('article', { name: 'Voice Therapy' });
    await voice.getByRole('button', { name: 'Start Free Trial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions Agreement' });
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/voice-therapy');
    await page.goto('/');
    await voice.getByText('Trial Active').waitFor();
    expect(await voice.getByRole('link', { name: 'Continue to Voice Therapy' }).getAttribute('href')).toBe(
      '/voice-therapy',
    );
    await context.close();
  });

  it('keeps every part of the frame on a 360 px phone without sideways scrolling', async () => {
    const { page, context } = await browser.newPage(phone);
    await signUpThroughPage(page, 'Jo', 'Lee');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('button', { name: 'Crisis Support' }).isVisible()).toBe(true);
    expect(await banner.getByTestId('greeting').isVisible()).toBe(true);
    expect(await banner.getByTestId('user-avatar').isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Logout' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
