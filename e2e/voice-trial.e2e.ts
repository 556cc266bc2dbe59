import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone } from './browser.ts';
import { hasHorizontalOverflow, shot, startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';
import { startVoiceServer, type VoiceServer } from './fixtures/voice-server.ts';
import { audioStats, launchVoiceBrowser, newVoicePage } from './fixtures/voice-browser.ts';

/**
 * A server with no speech-to-text provider and its embedded recogniser off (as without Debian's
 * pocketsphinx), so the voice screen must fall back to typing when the browser cannot recognise
 * speech either.
 */
describe('voice screen trial states and the no-recognition fallback', () => {
  let server: VoiceServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startVoiceServer({ STT_BASE_URL: '', STT_EMBEDDED: 'off', TTS_BASE_URL: '' });
    browser = await launchVoiceBrowser(null);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the daily-limit and expired banners and hints from the DEV scenarios', async () => {
    const { page, context } = await newVoicePage(browser, server.baseUrl);
    // This person turned on their browser's own recognition, so the screen offers the record button.
    await context.addInitScript(() => localStorage.setItem('solace.browserRecognition', 'on'));
    await page.goto('/trial-tester');
    await page.getByRole('button', { name: 'Daily limit reached' }).click();
    await expect.poll(() => page.getByTestId('screen-state').innerText()).toBe('daily_limit');

    await page.goto('/voice-therapy');
    const daily = page.getByRole('region', { name: 'Daily limit reached...' });
    await expect.poll(() => daily.isVisible()).toBe(true);
    expect(await daily.innerText()).toContain(
      "You've used your daily 60 minutes. Come back tomorrow for another session.",
    );
    expect(await page.getByText('Daily limit reached - Try again tomorrow').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hold to talk' }).isDisabled()).toBe(true);
    await shot(page, 'daily-limit-desktop');

    await page.goto('/trial-tester');
    await page.getByRole('button', { name: 'Trial expired' }).click();
    await expect.poll(() => page.getByTestId('screen-state').innerText()).toBe('expired');
    await page.goto('/voice-therapy');
    const expired = page.getByRole('region', { name: 'Free trial expired...' });
    await expect.poll(() => expired.isVisible()).toBe(true);
    expect(await expired.innerText()).toContain(
      "You've used all 5 days of your free trial. Subscribe to continue therapy sessions.",
    );
    const subscribe = expired.getByRole('link', { name: 'Subscribe Now - $30/month' });
    expect(await subscribe.getAttribute('href')).toBe('/subscribe');
    expect(await page.getByText('Free trial expired - Subscribe to continue').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hold to talk' }).isDisabled()).toBe(true);
    await shot(page, 'expired-desktop');

    await page.setViewportSize(phone);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await shot(page, 'expired-phone');
    await page.setViewportSize(desktop);
    await page.goto('/trial-demo');
    await page.getByRole('button', { name: 'Daily limit reached' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Daily limit reached...' }).isVisible()).toBe(true);
    await shot(page, 'trial-demo-desktop');
    await context.close();
  });

  it('offers a text box in the same session when neither the server nor the browser can recognise speech', async () => {
    const { page, context } = await newVoicePage(browser, server.baseUrl, phone);
    // This browser has no Web Speech recognition (as in Firefox), and the server has no speech-to-text.
    await context.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    });
    await startTrialFromVoiceScreen(page);
    expect(
      await page.getByText("Voice recognition isn't available on this server or in this browser.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Hold to talk' }).count()).toBe(0);
    await shot(page, 'fallback-phone');

    const box = page.getByRole('textbox', { name: /Type a message to/ });
    await box.fill('I keep waking up at 3am with my mind racing.');
    await box.press('Enter');
    const transcript = page.getByRole('list', { name: 'Conversation transcript' });
    await expect.poll(() => transcript.getByText('I keep waking up at 3am with my mind racing.').count()).toBe(1);
    await expect
      .poll(() => transcript.getByRole('listitem').filter({ hasText: /^Sage/ }).count(), { timeout: 20_000 })
      .toBe(1);
    // The server speaks with espeak-ng when installed; otherwise the browser's speechSynthesis reads the reply.
    const config = await page.evaluate(() =>
      fetch('/api/config').then((r) => r.json() as Promise<{ speech: { tts: string } }>),
    );
    if (config.speech.tts === 'server')
      await expect.poll(async () => (await audioStats(page)).blobPlays, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await shot(page, 'fallback-turn-phone');

    // Urgent risk in what is typed opens the Crisis Support dialog (DECISIONS §5), in the same session.
    await box.fill("I can't go on. I'm going to kill myself tonight.");
    await box.press('Enter');
    const crisis = page.getByRole('dialog', { name: 'Crisis Support' });
    await expect.poll(() => crisis.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await crisis.getByRole('link', { name: /13 11 14/ }).count()).toBe(1);
    await shot(page, 'fallback-crisis-phone');
    await context.close();
  });

  it('sends a call page without a session id home', async () => {
    const { page, context } = await newVoicePage(browser, server.baseUrl);
    await page.goto('/voice');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('hides the developer pages when the server runs without DEV_TOOLS', async () => {
    const production = await startVoiceServer({ DEV_TOOLS: '0' });
    try {
      const { page, context } = await newVoicePage(browser, production.baseUrl);
      for (const path of ['/voice-therapy-test', '/session-test', '/trial-tester', '/trial-demo']) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
      }
      expect((await page.request.get('/api/voice-therapy/test/daily-limit')).status()).toBe(404);
      await context.close();
    } finally {
      await production.stop();
    }
  });
});
