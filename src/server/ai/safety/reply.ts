import type { Resource } from '../../../shared/safety.ts';
import type { Assessment } from './assess.ts';
import { planOfferTemplates, templates, type ReplyKind } from './reply-templates.ts';

export interface SafeReplyOptions {
  therapistName: string;
  /** Picks among the wordings; the same seed gives the same reply. Defaults to the session turn. */
  seed?: number | string;
}

function immediateKind(a: Assessment): ReplyKind {
  if (a.someoneElse) return 'immediateOther';
  const [kind] = a.kinds;
  if (kind === 'medical') return 'immediateMedical';
  if (kind === 'abuse_violence') return 'immediateDanger';
  if (kind === 'harm_to_others') return 'immediateHarm';
  return 'immediateSelf';
}

function highKind(a: Assessment): ReplyKind {
  if (a.means) return 'highMeans';
  if (a.someoneElse) return 'highOther';
  const [kind] = a.kinds;
  if (kind === 'medical') return 'highMedical';
  if (kind === 'abuse_violence') return 'highAbuse';
  if (kind === 'harm_to_others') return 'highHarm';
  return a.again ? 'highSelfAgain' : 'highSelf';
}

function checkKind(a: Assessment): ReplyKind {
  const [kind] = a.kinds;
  const ask = a.clarify ? 'clarify' : 'check';
  if (kind === 'medical') return `${ask}Medical`;
  if (kind === 'abuse_violence') return `${ask}Abuse`;
  if (kind === 'harm_to_others') return `${ask}Harm`;
  if (kind === 'psychosis') return `${ask}Mind`;
  return `${ask}Self`;
}

function kindOf(a: Assessment): ReplyKind | null {
  if (a.tier === 'immediate') return immediateKind(a);
  if (a.tier === 'high') return highKind(a);
  if (a.tier === 'check') return checkKind(a);
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
  if (kind === 'immediateMedical' || kind === 'highMedical')
    return `${listLines(lines, 'or', 'on')} is there too when you need to talk.`;
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
 * The safety layer's own reply: for high and immediate risk a short, warm reply that names the right
 * lines (000 first when there is danger now); for check a direct, kind question (the lines show
 * beside it); at elevated one gentle sentence to add to a normal reply; '' otherwise. When the
 * assessment offers the safety plan, the offer follows the lines.
 */
export function safeReply(assessment: Assessment, options: SafeReplyOptions): string {
  const kind = kindOf(assessment);
  const seed = options.seed ?? assessment.state.turn;
  const offer = assessment.planOffer ? pick(planOfferTemplates, seed) : '';
  if (!kind) return offer;
  // Carrying on after a high turn: each turn the next wording, so two in a row never read the same.
  const text =
    kind === 'highSelfAgain'
      ? templates[kind][assessment.state.turn % templates[kind].length]!
      : pick(templates[kind], seed);
  const lines = linesSentence(kind, assessment.resources);
  // The offer comes after the lines, before a reply's closing question; after the elevated sentence.
  const inline = kind !== 'elevated' && text.includes('{lines}');
  return (inline ? text.replace('{lines}', `${lines} ${offer}`) : `${text.replace('{lines}', lines)} ${offer}`)
    .replaceAll('{name}', options.therapistName)
    .replace(/\s{2,}/g, ' ')
    .trim();
}
