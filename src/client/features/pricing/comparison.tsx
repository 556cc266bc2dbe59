import {
  ONLINE_THERAPY_AUD,
  TRADITIONAL_THERAPY_AUD,
  VIDEO_PLAN,
  VOICE_PLAN,
  formatAud,
} from '../../../shared/plans.ts';
import { cn } from '../../lib/cn.ts';
import { CLAIMED_SAVING_PERCENT, videoPerHour } from './pricing-figures.ts';

const options = [
  {
    name: 'Traditional therapy',
    price: `${formatAud(TRADITIONAL_THERAPY_AUD.min)}–${formatAud(TRADITIONAL_THERAPY_AUD.max)}`,
    unit: 'per session',
    note: 'Booked appointments, often weeks away',
  },
  {
    name: 'Online therapy',
    price: `${formatAud(ONLINE_THERAPY_AUD.min)}–${formatAud(ONLINE_THERAPY_AUD.max)}`,
    unit: 'per session',
    note: 'Video calls with a practitioner',
  },
  {
    name: `Solace ${VOICE_PLAN.name}`,
    price: formatAud(VOICE_PLAN.priceAud),
    unit: 'per month',
    note: 'Unlimited voice, any time of day',
    ours: true,
  },
  {
    name: `Solace ${VIDEO_PLAN.name}`,
    price: formatAud(VIDEO_PLAN.priceAud),
    unit: 'per month',
    note: `${VIDEO_PLAN.minutesPerMonth} minutes, ${formatAud(videoPerHour, 2)} an hour`,
    ours: true,
  },
];

export function Comparison() {
  return (
    <section aria-labelledby="compare-title">
      <div className="max-w-2xl">
        <h2 id="compare-title" className="font-display text-3xl font-semibold tracking-tight text-stone-900">
          How it compares
        </h2>
        <p className="mt-2 text-lg text-stone-600">
          Savings of up to {CLAIMED_SAVING_PERCENT}%: a month of {VOICE_PLAN.name} costs{' '}
          {formatAud(VOICE_PLAN.priceAud)}, less than a single traditional session.
        </p>
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {options.map((o) => (
          <li
            key={o.name}
            className={cn('rounded-2xl p-5', o.ours ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-sand-100')}
          >
            <p className="font-semibold text-stone-900">{o.name}</p>
            <p className="mt-2">
              <span className="font-display text-2xl font-semibold text-stone-900">{o.price}</span>{' '}
              <span className="text-sm text-stone-600">{o.unit}</span>
            </p>
            <p className="mt-1 text-sm text-stone-600">{o.note}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-600">
        Solace offers AI support. It does not replace a psychologist, counsellor or GP, and it is not for emergencies.
      </p>
    </section>
  );
}
