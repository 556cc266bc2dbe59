import {
  ACCIDENTAL,
  ANXIETY,
  DISTANT_PAST,
  FICTION,
  HYPERBOLE,
  MODAL_HYPERBOLE,
  PAST_MARK,
  RECENT,
  RECURRENCE,
  RESOLVED,
  isNegated,
  subjectOf,
} from './context.ts';
import { distressRules } from './rules/distress.ts';
import { WORK_ROLE } from './semantic/contexts.ts';
import { medicalRules } from './rules/medical.ts';
import { abuseRules, harmToOthersRules } from './rules/others.ts';
import { selfHarmRules } from './rules/self-harm.ts';
import { suicideSignRules } from './rules/suicide-signs.ts';
import { suicideRules } from './rules/suicide.ts';
import { thirdPartyRules } from './rules/third-party.ts';
import type { RiskCategory, Rule, RuleTier } from './rules/types.ts';

/** One rule that still holds after its context was read. */
export interface Signal {
  rule: Rule;
  tier: RuleTier;
  categories: RiskCategory[];
  /** About someone other than the speaker. */
  other: boolean;
}

export interface SignalScan {
  signals: Signal[];
  /** A risk phrase was explicitly denied ("i would never hurt myself"). */
  negated: boolean;
  /** A risk phrase was read and explained away by its context (denied, an idiom, a story, resolved history, a job). */
  explained: boolean;
}

const rules: Rule[] = [
  ...suicideRules,
  ...suicideSignRules,
  ...selfHarmRules,
  ...harmToOthersRules,
  ...abuseRules,
  ...medicalRules,
  ...thirdPartyRules,
  ...distressRules,
];

const TOLD_TO =
  /\b(?:telling|tell|tells|told|saying|says|said|yelling|yells|texted|messaged|keep saying) (?:me )?(?:to|i should) (?:go |just )?$/;
const tail = (prefix: string, n: number) => prefix.trim().split(' ').slice(-n).join(' ');

/** Lowers or drops a match read in the past tense: resolved history is none, distant history elevated. */
function temporal(rule: Rule, norm: string, prefix: string, match: string): RuleTier | null | 'keep' {
  const pastForm = rule.past || (rule.tense && PAST_MARK.test(`${tail(prefix, 3)} ${match}`));
  const resolvedHistory = RESOLVED.test(norm) && DISTANT_PAST.test(norm);
  if (!pastForm && !resolvedHistory) return 'keep';
  if (RECENT.test(norm) || RECURRENCE.test(norm)) return 'keep';
  if (RESOLVED.test(norm)) return null;
  return DISTANT_PAST.test(norm) ? 'elevated' : 'keep';
}

function read(rule: Rule, norm: string, m: RegExpMatchArray, scan: SignalScan): Signal | null {
  if (rule.also && !rule.also.test(norm)) return null;
  const explained = () => {
    scan.explained = true;
    return null;
  };
  if (rule.unless?.test(norm)) return explained();
  const prefix = norm.slice(0, m.index);
  if (rule.negatable && isNegated(prefix)) {
    scan.negated = true;
    return explained();
  }
  const other = rule.subject || rule.otherOnly ? subjectOf(prefix) === 'other' : false;
  if (rule.otherOnly && !other) return null;
  if (rule.accident && ACCIDENTAL.test(norm)) return explained();
  if (rule.hyperbole && (HYPERBOLE.test(norm) || MODAL_HYPERBOLE.test(norm))) return explained();
  if ((rule.fiction || other) && FICTION.test(norm)) return explained();
  if (other && WORK_ROLE.test(norm)) return explained();
  if (rule.anxiety && ANXIETY.test(norm)) return { rule, tier: 'elevated', categories: ['distress'], other };
  const selfRisk = rule.categories.includes('suicide') || rule.categories.includes('self_harm');
  if (selfRisk && TOLD_TO.test(prefix) && !/\bvoices?\b/.test(norm)) {
    return { rule, tier: 'elevated', categories: ['bullying'], other };
  }
  const when = temporal(rule, norm, prefix, m[0]);
  if (when === null) return explained();
  let tier: RuleTier = when === 'keep' ? rule.tier : when;
  let categories = rule.categories;
  if (other && !categories.includes('third_party')) {
    categories = ['third_party', ...categories];
    // Someone else's stated intention is high; the detector raises it again if they are in danger now.
    if (tier === 'immediate' && !categories.includes('medical')) tier = 'high';
  }
  return { rule, tier, categories, other };
}

/** Every rule that matches the normalised message, after negation, subject, fiction, tense and idiom checks. */
export function scanSignals(norm: string): SignalScan {
  const scan: SignalScan = { signals: [], negated: false, explained: false };
  for (const rule of rules) {
    // exec with lastIndex rather than matchAll: matchAll clones the regex on every call, which is slow.
    const re = rule.re;
    re.lastIndex = 0;
    for (let m = re.exec(norm); m; m = re.exec(norm)) {
      const signal = read(rule, norm, m, scan);
      if (signal) {
        scan.signals.push(signal);
        break;
      }
      if (m[0] === '') re.lastIndex += 1;
    }
  }
  return scan;
}
