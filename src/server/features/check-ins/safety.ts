import { helplines } from '../../../shared/helplines.ts';
import type { HelplineId, RiskTier, SafetyPayload } from '../../../shared/safety.ts';

// The same lines a chat turn at the same tier offers (ai/safety/resources.ts), most relevant first.
const linesByTier: Record<RiskTier, HelplineId[]> = {
  immediate: ['emergency', 'lifeline', 'suicidecallback', 'beyondblue'],
  high: ['lifeline', 'suicidecallback', 'beyondblue', 'emergency'],
  check: ['lifeline', 'suicidecallback', 'beyondblue'],
  elevated: ['beyondblue', 'lifeline'],
  none: [],
};

export function safetyPayload(tier: RiskTier): SafetyPayload | undefined {
  if (tier === 'none') return undefined;
  return { tier, resources: linesByTier[tier].map((id) => ({ ...helplines[id] })) };
}
