import { helplines } from '../../../shared/helplines.ts';
import type { HelplineId, Resource, RiskTier } from '../../../shared/safety.ts';
import type { RiskKind } from './model/reader.ts';
import type { Audience } from './session.ts';

const resource = (id: HelplineId): Resource => ({ ...helplines[id] });

function baseLines(tier: RiskTier, kinds: readonly RiskKind[]): HelplineId[] {
  const suicidal = kinds.includes('suicide_self_harm');
  const medical = kinds[0] === 'medical';
  switch (tier) {
    case 'immediate':
      return suicidal
        ? ['emergency', 'lifeline', 'suicidecallback', 'beyondblue']
        : ['emergency', 'lifeline', 'beyondblue'];
    case 'high':
      return medical ? ['emergency', 'lifeline', 'beyondblue'] : ['lifeline', 'suicidecallback', 'beyondblue'];
    case 'check':
      // Asked about directly: the lines for that kind, shown gently; 000 when it may be a medical problem.
      return medical
        ? ['emergency', 'lifeline']
        : suicidal
          ? ['lifeline', 'suicidecallback']
          : ['lifeline', 'beyondblue'];
    case 'elevated':
      return ['beyondblue', 'lifeline'];
    case 'none':
      return [];
  }
}

/** Lines to offer, most urgent first (000 first when there is danger now), plus those that fit the person. */
export function pickResources(tier: RiskTier, kinds: readonly RiskKind[], audience: Audience): Resource[] {
  const ids = baseLines(tier, kinds);
  // Violence at home or sexual violence: the national specialist line right after 000.
  if (ids.length > 0 && kinds.includes('abuse_violence')) ids.splice(ids[0] === 'emergency' ? 1 : 0, 0, 'respect');
  if (ids.length > 0) {
    if (audience.indigenous) ids.push('yarn');
    if (audience.youth) ids.push('kidshelpline');
    if (audience.male) ids.push('mensline');
  }
  return ids.map(resource);
}
