import { isUrgentTier, maxTier, type RiskTier } from '../../../shared/safety.ts';
import { DENIAL, isNegated } from './context.ts';
import { LOSS, MEANS_AT_HAND, NOW, SOON } from './lexicon.ts';
import { hasRiskContext, isContextualMeansQuestion, isExplicitMeansRequest } from './means.ts';
import { DANGER_NOW } from './rules/others.ts';
import { REUNION } from './rules/suicide-signs.ts';
import { THIRD_NOW } from './rules/third-party.ts';
import type { RiskCategory } from './rules/types.ts';
import { CONCERN_CARRY, CONCERN_ELEVATED, CONCERN_HIGH } from './semantic/concern.ts';
import { readMeaning, type MeaningScan } from './semantic/index.ts';
import { withinFloor, type RiskFlags, type SessionRiskState } from './session.ts';
import { scanSignals, type Signal } from './signals.ts';
import { readSituations } from './situations/index.ts';
import { readWithModel } from './model/reading.ts';

export interface Finding {
  tier: RiskTier;
  categories: RiskCategory[];
  /** The message takes risk back or denies it, and nothing urgent is left in it. */
  denial: boolean;
  flags: Partial<RiskFlags>;
  /** Weak signs of risk, this message's plus the share carried from earlier turns. */
  concern: number;
  /** A risk phrase was explained away by its context (see signals.ts). */
  explained: boolean;
  /** Time, a place, means at hand or danger here (read only when asked). */
  nowCue: () => boolean;
}

const PLACE =
  /\b(?:on|at|to) (?:the )?(?:edge|ledge|roof|rooftop|bridge|cliff|tracks|train tracks|railway line|gap|balcony)\b|\bup here\b|\b(?:top|roof) of the (?:multi storey|car park|carpark|building)\b/;
const DECIDED = /\b(?:made (?:my|the) decision|made up my mind|my mind is made up|i have decided|it is decided)\b/;
const OTHERS_SOON = /\bwhen (?:he|she|they) (?:gets?|walks?|comes?) (?:home|back|in|through)\b/;
const DO_IT =
  /\b(?:going to|about to|will|ready to|want to|plan to|planning to|i am going to|i am|i will) (?:just )?(?:do|doing) (?:it|this)\b(?! (?:for|because|to help|with|again tomorrow|properly))|\bplanned it\b|\bgo through with it\b|\bgo there (?:tonight|today|now|tomorrow)\b|\bgoing to go there\b/;
const AT_END =
  /\b(?:cannot take (?:it|this) anymore|cannot do (?:this|it) anymore|had enough|goodbye|no point|done with)\b/;
const PLAN =
  /\bi (?:have|have got|made|came up with|worked out) a plan\b(?! (?:for|to (?!do it|end|kill)))|\bi know (?:how|when|where) i (?:am going to|will|would) do it\b/;
const HOME_DANGER =
  /\b(?:just )?(?:come|got|gotten|is) (?:home|back|here)\b(?=.*\b(?:drunk|angry|yelling|screaming|raging|violent|off his face|smashing)\b)/;
const RESOLVE =
  /\b(?:talk me out of it|(?:cannot|will not|nobody can|no one can|you cannot) stop me|nothing (?:you say )?(?:will|can) stop me|there is no stopping me)\b/;
const NOT_SAFE =
  /\b(?:i am not|i do not feel|not feeling|i never feel|i will not be|no i am not) safe\b|\b(?:cannot|can not|do not think i can|will not) (?:promise|guarantee|say) (?:that )?i (?:will|can|would) (?:be|stay|keep myself) safe\b/;
const READY = /\b(?:got|have|have got) everything (?:ready|sorted|i need|organised|set up)\b/;
const FINAL =
  /\b(?:tonight is the night|today is the day|it is time|the time has come|i am ready now|i am ready to go)\b/;
