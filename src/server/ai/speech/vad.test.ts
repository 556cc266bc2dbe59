import { describe, expect, it } from 'vitest';
import { chunkPcm16, concatPcm16, resample, rms } from './pcm.ts';
import { decodeWav } from './wav.ts';
import { VoiceActivityDetector, type VadEvent, type VadOptions } from './vad.ts';
import { espeakWav, hasEspeak, join, mix, noise, silence, tone } from './testing/signals.ts';

function run(signal: Int16Array, options?: VadOptions, chunk = 4096): VadEvent[] {
  const vad = new VoiceActivityDetector(options);
  const events = chunkPcm16(signal, chunk).flatMap((c) => vad.push(c));
  return [...events, ...vad.flush()];
}

const summary = (events: VadEvent[]) =>
  events.map((e) =>
    e.type === 'speech_started'
      ? `start@${e.audioStartMs}`
      : e.type === 'speech_stopped'
        ? `stop@${e.audioEndMs}:${e.reason}`
        : `audio:${e.audio.length}`,
  );

const bytes = (a: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
const sameSamples = (a: Int16Array, b: Int16Array) => a.length === b.length && bytes(a).equals(bytes(b));

describe('VoiceActivityDetector', () => {
  it('stays quiet on silence and on steady noise', () => {
    expect(run(silence(5000))).toEqual([]);
    expect(run(noise(5000, 0.02))).toEqual([]);
    expect(run(noise(5000, 0.004, 7))).toEqual([]);
  });

  it('finds a tone burst in silence with prefix padding and the silence window', () => {
    const events = run(join(silence(1000), tone(800, 220, 0.3), silence(1500)));
    expect(summary(events)).toEqual(['start@1000', 'stop@1800:silence']);
    const stopped = events[1];
    if (stopped?.type !== 'speech_stopped') throw new Error('expected speech_stopped');
    // 300 ms padding + 800 ms tone + 500 ms of silence before the turn ends.
    expect(stopped.audio.length).toBe(24 * (300 + 800 + 500));
    expect(rms(stopped.audio.subarray(0, 24 * 300))).toBe(0);
    expect(rms(stopped.audio.subarray(24 * 300, 24 * 1100))).toBeGreaterThan(0.2);
  });

  it('finds tone bursts in background noise and keeps the noise floor adaptive', () => {
    const bed = noise(6000, 0.01, 3);
    const speech = join(silence(1500), tone(600, 300, 0.2), silence(1000), tone(700, 180, 0.2), silence(2200));
    expect(summary(run(mix(bed, speech)))).toEqual([
      'start@1500',
      'stop@2100:silence',
      'start@3100',
      'stop@3800:silence',
    ]);
  });

  it('gives the same events whatever the chunk size', () => {
    const signal = mix(noise(4000, 0.008, 9), join(silence(700), tone(900, 250, 0.25), silence(2400)));
    const expected = summary(run(signal));
    expect(expected).toHaveLength(2);
    for (const chunk of [1, 333, 480, 4096, 24_000]) expect(summary(run(signal, {}, chunk))).toEqual(expected);
  });

  it('ignores clicks shorter than the minimum speech length', () => {
    expect(run(join(silence(500), tone(20, 1000, 0.8), silence(1000)))).toEqual([]);
  });

  it('keeps one turn across pauses shorter than the silence duration', () => {
    const signal = join(silence(500), tone(400, 200, 0.2), silence(300), tone(400, 200, 0.2), silence(800));
    expect(summary(run(signal))).toEqual(['start@500', 'stop@1600:silence']);
    expect(summary(run(signal, { silenceDurationMs: 200 }))).toEqual([
      'start@500',
      'stop@900:silence',
      'start@1200',
      'stop@1600:silence',
    ]);
  });

  it('treats a noise that never stops as background once the floor catches up', () => {
    const events = summary(run(join(silence(1000), noise(8000, 0.05, 5)), { noiseWindowMs: 2000 }));
    expect(events[0]).toBe('start@1000');
    expect(events[1]).toMatch(/:silence$/);
    expect(events).toHaveLength(2);
  });

  it('honours the threshold, maximum length and flush', () => {
    const quietTone = join(silence(500), tone(600, 200, 0.02), silence(1000));
    expect(run(quietTone, { threshold: 0.05 })).toEqual([]);
    expect(summary(run(quietTone, { threshold: 0.01 }))).toEqual(['start@500', 'stop@1100:silence']);
    expect(summary(run(join(silence(200), tone(2500, 200, 0.3)), { maxUtteranceMs: 1000 }))).toEqual([
      'start@200',
      'stop@1200:max_duration',
      'start@1200',
      'stop@2200:max_duration',
      'start@2200',
      'stop@2700:flush',
    ]);
  });

  it('drops the buffered utterance on clear', () => {
    const vad = new VoiceActivityDetector();
    expect(vad.push(join(silence(300), tone(300, 200, 0.3))).map((e) => e.type)).toEqual(['speech_started']);
    vad.clear();
    expect(vad.speaking).toBe(false);
    expect(vad.flush()).toEqual([]);
  });

  it.skipIf(!hasEspeak())('finds real espeak-ng utterances (skipped: espeak-ng is not installed)', () => {
    const say = (text: string) => {
      const wav = decodeWav(espeakWav(text));
      return resample(wav.samples, wav.sampleRate, 24_000);
    };
    const first = say('I have been feeling really anxious about work lately.');
    const second = say('Can we talk about it?');
    const stream = mix(noise(20_000, 0.003, 11), join(silence(800), first, silence(1500), second, silence(1500)));
    const events = run(stream);
    expect(events.map((e) => e.type)).toEqual(['speech_started', 'speech_stopped', 'speech_started', 'speech_stopped']);
    const [s1, e1, s2, e2] = events as [
      VadEvent & { type: 'speech_started' },
      VadEvent & { type: 'speech_stopped' },
      VadEvent & { type: 'speech_started' },
      VadEvent & { type: 'speech_stopped' },
    ];
    const firstMs = (first.length / 24_000) * 1000;
    expect(s1.audioStartMs).toBeGreaterThanOrEqual(800);
    expect(s1.audioStartMs).toBeLessThan(1000);
    expect(e1.audioEndMs).toBeGreaterThan(800 + firstMs - 400);
    expect(e1.audioEndMs).toBeLessThanOrEqual(800 + firstMs + 40);
    expect(s2.audioStartMs).toBeGreaterThanOrEqual(800 + firstMs + 1500 - 20);
    expect(e2.audio.length).toBeGreaterThan(second.length * 0.7);
  });

  it('with streamAudio, reports each utterance as it grows: the parts make up what speech_stopped carries', () => {
    const signal = join(silence(1000), tone(800, 220, 0.3), silence(700), tone(600, 330, 0.3), silence(1500));
    for (const chunk of [4096, 480, 1000, 24_000]) {
      const events = run(signal, { streamAudio: true }, chunk);
      const plain = run(signal, {}, chunk);
      // The same turns as without streaming, with the audio in between.
      expect(summary(events.filter((e) => e.type !== 'speech_audio'))).toEqual(summary(plain));
      let parts: Int16Array[] = [];
      let utterances = 0;
      let speaking = false;
      for (const e of events) {
        if (e.type === 'speech_started') {
          expect(speaking).toBe(false);
          speaking = true;
          parts = [];
        } else if (e.type === 'speech_audio') {
          expect(speaking).toBe(true);
          parts.push(e.audio);
        } else {
          speaking = false;
          utterances++;
          const joined = concatPcm16(parts);
          expect(sameSamples(joined, e.audio)).toBe(true);
        }
      }
      expect(utterances).toBe(2);
    }
  });

  it('with streamAudio, a cleared utterance reports nothing more and the next one starts afresh', () => {
    const vad = new VoiceActivityDetector({ streamAudio: true });
    const first = vad.push(join(silence(500), tone(400, 220, 0.3)));
    expect(first.map((e) => e.type)).toEqual(['speech_started', 'speech_audio']);
    vad.clear();
    expect(vad.push(silence(1000))).toEqual([]);
    const again = [...vad.push(join(tone(400, 220, 0.3), silence(100))), ...vad.flush()];
    expect(again.map((e) => e.type)).toEqual(['speech_started', 'speech_audio', 'speech_stopped']);
    const audio = again[1] as VadEvent & { type: 'speech_audio' };
    expect(sameSamples(audio.audio, (again[2] as VadEvent & { type: 'speech_stopped' }).audio)).toBe(true);
  });
});
