import { describe, expect, it } from 'vitest';
import {
  acceptTrialFromHome,
  desktop,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  phone,
  sendChatMessage,
  signUpThroughPage,
  useBrowser,
} from './browser.ts';

const shots = process.env.E2E_SCREENSHOTS_DIR;

describe('incognito text sessions', () => {
  const browser = useBrowser();

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)('are chosen on home, marked in the chat, and gone once ended (%s)', async (name, viewport) => {
    const { page, context } = await browser.newPage(viewport);
    await signUpThroughPage(page, 'Noor');
    await acceptTrialFromHome(page);
    const toggle = page.getByRole('checkbox', { name: 'Incognito' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    if (shots) await page.screenshot({ path: `${shots}/incognito-home-${name}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Start Session/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
    await page.getByText('Incognito', { exact: true }).waitFor();
    await page.getByText('Not remembered, and deleted when you end it').waitFor();
    await sendChatMessage(page, 'My exams start next week and I cannot sleep');
    if (shots) await page.screenshot({ path: `${shots}/incognito-chat-${name}.png` });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'End Session' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Recent sessions' }).waitFor();
    await page.getByText(/No sessions yet/).waitFor();
    await context.close();
  });

  it('shows why an open session stops answering when the trial has ended', async () => {
    const { page, context } = await browser.newPage(phone);
    await signUpThroughPage(page, 'Ari');
    await acceptTrialFromHome(page);
    await page.getByRole('button', { name: /Start Session/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chat/'));
    // Sent at once, before the conversation has loaded: the message and reply still show.
    // Calm words, so the refusal (not a safety question, which is answered even after a trial) shows.
    await sendChatMessage(page, 'Hi, I wanted to talk about my week at work');
    await page.getByText('Hi, I wanted to talk about my week at work').waitFor();
    expect((await page.request.get('/api/voice-therapy/test/trial-expired')).ok()).toBe(true);
    await sendChatMessage(page, 'Are you still there?');
    await page.getByText(/trial or plan has ended/).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/chat-refused-phone.png` });
    await context.close();
  });
});
