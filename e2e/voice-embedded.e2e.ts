import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pocketsphinxProblem } from '../src/server/ai/speech/pocketsphinx/embedded-transcriber.ts';
import { phone } from './browser.ts';
import { hasHorizontalOverflow, shot, startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';
import { makeSpeechWav } from './fixtures/speech-wav.ts';
import { startVoiceServer, type VoiceServer } from './fixtures/voice-server.ts';
import { launchVoiceBrowser, newVoicePage } from './fixtures/voice-browser.ts';

const SAID = 'I can not sleep because my mind keeps racing at night.';
const ready = (await pocketsphinxProblem()) === null;

/** Words of SAID the recogniser got right: it is imperfect on synthetic speech (README, Speech recognition). */
const shared = (heard: string) => {
  const said = new Set(
    SAID.toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' '),
  );
  return heard
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => said.has(w.replace(/[^a-z']/g, '')));
};

/**
 * No speech provider at all: the server's own recogniser (Debian's pocketsphinx) hears the person.
 * The microphone is Chromium's fake device playing an espeak-ng WAV; nothing leaves the machine.
 */
describe.skipIf(!ready)('push-to-talk with the embedded recogniser (needs pocketsphinx)', () => {
  let server: VoiceServer;
  let browser: Browser;
  let wav: ReturnType<typeof makeSpeechWav>;

  beforeAll(async () => {
    server = await startVoiceServer({ STT_BASE_URL: '' });
    wav = makeSpeechWav(SAID, { voice: 'en-us+f2', wordsPerMinute: 170 });
    browser = await launchVoiceBrowser(wav.file);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (wav) fs.rmSync(wav.dir, { recursive: true, force: true });
  });

  it('hears the person with no provider configured and answers', async () => {
    const { page, context } = await newVoicePage(browser, server.baseUrl, phone);
    await startTrialFromVoiceScreen(page);
    // The server hears: no "not available" note, and no offer of the browser's own recognition.
    expect(await page.getByText("isn't available on this server").count()).toBe(0);
    expect(await page.getByText("Use my browser's speech recognition").count()).toBe(0);
    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect.poll(() => record.isEnabled()).toBe(true);

    const box = (await record.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => record.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout((wav.speechEndsAt + 0.7) * 1000);
    await page.mouse.up();

    const transcript = page.getByRole('list', { name: 'Conversation transcript' });
    const mineItem = transcript.getByRole('listitem').first();
    await expect.poll(() => mineItem.innerText(), { timeout: 60_000 }).not.toMatch(/Sending your message/);
    await expect.poll(() => page.getByText('AI is thinking...').count(), { timeout: 60_000 }).toBe(0);
    expect(await transcript.getByRole('listitem').filter({ hasText: /^Sage/ }).count()).toBe(1);
    await shot(page, 'embedded-ptt-phone');
    const mine = await mineItem.innerText();
    expect(shared(mine).length, `heard: ${mine}`).toBeGreaterThanOrEqual(3);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await context.close();
  });
});
