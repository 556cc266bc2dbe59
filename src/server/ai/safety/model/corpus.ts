import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { RiskTierSchema, type RiskTier } from '../../../../shared/safety.ts';
import { exportedCases } from '../eval-data/types.ts';

/**
 * Batches kept out of training, so that their runs say how the model does on a writer it has never
 * read: `eval.ts --batch held-out-12`.
 */
export const SEALED_BATCHES = ['held-out-11', 'held-out-12', 'held-out-13'] as const;

export interface Example {
  text: string;
  tier: RiskTier;
  abuse: boolean;
  medical: boolean;
  others: boolean;
  /** The file it came from: cross-validation leaves out one source at a time. */
  source: string;
}

const TrainLineSchema = z.object({
  text: z.string().min(1),
  tier: RiskTierSchema,
  category: z.enum([
    'suicide',
    'self_harm',
    'harm_to_others',
    'abuse',
    'medical',
    'third_party',
    'means_request',
    'distress',
    'none',
  ]),
});

const trainDir = new URL('./train-data/', import.meta.url);
const evalDir = new URL('../eval-data/', import.meta.url);

function trainFiles(): Example[] {
  return readdirSync(trainDir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((file) =>
      readFileSync(new URL(file, trainDir), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => {
          const parsed = TrainLineSchema.safeParse(JSON.parse(line));
          if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
          const { text, tier, category } = parsed.data;
          return {
            text,
            tier,
            abuse: category === 'abuse',
            medical: category === 'medical',
            others: category === 'harm_to_others',
            source: file,
          };
        }),
    );
}

/** Single labelled messages of the evaluation files (not their conversations: a turn's label can depend on the turns before it). */
async function evalFiles(): Promise<Example[]> {
  const names = readdirSync(evalDir)
    .filter((f) => f.endsWith('.ts') && !['index.ts', 'types.ts'].includes(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((name) => !(SEALED_BATCHES as readonly string[]).includes(name))
    .sort();
  const out: Example[] = [];
  for (const name of names) {
    const mod = (await import(new URL(`${name}.ts`, evalDir).href)) as Record<string, unknown>;
    for (const c of exportedCases(mod)) {
      out.push({
        text: c.text,
        tier: c.tier,
        abuse: c.tags.includes('abuse'),
        medical: c.tags.includes('medical'),
        others: c.tags.includes('others'),
        source: name,
      });
    }
  }
  return out;
}

/** Every labelled message the model learns from, duplicates (same text) kept once. */
export async function loadCorpus(): Promise<Example[]> {
  const seen = new Set<string>();
  return [...trainFiles(), ...(await evalFiles())].filter((e) => {
    const key = e.text.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Names the exact data a model was trained on, so a test notices data changed without retraining. */
export function corpusDigest(examples: Example[]): string {
  const hash = createHash('sha256');
  for (const e of examples) hash.update(`${e.tier}\t${+e.abuse}${+e.medical}${+e.others}\t${e.text}\n`);
  return hash.digest('hex').slice(0, 16);
}
