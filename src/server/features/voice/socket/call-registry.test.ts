import { describe, expect, it, vi } from 'vitest';
import { CallRegistry } from './call-registry.ts';

describe('CallRegistry', () => {
  it('keeps one call per owner, ending the older one', () => {
    const registry = new CallRegistry();
    const first = { replace: vi.fn() };
    const second = { replace: vi.fn() };
    const releaseFirst = registry.claim('usr_a', first);
    registry.claim('usr_b', { replace: vi.fn() });
    const releaseSecond = registry.claim('usr_a', second);
    expect(first.replace).toHaveBeenCalledOnce();
    expect(second.replace).not.toHaveBeenCalled();
    // The replaced call releasing late must not drop the newer one.
    releaseFirst();
    expect(registry.size).toBe(2);
    releaseSecond();
    expect(registry.size).toBe(1);
  });
});
