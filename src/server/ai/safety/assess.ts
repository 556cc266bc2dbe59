import { isUrgentTier, maxTier, type Resource, type RiskTier } from '../../../shared/safety.ts';
import { updateAudience } from './audience.ts';
import { detect, type Finding } from './detect.ts';
import { normalise } from './normalise.ts';
import { pickResources } from './resources.ts';
import type { RiskCategory } from './rules/types.ts';
import { readRiskState, sessionTier, shouldOffer, type RiskFlags, type SessionRiskState } from './session.ts';

export interface Assessment {
  tier: RiskTier;
  categories: RiskCategory[];
  resources: Resource[];
  state: SessionRiskState;
}

/** Beyond this, only the start and the end are read (a paste that size is not a chat message). */
const MAX_CHARS = 20_000;
/** Long messages are read in overlapping windows so that context in one part can't explain away another. */
const WINDOW_WORDS = 80;
const WINDOW_STEP = 60;

function windows(norm: string): string[] {
  const words = norm.split(' ');
  if (words.length <= WINDOW_WORDS) return [norm];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += WINDOW_STEP) out.push(words.slice(i, i + WINDOW_WORDS).join(' '));
  return out;
}

function detectAll(norm: string, prior: SessionRiskState, turn: number, useModel: boolean): Finding {
  const parts = windows(norm).map((w) => detect(w, prior, turn, useModel));
  if (parts.length === 1) return parts[0]!;
  const flags: Partial<RiskFlags> = {};
  for (const p of parts) for (const [k, v] of Object.entries(p.flags)) flags[k as keyof RiskFlags] ||= v;
  return {
    tier: parts.reduce<RiskTier>((t, p) => maxTier(t, p.tier), 'none'),
    categories: [...new Set(parts.flatMap((p) => p.categories))],
    denial: parts.every((p) => p.denial || p.tier === 'none') && parts.some((p) => p.denial),
    flags,
    concern: Math.max(...parts.map((p) => p.concern)),
    explained: parts.some((p) => p.explained),
    nowCue: () => parts.some((p) => p.nowCue()),
  };
}

const mergeFlags = (prior: RiskFlags, next: Partial<RiskFlags>): RiskFlags => {
  const merged = { ...prior };
  for (const key of Object.keys(merged) as (keyof RiskFlags)[]) merged[key] = prior[key] || !!next[key];
  return merged;
};

export interface AssessOptions {
  /** Off only to measure the rules on their own (eval, training): the model reads every message in the app. */
  model?: boolean;
}

/**
 * Reads one utterance (typed, dictated or transcribed) before any engine sees it. Deterministic and
 * offline. Pass the state returned for the previous turn of the same session.
 */
export function assessUtterance(text: string, state?: SessionRiskState, options: AssessOptions = {}): Assessment {
  const prior = readRiskState(state);
  const turn = prior.turn + 1;
  const clipped = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS / 2)} ${text.slice(-MAX_CHARS / 2)}` : text;
  const norm = normalise(clipped);
  const finding = detectAll(norm, prior, turn, options.model ?? true);
  const tier = sessionTier(prior, turn, finding.tier, finding.denial);
  const audience = updateAudience(prior.audience, norm);
  const offer = shouldOffer(prior, turn, tier);
  const next: SessionRiskState = {
    version: 1,
    turn,
    lastTier: tier,
    peakTier: maxTier(prior.peakTier, tier),
    lastUrgentTurn: isUrgentTier(tier) ? turn : prior.lastUrgentTurn,
    lastOfferTurn: offer ? turn : prior.lastOfferTurn,
    flags: mergeFlags(prior.flags, finding.flags),
    audience,
    concern: Math.round(finding.concern * 100) / 100,
  };
  return {
    tier,
    categories: finding.categories,
    resources: pickResources(tier, finding.categories, audience),
    state: next,
  };
}
