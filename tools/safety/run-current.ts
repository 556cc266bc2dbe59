// Runs the shipped reader (src/server/ai/safety) over the new labelled data, so the learned model
// can be compared with it on the same messages. Sequences are fed turn by turn with the state
// carried along, as the chat route does. Usage: npx tsx tools/safety/run-current.ts > out.jsonl
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { assessUtterance, type SessionRiskState } from '../../src/server/ai/safety/index.ts';

const dir = join(import.meta.dirname, 'data', 'train');
const out: string[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()) {
  const author = file.replace(/\.jsonl$/, '');
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .forEach((line, n) => {
      if (!line.trim()) return;
      const row = JSON.parse(line) as { text?: string; turns?: { text: string }[] };
      const turns = row.turns ?? [{ text: row.text ?? '' }];
      let state: SessionRiskState | undefined;
      turns.forEach((turn, t) => {
        const a = assessUtterance(turn.text, state);
        state = a.state;
        out.push(JSON.stringify({ id: `${author}:${n}:${t}`, tier: a.tier, categories: a.categories }));
      });
    });
}
process.stdout.write(out.join('\n') + '\n');
