import { isUrgentTier, type SafetyPayload } from '../../../shared/safety.ts';
import { SafetyPlanOffer } from './safety-plan-offer.tsx';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  failed?: boolean;
  safety?: SafetyPayload;
}

const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });

export function MessageBubble({ entry }: { entry: ChatEntry }) {
  const mine = entry.role === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] sm:max-w-[75%] ${mine ? 'items-end' : 'items-start'} flex flex-col gap-1`}>
        <div
          className={`rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap shadow-sm ${
            mine
              ? 'rounded-br-md bg-brand-700 text-white'
              : entry.failed
                ? 'rounded-bl-md border border-amber-200 bg-amber-50 text-amber-900'
                : 'rounded-bl-md border border-stone-200 bg-white text-stone-800'
          }`}
        >
          {entry.content}
        </div>
        {entry.safety && entry.safety.tier !== 'none' && entry.safety.resources.length > 0 && (
          <ResourceCard safety={entry.safety} />
        )}
        {!mine && entry.safety?.offerSafetyPlan && <SafetyPlanOffer />}
        <time className="px-1 text-xs text-stone-500" dateTime={entry.timestamp}>
          {timeFormat.format(new Date(entry.timestamp))}
        </time>
      </div>
    </li>
  );
}

function ResourceCard({ safety }: { safety: SafetyPayload }) {
  const urgent = isUrgentTier(safety.tier);
  // A check turn asks a question; the lines sit quietly beside it, whatever the answer.
  const heading = urgent
    ? 'You can talk to someone right now:'
    : safety.tier === 'check'
      ? 'Whatever your answer, you can talk to someone any time:'
      : 'If it would help to talk to someone:';
  return (
    <div
      className={`w-full rounded-xl border p-3 text-sm ${urgent ? 'border-red-200 bg-red-50' : 'border-brand-100 bg-brand-50'}`}
    >
      <p className={`mb-2 font-medium ${urgent ? 'text-red-900' : 'text-brand-900'}`}>{heading}</p>
      <ul className="space-y-1.5">
        {safety.resources.map((r) => (
          <li key={r.id}>
            <a
              href={`tel:${r.tel}`}
              className="font-semibold text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-600"
            >
              {r.name} {r.phone}
            </a>
            <span className="text-stone-600"> · {r.hours}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TypingIndicator({ name }: { name: string }) {
  return (
    <li className="flex justify-start" aria-live="polite">
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-stone-200 bg-white px-4 py-3 shadow-sm">
        <span className="sr-only">{name} is typing</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-stone-400 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
