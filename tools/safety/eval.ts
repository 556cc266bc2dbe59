/**
 * `npm run eval:safety -- <file.jsonl or folder> …`: the reader's figures on any labelled JSONL set,
 * per file and pooled (default: data/sealed-old and data/sealed). Recall counts check, high and
 * immediate; specificity counts any of them on a none or elevated message as a false alarm.
 * "in session" is specificity on the calm turns of sequences (ordinary session talk).
 * `--misses` lists what was missed and what was raised. Messages the model trained on are left out.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { figures, pct, runFile, trainedTexts, type Figures, type Row } from './sealed.ts';

const args = process.argv.slice(2);
const misses = args.includes('--misses');
const here = path.dirname(new URL(import.meta.url).pathname);
const targets = args.filter((a) => !a.startsWith('--'));
const roots = targets.length ? targets : ['data/sealed-old', 'data/sealed'].map((d) => path.join(here, d));

const files = roots
  .filter((r) => existsSync(r))
  .flatMap((r) =>
    statSync(r).isDirectory()
      ? readdirSync(r)
          .filter((f) => f.endsWith('.jsonl'))
          .sort()
          .map((f) => path.join(r, f))
      : [r],
  );

const cell = (f: [number, number]) => `${pct(f).toFixed(1).padStart(5)} (${f[0]}/${f[1]})`.padEnd(18);
const line = (name: string, f: Figures) =>
  `${name.padEnd(24)}${cell(f.urgent)}${cell(f.immediate)}${cell(f.immediateExact)}${cell(f.specificity)}${cell(f.noDialog)}${cell(f.inSession)}`;

const exclude = trainedTexts();
const all: Row[] = [];
console.log(
  `${''.padEnd(24)}${['urgent', 'immediate', 'imm. exact', 'specificity', 'no dialog', 'in session'].map((h) => h.padEnd(18)).join('')}`,
);
for (const file of files) {
  const rows = await runFile(file, exclude);
  all.push(...rows);
  console.log(line(path.basename(file, '.jsonl'), figures(rows)));
  if (misses)
    for (const r of rows)
      if ((r.tier === 'high' || r.tier === 'immediate') !== ['check', 'high', 'immediate'].includes(r.predicted))
        console.log(`    ${r.tier} -> ${r.predicted}: ${JSON.stringify(r.text)}`);
}
console.log(line('pooled', figures(all)));
console.log(`\n${all.length} messages (${exclude.size} training texts left out where they recur)`);
