import { describe, expect, it } from 'vitest';
import { SegmentedHearing, SEGMENT_PAUSE_MS } from './segmented-hearing.ts';
import type { UtteranceStream } from './transcriber.ts';

/**
 * A recogniser whose "words" say which audio each segment got: every pushed part is one sample
 * whose value names it, and a segment's words are those values.
 */
function recorder() {
  const opened: { parts: number[]; state: 'open' | 'finished' | 'cancelled' }[] = [];
  const open = (): UtteranceStream => {
    const segment = { parts: [] as number[], state: 'open' as 'open' | 'finished' | 'cancelled' };
    opened.push(segment);
    return {
      push: (audio) => segment.parts.push(audio[0]!),
      finish: async () => {
        segment.state = 'finished';
        return segment.parts.map((p) => `w${p}`).join(' ');
      },
      cancel: () => (segment.state = 'cancelled'),
    };
  };
  return { opened, open };
}
const part = (n: number) => Int16Array.of(n);

describe('SegmentedHearing', () => {
  it('is one segment when there is no pause', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: 0, loudUntilMs: 100 });
    hearing.push(part(2));
    hearing.progress({ quietMs: SEGMENT_PAUSE_MS - 20, loudUntilMs: 200 });
    expect(await hearing.finish(200)).toBe('w1 w2');
    expect(r.opened).toEqual([{ parts: [1, 2], state: 'finished' }]);
  });

  it('finishes the segment when a pause begins; speech stopping then adds nothing after it', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: SEGMENT_PAUSE_MS, loudUntilMs: 300 });
    expect(r.opened[0]!.state).toBe('finished');
    hearing.push(part(2)); // quiet
    hearing.progress({ quietMs: 400, loudUntilMs: 300 });
    expect(await hearing.finish(300)).toBe('w1');
    expect(r.opened).toHaveLength(1);
  });

  it('hears the whole utterance again when the person goes on after a pause', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.progress({ quietMs: 200, loudUntilMs: 300 });
    hearing.push(part(2)); // quiet, then loud again in the same push
    hearing.progress({ quietMs: 0, loudUntilMs: 700 });
    hearing.push(part(3));
    hearing.progress({ quietMs: 20, loudUntilMs: 900 });
    expect(await hearing.finish(900)).toBe('w1 w2 w3');
    expect(r.opened.map((s) => s.parts)).toEqual([[1], [1, 2, 3]]);
  });

  it('hears loud audio that came after a pause in the very push that stopped speech', async () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.pause(300); // no audio came for a while
    hearing.push(part(2));
    expect(await hearing.finish(800)).toBe('w1 w2');
  });

  it('cancel drops the segment in progress', () => {
    const r = recorder();
    const hearing = new SegmentedHearing(r.open);
    hearing.push(part(1));
    hearing.cancel();
    expect(r.opened[0]!.state).toBe('cancelled');
  });
});
