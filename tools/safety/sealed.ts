/**
 * Runs the shipped reader over labelled JSONL (the format in data/README.md) and counts what the
 * issue measures. Sequences are read turn by turn with the session state and the person's recent
 * turns carried, as the app does, except that a check question is not taken as asked: the writer's
 * next turn was not written as an answer to it (the conversation logic has its own tests).
 */
import { readFileSync } from 'node:fs';
import { isUrgentTier, tierRank, type RiskTier } from '../../src/shared/safety.ts';
import { assessUtterance, type SessionRiskState } from '../../src/server/ai/safety/index.ts';
import { tokenise } from '../../src/server/ai/safety/model/features.ts';

export interface Row {
  text: string;
  tier: RiskTier;
  predicted: RiskTier;
  inSequence: boolean;
}

interface Turn {
  text: string;
  tier: RiskTier;
}
type Line = Turn | { sequence: string; turns: Turn[] };

const dataDir = new URL('./data/', import.meta.url);
const trainedOn = new URL('../../src/server/ai/safety/model/trained-on.json', import.meta.url);
const key = (text: string) => tokenise(text).join(' ');

/**
 * Every message the shipped model was trained on (the data files `train.py final` names in
 * `model/trained-on.json`), to leave out of a figure that must be on unseen text. Data added since
 * that model is not left out: the model never read it.
 */
export function trainedTexts(): Set<string> {
  const seen = new Set<string>();
  const files = JSON.parse(readFileSync(trainedOn, 'utf8')) as string[];
  for (const f of files)
    for (const raw of readFileSync(new URL(`${f}.jsonl`, dataDir), 'utf8')
      .split('\n')
      .filter(Boolean)) {
      const line = JSON.parse(raw) as Line;
      for (const t of 'turns' in line ? line.turns : [line]) seen.add(key(t.text));
    }
  return seen;
}

/** Reads one JSONL file; turns also in `exclude` are read (they carry context) but not counted. */
export async function runFile(path: URL | string, exclude: Set<string> = new Set()): Promise<Row[]> {
  const rows: Row[] = [];
  for (const raw of readFileSync(path, 'utf8').split('\n').filter(Boolean)) {
    const line = JSON.parse(raw) as Line;
    const turns = 'turns' in line ? line.turns : [line];
    let state: SessionRiskState | undefined;
    const recent: string[] = [];
    for (const t of turns) {
      const a = await assessUtterance(t.text, state, { recent });
      state = { ...a.state, asked: null };
      recent.push(t.text);
      if (!exclude.has(key(t.text)))
        rows.push({ text: t.text, tier: t.tier, predicted: a.tier, inSequence: turns.length > 1 });
    }
  }
  return rows;
}

const raised = (t: RiskTier) => tierRank(t) >= tierRank('check');

export interface Figures {
  /** Labelled high or immediate, read as check or above. */
  urgent: [hit: number, of: number];
  immediate: [hit: number, of: number];
  /** Labelled immediate, read as immediate (000 first). */
  immediateExact: [hit: number, of: number];
  /** Labelled none or elevated, read as none or elevated. */
  specificity: [hit: number, of: number];
  /** Labelled none or elevated, not read as high or immediate (no crisis dialog). */
  noDialog: [hit: number, of: number];
  /** Specificity on the calm turns of in-session sequences (ordinary session talk). */
  inSession: [hit: number, of: number];
}

const count = (rows: Row[], of: (r: Row) => boolean, ok: (r: Row) => boolean): [number, number] => {
  const sel = rows.filter(of);
  return [sel.filter(ok).length, sel.length];
};

export function figures(rows: Row[]): Figures {
  const calm = (r: Row) => !raised(r.tier);
  return {
    urgent: count(
      rows,
      (r) => isUrgentTier(r.tier),
      (r) => raised(r.predicted),
    ),
    immediate: count(
      rows,
      (r) => r.tier === 'immediate',
      (r) => raised(r.predicted),
    ),
    immediateExact: count(
      rows,
      (r) => r.tier === 'immediate',
      (r) => r.predicted === 'immediate',
    ),
    specificity: count(rows, calm, (r) => !raised(r.predicted)),
    noDialog: count(rows, calm, (r) => !isUrgentTier(r.predicted)),
    inSession: count(
      rows,
      (r) => calm(r) && r.inSequence,
      (r) => !raised(r.predicted),
    ),
  };
}

export const pct = ([hit, of]: [number, number]) => (of ? (100 * hit) / of : NaN);
