import { describe, expect, it } from 'vitest';
import { SegmentedHearing, SEGMENT_PAUSE_MS } from './segmented-hearing.ts';
import type { UtteranceStream } from './transcriber.ts';

/**
 * A recogniser whose "words" say which audio it was given: every pushed part is one sample whose
 * value names it, and the words are those values. It records how many utterances were opened, so
 * a test sees that nothing is heard twice.
 */
function recorder() {
  const opened: { parts: number[]; state: 'open' | 'finished' | 'cancelled' }[] = [];
  const open = (): UtteranceStream => {
    const stream = { parts: [] as number[], state: 'open' as 'open' | 'finished' | 'cancelled' };
    opened.push(stream);
    return {
      push: (audio) => {
        if (stream.state !== 'open') throw new Error('audio after the utterance ended');
        stream.parts.push(audio[0]!);
      },
      finish: async () => {
        stream.state = 'finished';
        return stream.parts.map((p) => `w${p}`).join(' ');
      },
      cancel: () => (stream.state = 'cancelled'),
    };
  };
  return { opened, open };
}
const part = (n: number) => Int16Array.of(n);

describe('SegmentedHearing', () => {
  it('feeds everything to one utterance when there is no pause', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: 0, loudUntilMs: 100 });
    hearing.push(part(2));
    hearing.progress({ quietMs: SEGMENT_PAUSE_MS - 20, loudUntilMs: 200 });
    expect(r.opened).toEqual([{ parts: [1, 2], state: 'open' }]);
    expect(await hearing.finish(200)).toBe('w1 w2');
    expect(r.opened).toEqual([{ parts: [1, 2], state: 'finished' }]);
  });

  it('stops feeding the recogniser in a pause, without ending its utterance; speech stopping then ends it', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: SEGMENT_PAUSE_MS, loudUntilMs: 300 });
    hearing.push(part(2)); // quiet: held, not searched
    hearing.progress({ quietMs: 400, loudUntilMs: 300 });
    expect(r.opened).toEqual([{ parts: [1], state: 'open' }]);
    expect(await hearing.finish(300)).toBe('w1');
    expect(r.opened).toEqual([{ parts: [1], state: 'finished' }]);
  });

  it('goes on with the same utterance, held audio first, when the person speaks again after a pause', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: 200, loudUntilMs: 300 });
    hearing.push(part(2)); // quiet, then loud again in the same push
    expect(r.opened[0]!.parts).toEqual([1]);
    hearing.progress({ quietMs: 0, loudUntilMs: 700 });
    expect(r.opened[0]!.parts).toEqual([1, 2]);
    hearing.push(part(3));
    hearing.progress({ quietMs: 20, loudUntilMs: 900 });
    expect(await hearing.finish(900)).toBe('w1 w2 w3');
    // One utterance, each part once: nothing is heard again.
    expect(r.opened).toEqual([{ parts: [1, 2, 3], state: 'finished' }]);
  });

  it('goes through several pauses in one utterance', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: 160, loudUntilMs: 200 });
    hearing.push(part(2));
    hearing.progress({ quietMs: 0, loudUntilMs: 500 });
    hearing.push(part(3));
    hearing.progress({ quietMs: 300, loudUntilMs: 600 });
    hearing.push(part(4));
    hearing.progress({ quietMs: 10, loudUntilMs: 1100 });
    hearing.push(part(5)); // the quiet tail before speech stops: its start is heard, until the pause
    hearing.progress({ quietMs: 200, loudUntilMs: 1100 });
    hearing.push(part(6));
    hearing.progress({ quietMs: 480, loudUntilMs: 1100 });
    expect(await hearing.finish(1100)).toBe('w1 w2 w3 w4 w5');
    expect(r.opened).toHaveLength(1);
  });

  it('hears loud audio that came after a pause in the very push that stopped speech', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.pause(300); // no audio came for a while
    hearing.push(part(2));
    expect(await hearing.finish(800)).toBe('w1 w2');
    expect(r.opened).toHaveLength(1);
  });

  it('drops the held audio when speech stops in the pause, and takes nothing after finishing', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.pause(300);
    hearing.push(part(2));
    const words = hearing.finish(300);
    hearing.push(part(3));
    hearing.progress({ quietMs: 0, loudUntilMs: 900 });
    hearing.cancel();
    expect(await words).toBe('w1');
    expect(r.opened).toEqual([{ parts: [1], state: 'finished' }]);
  });

  it('cancel drops the utterance in progress, paused or not', () => {
    for (const paused of [false, true]) {
      const r = recorder();
      const hearing = new SegmentedHearing(r.open);
      hearing.push(part(1));
      if (paused) hearing.pause(100);
      hearing.cancel();
      expect(r.opened).toEqual([{ parts: [1], state: 'cancelled' }]);
    }
  });
});
