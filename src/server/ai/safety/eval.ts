import { isUrgentTier, riskTiers } from '../../../shared/safety.ts';
import { exportedCases, type EvalSequence } from './eval-data/types.ts';
import { TARGETS, meetsTargets, runEval } from './eval-run.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const pad = (s: string | number, n: number) => String(s).padStart(n);

/** `--batch held-out-6` reads one eval-data file on its own: the first run of a new held-out batch. */
async function loadBatch(name: string): Promise<EvalSequence[]> {
  if (!/^[\w-]+$/.test(name)) throw new Error(`--batch takes a file name in eval-data/, got ${name}`);
  const mod = (await import(`./eval-data/${name}.ts`)) as Record<string, unknown>;
  const sequences = Object.entries(mod).flatMap(([key, value]) =>
    key.endsWith('Sequences') ? (value as EvalSequence[]) : [],
  );
  return [...exportedCases(mod).map((c) => ({ name: c.text, turns: [c] })), ...sequences];
}

const batchArg = process.argv.indexOf('--batch');
const batch = batchArg > 0 ? process.argv[batchArg + 1] : undefined;
/** `--rules-only` leaves the learned model out, to see what the rules catch on their own. */
const model = !process.argv.includes('--rules-only');
const report = runEval({ timing: true, model, conversations: batch ? await loadBatch(batch) : undefined });
const count = (ok: (r: (typeof report.rows)[number]) => boolean, of: (r: (typeof report.rows)[number]) => boolean) =>
  `${report.rows.filter((r) => of(r) && ok(r)).length}/${report.rows.filter(of).length}`;
console.log(
  `Solace safety evaluation${batch ? ` (batch ${batch} only)` : ''}${model ? '' : ', rules only'}: ${report.rows.length} messages (${report.hardNegatives} hard negatives, ${report.indirectPositives} indirect/slang positives)\n`,
);
console.log(`expected \\ predicted ${riskTiers.map((t) => pad(t, 10)).join('')}     recall`);
for (const expected of riskTiers) {
  const row = report.confusion[expected];
  const total = riskTiers.reduce((sum, t) => sum + row[t], 0);
  console.log(
    `${expected.padEnd(20)}${riskTiers.map((t) => pad(row[t], 10)).join('')} ${pad(pct(total ? row[expected] / total : 0), 10)}`,
  );
}
const urgent = (r: (typeof report.rows)[number]) => isUrgentTier(r.item.tier);
console.log(
  `\nurgent recall (high+immediate predicted high or immediate): ${pct(report.urgentRecall)} (${count((r) => isUrgentTier(r.predicted), urgent)})  target ${pct(TARGETS.urgentRecall)}`,
);
console.log(
  `specificity (none+elevated not predicted high/immediate):   ${pct(report.specificity)} (${count(
    (r) => !isUrgentTier(r.predicted),
    (r) => !urgent(r),
  )})  target ${pct(TARGETS.specificity)}`,
);
console.log(
  `immediate recall (predicted exactly immediate):              ${pct(report.immediateRecall)} (${count(
    (r) => r.predicted === 'immediate',
    (r) => r.item.tier === 'immediate',
  )})`,
);
console.log(`mean CPU time per message (after warm-up): ${report.microsPerMessage.toFixed(0)} µs\n`);

const wrong = report.rows.filter((r) => r.predicted !== r.item.tier || r.resourceMiss.length > 0);
console.log(`Misclassified (${wrong.length}); * marks a miss that counts against a target:`);
for (const r of wrong) {
  const counts = isUrgentTier(r.item.tier) !== isUrgentTier(r.predicted) ? '*' : ' ';
  const where = r.conversation === r.item.text ? '' : ` [in "${r.conversation}"]`;
  const miss = r.resourceMiss.length ? ` missing lines: ${r.resourceMiss.join(', ')}` : '';
  console.log(
    `${counts} expected ${r.item.tier.padEnd(9)} got ${r.predicted.padEnd(9)} ${JSON.stringify(r.item.text)}${where}${miss}`,
  );
}

if (!meetsTargets(report)) {
  console.error('\nBelow target.');
  process.exit(1);
}
