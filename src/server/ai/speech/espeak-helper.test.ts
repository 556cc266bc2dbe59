import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createEspeakSpeaker, type EspeakSpeaker } from './espeak.ts';
import { EspeakHelper } from './espeak-helper.ts';
import { rms } from './pcm.ts';
import { hasEspeak } from './testing/signals.ts';
import { decodeWav } from './wav.ts';

// A stand-in espeak-ng that never finishes: answers --version, then hangs on any utterance.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-espeak-'));
const hanging = path.join(dir, 'hanging-espeak');
fs.writeFileSync(hanging, '#!/bin/sh\n[ "$1" = --version ] && exit 0\nexec sleep 60\n', { mode: 0o755 });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function helper() {
  const h = new EspeakHelper({ maxConcurrent: 1 });
  closers.push(() => h.close());
  return h;
}

function speaker(): EspeakSpeaker {
  const s = createEspeakSpeaker();
  closers.push(() => s.close());
  return s;
}

const args = ['--stdout', '-v', 'en-au', '-s', '165'];

function exitOf(pid: number): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => {
      try {
        process.kill(pid, 0);
        setTimeout(poll, 10);
      } catch {
        resolve();
      }
    };
    poll();
  });
}

describe('EspeakHelper', () => {
  it('times out a request cleanly, frees its slot and keeps serving', async () => {
    const h = helper();
    const slow = h.speak({ binary: hanging, args, text: 'Never finishes.', timeoutMs: 150 });
    await expect(slow).rejects.toMatchObject({ failure: 'timeout', message: 'espeak-ng did not finish within 150 ms' });
    // With one slot, a second request only runs if the timed-out espeak-ng was stopped.
    await expect(
      h.speak({ binary: '/bin/sh', args: ['-c', 'cat >/dev/null; printf RIFF'], text: 'x', timeoutMs: 10_000 }),
    ).resolves.toEqual(Buffer.from('RIFF'));
  });

  it('cancels a request when its signal aborts', async () => {
    const h = helper();
    const controller = new AbortController();
    const pending = h.speak({
      binary: hanging,
      args,
      text: 'Cancel me.',
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ failure: 'aborted' });
    await expect(
      h.speak({ binary: hanging, args, text: 'x', timeoutMs: 60_000, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ failure: 'aborted' });
  });

  it('reports a binary that fails or is missing', async () => {
    const h = helper();
    await expect(
      h.speak({ binary: '/bin/sh', args: ['-c', 'echo broken >&2; exit 3'], text: 'x', timeoutMs: 10_000 }),
    ).rejects.toMatchObject({
      failure: 'unavailable',
      message: 'espeak-ng failed (exit 3): broken',
    });
    await expect(
      h.speak({ binary: '/nonexistent/espeak-ng', args, text: 'x', timeoutMs: 10_000 }),
    ).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('fails the requests of a helper that dies, then starts a new helper', async () => {
    const h = helper();
    const inFlight = h.speak({ binary: hanging, args, text: 'Interrupted.', timeoutMs: 60_000 });
    const first = h.pid!;
    expect(first).toBeGreaterThan(0);
    process.kill(first, 'SIGKILL');
    await expect(inFlight).rejects.toMatchObject({ failure: 'unavailable' });
    const echoed = await h.speak({ binary: '/bin/sh', args: ['-c', 'cat'], text: 'after restart', timeoutMs: 10_000 });
    expect(echoed.toString()).toBe('after restart');
    expect(h.pid).not.toBe(first);
  });

  it('stops the helper and its espeak-ng on close, and refuses work afterwards', async () => {
    const h = new EspeakHelper();
    const inFlight = h.speak({ binary: hanging, args, text: 'Shutting down.', timeoutMs: 60_000 });
    const pid = h.pid!;
    await h.close();
    await expect(inFlight).rejects.toMatchObject({
      failure: 'unavailable',
      message: 'The speech helper has shut down',
    });
    await exitOf(pid);
    await expect(h.speak({ binary: hanging, args, text: 'x', timeoutMs: 1000 })).rejects.toMatchObject({
      failure: 'unavailable',
    });
    await h.close();
  });
});

describe.skipIf(!hasEspeak())('espeak-ng through the helper (skipped: espeak-ng is not installed)', () => {
  it('returns real speech as 24 kHz PCM16, from a WAV espeak-ng wrote', async () => {
    const h = helper();
    const wav = decodeWav(await h.speak({ binary: 'espeak-ng', args, text: 'Hello, I am Sage.', timeoutMs: 10_000 }));
    expect(wav.sampleRate).toBe(22_050);
    expect(wav.samples.length).toBeGreaterThan(22_050 * 0.5);

    const s = speaker();
    const audio = await s.speak('Hello, I am Sage.');
    expect(audio.length).toBe(Math.round((wav.samples.length * 24_000) / 22_050));
    expect(rms(audio)).toBeGreaterThan(0.01);
  });

  it('speaks several replies at once through one helper', async () => {
    const s = speaker();
    const replies = await Promise.all(['One.', 'Two.', 'Three.', 'Four.'].map((t) => s.speak(t)));
    expect(replies.every((a) => a.length > 2400 && rms(a) > 0.01)).toBe(true);
  });
});
