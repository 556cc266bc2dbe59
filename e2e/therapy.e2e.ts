import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  phone,
  sendChatMessage,
  signUpThroughPage,
  startTextSession,
  useBrowser,
} from './browser.ts';

// A coherent 15-turn conversation with the embedded engine, as a new user would have it.
const turns = [
  'Hi. I have been feeling really anxious about work lately',
  'My manager keeps piling on deadlines and there is a big presentation on Friday',
  'I lie awake at night going over everything I have to do',
  'I feel like I always get things wrong and everyone will see it',
  'Probably, yes. I did get good feedback last month',
  'Maybe I do not always get things wrong, I just notice the mistakes more',
  'Yes, I would like to try something that helps me calm down',
  'Okay',
  'I am breathing in slowly now',
  'That actually helped a little',
  'I think I could ask my manager which deadline matters most',
  'I will talk to her on Monday morning',
  'It feels good to have a plan',
  'Thanks for listening',
  'I think that is all for today',
];

/** The person's message and the therapist's reply: exactly two new items. */
async function send(page: Page, text: string) {
  const before = await page.locator('ol[aria-label="Conversation"] > li').count();
  await sendChatMessage(page, text);
  expect(await page.locator('ol[aria-label="Conversation"] > li').count()).toBe(before + 2);
}

describe('text therapy', () => {
  const browser = useBrowser();

  it('a new user talks for 15 turns, ends the session and finds the summary in documents and on home', async () => {
    const { page, context } = await browser.newPage();
    await signUpThroughPage(page, 'Priya');
    await startTextSession(page);
    await page
      .getByText(/I'm Sage|Sage/)
      .first()
      .waitFor();

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('   ');
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await input.fill('line one');
    await page.keyboard.press('Shift+Enter');
    expect(await input.inputValue()).toBe('line one\n');
    await input.fill('');

    for (const text of turns) await send(page, text);
    const replies = await page.locator('ol[aria-label="Conversation"] > li').allInnerTexts();
    const therapist = replies.filter((_, i) => i % 2 === 0).map((r) => r.split('\n')[0]!);
    expect(new Set(therapist).size).toBe(therapist.length);
    expect(replies.join('\n')).toMatch(/manager|presentation|Friday/);

    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByRole('dialog', { name: 'Before you go' }).getByRole('button', { name: '6 out of 10' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Recent sessions' }).waitFor();
    await expect.poll(() => page.getByText(/Text chat ·/).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: /View All/ }).click();
    await page.getByRole('heading', { name: 'Your Session History' }).waitFor();
    const card = page.locator('main ul li button').first();
    await card.waitFor();
    expect(await card.innerText()).toMatch(/min/);
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Session Summary' }).waitFor();
    await dialog.getByRole('heading', { name: 'Next Steps' }).waitFor();
    expect(await dialog.innerText()).toMatch(/manager/i);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('meets a crisis message with the right lines at once and opens Crisis Support', async () => {
    const { page, context } = await browser.newPage(phone);
    await signUpThroughPage(page, 'Sam');
    await startTextSession(page);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('i have the pills in my hand and i am going to take them all tonight');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Crisis Support' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Close/ }).first().click();
    // The dialog opens on the reply's first event; the reply itself may still be arriving.
    const conversation = page.locator('ol[aria-label="Conversation"]');
    await expect.poll(() => conversation.innerText()).toContain('000');
    expect(await conversation.innerText()).toContain('13 11 14');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('sends a person without a trial to pricing and a signed-out visitor to sign in', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/chat/ses_whatever');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await signUpThroughPage(page, 'Lee');
    await page
      .getByRole('link', { name: /Start Session/ })
      .or(page.getByRole('button', { name: /Start Session/ }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.goto('/chat');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
