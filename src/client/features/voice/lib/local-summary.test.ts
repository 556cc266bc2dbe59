import { describe, expect, it } from 'vitest';
import { LOCAL_SUMMARY_KEY, loadLocalSummary, saveLocalSummary, type LocalSummary } from './local-summary.ts';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const summary: LocalSummary = {
  durationMinutes: 4,
  messagesCount: 2,
  timestamp: '2026-11-22T10:00:00.000Z',
  transcript: [
    { type: 'user', text: 'I could not sleep.', timestamp: '2026-11-22T09:57:00.000Z' },
    { type: 'therapist', text: 'That sounds exhausting.', timestamp: '2026-11-22T09:57:03.000Z' },
  ],
  voiceSessionId: 'vs_1',
  documentId: null,
};

describe('local summary', () => {
  it('round-trips through storage', () => {
    const storage = new MemoryStorage();
    expect(saveLocalSummary(summary, storage)).toBe(true);
    expect(loadLocalSummary(storage)).toEqual(summary);
  });

  it('ignores missing or malformed data', () => {
    const storage = new MemoryStorage();
    expect(loadLocalSummary(storage)).toBeNull();
    storage.setItem(LOCAL_SUMMARY_KEY, '{not json');
    expect(loadLocalSummary(storage)).toBeNull();
    storage.setItem(LOCAL_SUMMARY_KEY, JSON.stringify({ ...summary, messagesCount: 'two' }));
    expect(loadLocalSummary(storage)).toBeNull();
  });
});
