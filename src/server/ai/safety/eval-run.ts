import { isUrgentTier, riskTiers, type RiskTier } from '../../../shared/safety.ts';
import { assessUtterance } from './assess.ts';
import {
  allConversations,
  hardNegativeTags,
  indirectTags,
  type EvalCase,
  type EvalSequence,
} from './eval-data/index.ts';
import type { SessionRiskState } from './session.ts';

export const TARGETS = { urgentRecall: 0.98, specificity: 0.9 } as const;

export interface EvalRow {
  conversation: string;
  item: EvalCase;
  predicted: RiskTier;
  resourceMiss: string[];
}

export interface EvalReport {
  rows: EvalRow[];
  confusion: Record<RiskTier, Record<RiskTier, number>>;
  urgentRecall: number;
  specificity: number;
  immediateRecall: number;
  hardNegatives: number;
  indirectPositives: number;
  microsPerMessage: number;
}

const emptyRow = () => Object.fromEntries(riskTiers.map((t) => [t, 0])) as Record<RiskTier, number>;

function timePerMessage(conversations: EvalSequence[], model: boolean): number {
  const texts = conversations.flatMap((c) => c.turns.map((t) => t.text));
  for (const text of texts) assessUtterance(text, undefined, { model }); // warm up the regex compiler first
  // CPU time, not wall time: the machine is shared, and waiting for a core is not our cost.
  const started = process.cpuUsage();
  for (let round = 0; round < 3; round++) for (const text of texts) assessUtterance(text, undefined, { model });
  const used = process.cpuUsage(started);
  return (used.user + used.system) / (3 * texts.length);
}

/** Runs the labelled set (all of it by default) through the detector (rules and model unless `model: false`), each conversation in a fresh session. */
export function runEval(
  options: { timing?: boolean; conversations?: EvalSequence[]; model?: boolean } = {},
): EvalReport {
  const conversations = options.conversations ?? allConversations;
  const model = options.model ?? true;
  const rows: EvalRow[] = [];
  for (const conversation of conversations) {
    let state: SessionRiskState | undefined;
    for (const item of conversation.turns) {
      const result = assessUtterance(item.text, state, { model });
      state = result.state;
      const offered = new Set(result.resources.map((r) => r.id));
      rows.push({
        conversation: conversation.name,
        item,
        predicted: result.tier,
        resourceMiss: (item.resources ?? []).filter((id) => !offered.has(id)),
      });
    }
  }
  const confusion = Object.fromEntries(riskTiers.map((t) => [t, emptyRow()])) as EvalReport['confusion'];
  for (const r of rows) confusion[r.item.tier][r.predicted] += 1;
  const urgent = rows.filter((r) => isUrgentTier(r.item.tier));
  const calm = rows.filter((r) => !isUrgentTier(r.item.tier));
  const immediate = rows.filter((r) => r.item.tier === 'immediate');
  return {
    rows,
    confusion,
    urgentRecall: urgent.filter((r) => isUrgentTier(r.predicted)).length / urgent.length,
    specificity: calm.filter((r) => !isUrgentTier(r.predicted)).length / calm.length,
    immediateRecall: immediate.filter((r) => r.predicted === 'immediate').length / (immediate.length || 1),
    hardNegatives: calm.filter((r) => r.item.tags.some((t) => hardNegativeTags.includes(t))).length,
    indirectPositives: urgent.filter((r) => r.item.tags.some((t) => indirectTags.includes(t))).length,
    microsPerMessage: options.timing ? timePerMessage(conversations, model) : Number.NaN,
  };
}

export const meetsTargets = (r: EvalReport) =>
  r.urgentRecall >= TARGETS.urgentRecall && r.specificity >= TARGETS.specificity;