/** Thanking the helper and saying goodbye after a disclosure: a farewell, not the end of a chat. */
const FAREWELL =
  /\b(?:goodbye|farewell|bye forever|you (?:were|have been) (?:so )?kind|this is the last|thanks for trying|thank you for trying|(?:i have )?made (?:my|the) decision|my mind is made up|look after yourself|tell (?:\w+ ){0,2}i love (?:them|her|him))\b(?! for now| for today)(?!.*\b(?:see you|talk (?:to you )?(?:tomorrow|soon|later|next)|for now)\b)/;
const CONTINUING =
  /\b(?:still (?:feel|feeling|want|wanting|think|thinking) (?:that way|like that|the same|it|about it)|(?:those|the) (?:thoughts|urges) (?:are|have) (?:still|not gone|back))\b/;

const isSelfRisk = (s: Signal) => !s.other && (s.categories.includes('suicide') || s.categories.includes('self_harm'));

type CueName = 'soon' | 'now' | 'place' | 'meansAtHand' | 'decided' | 'othersSoon' | 'dangerNow' | 'thirdNow';
type Cues = (name: CueName) => boolean;

/** Context read once per message, only when a signal needs it; the semantic reading adds what regexes miss. */
function cueReader(norm: string, meaning: MeaningScan): Cues {
  const patterns: Record<CueName, RegExp> = {
    soon: SOON,
    now: NOW,
    place: PLACE,
    meansAtHand: MEANS_AT_HAND,
    decided: DECIDED,
    othersSoon: OTHERS_SOON,
    dangerNow: DANGER_NOW,
    thirdNow: THIRD_NOW,
  };
  const seen: Partial<Record<CueName, boolean>> = {};
  const extra: Partial<Record<CueName, boolean>> = {
    meansAtHand: meaning.meansAtHand,
    place: meaning.place,
    dangerNow: meaning.dangerHere,
  };
  return (key) => (seen[key] ??= patterns[key].test(norm) || !!extra[key]);
}

/** Timing, a place, a means at hand or a decision turns a wish to act into danger now. */
function escalate(s: Signal, cue: Cues): RiskTier {
  if (s.tier === 'elevated' || s.tier === 'immediate') return s.tier;
  const c = s.categories;
  if (c.includes('third_party')) return cue('thirdNow') ? 'immediate' : s.tier;
  if (c.includes('abuse')) return cue('dangerNow') ? 'immediate' : s.tier;
  if (!s.rule.act) return s.tier;
  if (c.includes('harm_to_others'))
    return cue('soon') || cue('othersSoon') || cue('meansAtHand') ? 'immediate' : s.tier;
  if (s.rule.id === 'self_harm.blade' && cue('now')) return 'immediate';
  return cue('soon') || cue('place') || cue('meansAtHand') || cue('decided') ? 'immediate' : s.tier;
}

