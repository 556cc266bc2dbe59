import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buyVideoPlanInTestMode, phone } from './browser.ts';
import { shot } from './fixtures/voice-flows.ts';
import { useVoiceRig } from './fixtures/voice-rig.ts';
import { audioStats, launchVoiceBrowser, newVoicePage } from './fixtures/voice-browser.ts';

const SAID = 'I have been feeling anxious about work this week.';
let counter = 0;

/** A signed-up person with a video plan from the local test-mode checkout (no money moves). */
async function videoSubscriber(context: BrowserContext, baseUrl: string) {
  const headers = { origin: baseUrl };
  const email = `video.${Date.now().toString(36)}${counter++}@example.com`;
  const signUp = await context.request.post(`${baseUrl}/api/auth/signup`, {
    headers,
    data: { email, password: 'correct horse battery', firstName: 'Vida', lastName: 'Owens' },
  });
  expect(signUp.ok()).toBe(true);
  await buyVideoPlanInTestMode(context, baseUrl);
}

const conversationOf = async (context: BrowserContext, baseUrl: string, id: string) =>
  (await (await context.request.get(`${baseUrl}/api/tavus/conversation/${id}`)).json()) as {
    status: string;
    seconds: number;
    endReason: string | null;
  };

async function launch(page: Page, context: BrowserContext) {
  await page.goto('/');
  const start = page.getByRole('link', { name: 'Start Avatar Session' });
  await expect.poll(() => start.count(), { timeout: 15_000 }).toBe(1);
  await shot(page, `video-home-${page.viewportSize()!.width}`);
  const [popup] = await Promise.all([context.waitForEvent('page'), start.click()]);
  await expect.poll(() => page.locator('[data-video-state]').getAttribute('data-video-state')).toBe('started');
  await expect.poll(() => popup.url()).toMatch(/\/video-avatar\/vid_/);
  const id = new URL(popup.url()).pathname.split('/').pop()!;
  return { popup, id };
}

/**
 * Video with no provider configured: the local avatar. Speech-to-text is the fake standing for
 * OpenAI's POST /v1/audio/transcriptions (the rig), the microphone is Chromium's fake device playing
 * an espeak-ng WAV, and replies are spoken by the server's espeak-ng.
 */
describe('video sessions with the local avatar', () => {
  const rig = useVoiceRig(SAID);
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('launcher → avatar hears the person, answers aloud with a moving mouth; closing the window ends and meters it', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    await videoSubscriber(context, rig.server.baseUrl);
    const { popup, id } = await launch(page, context);
    await shot(page, 'video-launcher-desktop');
    await expect.poll(() => popup.getByText('AI avatar, running on this server').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => popup.locator('[data-call-status]').getAttribute('data-call-status')).toBe('connected');

    const captions = popup.getByRole('region', { name: 'Live captions' });
    await expect.poll(() => captions.getByText(SAID).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await audioStats(popup)).buffersStarted, { timeout: 30_000 }).toBeGreaterThan(0);
    // The mouth follows the reply's loudness while it plays.
    let widest = 0;
    for (let i = 0; i < 40 && widest < 3; i++) {
      widest = Math.max(widest, Number(await popup.locator('[data-part=mouth]').getAttribute('ry')));
      await popup.waitForTimeout(50);
    }
    expect(widest).toBeGreaterThan(3);
    await shot(popup, 'video-avatar-desktop');

    await popup.close();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
    const ended = await conversationOf(context, rig.server.baseUrl, id);
    expect(ended.status).toBe('ended');
    expect(ended.endReason).toBe('ended_by_user');
    expect(ended.seconds).toBeGreaterThan(0);
  });

  it('on a phone, the launcher ends the session once its page has been hidden for 30 seconds', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl, phone);
    await videoSubscriber(context, rig.server.baseUrl);
    await page.clock.install();
    const { popup, id } = await launch(page, context);
    await expect.poll(() => popup.locator('[data-call-status]').getAttribute('data-call-status')).toBe('connected');
    // Phones open the room as a full-size tab, not a 1000 px popup.
    await popup.setViewportSize(phone);
    await shot(popup, 'video-avatar-phone');
    await shot(page, 'video-launcher-phone');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.fastForward(29_000);
    expect((await conversationOf(context, rig.server.baseUrl, id)).status).toBe('active');
    await page.clock.fastForward(2_000);
    await expect.poll(async () => (await conversationOf(context, rig.server.baseUrl, id)).status).toBe('ended');
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
