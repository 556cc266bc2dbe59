import { isUrgentTier, maxTier, riskTiers, tierRank, type Resource, type RiskTier } from '../../../shared/safety.ts';
import { correctsReading, readAnswer } from './answer.ts';
import { updateAudience } from './audience.ts';
import { aboutSomeoneElse, dangerNowIn } from './facts.ts';
import { isMeansRequest } from './means.ts';
import { readBoth, riskKinds, type ModelReading, type RiskKind } from './model/reader.ts';
import { normalise } from './normalise.ts';
import { SECOND_OPINION_FROM, asRecord, kindsOf, urgentMass, worst } from './policy.ts';
import { offersSafetyPlan } from './plan-offer.ts';
import { pickResources } from './resources.ts';
import {
  GENTLE_TURNS,
  readRiskState,
  sessionTier,
  shouldOffer,
  withinFloor,
  type SessionRiskState,
} from './session.ts';

export interface Assessment {
  tier: RiskTier;
  /** The kinds of risk, most likely first; empty when the tier is none. */
  kinds: RiskKind[];
  /** The message asks for means or a lethal amount: never answered. */
  means: boolean;
  /** The risk is someone else's (the person is a bystander). */
  someoneElse: boolean;
  /** The model's calibrated probabilities for the most worrying part of the message. */
  probabilities: { tier: Record<RiskTier, number>; kind: Record<RiskKind, number> };
  resources: Resource[];
  /** The reply offers, once per session, to make or look at the person's safety plan (plan-offer.ts). */
  planOffer: boolean;
  /** The person asked what our check question meant: it is explained, and stays open. */
  clarify: boolean;
  /** The turn before this one was high or immediate too: the reply carries on, never starts over. */
  again: boolean;
  state: SessionRiskState;
}

/** A second opinion on an uncertain reading (second-reader.ts): a tier it would raise to, or none. */
export type SecondReader = (text: string, recent: readonly string[]) => Promise<RiskTier | null>;

export interface AssessOptions {
  /** The person's own last turns of this session (up to 3 are read), oldest first. */
  recent?: readonly string[];
  secondReader?: SecondReader;
  /** The person's safety plan can be offered: they have an account and the session is not incognito. */
  planOfferable?: boolean;
}

/** Beyond this, only the start and the end are read (a paste that size is not a chat message). */
const MAX_CHARS = 20_000;

interface Reading {
  tier: RiskTier;
  kinds: RiskKind[];
  means: boolean;
  /** The tier of the words alone, without the earlier turns (null when there were none). */
  alone: RiskTier | null;
}

const aboutSomeone =
  /\b(?:he|him|his|she|her|they|them|partner|husband|wife|boyfriend|girlfriend|ex|dad|mum|father|mother|stepdad|stepmum)\b/;

interface AfterCheck {
  reading: Reading;
  /** A credible no to our question. */
  no: boolean;
  /** They asked what our question meant. */
  clarify?: boolean;
  /** An unclear answer taken as yes: a correction on the next turn is still an answer. */
  unclear?: boolean;
}

