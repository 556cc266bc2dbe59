import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  sendChatMessage,
  signUpThroughPage,
  startTextSession,
  useBrowser,
} from './browser.ts';
import { startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';

const shots = process.env.SCREENSHOT_DIR;
const phone390 = { width: 390, height: 844 };

describe('the safety plan offered in the conversation', () => {
  const browser = useBrowser();

  it('after a credible no to the check question: the offer under the reply, once; a tap opens the plan (phone)', async () => {
    const { page, context } = await browser.newPage(phone390);
    await signUpThroughPage(page, 'Robin');
    await startTextSession(page);
    await sendChatMessage(page, 'work has been so full on');
    const check = await sendChatMessage(page, 'some nights I just wish I could disappear for a while');
    await expect.poll(() => check.innerText()).toMatch(/suicide|ending their life|not being alive/);
    expect(await page.getByRole('link', { name: 'Open my safety plan' }).count()).toBe(0);

    const no = await sendChatMessage(page, "no, nothing like that, i'm just exhausted");
    await expect.poll(() => no.innerText()).toMatch(/safety plan on the screen/);
    await no.getByRole('link', { name: 'Open my safety plan' }).waitFor();
    // Never in place of the lines: they are still under the reply.
    expect(await no.locator('a[href="tel:131114"]').count()).toBe(1);
    expect(await page.getByRole('dialog', { name: 'Crisis Support' }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/safety-plan-offer-phone.png` });
    }

    // Once per session: a later turn does not offer it again.
    await sendChatMessage(page, 'thanks, i think i just need to sleep more');
    expect(await page.getByRole('link', { name: 'Open my safety plan' }).count()).toBe(1);

    // `no` names the last message, which has moved on: the one offer is found on the page.
    await page.getByRole('link', { name: 'Open my safety plan' }).click();
    await page.waitForURL((url) => url.pathname === '/safety-plan');
    await page.getByRole('heading', { name: 'My safety plan', level: 1 }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/safety-plan-after-offer-phone.png` });
    await context.close();
  });

  it('push-to-talk: the reply says where the plan is, the button opens it in a new tab, the session carries on (phone)', async () => {
    const { page, context } = await browser.newPage(phone390);
    await signUpThroughPage(page, 'Ari');
    await startTrialFromVoiceScreen(page);
    const opening = page.getByRole('region', { name: 'Mood before this session' });
    await opening.getByRole('button', { name: 'Skip' }).click();
    const transcript = page.getByRole('list', { name: 'Conversation transcript' });
    const replies = transcript.getByRole('listitem').filter({ hasText: /^Sage/, has: page.locator('time') });
    const say = async (text: string) => {
      const before = await replies.count();
      const box = page.getByRole('textbox', { name: /Type a message to/ });
      if (!(await box.isVisible())) await page.getByRole('button', { name: 'Type instead' }).click();
      await box.fill(text);
      await box.press('Enter');
      await expect.poll(() => replies.count(), { timeout: 20_000 }).toBe(before + 1);
      return replies.last();
    };
    await say('work has been so full on');
    await say('some nights I just wish I could disappear for a while');
    const no = await say("no, nothing like that, i'm just exhausted");
    await expect.poll(() => no.innerText()).toMatch(/safety plan on the screen/);
    const link = no.getByRole('link', { name: /Open my safety plan/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectNoHorizontalScroll(page);
    if (shots) {
      await link.scrollIntoViewIfNeeded();
      await page.waitForTimeout(800); // the reply's fade-in, for the picture only
      await page.screenshot({ path: `${shots}/safety-plan-offer-voice-phone.png` });
    }

    const [plan] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await plan.waitForURL((url) => url.pathname === '/safety-plan');
    await plan.getByRole('heading', { name: 'My safety plan', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/voice-therapy');
    expect(await page.getByRole('status').filter({ hasText: 'Online' }).count()).toBe(1);
    await context.close();
  });
});
