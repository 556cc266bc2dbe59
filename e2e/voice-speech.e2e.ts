import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, phone } from './browser.ts';
import { hasHorizontalOverflow, shot, startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';
import { useVoiceRig } from './fixtures/voice-rig.ts';
import { audioStats, launchVoiceBrowser, newVoicePage } from './fixtures/voice-browser.ts';

const SAID = 'I have been feeling anxious about work this week.';

/**
 * Voice with a server speech-to-text provider: the fake below stands for OpenAI's
 * POST /v1/audio/transcriptions (multipart upload, JSON { text } answer). Replies are spoken by the
 * server's embedded espeak-ng. The microphone is Chromium's fake device playing an espeak-ng WAV.
 */
describe('voice therapy with server speech-to-text', () => {
  const rig = useVoiceRig(SAID);
  let browser: Browser | undefined;

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('push-to-talk: hold, speak, release gives a transcript, a reply and played audio', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page } = await newVoicePage(browser, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);
    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect.poll(() => record.isEnabled()).toBe(true);
    await shot(page, 'ptt-ready-desktop');

    const box = (await record.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => record.getAttribute('aria-pressed')).toBe('true');
    // Holding the button is the interaction itself: keep it down while the fake microphone speaks.
    await page.waitForTimeout((rig.wav.speechEndsAt + 0.7) * 1000);
    await page.mouse.up();

    const transcript = page.getByRole('list', { name: 'Conversation transcript' });
    await expect.poll(() => transcript.getByText(SAID).count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => transcript.getByRole('listitem').filter({ hasText: /^Sage/ }).count(), { timeout: 20_000 })
      .toBe(1);
    const reply = (await transcript.getByRole('listitem').filter({ hasText: /^Sage/ }).innerText())
      .replace(/^Sage.*\n/, '')
      .trim();
    expect(reply.length).toBeGreaterThan(10);
    await expect.poll(async () => (await audioStats(page)).blobPlays, { timeout: 20_000 }).toBeGreaterThan(0);

    expect(rig.stt.transcriptions).toHaveLength(1);
    expect(rig.stt.transcriptions[0]!.authorization).toBe('Bearer sk-test-voice');
    expect(rig.stt.transcriptions[0]!.file.type).toMatch(/^audio\/webm/);
    expect(rig.stt.transcriptions[0]!.file.bytes.byteLength).toBeGreaterThan(5000);
    await shot(page, 'ptt-turn-desktop');

    await page.getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => page.url()).toMatch(/\/therapy-summary$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Thank you for taking this time for yourself' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByText(SAID).count()).toBe(1);
    await shot(page, 'summary-desktop');
  });

  it('real-time call: the spoken turn is transcribed, answered in captions, and its audio deltas play', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page } = await newVoicePage(browser, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);
    const before = rig.stt.transcriptions.length;
    await page.getByRole('button', { name: 'Start a voice call' }).click();
    await expect.poll(() => page.url()).toMatch(/\/voice\/ses_/);
    const root = page.locator('[data-call-status]');
    await expect.poll(() => root.getAttribute('data-call-status')).toBe('connected');
    await shot(page, 'call-connected-desktop');

    const captions = page.getByRole('region', { name: 'Live captions' });
    await expect.poll(() => captions.getByText(SAID).count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await captions.locator('p').allInnerTexts()).length, { timeout: 20_000 })
      .toBeGreaterThan(1);
    await expect.poll(async () => (await audioStats(page)).buffersStarted, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(rig.stt.transcriptions.length).toBeGreaterThan(before);
    expect(rig.stt.transcriptions.at(-1)!.file.type).toBe('audio/wav');
    await shot(page, 'call-turn-desktop');

    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('fits a 360 px phone: no sideways scrolling, the record button in view, no serious accessibility issues', async () => {
    browser = await launchVoiceBrowser(null);
    const { page } = await newVoicePage(browser, rig.server.baseUrl, phone);
    await startTrialFromVoiceScreen(page);
    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect.poll(() => record.isEnabled()).toBe(true);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const box = (await record.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(box.width).toBeGreaterThanOrEqual(96);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'ptt-ready-phone');

    await page.getByRole('button', { name: 'Crisis help' }).click();
    const help = page.getByRole('alertdialog');
    for (const number of ['13 11 14', '1300 22 4636', '1800 55 1800', '1300 78 99 78', '000']) {
      expect(await help.getByRole('link', { name: new RegExp(number) }).count()).toBeGreaterThan(0);
    }
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await shot(page, 'crisis-help-phone');
  });
});
