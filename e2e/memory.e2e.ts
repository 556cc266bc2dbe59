import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  desktop,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  phone,
  signUpThroughPage,
  useBrowser,
} from './browser.ts';

const shots = process.env.E2E_SCREENSHOTS;

/** A finished text session with a plan of their own, made through the same API the chat page uses. */
async function sessionWithPlan(page: Page) {
  await page.evaluate(async () => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await post('/api/terms/accept', { trialType: 'voice' });
    const { id } = await (await post('/api/sessions', {})).json();
    for (const message of [
      'my mum passed away in march and sundays are really hard',
      'she used to ring me every sunday',
      'maybe i could ring my brother on sunday',
    ])
      await post('/api/chat', { sessionId: id, message });
    await post(`/api/sessions/${id}/end`, {});
  });
}

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as const)('what Sage remembers, and past conversations (%s)', (label, viewport) => {
  const browser = useBrowser();

  it('reopens a past conversation read-only from the documents page', async () => {
    const { page, context } = await browser.newPage(viewport);
    await signUpThroughPage(page, 'Mei');
    await sessionWithPlan(page);
    await page.goto('/documents');
    await page.locator('main ul li button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Read the conversation' }).click();
    await page.getByRole('heading', { name: 'Past conversation' }).waitFor();
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.waitFor();
    expect(await messages.innerText()).toContain('maybe i could ring my brother on sunday');
    expect(await page.getByRole('textbox').count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/transcript-${label}.png`, fullPage: true });
    await context.close();
  });

  it('lists what is remembered from the avatar menu, deletes one item and then everything', async () => {
    const { page, context } = await browser.newPage(viewport);
    await signUpThroughPage(page, 'Tom');
    await sessionWithPlan(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'What Sage remembers' }).click();
    await page.getByRole('heading', { name: 'What Sage remembers' }).waitFor();
    const plan = page.getByText('ring your brother on Sunday');
    await plan.waitFor();
    expect(await page.getByText(/From your session on/).count()).toBeGreaterThan(1);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/memory-${label}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Delete "ring your brother on Sunday"' }).click();
    await expect.poll(() => plan.count()).toBe(0);
    await page.getByText('your brother', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete everything Sage remembers' }).click();
    await page.getByRole('button', { name: 'Yes, forget everything' }).click();
    await page.getByText("Sage doesn't remember anything from your sessions right now.").waitFor();
    if (shots) await page.screenshot({ path: `${shots}/memory-empty-${label}.png`, fullPage: true });
    await context.close();
  });
});
