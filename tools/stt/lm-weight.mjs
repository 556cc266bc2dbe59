// Perplexity of held-out text under the conversational LM mixed with the generic one at several
// weights, through the same sphinxbase code the recogniser mixes with (ngram_model_set):
//   node tools/stt/lm-weight.mjs HELDOUT.txt SOLACE_LM GENERIC_LM [WEIGHT …]
// HELDOUT.txt is lm-text.ts's heldout.txt (one segment a line; messages the LM was not built from).
import fs from 'node:fs';
import koffi from 'koffi';

const [heldOut, solace, generic, ...given] = process.argv.slice(2);
const weights = given.length ? given.map(Number) : [0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1];
const sb = koffi.load('libsphinxbase.so.3');
const logmathInit = sb.func('void *logmath_init(double base, int shift, int use_table)');
const toLog10 = sb.func('double logmath_log_to_log10(void *lmath, int x)');
const read = sb.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)');
const setInit = sb.func(
  'void *ngram_model_set_init(void *config, void **lms, const char **names, const float *weights, int n)',
);
const wid = sb.func('int ngram_wid(void *lm, const char *word)');
const unknown = sb.func('int ngram_unknown_wid(void *lm)');
const score = sb.func('int ngram_ng_score(void *lm, int wid, int *history, int n_hist, _Out_ int *n_used)');

const lmath = logmathInit(1.0001, 0, 0);
const models = [read(null, solace, 0, lmath), read(null, generic, 0, lmath)];
const lines = fs
  .readFileSync(heldOut, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => l.split(' '));
for (const w of weights) {
  const set = setInit(null, models, ['solace', 'generic'], [Math.max(w, 1e-6), Math.max(1 - w, 1e-6)], 2);
  let log10 = 0;
  let n = 0;
  let oov = 0;
  for (const words of lines) {
    let ids = [wid(set, '<s>')];
    for (const word of [...words, '</s>']) {
      const id = wid(set, word);
      // A word in neither model (rare, outside the generic vocabulary too) is counted apart, as
      // irstlm does, and the history starts again after it.
      if (id === unknown(set)) {
        oov++;
        ids = [];
        continue;
      }
      log10 += toLog10(lmath, score(set, id, Int32Array.from(ids.slice(-2).reverse()), Math.min(ids.length, 2), [0]));
      ids.push(id);
      n++;
    }
  }
  console.log(
    `solace weight ${w}: held-out perplexity ${Math.pow(10, -log10 / n).toFixed(1)} (${n} words, ${oov} in neither model)`,
  );
}
