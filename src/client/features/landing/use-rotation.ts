import { useEffect, useState } from 'react';

/** Steps through `count` items every `intervalMs` while not paused (spec §9: landing caption every 3 s). */
export function useRotation(count: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  return index;
}
