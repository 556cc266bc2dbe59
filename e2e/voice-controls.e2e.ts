import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from './browser.ts';
import { shot, startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';
import { useVoiceRig } from './fixtures/voice-rig.ts';
import { audioStats, launchVoiceBrowser, newVoicePage } from './fixtures/voice-browser.ts';

const SAID = 'Work has been really stressful lately and I keep worrying.';
const TYPED = 'I have trouble switching off in the evenings.';

const transcriptOf = (page: Page) => page.getByRole('list', { name: 'Conversation transcript' });
/** Replies only (they carry a time), not the 'Sage is thinking' placeholder. */
const therapistEntries = (page: Page) =>
  transcriptOf(page)
    .getByRole('listitem')
    .filter({ hasText: /^Sage/, has: page.locator('time') });

/** Types one message in the session (the page's own 'Type instead' mode) and waits for the therapist's answer. */
async function typeTurn(page: Page, text: string) {
  const before = await therapistEntries(page).count();
  const box = page.getByRole('textbox', { name: /Type a message to/ });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Type instead' }).click();
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => transcriptOf(page).getByText(text).count()).toBe(1);
  await expect.poll(() => therapistEntries(page).count(), { timeout: 20_000 }).toBe(before + 1);
}

/**
 * The push-to-talk screen's controls beyond one spoken turn (spec §2/§4/§8): the sign-in prompt at
 * 300 s, Space to talk, replaying a reply, and a heartbeat refused at the daily limit. The server
 * transcribes through a fake of OpenAI's /v1/audio/transcriptions and speaks with espeak-ng.
 */
