/** What the face is doing: the call's state, read without re-rendering React. */
export interface AvatarSignal {
  /** 'listening' while the person speaks, 'speaking' while the reply plays. */
  mode(): 'idle' | 'listening' | 'speaking';
  /** Reply audio loudness now (RMS, 0 to about 1); drives the mouth. */
  level(): number;
}

export interface AvatarParts {
  eyes: SVGGElement[];
  brows: SVGGElement;
  mouth: SVGEllipseElement;
  lips: SVGPathElement;
  ring: SVGCircleElement;
  /** Sways slowly while the person is there (not with reduced motion). */
  head: SVGGElement;
}

const BLINK_MS = 140;
/** While only the sway moves, the state is looked at this often instead of every frame. */
const IDLE_POLL_MS = 100;
const SWAY_PERIOD_MS = 7000;

/**
 * The idle sway at `now`: ±1.5° and 1.5 px over 7 s, rounded to 0.1° so the head is redrawn about
 * 8 times a second at most, not every frame (a CSS animation repainted the face each frame: measured
 * in bench/avatar.ts). Steps that small are not visible.
 */
export function swayAt(now: number): string {
  const wave = Math.cos((2 * Math.PI * (now % SWAY_PERIOD_MS)) / SWAY_PERIOD_MS);
  const deg = (-1.5 * wave).toFixed(1);
  const y = (0.75 * (1 - wave)).toFixed(1);
  return `translate(0 ${y}) rotate(${deg} 100 150)`;
}
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Animates the SVG face. The sway is written 10 times a second while idle (swayAt); JavaScript runs
 * per frame only while the mouth moves or an eye blinks, writing a few attributes and only those
 * that changed (no React renders, no layout reads). Blinks every 2-6 s; brows up while listening; the mouth opens
 * with the reply's loudness. With reduced motion: no blinks, and the mouth only shows open or closed.
 */
export function animateAvatar(parts: AvatarParts, signal: AvatarSignal, reducedMotion: boolean): () => void {
  let raf = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let mouthOpen = 0;
  let nextBlink = performance.now() + 2000;
  let blinkStart = -1;
  let lastMode = '';
  const last = new Map<Element, string>();
  const write = (el: Element, name: string, value: string) => {
    if (last.get(el) === value) return;
    last.set(el, value);
    el.setAttribute(name, value);
  };

  /** One step; true while something is moving and the next step should come with the next frame. */
  const step = (now: number): boolean => {
    const mode = signal.mode();
    if (mode !== lastMode) {
      lastMode = mode;
      write(parts.brows, 'transform', mode === 'listening' ? 'translate(0 -3)' : 'translate(0 0)');
      write(parts.ring, 'data-mode', mode);
    }
    const target = mode === 'speaking' ? clamp(signal.level() * 9, 0.08, 1) : 0;
    // Opens fast and closes a little slower, as a jaw does.
    mouthOpen += (target - mouthOpen) * (target > mouthOpen ? 0.6 : 0.3);
    if (mouthOpen < 0.01) mouthOpen = 0;
    const open = reducedMotion ? (mode === 'speaking' ? 0.45 : 0) : mouthOpen;
    write(parts.mouth, 'ry', (1 + open * 11).toFixed(1));
    write(parts.lips, 'transform', `translate(0 ${(open * 5).toFixed(1)})`);
    if (reducedMotion) return false;
    write(parts.head, 'transform', swayAt(now));
    if (blinkStart < 0 && now >= nextBlink) blinkStart = now;
    let lid = 1;
    if (blinkStart >= 0) {
      const p = (now - blinkStart) / BLINK_MS;
      lid = p >= 1 ? 1 : Math.max(0.08, Math.abs(1 - 2 * p));
      if (p >= 1) {
        blinkStart = -1;
        nextBlink = now + 2000 + Math.random() * 4000;
      }
    }
    for (const eye of parts.eyes) write(eye, 'transform', `scale(1 ${lid.toFixed(2)})`);
    return mode === 'speaking' || mouthOpen > 0 || blinkStart >= 0;
  };

  const schedule = (hot: boolean) => {
    if (stopped) return;
    if (hot) raf = requestAnimationFrame(tick);
    else timer = setTimeout(() => tick(performance.now()), IDLE_POLL_MS);
  };
  const tick = (now: number) => schedule(step(now));
  schedule(false);
  return () => {
    stopped = true;
    cancelAnimationFrame(raf);
    clearTimeout(timer);
  };
}
