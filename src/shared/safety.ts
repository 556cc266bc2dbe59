import { z } from 'zod';
import type { Helpline } from './helplines.ts';

/**
 * Risk tiers from the safety layer (DECISIONS.md §5), lowest first. `check` is risk possible but
 * unclear: the reply asks the person directly, as an ordinary turn with the lines shown gently.
 */
export const riskTiers = ['none', 'elevated', 'check', 'high', 'immediate'] as const;
export const RiskTierSchema = z.enum(riskTiers);
export type RiskTier = z.infer<typeof RiskTierSchema>;

export const tierRank = (tier: RiskTier): number => riskTiers.indexOf(tier);
export const maxTier = (a: RiskTier, b: RiskTier): RiskTier => (tierRank(a) >= tierRank(b) ? a : b);
/** High and immediate both open the Crisis Support dialog on the client. */
export const isUrgentTier = (tier: RiskTier): boolean => tierRank(tier) >= tierRank('high');
/** From `check` up the safety layer writes the turn's reply itself, whichever engine is configured. */
export const safetyReplies = (tier: RiskTier): boolean => tierRank(tier) >= tierRank('check');

export const helplineIds = [
  'emergency',
  'lifeline',
  'beyondblue',
  'suicidecallback',
  'kidshelpline',
  'mensline',
  'yarn',
  'eheadspace',
  'respect',
] as const satisfies readonly Helpline['id'][];
export const HelplineIdSchema = z.enum(helplineIds);
export type HelplineId = z.infer<typeof HelplineIdSchema>;

/** A crisis line offered with a reply; values come from src/shared/helplines.ts. */
export const ResourceSchema = z.object({
  id: HelplineIdSchema,
  name: z.string(),
  phone: z.string(),
  tel: z.string(),
  description: z.string(),
  hours: z.string(),
  website: z.string().optional(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** Where the safety plan lives; a reply that offers it shows a button here (SafetyPayload.offerSafetyPlan). */
export const SAFETY_PLAN_PATH = '/safety-plan';

/**
 * Carried by a chat response as `safety`, so the client can open the Crisis Support dialog.
 * `offerSafetyPlan`: this reply offers, once per session, to make or look at the person's safety plan.
 */
export const SafetyPayloadSchema = z.object({
  tier: RiskTierSchema,
  resources: z.array(ResourceSchema),
  offerSafetyPlan: z.boolean().optional(),
});
export type SafetyPayload = z.infer<typeof SafetyPayloadSchema>;
