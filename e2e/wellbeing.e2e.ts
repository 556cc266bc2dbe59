import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, signUpThroughPage, useBrowser } from './browser.ts';

const phone = { width: 390, height: 844 };

/** Answers the open questionnaire: taps for most questions, the keyboard for one, as people do. */
async function answerAll(page: Page, total: number, choose: (i: number) => string) {
  for (let i = 0; i < total; i++) {
    await page.getByText(`Question ${i + 1} of ${total}`).waitFor();
    // Focus moves to each new question so a screen reader announces it.
    if (i > 0) await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    const option = page.getByRole('radio', { name: choose(i), exact: true });
    if (i === 2) {
      await option.focus();
      await page.keyboard.press('Space');
      // A key press never moves on by itself: Enter does.
      await page.waitForTimeout(400);
      expect(await page.getByText(`Question ${i + 1} of ${total}`).count()).toBe(1);
      await page.keyboard.press('Enter');
    } else if (i === total - 1) {
      await option.click();
      await page.getByRole('button', { name: 'See my results' }).click();
    } else {
      await option.click();
    }
  }
}

describe('check-ins, safety plan and progress', () => {
  const browser = useBrowser();

  it('a PHQ-9 on a phone: one question a screen, results in plain words, and crisis support for item 9', async () => {
    const { page, context } = await browser.newPage(phone);
    await signUpThroughPage(page, 'Mia');
    await page.getByRole('heading', { name: 'Try a weekly check-in' }).waitFor();
    await page.getByRole('link', { name: 'Start check-in' }).click();
    await page.getByRole('heading', { name: 'How have you been?' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /PHQ-9/ }).click();

    await page.getByRole('button', { name: 'Next' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').getByText('Choose an answer to go on.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    // 1 on every item (9), with item 9 "Several days": thoughts of self-harm.
    await answerAll(page, 9, () => 'Several days');

    const crisis = page.getByRole('dialog', { name: 'Crisis Support' });
    await crisis.waitFor();
    await crisis.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('heading', { name: 'Mild' }).waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toContain('Score 9 out of 27');
    expect(main).toContain('not a diagnosis');
    expect(main).toContain('You mentioned thoughts of death or hurting yourself');
    expect(main).toMatch(/GP/);
    await expectNoSeriousA11yViolations(page);

    const saved = await page.evaluate(async () => (await fetch('/api/check-ins')).json());
    expect(saved).toMatchObject([{ instrument: 'phq9', score: 9, band: 'mild', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1] }]);
    // Done this week: home no longer asks.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your AI Therapist' }).waitFor();
    expect(await page.getByRole('heading', { name: /weekly check-in/ }).count()).toBe(0);
    await context.close();
  });

  it('the safety plan is one tap from the Crisis Support dialog, saved and read back', async () => {
    const { page, context } = await browser.newPage(phone);
    await signUpThroughPage(page, 'Leo');
    await page.getByRole('banner').getByRole('button', { name: 'Crisis Support' }).click();
    await page.getByRole('dialog', { name: 'Crisis Support' }).getByRole('link', { name: 'My safety plan' }).click();
    await page.getByRole('heading', { name: 'My safety plan', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The Australian lines are already there.
    expect(await page.getByLabel('Professionals and services: phone 1').inputValue()).toBe('13 11 14');
    await page.getByLabel('My warning signs').fill('Not sleeping\n\n  Pulling away from friends  ');
    await page.getByRole('button', { name: 'Add a contact' }).first().click();
    await page.getByLabel('People I can ask for help: name 1').fill('Sam (sister)');
    await page.getByLabel('People I can ask for help: phone 1').fill('0400 000 000');
    await page.getByLabel('My reasons for living').fill('My dog, Biscuit');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Save my plan' }).click();

    await page.getByRole('button', { name: 'Edit my plan' }).waitFor();
    const view = await page.locator('main').innerText();
    expect(view).toContain('Pulling away from friends');
    expect(view).toContain('My dog, Biscuit');
    expect(await page.getByRole('link', { name: 'Call Sam (sister) on 0400 000 000' }).getAttribute('href')).toBe(
      'tel:0400000000',
    );
    expect(await page.getByRole('link', { name: /Call Lifeline on/ }).getAttribute('href')).toBe('tel:131114');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByRole('button', { name: 'Edit my plan' }).click();
    expect(await page.getByLabel('My warning signs').inputValue()).toBe('Not sleeping\nPulling away from friends');
    await context.close();
  });

  it('/summary charts check-ins and mood with a table behind each, and the GP summary holds what the person chose', async () => {
    const { page, context } = await browser.newPage();
    await signUpThroughPage(page, 'Zoe');
    const post = (url: string, body: unknown) =>
      page.evaluate(
        async ([url, body]) =>
          (
            await fetch(url as string, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        [url, body] as const,
      );
    expect(await post('/api/check-ins', { instrument: 'k10', answers: [3, 3, 3, 3, 3, 2, 3, 3, 2, 2] })).toBe(201);
    expect(await post('/api/check-ins', { instrument: 'k10', answers: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2] })).toBe(201);
    expect(await post('/api/terms/accept', { trialType: 'voice' })).toBe(200);
    await page.goto('/');
    await page.getByRole('button', { name: /Start Session/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
    await page.getByRole('button', { name: '3 out of 10' }).click();
    await page.getByRole('status').getByText('Thanks.').waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Work has been stressful and I am not sleeping');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('ol[aria-label="Conversation"]').getAttribute('aria-busy')).toBe('false');
    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByRole('dialog', { name: 'Before you go' }).getByRole('button', { name: '7 out of 10' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/summary');
    const checkIns = page.getByRole('region', { name: 'Check-ins over time' });
    await checkIns.getByRole('img', { name: /Check-in scores over time/ }).waitFor();
    expect(await checkIns.innerText()).toContain('K10: latest 20 of 50, down 7 since');
    await checkIns.getByText('Show the figures as a table').click();
    expect(await checkIns.getByRole('table').innerText()).toMatch(/K10\s+20\/50\s+Moderate/);
    const mood = page.getByRole('region', { name: 'Mood before and after sessions' });
    expect(await mood.innerText()).toContain('changed by +4 points');
    await mood.getByRole('img', { name: /Mood from 0 to 10/ }).waitFor();
    const resources = await page.getByRole('region', { name: 'Recommended for you' }).innerText();
    expect(resources).toContain('This Way Up');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Export Summary' }).click();
    const gp = page.getByRole('article', { name: 'Summary for your GP' });
    await gp.getByRole('heading', { name: 'Check-in scores' }).waitFor();
    expect(await gp.getByRole('heading', { name: 'My safety plan' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Mood before and after sessions' }).click();
    await page.getByRole('checkbox', { name: 'My safety plan' }).click();
    await gp.getByRole('heading', { name: 'My safety plan' }).waitFor();
    const text = await gp.innerText();
    expect(text).toMatch(/K10\s+27 \/ 50\s+High/);
    expect(text).not.toContain('Mood before and after sessions');
    expect(text).toContain('Lifeline, 13 11 14');
    expect(text).toContain('comes from Solace, an AI emotional support service');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
