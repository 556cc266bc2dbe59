import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-store.ts';

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the spec defaults: one visible, 5000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newer', variant: 'destructive' });
    expect(getToasts().map((t) => [t.title, t.description, t.variant, t.open])).toEqual([
      ['Second', 'Newer', 'destructive', true],
    ]);
  });

  it('closes, then removes, a dismissed toast', () => {
    vi.useFakeTimers();
    const { id, dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
    vi.runAllTimers();
    expect(getToasts().find((t) => t.id === id)).toBeUndefined();
    dismissToast(id); // dismissing twice is harmless
    expect(getToasts()).toEqual([]);
  });
});
