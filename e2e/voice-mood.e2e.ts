import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buyVideoPlanInTestMode, expectNoSeriousA11yViolations, uniqueEmail } from './browser.ts';
import { hasHorizontalOverflow, shot, startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';
import { useVoiceRig } from './fixtures/voice-rig.ts';
import { launchVoiceBrowser, newVoicePage } from './fixtures/voice-browser.ts';

const SAID = 'Work has been really stressful lately and I keep worrying.';
const TYPED = 'I have trouble switching off in the evenings.';
const phone390 = { width: 390, height: 844 };

async function signUp(context: BrowserContext, baseUrl: string) {
  const res = await context.request.post(`${baseUrl}/api/auth/signup`, {
    headers: { origin: baseUrl },
    data: { email: uniqueEmail('mood'), password: 'a calm long passphrase', firstName: 'Mara', lastName: 'Tester' },
  });
  expect(res.ok()).toBe(true);
}

async function moodsOf(page: Page) {
  return page.evaluate(() =>
    fetch('/api/session-summary')
      .then(
        (r) =>
          r.json() as Promise<{
            sessions: { id: string; mood: { before: number | null; after: number | null } | null }[];
          }>,
      )
      .then((s) => s.sessions),
  );
}

/**
 * Mood 0-10 before and after push-to-talk and call sessions, as in text chat: asked inline as the
 * session starts (it never holds the session back), and again at the end. The server transcribes
 * through a fake of OpenAI's /v1/audio/transcriptions and speaks with espeak-ng.
 */
describe('mood before and after a voice session', () => {
  const rig = useVoiceRig(SAID, { env: { TTS_BASE_URL: '' } });
  let browser: Browser | undefined;

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('push-to-talk: asked as the session starts and on the summary (phone)', async () => {
    browser = await launchVoiceBrowser(null);
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl, phone390);
    await signUp(context, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);

    const opening = page.getByRole('region', { name: 'Mood before this session' });
    await opening.waitFor();
    // The session is already live under the question: it does not wait for an answer.
    expect(await page.getByTestId('session-timer').count()).toBe(1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'ptt-mood-before-phone');
    await opening.getByRole('button', { name: '3 out of 10' }).click();
    await page.getByRole('status').filter({ hasText: 'You can compare how you feel at the end.' }).waitFor();

    const box = page.getByRole('textbox', { name: /Type a message to/ });
    if (!(await box.isVisible())) await page.getByRole('button', { name: 'Type instead' }).click();
    await box.fill(TYPED);
    await box.press('Enter');
    const transcript = page.getByRole('list', { name: 'Conversation transcript' });
    await expect.poll(() => transcript.getByText(TYPED).count()).toBe(1);
    await expect.poll(() => page.getByText('You can compare how you feel at the end.').count()).toBe(0);

    await page.getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => page.url()).toMatch(/\/therapy-summary$/);
    const closing = page.getByRole('region', { name: 'Mood after this session' });
    await closing.waitFor({ timeout: 10_000 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await shot(page, 'ptt-mood-after-phone');
    await closing.getByRole('button', { name: '7 out of 10' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /how you feel before and after sessions/ })
      .waitFor();

    await expect.poll(async () => (await moodsOf(page)).map((s) => s.mood)).toContainEqual({ before: 3, after: 7 });
    // Asked once: the summary seen again does not ask again.
    await page.reload();
    await page
      .getByRole('heading', { name: 'Thank you for taking this time for yourself' })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByRole('region', { name: 'Mood after this session' }).count()).toBe(0);
  });

  it('hands-free call: asked on the call screen, and after hanging up (phone)', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl, phone390);
    await signUp(context, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);
    await page.getByRole('button', { name: 'Start a voice call' }).click();
    await expect.poll(() => page.url()).toMatch(/\/voice\/ses_/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    const opening = page.getByRole('region', { name: 'Mood before this session' });
    await opening.waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await shot(page, 'call-mood-before-phone');
    await opening.getByRole('button', { name: '5 out of 10' }).click();
    await expect.poll(() => page.locator('[data-call-status]').getAttribute('data-call-status')).toBe('connected');

    await page.getByRole('button', { name: 'End call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you go' });
    await dialog.waitFor();
    // The call has already ended: only the rating is left.
    await expect.poll(() => page.locator('[data-call-status]').count()).toBe(1);
    await shot(page, 'call-mood-after-phone');
    await dialog.getByRole('button', { name: '6 out of 10' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const session = (await moodsOf(page)).find((s) => s.id === id);
    expect(session?.mood).toEqual({ before: 5, after: 6 });
  });

  it('local avatar: asked in the session window, and on its end screen, which stays open for it (phone)', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl, phone390);
    await signUp(context, rig.server.baseUrl);
    await buyVideoPlanInTestMode(context, rig.server.baseUrl);
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Start Avatar Session' });
    await expect.poll(() => start.count(), { timeout: 15_000 }).toBe(1);
    const [popup] = await Promise.all([context.waitForEvent('page'), start.click()]);
    await expect.poll(() => popup.url()).toMatch(/\/video-avatar\/vid_/);
    await popup.setViewportSize(phone390);

    const opening = popup.getByRole('region', { name: 'Mood before this session' });
    await opening.waitFor({ timeout: 15_000 });
    expect(await hasHorizontalOverflow(popup)).toBe(false);
    await shot(popup, 'avatar-mood-before-phone');
    await opening.getByRole('button', { name: '2 out of 10' }).click();

    await popup.getByRole('button', { name: 'End session' }).click();
    await popup.getByRole('heading', { name: 'Session ended' }).waitFor();
    const closing = popup.getByRole('region', { name: 'Mood after this session' });
    await closing.waitFor();
    expect(popup.isClosed()).toBe(false);
    await shot(popup, 'avatar-mood-after-phone');
    await closing.getByRole('button', { name: '4 out of 10' }).click();
    await expect.poll(async () => (await moodsOf(popup)).map((s) => s.mood)).toContainEqual({ before: 2, after: 4 });
  });
});
