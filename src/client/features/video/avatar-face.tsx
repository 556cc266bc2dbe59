import { useEffect, useRef } from 'react';
import { animateAvatar, type AvatarSignal } from './avatar-animator.ts';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A warm, simple therapist face drawn in SVG and animated outside React (avatar-animator.ts). */
export function AvatarFace({ signal, label }: { signal: AvatarSignal; label: string }) {
  const svg = useRef<SVGSVGElement>(null);

  const signalRef = useRef(signal);
  signalRef.current = signal;

  useEffect(() => {
    const root = svg.current;
    if (!root) return;
    const q = <T extends Element>(sel: string) => root.querySelector(sel) as T;
    const parts = {
      eyes: [...root.querySelectorAll<SVGGElement>('[data-part=eye]')],
      brows: q<SVGGElement>('[data-part=brows]'),
      mouth: q<SVGEllipseElement>('[data-part=mouth]'),
      lips: q<SVGPathElement>('[data-part=lips]'),
      ring: q<SVGCircleElement>('[data-part=ring]'),
      head: q<SVGGElement>('[data-part=head]'),
    };
    const live: AvatarSignal = { mode: () => signalRef.current.mode(), level: () => signalRef.current.level() };
    return animateAvatar(parts, live, prefersReducedMotion());
  }, []);

  return (
    <div>
      <svg ref={svg} viewBox="0 0 200 240" role="img" aria-label={label} className="h-auto w-full max-w-72">
        <circle
          data-part="ring"
          data-mode="idle"
          cx="100"
          cy="120"
          r="96"
          className="fill-none stroke-white/20 stroke-[3] data-[mode=listening]:stroke-peach-200 data-[mode=speaking]:stroke-brand-200"
        />
        <g data-part="head">
          <rect x="78" y="168" width="44" height="40" rx="14" className="fill-[#d9a384]" />
          <path d="M40 236c6-30 30-44 60-44s54 14 60 44z" className="fill-brand-700" />
          <ellipse cx="100" cy="112" rx="56" ry="66" className="fill-[#e8b898]" />
          <path
            d="M44 108c-4-48 26-70 58-70s58 20 54 70c-6-26-22-38-30-40-18 14-52 16-82 40z"
            className="fill-[#5b3a2b]"
          />
          <g data-part="brows" className="fill-[#5b3a2b]">
            <rect x="66" y="92" width="24" height="4" rx="2" />
            <rect x="110" y="92" width="24" height="4" rx="2" />
          </g>
          <g transform="translate(78 110)">
            <g data-part="eye">
              <ellipse rx="6" ry="7" className="fill-[#2b1d17]" />
            </g>
          </g>
          <g transform="translate(122 110)">
            <g data-part="eye">
              <ellipse rx="6" ry="7" className="fill-[#2b1d17]" />
            </g>
          </g>
          <path d="M100 116c-3 10-5 16 0 18" className="fill-none stroke-[#c98f70] stroke-2" />
          <g transform="translate(100 148)">
            <ellipse data-part="mouth" rx="13" ry="1" className="fill-[#7a2e2e]" />
            <path data-part="lips" d="M-15 -1q15 8 30 0" className="fill-none stroke-[#a34d4d] stroke-[3]" />
          </g>
        </g>
      </svg>
    </div>
  );
}
