import type { EngineState } from '../state.ts';
import { hash32, type Rng } from './rng.ts';

export interface Part {
  /** Template id ('family:index'); remembered so no template repeats in a session. */
  id: string;
  text: string;
}

export interface Ctx {
  state: EngineState;
  rng: Rng;
  name: string;
}

export type Slots = Record<string, string | undefined>;

const fill = (template: string, slots: Slots): string | null => {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const upper = key[0] === key[0]!.toUpperCase();
    const value = slots[key] ?? slots[key.charAt(0).toLowerCase() + key.slice(1)];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return upper ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
  return missing ? null : out;
};

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=["'‘“A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);

export const sentenceKey = (s: string) =>
  hash32(
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ).toString(36);

/**
 * A random unused variant of a template family, with its slots filled; null when every variant has
 * been used this session or needs a slot we don't have. `taken` holds ids chosen earlier this turn.
 */
export function pick(
  ctx: Ctx,
  family: string,
  variants: readonly string[],
  slots: Slots = {},
  taken: Part[] = [],
): Part | null {
  const order = variants.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(ctx.rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const usedSentences = new Set(ctx.state.usedSentences);
  for (const i of order) {
    const id = `${family}:${i}`;
    if (ctx.state.usedTemplates.includes(id) || taken.some((p) => p.id === id)) continue;
    const text = fill(variants[i]!, slots);
    if (!text) continue;
    if (sentencesOf(text).some((s) => s.split(' ').length >= 3 && usedSentences.has(sentenceKey(s)))) continue;
    return { id, text };
  }
  return null;
}

/** The first family that still has a usable variant. */
export function pickAny(
  ctx: Ctx,
  options: Array<[string, readonly string[]]>,
  slots: Slots = {},
  taken: Part[] = [],
): Part | null {
  for (const [family, variants] of options) {
    const part = pick(ctx, family, variants, slots, taken);
    if (part) return part;
  }
  return null;
}

/**
 * Joins parts into a reply of at most three sentences and one question (the question last), then
 * records templates and sentences as used.
 */
export function commit(state: EngineState, parts: Array<Part | null | undefined>): string {
  const chosen = parts.filter((p): p is Part => Boolean(p));
  const statements = chosen.filter((p) => !p.text.includes('?'));
  const question = chosen.find((p) => p.text.includes('?'));
  const count = (ps: Part[]) => ps.reduce((n, p) => n + sentencesOf(p.text).length, 0);
  const kept = [...statements];
  // Later statements are the optional ones (links, affirmations): drop those first.
  while (kept.length > 1 && count(kept) + (question ? sentencesOf(question.text).length : 0) > 3) kept.pop();
  const final = question ? [...kept, question] : kept;
  const text = final.map((p) => p.text.trim()).join(' ');
  state.usedTemplates.push(...final.map((p) => p.id));
  state.lastTemplates = final.map((p) => p.id);
  state.usedSentences.push(...sentencesOf(text).map(sentenceKey));
  return text;
}

/** Fills '{key}' from skill notes; '{Key}' capitalises the value. */
export function fillNotes(template: string, notes: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = notes[key.charAt(0).toLowerCase() + key.slice(1)] ?? '';
    return key[0] === key[0]!.toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}