/** After a check question: yes or anything unclear is high; a credible no carries on gently. */
function afterCheck(prior: SessionRiskState, norm: string, r: Reading): AfterCheck {
  const asked = prior.asked;
  if (!asked || asked.turn !== prior.turn) return { reading: r, no: false };
  const sameRisk = (r.kinds[0] ?? asked.kind) === asked.kind;
  // Our unclear-taken-as-yes reply asked them to say more, not yes or no: a plain no now declines that.
  // Only a correction of how we read them ('no, not like that. i just want the noise to stop') answers
  // the question still, as a plain no would have; anything else is read on its own words.
  if (asked.afterUnclear) {
    const corrected = correctsReading(norm) && sameRisk && !r.means && r.tier !== 'immediate';
    return corrected ? { reading: { ...r, tier: 'elevated' }, no: true } : { reading: r, no: false };
  }
  // A question about suicide is answered by every word: no hedge is explained away there.
  const read = readAnswer(norm, { hedges: asked.kind !== 'suicide_self_harm' });
  // 'what do you mean?': neither yes nor no. The question is explained and asked again, once; asked
  // what it means a second time, it is an unclear answer like any other.
  if (read === 'asking' && !asked.explained && !isUrgentTier(r.tier))
    return { reading: { ...r, tier: 'check', kinds: [asked.kind] }, no: false, clarify: true };
  const answer = read === 'asking' ? 'unclear' : read;
  // A plain no to the question we asked is taken at its word, as the contract and a counsellor
  // would: the reader sees the person's earlier turns but not our question, so 'no, I would never do
  // anything, I just want it to stop hurting' reads high. Not when the answer is about something else
  // (a new disclosure of another kind), asks for means, or reads as danger now.
  if (answer === 'no' && r.tier === 'high' && sameRisk && !r.means) {
    return { reading: { ...r, tier: 'elevated' }, no: true };
  }
  if (isUrgentTier(r.tier)) return { reading: r, no: false };
  // A credible no, or a person who moved on to talk of something the reader finds calm (a worried
  // parent asked about suicide who goes on about their son's gaming): carry on warmly, lines still
  // shown. Anything else, a short hedge ("hmm") or an answer that still reads as risk, is a yes.
  // An unclear reading in context may be only the context we asked about: 'maybe i could do 25 minute
  // blocks with breaks', after a body sign read as possibly medical, reads calm on its own.
  // Never calm when the words alone read unclear or worse; and after a question about suicide, an
  // unclear reading in context stands.
  const aloneCalm = r.alone === null || tierRank(r.alone) < tierRank('check');
  const calmWords =
    aloneCalm &&
    (tierRank(r.tier) < tierRank('check') ||
      (r.tier === 'check' && r.alone !== null && asked.kind !== 'suicide_self_harm'));
  const movedOn = answer === 'unclear' && norm.split(' ').length >= 5 && calmWords;
  if (answer === 'no' || movedOn) return { reading: { ...r, tier: 'elevated' }, no: true };
  // No answer to our question but an unclear reading of another kind ('nobody will ever want to be with
  // me now' after we asked about safety at home): that reading stands, and asks its own question.
  // Not when the answer still speaks of the kind we asked about, or of someone ('i guess i will just go
  // home and hope he is asleep', after a question about safety at home).
  const otherKindOnly = r.kinds.length > 0 && !r.kinds.includes(asked.kind);
  if (answer === 'unclear' && r.tier === 'check' && otherKindOnly && !aboutSomeone.test(norm))
    return { reading: r, no: false };
  const kinds = r.kinds.length ? r.kinds : [asked.kind];
  return { reading: { ...r, tier: 'high', kinds }, no: false, unclear: answer === 'unclear' && !isUrgentTier(r.tier) };
}

/**
 * A few turns after they told us of clear risk, an unclear message of the same kind is not asked about
 * as if we did not know ('have you been having thoughts of suicide?' to someone who named a day): the
 * crisis support carries on. Another kind still gets its own question.
 */
function alreadyKnown(prior: SessionRiskState, turn: number, tier: RiskTier, kinds: readonly RiskKind[]): RiskTier {
  if (tier !== 'check' || !withinFloor(prior, turn) || prior.urgentKind === null) return tier;
  return (kinds[0] ?? prior.urgentKind) === prior.urgentKind ? 'high' : tier;
}

/** The question waiting for an answer after this turn: one we asked, or one an unclear answer left open. */
function nextQuestion(
  tier: RiskTier,
  kinds: RiskKind[],
  turn: number,
  checked: AfterCheck,
  prior: SessionRiskState,
): SessionRiskState['asked'] {
  if (tier === 'check' && checked.clarify) return { turn, kind: kinds[0] ?? 'suicide_self_harm', explained: true };
  if (tier === 'check') return { turn, kind: kinds[0] ?? 'suicide_self_harm' };
  if (checked.unclear && prior.asked) return { turn, kind: prior.asked.kind, afterUnclear: true };
  return null;
}

/**
 * The facts on top of the model's tier. A means request is at least high and is never answered. It is
 * danger now (000 first) only when this message or the person's last turns say so (the tablets in
 * hand, tonight, already taken some): a lethal-dose question on its own gets the reply that declines
 * it, not the one that tells them to move away from the means. Any other high reading with danger now
 * in the message is immediate.
 */
