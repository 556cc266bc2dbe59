import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  desktop,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  signUpThroughPage,
  useBrowser,
} from './browser.ts';

const phone390 = { width: 390, height: 844 };

/** Screens for reviewing by eye, only when BILLING_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.BILLING_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const voiceStatus = (page: Page) =>
  page.evaluate(() => fetch('/api/voice-therapy/status').then((r) => r.json() as Promise<Record<string, unknown>>));

async function applyScenario(page: Page, button: string, state: string) {
  await page.goto('/trial-tester');
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.getByTestId('screen-state').innerText()).toBe(state);
}

// The shared e2e server has no PayPal keys: the embedded local test mode, where no money moves.
describe('subscribing in local test mode', () => {
  const browser = useBrowser();

  it('trial expired → subscribe → voice without a daily limit → cancel → access until the period ends', async () => {
    const { page, context } = await browser.newPage();
    const paypalRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('paypal.com')) paypalRequests.push(r.url());
    });
    await signUpThroughPage(page, 'Priya', 'Shah');
    await applyScenario(page, 'Trial expired', 'expired');

    await page.goto('/voice-therapy');
    const expired = page.getByRole('region', { name: 'Free trial expired...' });
    await expired.getByRole('link', { name: 'Subscribe Now - $30/month' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await page.getByRole('heading', { name: 'Free trial ended' }).waitFor();
    expect(await page.getByText('Test mode: no money moves').isVisible()).toBe(true);
    expect(await page.getByText('$30/month').isVisible()).toBe(true);
    await page.setViewportSize(phone390);
    await expectNoHorizontalScroll(page);
    await shot(page, 'subscribe-phone');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /^Test checkout: Voice Therapy/ }).click();
    await page.waitForURL((url) => url.pathname === '/voice-therapy');
    await page.getByText('Subscription activated! You now have unlimited voice therapy access.').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Hold to talk' }).isDisabled()).toBe(false);
    expect(await page.getByRole('region', { name: 'Free trial expired...' }).count()).toBe(0);
    expect(await voiceStatus(page)).toMatchObject({
      isSubscribed: true,
      canStartSession: true,
      minutesRemaining: null,
    });
    expect(await page.evaluate(() => localStorage.getItem('voice_therapy_subscription_active'))).toBe('true');

    // A full day's trial minutes used: the plan has no daily limit.
    await applyScenario(page, 'Daily limit reached', 'active');
    await page.goto('/voice-therapy');
    await expect.poll(() => page.getByRole('button', { name: 'Hold to talk' }).isDisabled()).toBe(false);
    expect(await page.getByRole('region', { name: 'Daily limit reached...' }).count()).toBe(0);

    await page.goto('/pricing');
    const voicePlan = page.getByRole('article', { name: 'Voice Therapy' });
    expect(await voicePlan.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);

    // The Account page, from the avatar menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Account & billing' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'Your plans' }).waitFor();
    expect(await page.getByText('Next billing date').isVisible()).toBe(true);
    const history = page.getByRole('list', { name: 'Payment history' });
    expect(await history.getByText('$30.00 · Paid').isVisible()).toBe(true);
    expect(await history.getByText('Test payment, not charged').isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await shot(page, 'account-phone');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Voice Therapy?' });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByText('Access until', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'account-cancelled-phone');

    await page.setViewportSize(desktop);
    await page.goto('/voice-therapy');
    await expect.poll(() => page.getByRole('button', { name: 'Hold to talk' }).isDisabled()).toBe(false);
    expect(await voiceStatus(page)).toMatchObject({ isSubscribed: true });

    // The paid month passes (developer tool on the test-mode provider): the trial rules apply again,
    // and the trial (moved to its daily limit above) has nothing left today.
    expect(
      await page.evaluate(() => fetch('/api/billing/dev/end-period', { method: 'POST' }).then((r) => r.status)),
    ).toBe(200);
    await page.goto('/voice-therapy');
    await page.getByRole('region', { name: 'Daily limit reached...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hold to talk' }).isDisabled()).toBe(true);
    expect(await voiceStatus(page)).toMatchObject({ isSubscribed: false, canStartSession: false });
    // Test mode never loads PayPal's script.
    expect(paypalRequests).toEqual([]);
    await context.close();
  });

  it('every Subscribe Now button reaches a working /subscribe, and /paypal-test simulates and clears', async () => {
    const { page, context } = await browser.newPage();
    await signUpThroughPage(page, 'Tom');
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Subscribe Now to Voice Therapy' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await page.getByRole('button', { name: /^Test checkout: Voice Therapy/ }).waitFor();
    // A page reached by a link starts at its top, not where the last page was scrolled to.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Why AI therapy' }).click();
    await page.waitForURL((url) => url.pathname === '/why-ai');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/paypal-test');
    await page.getByRole('button', { name: 'Simulate Subscription' }).click();
    await expect.poll(() => page.getByTestId('field-isSubscribed').first().innerText()).toBe('true');
    expect(await page.getByTestId('field-minutesRemaining').innerText()).toBe('unlimited');
    await page.getByRole('button', { name: 'Test PayPal API' }).click();
    await page.getByText(/PayPal endpoint is up: it answered 404/).waitFor();
    await page.getByRole('button', { name: 'Clear Subscription' }).click();
    await expect.poll(() => page.getByTestId('field-isSubscribed').first().innerText()).toBe('false');
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    expect(await page.getByTestId('field-voice_therapy_subscription_id').innerText()).toBe('—');

    // The video plan sells through the same checkout.
    await page.goto('/subscribe?plan=video');
    await page.getByRole('heading', { name: 'Video Therapy', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Test checkout: Video Therapy/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const billing = await page.evaluate(() =>
      fetch('/api/billing').then((r) => r.json() as Promise<{ plans: Record<string, unknown>[] }>),
    );
    expect(billing.plans[0]).toMatchObject({ plan: 'video', hasAccess: true, videoMinutesLeft: 90 });
    await page.goto('/subscribe?plan=video');
    await page.getByText('This is your current plan.').waitFor();
    await context.close();
  });
});
