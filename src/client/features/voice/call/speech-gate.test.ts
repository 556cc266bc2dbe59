import { describe, expect, it } from 'vitest';
import { BARGE_IN_CHUNKS, COMMIT_AFTER_QUIET_CHUNKS, SpeechGate } from './speech-gate.ts';

const chunk = (level: number) => new Float32Array(4096).fill(level);

describe('SpeechGate', () => {
  it('sends only chunks above the 0.01 speech level', () => {
    const gate = new SpeechGate();
    expect(gate.next(chunk(0)).send).toBe(false);
    expect(gate.next(chunk(0.01)).send).toBe(false);
    expect(gate.next(chunk(0.011)).send).toBe(true);
  });

  it('commits once after enough quiet following speech, and not on quiet alone', () => {
    const gate = new SpeechGate();
    for (let i = 0; i < 10; i++) expect(gate.next(chunk(0)).commit).toBe(false);
    gate.next(chunk(0.05));
    const commits = Array.from({ length: COMMIT_AFTER_QUIET_CHUNKS + 5 }, () => gate.next(chunk(0.001)).commit);
    expect(commits.filter(Boolean)).toHaveLength(1);
    expect(commits.indexOf(true)).toBe(COMMIT_AFTER_QUIET_CHUNKS - 1);
  });

  it('a short pause inside speech does not end the turn', () => {
    const gate = new SpeechGate();
    gate.next(chunk(0.05));
    for (let i = 0; i < COMMIT_AFTER_QUIET_CHUNKS - 1; i++) expect(gate.next(chunk(0)).commit).toBe(false);
    gate.next(chunk(0.05));
    for (let i = 0; i < COMMIT_AFTER_QUIET_CHUNKS - 1; i++) expect(gate.next(chunk(0)).commit).toBe(false);
  });

  it('asks to barge in only after sustained loud speech', () => {
    const gate = new SpeechGate();
    const loud = Array.from({ length: BARGE_IN_CHUNKS }, () => gate.next(chunk(0.1)).bargeIn);
    expect(loud).toEqual([...Array(BARGE_IN_CHUNKS - 1).fill(false), true]);
    const soft = new SpeechGate();
    expect(Array.from({ length: 6 }, () => soft.next(chunk(0.02)).bargeIn).some(Boolean)).toBe(false);
  });

  it('flush reports whether a turn was in progress', () => {
    const gate = new SpeechGate();
    expect(gate.flush()).toBe(false);
    gate.next(chunk(0.05));
    expect(gate.flush()).toBe(true);
    expect(gate.flush()).toBe(false);
  });
});