/** What one message says, read with what the session already knows. */
export function detect(norm: string, state: SessionRiskState, turn: number, useModel = true): Finding {
  const scan = scanSignals(norm);
  const meaning = readMeaning(norm);
  const signals = [...scan.signals, ...meaning.signals];
  const cue = cueReader(norm, meaning);
  const found = { tier: 'none' as RiskTier, categories: new Set<RiskCategory>() };
  const raise = (t: RiskTier, ...cs: RiskCategory[]) => {
    found.tier = maxTier(found.tier, t);
    cs.forEach((c) => found.categories.add(c));
  };
  for (const s of signals) raise(escalate(s, cue), ...s.categories);
  // The recall-first layer (situations/): ordinary descriptions of dangerous situations.
  const situations = readSituations(norm);
  for (const s of situations) raise(s.tier, ...s.categories);
  const ownSituation = (c: RiskCategory) =>
    situations.some((s) => s.categories.includes(c) && !s.categories.includes('third_party'));

  const priorSelfRisk = state.flags.suicide || state.flags.selfHarm;
  const selfRiskNow = signals.some((s) => isSelfRisk(s) && s.tier !== 'elevated');
  const anySuicideWord = signals.some((s) => !s.other && s.categories.includes('suicide'));
  if (anySuicideWord && cue('meansAtHand') && cue('soon')) raise('immediate', 'suicide');
  if (priorSelfRisk && cue('meansAtHand')) raise('immediate', state.flags.selfHarm ? 'self_harm' : 'suicide');

  const doIt = norm.match(DO_IT);
  if (doIt && !isNegated(norm.slice(0, doIt.index))) {
    const context =
      priorSelfRisk ||
      state.flags.means ||
      selfRiskNow ||
      AT_END.test(norm) ||
      cue('meansAtHand') ||
      cue('place') ||
      READY.test(norm);
    if (context)
      raise(cue('soon') || cue('now') || /\bgoodbye\b/.test(norm) || priorSelfRisk ? 'immediate' : 'high', 'suicide');
  }

  const meansAsked =
    isExplicitMeansRequest(norm) ||
    (isContextualMeansQuestion(norm) &&
      (hasRiskContext(norm) || state.flags.loss || state.flags.distress || priorSelfRisk));
  if (meansAsked) raise('high', 'means_request', 'suicide');
  if (state.flags.loss && REUNION.test(norm) && !isNegated(norm.slice(0, norm.search(REUNION))))
    raise('high', 'suicide');
  if (/\bgoodbye\b/.test(norm) && cue('place')) raise('immediate', 'suicide');
  if (priorSelfRisk && FINAL.test(norm)) raise('immediate', 'suicide');
  if (priorSelfRisk && FAREWELL.test(norm)) raise('high', 'suicide');
  if (PLAN.test(norm) && (priorSelfRisk || selfRiskNow)) raise('immediate', 'suicide');
  if (state.flags.abuse && (HOME_DANGER.test(norm) || meaning.dangerHere)) raise('immediate', 'abuse');
  if (state.flags.abuse && /\b(?:scared|afraid|terrified|frightened)\b/.test(norm)) raise('high', 'abuse');
  if (RESOLVE.test(norm)) raise(priorSelfRisk ? 'immediate' : 'high', 'suicide');
  if (NOT_SAFE.test(norm)) raise('high', state.flags.abuse ? 'abuse' : 'suicide');
  if (withinFloor(state, turn) && CONTINUING.test(norm)) raise('high', priorSelfRisk ? 'suicide' : 'distress');
  const concern = Math.min(10, meaning.concern + state.concern * CONCERN_CARRY);
  const concerned = meaning.concern >= 1 && concern >= CONCERN_HIGH;
  if (concerned) raise('high', 'suicide');
  else if (meaning.concern >= CONCERN_ELEVATED) raise('elevated', 'distress');

  // The learned reader (model/): phrasings no rule lists, read from thousands of labelled messages.
  const nowCue = () => (['now', 'soon', 'place', 'meansAtHand', 'dangerNow', 'thirdNow'] as const).some(cue);
  if (useModel) {
    const model = readWithModel(norm, { tier: found.tier, explained: scan.explained, nowCue });
    raise(model.tier, ...model.categories);
  }

  const { tier, categories } = found;
  const urgent = isUrgentTier(tier);
  const denial = !urgent && (scan.negated || DENIAL.test(norm));
  const selfSignals = signals.filter((s) => !s.other && s.tier !== 'elevated');
  return {
    tier,
    categories: [...categories],
    denial,
    flags: {
      suicide:
        selfSignals.some((s) => s.categories.includes('suicide')) || meansAsked || concerned || ownSituation('suicide'),
      selfHarm: selfSignals.some((s) => s.categories.includes('self_harm')) || ownSituation('self_harm'),
      harmToOthers: categories.has('harm_to_others'),
      abuse: categories.has('abuse'),
      means: meansAsked || (urgent && (cue('meansAtHand') || cue('place'))),
      loss:
        LOSS.test(norm) || /\b(?:wife|husband|partner|girlfriend|boyfriend|she|he) (?:left|walked out)\b/.test(norm),
      distress: tier !== 'none',
    },
    concern,
    explained: scan.explained,
    nowCue,
  };
}
