import { helplines } from '../../../shared/helplines.ts';
import type { HelplineId, Resource, RiskTier } from '../../../shared/safety.ts';
import type { RiskCategory } from './rules/types.ts';
import type { Audience } from './session.ts';

const resource = (id: HelplineId): Resource => ({ ...helplines[id] });

function baseLines(tier: RiskTier, categories: readonly RiskCategory[]): HelplineId[] {
  const suicidal = categories.some(
    (c) => c === 'suicide' || c === 'self_harm' || c === 'means_request' || c === 'third_party',
  );
  switch (tier) {
    case 'immediate':
      return suicidal
        ? ['emergency', 'lifeline', 'suicidecallback', 'beyondblue']
        : ['emergency', 'lifeline', 'beyondblue'];
    case 'high':
      return ['lifeline', 'suicidecallback', 'beyondblue'];
    case 'elevated':
      return ['beyondblue', 'lifeline'];
    case 'none':
      return [];
  }
}

/** Lines to offer, most urgent first (000 first when there is danger now), plus those that fit the person. */
export function pickResources(tier: RiskTier, categories: readonly RiskCategory[], audience: Audience): Resource[] {
  const ids = baseLines(tier, categories);
  // Violence at home or sexual violence: the national specialist line right after 000.
  if (ids.length > 0 && categories.includes('abuse')) ids.splice(ids[0] === 'emergency' ? 1 : 0, 0, 'respect');
  if (ids.length > 0) {
    if (audience.indigenous) ids.push('yarn');
    if (audience.youth) ids.push('kidshelpline');
    if (audience.male) ids.push('mensline');
  }
  return ids.map(resource);
}
