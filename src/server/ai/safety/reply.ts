import type { Resource } from '../../../shared/safety.ts';
import type { Assessment } from './assess.ts';
import { templates, type ReplyKind } from './reply-templates.ts';

export interface SafeReplyOptions {
  therapistName: string;
  /** Picks among the wordings; the same seed gives the same reply. Defaults to the session turn. */
  seed?: number | string;
}

const has = (a: Assessment, ...cs: string[]) => cs.some((c) => a.categories.includes(c as never));

function kindOf(a: Assessment): ReplyKind | null {
  if (a.tier === 'immediate') {
    if (has(a, 'third_party')) return 'immediateOther';
    if (has(a, 'suicide', 'self_harm')) return 'immediateSelf';
    if (has(a, 'harm_to_others')) return 'immediateHarm';
    if (has(a, 'abuse')) return 'immediateDanger';
    return has(a, 'medical') ? 'immediateMedical' : 'immediateSelf';
  }
  if (a.tier === 'high') {
    if (has(a, 'means_request')) return 'highMeans';
    if (has(a, 'third_party') && !has(a, 'self_harm')) return 'highOther';
    if (has(a, 'suicide', 'self_harm')) return 'highSelf';
    if (has(a, 'harm_to_others')) return 'highHarm';
    return has(a, 'abuse') ? 'highAbuse' : 'highSelf';
  }
  // Elevated: a gentle sentence to add, only on turns where the state says to offer again.
  if (a.tier === 'elevated' && a.state.lastOfferTurn === a.state.turn) return 'elevated';
  return null;
}

const spoken = (r: Resource) => (r.id === 'suicidecallback' ? `the ${r.name}` : r.name);

function listLines(lines: Resource[], joiner: 'or' | 'and', style: 'on' | 'brackets'): string {
  const parts = lines.map((r) => (style === 'on' ? `${spoken(r)} on ${r.phone}` : `${spoken(r)} (${r.phone})`));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${joiner} ${parts.at(-1)}`;
}

function linesSentence(kind: ReplyKind, resources: Resource[]): string {
  const lines = resources.filter((r) => r.id !== 'emergency');
  if (kind === 'elevated') return listLines(lines, 'and', 'brackets');
  if (lines.length === 0) return '';
  if (kind === 'immediateMedical') return `${listLines(lines, 'or', 'on')} is there too when you need to talk.`;
  if (kind.startsWith('immediate'))
    return `You can also call ${listLines(lines, 'or', 'on')}, any time of day or night.`;
  return `You can call ${listLines(lines, 'or', 'on')}, any time of day or night.`;
}

function pick<T>(items: T[], seed: number | string): T {
  let h = 0;
  for (const ch of String(seed)) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length]!;
}

/**
 * A short, warm reply for high and immediate risk that names the right lines (000 first when there is
 * danger now), or one gentle sentence to add to a normal reply at the elevated tier; '' otherwise.
 */
export function safeReply(assessment: Assessment, options: SafeReplyOptions): string {
  const kind = kindOf(assessment);
  if (!kind) return '';
  const text = pick(templates[kind], options.seed ?? assessment.state.turn);
  return text
    .replace('{lines}', linesSentence(kind, assessment.resources))
    .replaceAll('{name}', options.therapistName)
    .replace(/\s{2,}/g, ' ')
    .trim();
}
