import { beforeAll, describe, expect, it } from 'vitest';

interface Processor {
  process(inputs: Float32Array[][]): boolean;
}
type ProcessorCtor = new (options: { processorOptions?: { targetRate?: number; chunkSamples?: number } }) => Processor;

const posted: Float32Array[] = [];
let Ctor: ProcessorCtor;
const g = globalThis as unknown as Record<string, unknown>;

beforeAll(async () => {
  // The audio thread's globals, as AudioWorkletGlobalScope provides them.
  g.AudioWorkletProcessor = class {
    port = {
      postMessage: (data: Float32Array, transfer: ArrayBuffer[]) => posted.push(structuredClone(data, { transfer })),
    };
  };
  g.registerProcessor = (_name: string, ctor: ProcessorCtor) => (Ctor = ctor);
  g.sampleRate = 24_000;
  // @ts-expect-error: a plain JavaScript worklet module with no type declarations
  await import('./pcm-capture.worklet.js');
});

const block = (value: number) => new Float32Array(128).fill(value);

describe('pcm-capture worklet', () => {
  it('posts one full chunk after another (the transferred buffer must not shrink the next)', () => {
    posted.length = 0;
    g.sampleRate = 24_000;
    const p = new Ctor({ processorOptions: { targetRate: 24_000, chunkSamples: 256 } });
    for (let i = 0; i < 8; i++) p.process([[block(i / 10)]]);
    expect(posted.map((c) => c.length)).toEqual([256, 256, 256, 256]);
    expect(posted[3]![0]).toBeCloseTo(0.6);
  });

  it('resamples a 48 kHz microphone to 24 kHz', () => {
    posted.length = 0;
    g.sampleRate = 48_000;
    const p = new Ctor({ processorOptions: { targetRate: 24_000, chunkSamples: 256 } });
    for (let i = 0; i < 8; i++) p.process([[block(0.5)]]); // 1024 input samples → 512 output samples
    expect(posted.map((c) => c.length)).toEqual([256, 256]);
    expect(posted[1]!.every((v) => Math.abs(v - 0.5) < 1e-6)).toBe(true);
  });

  it('keeps running without input', () => {
    const p = new Ctor({});
    expect(p.process([[]])).toBe(true);
    expect(p.process([])).toBe(true);
  });
});
