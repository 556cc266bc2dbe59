import { ChartLine, Home, LifeBuoy, Phone, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { bandLabel, type CheckInResult } from '../../../shared/check-ins.ts';
import { instruments } from '../../../shared/instruments.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { guidanceFor, nextStepText } from './band-guidance.ts';

interface CheckInResultViewProps {
  result: CheckInResult;
  onOpenCrisisSupport: () => void;
}

/** The score and band in plain words, what it is not, and the next step; risky answers get the crisis lines first. */
export function CheckInResultView({ result, onOpenCrisisSupport }: CheckInResultViewProps) {
  const instrument = instruments[result.instrument];
  const { meaning, level } = guidanceFor(result.instrument, result.band);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="mx-auto max-w-xl space-y-5">
      {result.safety && <SafetyNotice tier={result.safety.tier} onOpenCrisisSupport={onOpenCrisisSupport} />}
      <section aria-labelledby="result-title" className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{instrument.name} results</p>
        <h2
          id="result-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 font-display text-3xl font-semibold text-stone-900 focus:outline-none"
        >
          {bandLabel(result.instrument, result.band)}
        </h2>
        <p className="mt-1 text-stone-600">
          Score <span className="font-semibold text-stone-900 tabular-nums">{result.score}</span> out of{' '}
          {instrument.maxScore}
        </p>
        <p className="mt-4 text-[1.05rem] leading-relaxed text-stone-800">{meaning}</p>
        <p className="mt-4 rounded-2xl bg-sand-100 p-4 text-sm leading-relaxed text-stone-700">
          The {instrument.name} is a screening questionnaire for {instrument.measures}, not a diagnosis. Only a health
          professional who knows you can diagnose a condition.
        </p>
      </section>

      <section aria-labelledby="next-step" className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="next-step" className="font-display text-xl font-semibold text-stone-900">
          A next step
        </h2>
        <p className="mt-2 leading-relaxed text-stone-700">{nextStepText[level]}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href="/summary" className={buttonClasses('primary')}>
            <ChartLine aria-hidden="true" className="size-4" /> See my progress
          </Link>
          <Link href="/" className={buttonClasses('secondary')}>
            <Home aria-hidden="true" className="size-4" /> Home
          </Link>
        </div>
      </section>
    </div>
  );
}

function SafetyNotice({ tier, onOpenCrisisSupport }: { tier: string; onOpenCrisisSupport: () => void }) {
  const selfHarm = tier === 'high' || tier === 'immediate';
  return (
    <section
      aria-labelledby="safety-title"
      role="alert"
      className="rounded-3xl border border-red-200 bg-red-50 p-6 sm:p-8"
    >
      <h2 id="safety-title" className="font-display text-xl font-semibold text-stone-900">
        {selfHarm ? 'You mentioned thoughts of death or hurting yourself' : 'That sounds like a lot right now'}
      </h2>
      <p className="mt-2 leading-relaxed text-stone-800">
        {selfHarm
          ? 'Thank you for answering honestly. You deserve support from a real person. Lifeline (13 11 14) and the Suicide Call Back Service (1300 659 467) are there 24/7. If you are in danger now, call 000.'
          : 'You deserve support from a real person. Beyond Blue (1300 22 4636) and Lifeline (13 11 14) are there 24/7.'}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href="tel:131114" className={buttonClasses('danger')}>
          <Phone aria-hidden="true" className="size-4" /> Call Lifeline 13 11 14
        </a>
        <Button variant="secondary" onClick={onOpenCrisisSupport}>
          <LifeBuoy aria-hidden="true" className="size-4" /> All crisis lines
        </Button>
        <Link href="/safety-plan" className={buttonClasses('secondary')}>
          <ShieldCheck aria-hidden="true" className="size-4" /> My safety plan
        </Link>
      </div>
    </section>
  );
}
