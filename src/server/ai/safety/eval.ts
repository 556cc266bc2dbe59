import { isUrgentTier, riskTiers } from '../../../shared/safety.ts';
import { TARGETS, meetsTargets, runEval } from './eval-run.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const pad = (s: string | number, n: number) => String(s).padStart(n);

const report = runEval({ timing: true });
console.log(`Solace safety evaluation: ${report.rows.length} messages (${report.hardNegatives} hard negatives, ${report.indirectPositives} indirect/slang positives)\n`);
console.log(`expected \\ predicted ${riskTiers.map((t) => pad(t, 10)).join('')}     recall`);
for (const expected of riskTiers) {
  const row = report.confusion[expected];
  const total = riskTiers.reduce((sum, t) => sum + row[t], 0);
  console.log(`${expected.padEnd(20)}${riskTiers.map((t) => pad(row[t], 10)).join('')} ${pad(pct(total ? row[expected] / total : 0), 10)}`);
}
console.log(`\nurgent recall (high+immediate predicted high or immediate): ${pct(report.urgentRecall)}  target ${pct(TARGETS.urgentRecall)}`);
console.log(`specificity (none+elevated not predicted high/immediate):   ${pct(report.specificity)}  target ${pct(TARGETS.specificity)}`);
console.log(`immediate recall (predicted exactly immediate):              ${pct(report.immediateRecall)}`);
console.log(`mean CPU time per message (after warm-up): ${report.microsPerMessage.toFixed(0)} µs\n`);

const wrong = report.rows.filter((r) => r.predicted !== r.item.tier || r.resourceMiss.length > 0);
console.log(`Misclassified (${wrong.length}); * marks a miss that counts against a target:`);
for (const r of wrong) {
  const counts = isUrgentTier(r.item.tier) !== isUrgentTier(r.predicted) ? '*' : ' ';
  const where = r.conversation === r.item.text ? '' : ` [in "${r.conversation}"]`;
  const miss = r.resourceMiss.length ? ` missing lines: ${r.resourceMiss.join(', ')}` : '';
  console.log(`${counts} expected ${r.item.tier.padEnd(9)} got ${r.predicted.padEnd(9)} ${JSON.stringify(r.item.text)}${where}${miss}`);
}

if (!meetsTargets(report)) {
  console.error('\nBelow target.');
  process.exit(1);
}
