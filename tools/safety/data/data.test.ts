import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Training data and the sealed batches share one format (data/README.md).
const here = path.dirname(fileURLToPath(import.meta.url));
const files = ['train', 'sealed'].flatMap((d) =>
  fs
    .readdirSync(path.join(here, d))
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => path.join(d, f)),
);
const Turn = z
  .object({
    text: z.string().trim().min(1),
    tier: z.enum(['none', 'elevated', 'check', 'high', 'immediate']),
    kind: z.enum(['none', 'suicide_self_harm', 'medical', 'abuse_violence', 'harm_to_others', 'psychosis']),
  })
  .strict()
  .refine((t) => t.tier !== 'none' || t.kind === 'none', 'tier none must have kind none');
const Line = z.union([z.object({ sequence: z.string().min(1), turns: z.array(Turn).min(2).max(8) }).strict(), Turn]);

describe('labelled safety data', () => {
  for (const file of files) {
    it(`${file}: every line is a labelled message or sequence, single lines are not repeated`, () => {
      const lines = fs.readFileSync(path.join(here, file), 'utf8').split('\n').filter(Boolean);
      const problems: string[] = [];
      const singles = new Set<string>();
      const sequences = new Set<string>();
      lines.forEach((raw, i) => {
        const parsed = Line.safeParse(JSON.parse(raw));
        if (!parsed.success) return problems.push(`line ${i + 1}: ${parsed.error.issues[0]?.message}`);
        const line = parsed.data;
        const key = 'turns' in line ? `seq:${line.sequence}` : line.text.toLowerCase();
        const seen = 'turns' in line ? sequences : singles;
        if (seen.has(key)) problems.push(`line ${i + 1}: repeats ${key}`);
        seen.add(key);
      });
      expect(problems).toEqual([]);
      expect(lines.length).toBeGreaterThan(100);
    });
  }
});
