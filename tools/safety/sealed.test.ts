import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figures, pct, runFile, trainedTexts } from './sealed.ts';
import { floors } from './sealed-floors.ts';

// The safety gate in `npm test`: the shipped reader over sealed data only (never a message it was
// trained on; recurring training texts are left out). Each batch must hold today's figures: urgent
// recall counts check, high and immediate; specificity counts any of them on a calm message as a
// false alarm. A retrained model that loses a message somewhere fails here; lower a floor only by
// writing why in tools/safety/README.md.
const dirs = ['sealed-old', 'sealed'].map((d) => new URL(`./data/${d}/`, import.meta.url)).filter((d) => existsSync(d));
const files = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => ({ name: f.replace(/\.jsonl$/, ''), url: new URL(f, d) })),
);
const exclude = trainedTexts();

describe('the safety reader on sealed data', () => {
  it('has a floor for every sealed batch', () => {
    expect(files.map((f) => f.name).filter((n) => !(n in floors))).toEqual([]);
  });

  for (const file of files)
    it(`${file.name}: holds its urgent recall and specificity`, async () => {
      const floor = floors[file.name];
      if (!floor) return;
      const f = figures(await runFile(file.url, exclude));
      if (f.urgent[1] > 0) expect(pct(f.urgent), 'urgent recall').toBeGreaterThanOrEqual(floor.urgent);
      if (f.specificity[1] > 0) expect(pct(f.specificity), 'specificity').toBeGreaterThanOrEqual(floor.specificity);
    });
});
