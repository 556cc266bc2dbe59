import { describe, expect, it } from 'vitest';
import { expectCrisisLog, expectNoSeriousA11yViolations, useBrowser } from './browser.ts';

const calls = [
  { tel: 'tel:131114', name: 'Lifeline', phone: '13 11 14', interaction: 'call_lifeline' },
  { tel: 'tel:1300224636', name: 'Beyond Blue', phone: '1300 22 4636', interaction: 'call_beyondblue' },
  {
    tel: 'tel:1300659467',
    name: 'Suicide Call Back Service',
    phone: '1300 659 467',
    interaction: 'call_suicidecallback',
  },
  { tel: 'tel:000', name: 'Emergency', phone: '000', interaction: 'call_emergency' },
];

describe('crisis dialog', () => {
  const browser = useBrowser();

  it('opens from the landing page, lists the four lines and logs the opening and every call', async () => {
    const { page, context } = await browser.newPage();
    // Headless Chromium has no dialler: after a few tel: launches it stops delivering clicks to the page.
    // Cancel only the browser's default action; the app's own click handler still runs and logs.
    await page.addInitScript(() => {
      window.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
        },
        true,
      );
    });
    await page.goto('/');
    await expectCrisisLog(
      page,
      () => page.getByRole('banner').getByRole('button', { name: 'Crisis Support' }).click(),
      'modal_open',
    );

    const dialog = page.getByRole('dialog', { name: 'Crisis Support' });
    await dialog.waitFor();
    expect(
      await dialog.getByText('This app is not a substitute for professional help in a mental health crisis.').count(),
    ).toBe(1);

    for (const call of calls) {
      const link = dialog.locator(`a[href="${call.tel}"]`);
      const text = await link.textContent();
      expect(text).toContain(call.name);
      expect(text).toContain(call.phone);
      await expectCrisisLog(page, () => link.click(), call.interaction);
    }

    for (const site of ['https://www.lifeline.org.au', 'https://www.beyondblue.org.au']) {
      const link = dialog.locator(`a[href="${site}"]`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('is one click away on the terms and 404 pages too', async () => {
    const { page, context } = await browser.newPage();
    for (const path of ['/terms', '/no-such-page']) {
      await page.goto(path);
      await expectCrisisLog(
        page,
        () => page.getByRole('banner').getByRole('button', { name: 'Crisis Support' }).click(),
        'modal_open',
      );
      await page.getByRole('dialog', { name: 'Crisis Support' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Crisis Support' }).waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
