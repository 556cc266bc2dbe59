import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  desktop,
  expectNoHorizontalScroll,
  sendChatMessage,
  signUpThroughPage,
  startTextSession,
  useBrowser,
} from './browser.ts';

const shots = process.env.SCREENSHOT_DIR;

describe('the check tier in the chat', () => {
  const browser = useBrowser();

  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`asks directly, shows the lines gently under the reply and opens no dialog (${name})`, async () => {
      const { page, context } = await browser.newPage(viewport);
      await signUpThroughPage(page, 'Robin');
      await startTextSession(page);
      await sendChatMessage(page, 'work has been so full on');
      const reply = await sendChatMessage(page, 'some nights I just wish I could disappear for a while');
      await expect.poll(() => reply.innerText()).toMatch(/suicide|ending their life|not being alive/);
      const card = reply.getByText('Whatever your answer, you can talk to someone any time:');
      await card.waitFor();
      expect(await reply.locator('a[href="tel:131114"]').count()).toBe(1);
      expect(await page.getByRole('dialog', { name: 'Crisis Support' }).count()).toBe(0);
      await expectNoHorizontalScroll(page);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: `${shots}/check-${name}.png` });
      }
      const after = await sendChatMessage(page, "no, nothing like that, i'm just exhausted");
      expect(await page.getByRole('dialog', { name: 'Crisis Support' }).count()).toBe(0);
      expect(await after.innerText()).not.toMatch(/ending their life/);
      if (shots) await page.screenshot({ path: `${shots}/check-no-${name}.png` });
      await context.close();
    });
  }

  it("explains the question when asked 'what do you mean?', with no crisis reply and no dialog (phone)", async () => {
    const { page, context } = await browser.newPage({ width: 390, height: 844 });
    await signUpThroughPage(page, 'Robin');
    await startTextSession(page);
    await sendChatMessage(page, 'its been a rough month');
    await sendChatMessage(page, 'some nights I just wish I could disappear for a while');
    const explained = await sendChatMessage(page, 'what do you mean?');
    await expect.poll(() => explained.innerText()).toMatch(/I asked because|because it matters/);
    expect(await page.getByRole('dialog', { name: 'Crisis Support' }).count()).toBe(0);
    await explained.getByText('Whatever your answer, you can talk to someone any time:').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/check-clarify-phone.png` });
    const after = await sendChatMessage(page, 'oh. no, not like that');
    expect(await page.getByRole('dialog', { name: 'Crisis Support' }).count()).toBe(0);
    expect(await after.innerText()).not.toMatch(/I asked because/);
    await context.close();
  });
});
