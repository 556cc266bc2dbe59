// The text the domain language model is built from (tools/stt/build-lm.sh runs this): only the
// person's own words in tools/safety/data/train/*.jsonl and tools/safety/data/older/*.jsonl (the
// `text` of single lines and of sequence turns). Never the sealed batches, tests, e2e or the WER
// test sentences (utterances.txt): a message sharing any 6-word sequence with a test sentence is
// left out, and only how many were is reported.
//   npx tsx tools/stt/lm-text.ts OUT_DIR [DICT]
// Writes OUT_DIR/train.txt (one segment a line, for irstlm) and OUT_DIR/heldout.txt (every 20th
// message, to estimate mixture weights and perplexity on text the model did not see).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSentences } from './corpus.ts';
import { words } from './score.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = path.join(here, '..', 'safety', 'data');
const SOURCES = ['train', 'older'];
const OVERLAP_N = 6;
const HELD_OUT_EVERY = 20;

/** Texting spellings the dictionary lacks or reads as another word ("im" is a word there: IH M). */
const SPELLINGS: Record<string, string> = {
  im: "i'm",
  ive: "i've",
  id: "i'd",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  arent: "aren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  youre: "you're",
  youve: "you've",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  shes: "she's",
  hes: "he's",
  ill: 'ill',
  u: 'you',
  ur: 'your',
  ya: 'you',
  pls: 'please',
  plz: 'please',
  cos: 'because',
  coz: 'because',
  cuz: 'because',
  bc: 'because',
  tho: 'though',
  thru: 'through',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  rn: 'right now',
  idk: "i don't know",
  tbh: 'to be honest',
  ngl: 'not gonna lie',
  abt: 'about',
  bf: 'boyfriend',
  gf: 'girlfriend',
  ppl: 'people',
  msg: 'message',
};

function readMessages(): string[] {
  const messages: string[] = [];
  for (const source of SOURCES) {
    const dir = path.join(data, source);
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.jsonl')) continue;
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const row = JSON.parse(line) as { text?: string; turns?: { text: string }[] };
        if (typeof row.text === 'string') messages.push(row.text);
        for (const turn of row.turns ?? []) messages.push(turn.text);
      }
    }
  }
  return messages;
}

const grams = (ws: string[], n: number) => {
  const out: string[] = [];
  for (let i = 0; i + n <= ws.length; i++) out.push(ws.slice(i, i + n).join(' '));
  return out;
};

function readDictionary(file: string): Set<string> {
  const known = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const word = line.split(' ', 1)[0];
    if (word && !word.includes('(')) known.add(word);
  }
  return known;
}

/**
 * A message as segments of dictionary words: sentences split at . ! ? and line breaks, texting
 * spellings respelled, and a segment broken at any word the dictionary lacks (numbers, emoji
 * names, rare slang), so the model never learns a word it cannot say nor an n-gram across a gap.
 */
function segments(message: string, dictionary: Set<string>): string[] {
  const out: string[] = [];
  for (const sentence of message.replace(/[’‘]/g, "'").split(/[.!?\n;:]+/)) {
    let current: string[] = [];
    const flush = () => {
      if (current.length) out.push(current.join(' '));
      current = [];
    };
    for (const raw of sentence.toLowerCase().split(/[^a-z0-9']+/)) {
      const token = raw.replace(/^'+|'+$/g, '');
      if (!token) continue;
      const respelled = (SPELLINGS[token] ?? token).split(' ');
      for (const word of respelled) {
        if (dictionary.has(word)) current.push(word);
        else flush();
      }
    }
    flush();
  }
  return out;
}

function main() {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: lm-text.ts OUT_DIR [DICT]');
  const dictionary = readDictionary(process.argv[3] ?? '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict');
  const test = new Set(readSentences().flatMap((s) => grams(words(s), OVERLAP_N)));
  const messages = readMessages();
  const kept = messages.filter((m) => !grams(words(m), OVERLAP_N).some((g) => test.has(g)));
  const train: string[] = [];
  const heldOut: string[] = [];
  kept.forEach((m, i) =>
    (i % HELD_OUT_EVERY === HELD_OUT_EVERY - 1 ? heldOut : train).push(...segments(m, dictionary)),
  );
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'train.txt'), train.join('\n') + '\n');
  fs.writeFileSync(path.join(outDir, 'heldout.txt'), heldOut.join('\n') + '\n');
  const count = (lines: string[]) => lines.reduce((n, l) => n + l.split(' ').length, 0);
  console.log(
    `${messages.length} messages; ${messages.length - kept.length} left out for sharing a ${OVERLAP_N}-word sequence with a test sentence; ` +
      `train ${train.length} segments (${count(train)} words), held out ${heldOut.length} segments (${count(heldOut)} words)`,
  );
}

main();
