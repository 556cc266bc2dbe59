import { helplines } from '../../../shared/helplines.ts';
import type { Memory } from '../../../shared/therapy.ts';

const lines = [helplines.lifeline, helplines.beyondblue, helplines.suicidecallback]
  .map((h) => `${h.name} ${h.phone}`)
  .join(', ');

/**
 * Tavus's conversational_context: our stance and what the person chose to carry over from their
 * last sessions (topics and their own next steps, never verbatim conversation).
 */
export function conversationalContext(therapistName: string, memory: Memory): string {
  const past = memory.previousSessions.slice(0, 3).map((s) => {
    const steps = s.nextSteps.length ? `; next steps they chose: ${s.nextSteps.join('; ')}` : '';
    return `- ${s.date.slice(0, 10)}: ${s.topics.join(', ') || 'general check-in'}${steps}`;
  });
  return [
    `You are ${therapistName}, an AI Therapy Assistant for a person in Australia. You are an AI, and say so if asked.`,
    'Listen first, reflect feelings, ask one open question at a time, and let the person lead.',
    'Never diagnose, never give medical advice, and never encourage anything unsafe.',
    `If the person may be in danger, say you are concerned, and give 000 for emergencies and ${lines}.`,
    'Use Australian English.',
    ...(past.length ? ['Earlier sessions:', ...past] : []),
  ].join('\n');
}
