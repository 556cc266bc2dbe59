import { describe, expect, it } from 'vitest';
import type { ServerSynthesizer } from '../../../ai/speech/synthesizer.ts';
import { splitSentences } from '../../../ai/speech/sentences.ts';
import { ReplySpeech } from './reply-speech.ts';

/** A synthesiser whose "audio" is one sample per character, recording what it was asked to say. */
function recordingSynth(said: string[]): ServerSynthesizer {
  const speak = async (text: string) => {
    said.push(text);
    return { audio: new Int16Array(text.length), engine: 'espeak' as const };
  };
  return {
    kind: 'espeak',
    synthesize: speak,
    async *stream(text) {
      for (const s of splitSentences(text)) yield { text: s, ...(await speak(s)) };
    },
  };
}

const collect = async (gen: AsyncGenerator<Int16Array>) => {
  const lengths: number[] = [];
  for await (const a of gen) lengths.push(a.length);
  return lengths;
};

describe('ReplySpeech', () => {
  it('starts the first sentence as soon as it is complete, then the rest in one piece', async () => {
    const said: string[] = [];
    const speech = new ReplySpeech(recordingSynth(said), new AbortController().signal);
    speech.feed('That sounds');
    expect(said).toEqual([]);
    speech.feed('That sounds hard.');
    expect(said).toEqual(['That sounds hard.']);
    speech.feed('That sounds hard. What has');
    expect(said).toEqual(['That sounds hard.']);
    const reply = 'That sounds hard. What has helped before? Take your time.';
    expect(await collect(speech.speak(reply))).toEqual([17, 39]);
    expect(said).toEqual(['That sounds hard.', 'What has helped before? Take your time.']);
  });

  it('does not take an abbreviation for the end of a sentence; one it started too early is spoken again', async () => {
    const said: string[] = [];
    const speech = new ReplySpeech(recordingSynth(said), new AbortController().signal);
    speech.feed('You could ask Dr.');
    expect(said).toEqual([]);
    speech.feed('You could ask Dr. Lee about it. She');
    expect(said).toEqual(['You could ask Dr. Lee about it.']);

    const wrong: string[] = [];
    const early = new ReplySpeech(recordingSynth(wrong), new AbortController().signal);
    early.feed('Sleep for 7.');
    expect(wrong).toEqual(['Sleep for 7.']);
    expect(await collect(early.speak('Sleep for 7.5 hours if you can.'))).toEqual([31]);
    expect(wrong).toEqual(['Sleep for 7.', 'Sleep for 7.5 hours if you can.']);
  });

  it('speaks everything itself when the early sentence no longer matches, or none was started', async () => {
    const said: string[] = [];
    const speech = new ReplySpeech(recordingSynth(said), new AbortController().signal);
    expect(await collect(speech.speak('Just one sentence here.'))).toEqual([23]);
    expect(said).toEqual(['Just one sentence here.']);
  });
});
