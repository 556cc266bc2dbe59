/** What the face is doing: the call's state, read every frame without re-rendering React. */
export interface AvatarSignal {
  /** 'listening' while the person speaks, 'speaking' while the reply plays. */
  mode(): 'idle' | 'listening' | 'speaking';
  /** Reply audio loudness now (RMS, 0 to about 1); drives the mouth. */
  level(): number;
}

export interface AvatarParts {
  head: SVGGElement;
  eyes: SVGGElement[];
  brows: SVGGElement;
  mouth: SVGEllipseElement;
  lips: SVGPathElement;
  ring: SVGCircleElement;
}

/** Main-thread cost of the last frames, for the bench (bench/avatar.ts). */
export const avatarStats = { frames: 0, workMs: 0 };

const BLINK_MS = 140;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Animates the SVG face with requestAnimationFrame, writing a handful of attributes per frame (no
 * React renders, no layout reads). Idle sway and breathing, blinks every 2-6 s, brows up while
 * listening, a mouth that opens with the reply's loudness. With reduced motion: no sway, no blinks,
 * and the mouth only shows open or closed.
 */
export function animateAvatar(parts: AvatarParts, signal: AvatarSignal, reducedMotion: boolean): () => void {
  let raf = 0;
  let mouthOpen = 0;
  let nextBlink = performance.now() + 2000;
  let blinkStart = -1;
  let lastMode = '';

  const frame = (now: number) => {
    const started = performance.now();
    const mode = signal.mode();
    const target = mode === 'speaking' ? clamp(signal.level() * 9, 0.08, 1) : 0;
    // Opens fast and closes a little slower, as a jaw does.
    mouthOpen += (target - mouthOpen) * (target > mouthOpen ? 0.6 : 0.3);
    const open = reducedMotion ? (mode === 'speaking' ? 0.45 : 0) : mouthOpen;
    parts.mouth.setAttribute('ry', (1 + open * 11).toFixed(2));
    parts.lips.setAttribute('transform', `translate(0 ${(open * 5).toFixed(2)})`);

    if (!reducedMotion) {
      const t = now / 1000;
      const sway = Math.sin(t * 0.9) * 1.6 + (mode === 'listening' ? 3 : 0);
      const bob = Math.sin(t * 1.3) * 1.2;
      parts.head.setAttribute('transform', `translate(0 ${bob.toFixed(2)}) rotate(${sway.toFixed(2)} 100 120)`);
      if (blinkStart < 0 && now >= nextBlink) blinkStart = now;
      let lid = 1;
      if (blinkStart >= 0) {
        const p = (now - blinkStart) / BLINK_MS;
        lid = p >= 1 ? 1 : Math.abs(1 - 2 * p);
        if (p >= 1) {
          blinkStart = -1;
          nextBlink = now + 2000 + Math.random() * 4000;
        }
      }
      const scale = `scale(1 ${Math.max(0.08, lid).toFixed(2)})`;
      for (const eye of parts.eyes) eye.setAttribute('transform', scale);
    }
    if (mode !== lastMode) {
      lastMode = mode;
      parts.brows.setAttribute('transform', mode === 'listening' ? 'translate(0 -3)' : 'translate(0 0)');
      parts.ring.setAttribute('data-mode', mode);
    }
    avatarStats.frames += 1;
    avatarStats.workMs += performance.now() - started;
    raf = requestAnimationFrame(frame);
  };
  raf = requestAnimationFrame(frame);
  return () => cancelAnimationFrame(raf);
}
