import { isUrgentTier, maxTier, type Resource, type RiskTier } from '../../../shared/safety.ts';
import { updateAudience } from './audience.ts';
import { detect } from './detect.ts';
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

/** Long pastes are read in full up to this size; risk words are never that far in on their own. */
const MAX_CHARS = 8000;

const mergeFlags = (prior: RiskFlags, next: Partial<RiskFlags>): RiskFlags => {
  const merged = { ...prior };
  for (const key of Object.keys(merged) as (keyof RiskFlags)[]) merged[key] = prior[key] || !!next[key];
  return merged;
};

/**
 * Reads one utterance (typed, dictated or transcribed) before any engine sees it. Deterministic and
 * offline. Pass the state returned for the previous turn of the same session.
 */
export function assessUtterance(text: string, state?: SessionRiskState): Assessment {
  const prior = readRiskState(state);
  const turn = prior.turn + 1;
  const norm = normalise(text.slice(0, MAX_CHARS));
  const finding = detect(norm, prior, turn);
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
  };
  return { tier, categories: finding.categories, resources: pickResources(tier, finding.categories, audience), state: next };
}