export function tierWithFacts(tier: RiskTier, means: boolean, norm: string, recent: readonly string[]): RiskTier {
  const now = dangerNowIn(norm).length > 0;
  if (means) {
    const nowBefore = recent.some((turn) => dangerNowIn(normalise(turn)).length > 0);
    return now || (tier === 'immediate' && nowBefore) ? 'immediate' : 'high';
  }
  return tier === 'high' && now ? 'immediate' : tier;
}

/** What the message says, before the session: the model, a second opinion if any, then the facts. */
async function readTurn(
  clipped: string,
  norm: string,
  recent: readonly string[],
  prior: SessionRiskState,
  secondReader?: SecondReader,
): Promise<Reading & { model: ModelReading }> {
  const both = readBoth(clipped, recent);
  const inContext = worst(both.inContext);
  const alone = both.alone.length ? worst(both.alone) : null;
  // Context may raise a reading, and may lower an unclear one, never clear risk (reader.ts readBoth).
  const lone = alone && isUrgentTier(alone.tier) && tierRank(alone.tier) > tierRank(inContext.tier) ? alone : null;
  const { reading: model, tier: modelTier } = lone ?? inContext;
  let tier = modelTier;
  const uncertain = urgentMass(model.tier) >= SECOND_OPINION_FROM && tierRank(tier) <= tierRank('check');
  if (secondReader && uncertain) {
    const second = await secondReader(clipped, recent).catch(() => null);
    if (second) tier = maxTier(tier, second);
  }
  const means = isMeansRequest(clipped, { recent, riskSeen: prior.peakTier !== 'none' });
  tier = tierWithFacts(tier, means, norm, recent);
  const kinds = kindsOf(model.kind, tier);
  return {
    model,
    tier,
    means,
    alone: alone?.tier ?? null,
    kinds: means && !kinds.includes('suicide_self_harm') ? ['suicide_self_harm', ...kinds] : kinds,
  };
}

/**
 * Reads one utterance (typed, dictated or transcribed) before any engine sees it, with the person's
 * recent turns. Offline: the model runs in this process. Pass the state returned for the previous
 * turn of the same session.
 */
export async function assessUtterance(
  text: string,
  state?: SessionRiskState,
  options: AssessOptions = {},
): Promise<Assessment> {
  const prior = readRiskState(state);
  const turn = prior.turn + 1;
  const clipped = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS / 2)} ${text.slice(-MAX_CHARS / 2)}` : text;
  const norm = normalise(clipped);
  const read = await readTurn(clipped, norm, (options.recent ?? []).slice(-3), prior, options.secondReader);
  const checked = afterCheck(prior, norm, read);
  const tier = alreadyKnown(prior, turn, sessionTier(prior, turn, checked.reading.tier), checked.reading.kinds);
  const kinds = tier === 'none' ? [] : checked.reading.kinds;
  const audience = updateAudience(prior.audience, norm);
  const offer = checked.no || shouldOffer(prior, turn, tier);
  const someoneElse = aboutSomeoneElse(norm);
  const planOffer = offersSafetyPlan({
    tier,
    kinds,
    someoneElse,
    answeredNo: checked.no && prior.asked ? { kind: prior.asked.kind } : null,
    offeredBefore: prior.planOfferTurn !== null,
    eligible: options.planOfferable ?? false,
  });
  const next: SessionRiskState = {
    version: 2,
    turn,
    lastTier: tier,
    peakTier: maxTier(prior.peakTier, tier),
    lastUrgentTurn: isUrgentTier(tier) ? turn : prior.lastUrgentTurn,
    lastOfferTurn: offer ? turn : prior.lastOfferTurn,
    audience,
    asked: nextQuestion(tier, kinds, turn, checked, prior),
    gentleUntil: checked.no ? turn + GENTLE_TURNS : prior.gentleUntil,
    planOfferTurn: planOffer ? turn : prior.planOfferTurn,
    urgentKind: isUrgentTier(tier) ? (kinds[0] ?? null) : prior.urgentKind,
  };
  return {
    tier,
    kinds,
    means: read.means,
    someoneElse,
    probabilities: { tier: asRecord(riskTiers, read.model.tier), kind: asRecord(riskKinds, read.model.kind) },
    resources: pickResources(tier, kinds, audience),
    planOffer,
    clarify: tier === 'check' && checked.clarify === true,
    again: isUrgentTier(tier) && prior.lastUrgentTurn !== null && prior.lastUrgentTurn === prior.turn,
    state: next,
  };
}
