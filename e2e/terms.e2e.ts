import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, useBrowser } from './browser.ts';

async function openTermsDialog(page: Page) {
  await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions Agreement' });
  await dialog.waitFor();
  return dialog;
}

async function expectToast(page: Page, title: string, description: string) {
  // A CSS locator: while a modal dialog is open, Radix marks everything outside it aria-hidden.
  const toasts = page.locator('[role="region"][aria-label="Notifications (F8)"] li');
  const toast = toasts.filter({ hasText: title });
  await toast.waitFor();
  expect(await toast.textContent()).toContain(description);
  expect(await toasts.count()).toBe(1); // spec §9: at most one visible
}

describe('terms agreement dialog', () => {
  const browser = useBrowser();

  it('enables Accept only while the box is ticked, and treats Decline or closing as declining', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    let dialog = await openTermsDialog(page);
    const accept = dialog.getByRole('button', { name: 'Accept', exact: true });
    const checkbox = dialog.getByRole('checkbox');
    expect(await checkbox.getAttribute('aria-checked')).toBe('false');
    expect(await accept.isDisabled()).toBe(true);
    await checkbox.click();
    expect(await accept.isDisabled()).toBe(false);
    await checkbox.click();
    expect(await accept.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Terms Required', 'You must accept the terms to start a trial');
    // F8 moves focus to the notifications (spec §9).
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role=region]')?.getAttribute('aria-label')),
    ).toBe('Notifications (F8)');

    // The box starts unticked every time; Escape counts as declining too.
    dialog = await openTermsDialog(page);
    await dialog.getByRole('checkbox').click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Terms Required', 'You must accept the terms to start a trial');
    dialog = await openTermsDialog(page);
    expect(await dialog.getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    await context.close();
  });

  it('accepting records the terms for an anonymous visitor and continues to /voice-therapy', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    const dialog = await openTermsDialog(page);
    await dialog.getByRole('checkbox').click();
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/terms/accept'),
      dialog.getByRole('button', { name: 'Accept', exact: true }).click(),
    ]);
    const stored = await page.evaluate(() => localStorage.getItem('solace.anonymousSessionKey'));
    expect(stored).toMatch(/^anon_/);
    expect(request.postDataJSON()).toEqual({ trialType: 'voice', sessionKey: stored });
    expect((await request.response())?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/voice-therapy');
    await context.close();
  });

  it('shows the error toast when the server refuses', async () => {
    const { page, context } = await browser.newPage();
    await page.route('**/api/terms/accept', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/');
    const dialog = await openTermsDialog(page);
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(page, 'Error', 'Failed to accept terms. Please try again.');
    // The dialog stays open with the same message inside it, where a screen reader can reach it.
    expect(await dialog.getByRole('alert').textContent()).toBe('Failed to accept terms. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('/terms page', () => {
  const browser = useBrowser();

  it('has the fourteen sections, today as the last-updated date and a way home', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(await page.locator('main section h2').count()).toBe(14);
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
    expect(await page.getByText(`Last updated: ${today}`).count()).toBe(1);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of [
      'AES-256',
      '13 11 14',
      '1300 22 4636',
      '1300 659 467',
      '1800 55 1800',
      '000',
      '12 months',
      'laws of Australia',
      'needs no account',
    ]) {
      expect(text).toContain(fact);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
