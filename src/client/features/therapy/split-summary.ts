import { NEXT_STEPS_MARKER } from '../../../shared/sessions.ts';

/** A document's content is the summary, a blank line, 'Next Steps:', then the steps (spec §3). */
export function splitSummary(content: string): { summary: string; nextSteps: string[] } {
  const at = content.indexOf(NEXT_STEPS_MARKER);
  if (at < 0) return { summary: content.trim(), nextSteps: [] };
  const steps = content
    .slice(at + NEXT_STEPS_MARKER.length)
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-•*]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  return { summary: content.slice(0, at).trim(), nextSteps: steps };
}