describe('push-to-talk controls', () => {
  const rig = useVoiceRig(SAID, { env: { TTS_BASE_URL: '' } });
  let browser: Browser | undefined;

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('offers sign-in at 300 s to a visitor, and creating an account there keeps the session going', async () => {
    browser = await launchVoiceBrowser(null);
    const { page } = await newVoicePage(browser, rig.server.baseUrl);
    // The session timer and heartbeats run on the page's clock: move it instead of waiting five minutes.
    await page.clock.install();
    await startTrialFromVoiceScreen(page);
    await typeTurn(page, TYPED);

    const prompt = page.getByRole('dialog', { name: "Keep what you've shared safe" });
    // Just short of 300 s of session time (the timer counts real seconds spent so far too): no prompt yet.
    const timer = page.getByTestId('session-timer');
    const [minutes, seconds] = (await timer.innerText()).split(':').map(Number);
    await page.clock.fastForward((296 - (minutes! * 60 + seconds!)) * 1000);
    await expect.poll(() => timer.innerText()).toMatch(/^4:5[6-9]$/);
    expect(await prompt.count()).toBe(0);
    await page.clock.fastForward(5_000);
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await shot(page, 'ptt-sign-in-prompt-desktop');

    await prompt.getByLabel('First name').fill('Robin');
    await prompt.getByLabel('Email').fill(uniqueEmail('robin'));
    await prompt.getByLabel('Password').fill('a calm long passphrase');
    // The socket reopens as the new account, which now owns the visitor's session.
    const reopened = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/voice-therapy/realtime'));
    await prompt.getByRole('button', { name: 'Create account' }).click();
    // Creating the account hashes the password on the server: allow it the time a loaded machine needs.
    await expect.poll(() => prompt.count(), { timeout: 15_000 }).toBe(0);
    await reopened;
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Online' }).count()).toBe(1);

    // Signed in, on the same page, with the conversation still there and the session still live.
    await expect.poll(() => page.getByTestId('greeting').innerText()).toMatch(/Welcome,\s*Robin/);
    expect(new URL(page.url()).pathname).toBe('/voice-therapy');
    expect(await transcriptOf(page).getByText(TYPED).count()).toBe(1);
    const me = await page.evaluate(() =>
      fetch('/api/auth/user').then((r) => r.json() as Promise<{ firstName?: string } | null>),
    );
    expect(me?.firstName).toBe('Robin');
    await typeTurn(page, 'Thank you, that helps a little.');
    expect(await therapistEntries(page).count()).toBe(2);

    // The prompt is offered once per session, not again at the next tick.
    await page.clock.fastForward(60_000);
    expect(await prompt.count()).toBe(0);
  });

  it('holding Space on the record button records, and letting go sends', async () => {
    browser = await launchVoiceBrowser(rig.wav.file);
    const { page } = await newVoicePage(browser, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);
    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect.poll(() => record.getAttribute('aria-disabled')).toBe('false');
    const sent = rig.stt.transcriptions.length;

    await record.focus();
    await page.keyboard.down('Space');
    await expect.poll(() => record.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('status').filter({ hasText: 'Listening… let go to send' }).count()).toBe(1);
    // Holding the key is the interaction itself: keep it down while the fake microphone speaks.
    await page.waitForTimeout((rig.wav.speechEndsAt + 0.7) * 1000);
    await page.keyboard.up('Space');
    await expect.poll(() => record.getAttribute('aria-pressed')).toBe('false');

    await expect.poll(() => transcriptOf(page).getByText(SAID).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => therapistEntries(page).count(), { timeout: 20_000 }).toBe(1);
    expect(rig.stt.transcriptions.length).toBe(sent + 1);
    expect(rig.stt.transcriptions.at(-1)!.file.type).toMatch(/^audio\/webm/);
  });

  it("replays a therapist reply's audio from the transcript, and stops it on demand", async () => {
    browser = await launchVoiceBrowser(null);
    const { page } = await newVoicePage(browser, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);
    await typeTurn(page, TYPED);
    // The reply's own audio (espeak-ng on the server) plays by itself once; wait for that to finish.
    await expect.poll(async () => (await audioStats(page)).blobPlays, { timeout: 20_000 }).toBe(1);
    const reply = therapistEntries(page).first();
    const again = reply.getByRole('button', { name: "Play Sage's reply again" });
    await expect.poll(() => again.isVisible(), { timeout: 30_000 }).toBe(true);

    await again.click();
    await expect.poll(async () => (await audioStats(page)).blobPlays).toBe(2);
    const stopButton = reply.getByRole('button', { name: 'Stop playing' });
    expect(await stopButton.isVisible()).toBe(true);
    await stopButton.click();
    await expect.poll(() => again.isVisible()).toBe(true);
    expect(await page.evaluate(() => [...document.querySelectorAll('audio')].every((a) => a.paused))).toBe(true);
  });

  it('shows the daily-limit state with the exact banner when a heartbeat is refused mid-session', async () => {
    browser = await launchVoiceBrowser(null);
    const { page } = await newVoicePage(browser, rig.server.baseUrl);
    await page.clock.install();
    await startTrialFromVoiceScreen(page);
    await typeTurn(page, TYPED);
    const record = page.getByRole('button', { name: 'Talk instead' });
    await record.click();

    // The day's minutes run out elsewhere (the DEV scenario, as another tab would): the next beat is refused.
    const used = await page.request.get('/api/voice-therapy/test/daily-limit');
    expect(used.status()).toBe(200);
    const beat = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/voice-therapy/heartbeat');
    await page.clock.fastForward(30_000);
    expect((await beat).status()).toBe(403);

    const banner = page.getByRole('region', { name: 'Daily limit reached...' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain(
      "You've used your daily 60 minutes. Come back tomorrow for another session.",
    );
    expect(await page.getByText('Daily limit reached - Try again tomorrow').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hold to talk' }).getAttribute('aria-disabled')).toBe('true');
    // What was said is not lost: its summary is still offered.
    expect(await transcriptOf(page).getByText(TYPED).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'See your session summary' }).isVisible()).toBe(true);
    await shot(page, 'ptt-heartbeat-limit-desktop');
  });
});
