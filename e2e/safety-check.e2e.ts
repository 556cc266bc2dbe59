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
});
