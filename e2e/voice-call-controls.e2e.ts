import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughPage } from './browser.ts';
import { shot, startTrialFromVoiceScreen } from './fixtures/voice-flows.ts';
import { useVoiceRig } from './fixtures/voice-rig.ts';
import {
  audioPeaks,
  audioStats,
  launchVoiceBrowser,
  micState,
  newVoicePage,
  resetAudioPeaks,
} from './fixtures/voice-browser.ts';

const SAID = 'I have been feeling anxious about work this week.';
const CALL_SOCKET = /\/ws\/realtime\?session=/;

interface CallFrames {
  /** Types of the events the page sent on the call socket, in order. */
  sent: string[];
  received: { type: string; response?: { status?: string } }[];
  closed: boolean;
}

/** Records the call socket's traffic as the browser saw it (Playwright's view of the real socket). */
function watchCall(page: Page): CallFrames {
  const frames: CallFrames = { sent: [], received: [], closed: false };
  page.on('websocket', (ws) => {
    if (!CALL_SOCKET.test(ws.url())) return;
    frames.closed = false;
    ws.on('framesent', ({ payload }) => frames.sent.push((JSON.parse(String(payload)) as { type: string }).type));
    ws.on('framereceived', ({ payload }) =>
      frames.received.push(JSON.parse(String(payload)) as CallFrames['received'][number]),
    );
    ws.on('close', () => (frames.closed = true));
  });
  return frames;
}

const count = (types: string[], type: string) => types.filter((t) => t === type).length;
const callStatus = (page: Page) => page.locator('[data-call-status]').getAttribute('data-call-status');

