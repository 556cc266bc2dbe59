import type { Analysis } from '../analyse.ts';
import { pick, type Ctx, type Part } from '../compose.ts';
import { wishGist } from '../wishes.ts';
import { openQuestion, reflect } from './common.ts';

const wishLines = [
  "Thank you for telling me that. {Gist} can be a sign of how worn down you've become.",
  "I'm really glad you said that out loud. {Gist} tells me how much you've been carrying.",
  'That sounds really heavy. {Gist} often comes when everything has felt like too much for too long.',
] as const;

const wishQuestions = [
  "What's been making things feel this heavy lately?",
  "When those moments come, what's usually going on for you?",
  'What would help you feel even a little less worn down right now?',
] as const;

const safeLines = [
  "Thank you for letting me know; I'm glad you're safe.",
  'Thanks for telling me where things are at; that helps me understand.',
] as const;

/**
 * A passive wish is heard in written sentences (never their words turned into something to do), and
 * 'I'm not going to do anything' is thanked, not reflected back. Any exercise or offer is set aside.
 */
export function heardWish(ctx: Ctx, a: Analysis): Part[] {
  const { state } = ctx;
  state.skill = null;
  state.offered = null;
  state.awaiting = null;
  if (state.phase !== 'closed') state.phase = 'explore';
  if (a.wish) {
    const lead = pick(ctx, 'h.wish', wishLines, { gist: wishGist(a.text) });
    const question = pick(ctx, 'h.wishq', wishQuestions) ?? openQuestion(ctx, { ...a, topics: [] });
    return [lead, question].filter((p): p is Part => Boolean(p));
  }
  const thanks = pick(ctx, 'h.safe', safeLines);
  const parts = [thanks].filter((p): p is Part => Boolean(p));
  const rest = reflect(ctx, a, parts);
  if (rest) parts.push(rest);
  return [...parts, openQuestion(ctx, a, parts)];
}