/** From the push-to-talk screen's 'Start a voice call' to a connected call; returns the voice session id. */
async function startCall(page: Page): Promise<string> {
  await startTrialFromVoiceScreen(page);
  await page.getByRole('button', { name: 'Start a voice call' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/voice\/ses_/);
  await expect.poll(() => callStatus(page), { timeout: 20_000 }).toBe('connected');
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
}

/**
 * The hands-free call's controls and failures (spec §4/§8) on the local pipeline: server VAD, a fake
 * of OpenAI's /v1/audio/transcriptions, espeak-ng replies. The fake microphone repeats one sentence
 * with pauses, like someone who keeps talking, so there is always speech to send or to barge in with.
 */
describe('hands-free call controls', () => {
  const rig = useVoiceRig(SAID, { env: { TTS_BASE_URL: '' }, wav: { leadSeconds: 1, tailSeconds: 2.5 } });
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchVoiceBrowser(rig.wav.file, { loop: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('mute stops sending microphone audio while speech goes on, and unmute sends again', async () => {
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    const frames = watchCall(page);
    await startCall(page);
    await expect.poll(() => count(frames.sent, 'input_audio_buffer.append'), { timeout: 20_000 }).toBeGreaterThan(0);

    const mute = page.getByRole('button', { name: 'Mute microphone' });
    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
    const appendsAtMute = count(frames.sent, 'input_audio_buffer.append');
    const loudAtMute = (await audioStats(page)).loudMicChunks;
    // The microphone keeps hearing speech (loud chunks reach the page) ...
    await expect
      .poll(async () => (await audioStats(page)).loudMicChunks, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(loudAtMute + 8);
    // ... and none of it goes to the rig.server.
    expect(count(frames.sent, 'input_audio_buffer.append')).toBe(appendsAtMute);
    await shot(page, 'call-muted-desktop');

    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(() => count(frames.sent, 'input_audio_buffer.append'), { timeout: 30_000 })
      .toBeGreaterThan(appendsAtMute);
    await context.close();
  });

  it('speaker off silences the reply, speaker on lets it be heard; End stops the microphone and the socket and goes home', async () => {
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    const frames = watchCall(page);
    await startCall(page);
    const speaker = page.getByRole('button', { name: 'Turn speaker off' });
    await speaker.click();
    await expect.poll(() => speaker.getAttribute('aria-pressed')).toBe('true');

    // A reply plays out loud in the page's audio graph, yet nothing of it reaches the speakers.
    await resetAudioPeaks(page);
    await expect.poll(async () => (await audioPeaks(page)).played, { timeout: 30_000 }).toBeGreaterThan(0.05);
    expect((await audioPeaks(page)).heard).toBeLessThan(0.001);
    await speaker.click();
    await expect.poll(() => speaker.getAttribute('aria-pressed')).toBe('false');
    await resetAudioPeaks(page);
    await expect.poll(async () => (await audioPeaks(page)).heard, { timeout: 30_000 }).toBeGreaterThan(0.05);

    expect((await micState(page)).live).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => frames.closed).toBe(true);
    const mic = await micState(page);
    expect(mic.opened).toBeGreaterThan(0);
    expect(mic.live).toBe(0);
    await context.close();
  });

  it('barge-in: speaking over the therapist stops the reply playing and cancels the response', async () => {
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    const frames = watchCall(page);
    await startCall(page);
    await expect.poll(async () => (await audioStats(page)).buffersStarted, { timeout: 30_000 }).toBeGreaterThan(0);
    // The microphone speaks again while a reply is still playing: its queued audio is cut off ...
    await expect.poll(async () => (await audioStats(page)).buffersStopped, { timeout: 45_000 }).toBeGreaterThan(0);
    // ... and the response is cancelled: by the page (response.cancel), or by the server's own VAD,
    // which reports it as response.done with status 'cancelled' (the local pipeline's contract).
    const cancelledByServer = frames.received.some(
      (e) => e.type === 'response.done' && e.response?.status === 'cancelled',
    );
    expect(count(frames.sent, 'response.cancel') > 0 || cancelledByServer).toBe(true);
    expect(frames.received.some((e) => e.type === 'input_audio_buffer.speech_started')).toBe(true);
    await context.close();
  });

  it("'Call Failed' when the server refuses the call; 'Try Voice Call Again' starts a new session and connects", async () => {
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    await startTrialFromVoiceScreen(page);
    await page.goto('/voice/ses_notasessionofmine');
    const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Call Failed' }) });
    await expect.poll(() => failed.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await failed.innerText()).toContain('This voice session has ended or could not be found.');
    expect(await callStatus(page)).toBe('error');
    await shot(page, 'call-failed-refused-desktop');

    await failed.getByRole('button', { name: 'Try Voice Call Again' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/voice\/ses_(?!notasessionofmine)/);
    await expect.poll(() => callStatus(page), { timeout: 20_000 }).toBe('connected');
    await context.close();
  });

  it("'Call Failed' when the call socket cannot connect; 'Try Voice Call Again' connects on the next try", async () => {
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    // The first connection attempt never opens (as when the network drops it); later ones go through.
    let attempts = 0;
    await page.routeWebSocket(CALL_SOCKET, (ws) => {
      if (++attempts === 1) return ws.close({ code: 4000, reason: 'unreachable' });
      ws.connectToServer();
    });
    await startTrialFromVoiceScreen(page);
    await page.getByRole('button', { name: 'Start a voice call' }).click();
    const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Call Failed' }) });
    await expect.poll(() => failed.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await failed.innerText()).toContain(
      "We couldn't connect your call. Check your internet connection and try again.",
    );
    const id = new URL(page.url()).pathname;

    await failed.getByRole('button', { name: 'Try Voice Call Again' }).click();
    await expect.poll(() => callStatus(page), { timeout: 20_000 }).toBe('connected');
    expect(attempts).toBe(2);
    expect(new URL(page.url()).pathname).toBe(id);
    await context.close();
  });

  it("'Continue with Text Chat' carries the same session on in text chat", async () => {
    const { page, context } = await newVoicePage(browser, rig.server.baseUrl);
    await page.routeWebSocket(CALL_SOCKET, (ws) => ws.close({ code: 4000, reason: 'unreachable' }));
    await signUpThroughPage(page, 'Kai');
    await startTrialFromVoiceScreen(page);
    await page.getByRole('button', { name: 'Start a voice call' }).click();
    const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Call Failed' }) });
    await expect.poll(() => failed.isVisible(), { timeout: 20_000 }).toBe(true);
    const id = new URL(page.url()).pathname.split('/')[2]!;

    await failed.getByRole('button', { name: 'Continue with Text Chat' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/chat/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Sage' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByRole('heading', { name: "This session isn't available" }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Conversation' }).count()).toBe(1);
    await context.close();
  });
});
