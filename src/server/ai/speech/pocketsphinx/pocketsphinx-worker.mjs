// The embedded recogniser's helper process (see recogniser-helper.ts). It loads Debian's
// libpocketsphinx through koffi (an FFI with prebuilt binaries on npm) once, keeps one decoder with
// its 30 MB language model in memory, and decodes one utterance at a time. A separate process, so a
// crash in native code or a long decode never touches the app's event loop. Plain JavaScript so it
// starts under bare Node without the TypeScript loader.
//
// Utterances stream: audio is searched as it arrives, while the person is still speaking, so at the
// end of speech only the last frames, the final pass and the hypothesis remain. The decoder serves
// utterances in the order they were opened; one opened while another holds the decoder keeps its
// audio until the decoder is free, then catches up (faster than real time).
//
// argv: [modelDir, extraArgsJson, primeSamples, languageModelsJson]
//   languageModelsJson: [] (the model folder's generic en-us.lm.bin), [{ path }] (that file instead), or
//   several [{ path, weight }] interpolated word by word at run time (sphinxbase's ngram_model_set).
// Messages over the IPC channel (advanced serialization, so audio travels as bytes):
//   out (once): { type: 'ready' }   { type: 'failed', message }
//   in:  { type: 'open', id }   { type: 'audio', id, samples: Int16Array at 16 kHz }   { type: 'end', id }
//        { type: 'recognise', id, samples }  (open + audio + end at once)   { type: 'cancel', id }
//   out: { id, ok: true, text, cpuMs, finalMs, endMs }   { id, ok: false, failure, message }
import fs from 'node:fs';
import path from 'node:path';

const [modelDir = '/usr/share/pocketsphinx/model/en-us', extraJson = '[]', primeArg = '16000', lmJson = '[]'] =
  process.argv.slice(2);
const languageModels = JSON.parse(lmJson);
/** Half a second at a time, so a cancel that arrives mid-utterance is seen between blocks. */
const BLOCK = 8000;
/**
 * Audio gathered before the search starts: it is first run through the features alone, so the live
 * cepstral mean starts from this speaker and microphone (see primeAndStart).
 */
const PRIME_SAMPLES = Math.max(0, Number(primeArg) || 0);

const reply = (message) => {
  if (process.connected) process.send(message);
};

async function openDecoder() {
  const lms = languageModels.length ? languageModels.map((lm) => lm.path) : [path.join(modelDir, 'en-us.lm.bin')];
  const files = [...['en-us/mdef', 'cmudict-en-us.dict'].map((f) => path.join(modelDir, f)), ...lms];
  const missing = files.find((f) => !fs.existsSync(f));
  if (missing) throw new Error(`a model file is missing (${missing})`);
  const koffi = (await import('koffi')).default;
  const ps = koffi.load('libpocketsphinx.so.3');
  const sb = koffi.load('libsphinxbase.so.3');
  const api = {
    args: ps.func('void *ps_args(void)'),
    parse: sb.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
    init: ps.func('void *ps_init(void *config)'),
    start: ps.func('int ps_start_utt(void *ps)'),
    process: ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)'),
    end: ps.func('int ps_end_utt(void *ps)'),
    hyp: ps.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *score)'),
    config: ps.func('void *ps_get_config(void *ps)'),
    logmath: ps.func('void *ps_get_logmath(void *ps)'),
    setLm: ps.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    setSearch: ps.func('int ps_set_search(void *ps, const char *name)'),
    readLm: sb.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)'),
    lmSet: sb.func(
      'void *ngram_model_set_init(void *config, void **lms, const char **names, const float *weights, int n)',
    ),
  };
  const argv = [
    ['-hmm', path.join(modelDir, 'en-us')],
    ['-lm', lms[0]],
    ['-dict', path.join(modelDir, 'cmudict-en-us.dict')],
    ['-logfn', '/dev/null'],
  ].flat();
  argv.push(...JSON.parse(extraJson).map(String));
  const config = api.parse(null, api.args(), argv.length, argv, 1);
  if (!config) throw new Error('pocketsphinx refused its options');
  const decoder = api.init(config);
  if (!decoder) throw new Error('pocketsphinx could not load its model');
  if (lms.length > 1) {
    // A mixture: every word's probability is the weighted sum of the models' (each backing off on
    // its own), over the union of their vocabularies. The first model, loaded above, is read again.
    const models = lms.map((file) => {
      const lm = api.readLm(api.config(decoder), file, 0, api.logmath(decoder));
      if (!lm) throw new Error(`pocketsphinx could not read the language model ${file}`);
      return lm;
    });
    const names = lms.map((_, i) => `lm${i}`);
    const weights = languageModels.map((lm) => Number(lm.weight));
    const set = api.lmSet(api.config(decoder), models, names, weights, lms.length);
    if (!set || api.setLm(decoder, 'mix', set) < 0 || api.setSearch(decoder, 'mix') < 0)
      throw new Error('pocketsphinx could not mix the language models');
  }
  return { api, decoder };
}

function process16k({ api, decoder }, samples, noSearch) {
  for (let at = 0; at < samples.length; at += BLOCK) {
    const block = samples.subarray(at, Math.min(at + BLOCK, samples.length));
    if (api.process(decoder, block, block.length, noSearch ? 1 : 0, 0) < 0) throw new Error('pocketsphinx failed');
  }
}

function concat(chunks) {
  if (chunks.length === 1) return chunks[0];
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Two passes over the first audio: the first only computes features, so the live cepstral mean
 * starts from this speaker and microphone instead of whatever came before (the first words were
 * otherwise lost: "on the on each ottawa" for "I'm really anxious about work"); then the search
 * starts on the same audio and goes on with the rest as it comes. A whole utterance given at once
 * is primed with all of itself.
 */
function primeAndStart(engine, samples) {
  const { api, decoder } = engine;
  if (api.start(decoder) < 0) throw new Error('pocketsphinx could not start an utterance');
  process16k(engine, samples, true);
  api.end(decoder);
  if (api.start(decoder) < 0) throw new Error('pocketsphinx could not start an utterance');
  process16k(engine, samples, false);
}

function hypothesis(engine) {
  const raw = engine.api.hyp(engine.decoder, [0]) ?? '';
  // Alternate pronunciations come back as "word(2)".
  return raw
    .replace(/\(\d+\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const cpuNow = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Utterances by id, in the order they were opened; the first holds the decoder. */
const utterances = new Map();
let engine;
let scheduled = false;

function open(id) {
  const u = { id, chunks: [], buffered: 0, ended: false, searching: false, cpuMs: 0, endedAt: 0 };
  utterances.set(id, u);
  return u;
}

/** The first utterance, until it ends; it takes the decoder. */
function holder() {
  return utterances.values().next().value;
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // Yield first so audio, ends and cancels already sent are read before decoding.
  setImmediate(() => {
    scheduled = false;
    step();
  });
}

function step() {
  if (!engine) return;
  const u = holder();
  if (!u) return;
  const cpuStart = cpuNow();
  try {
    if (!u.searching) {
      if (!u.ended && u.buffered < PRIME_SAMPLES) return;
      primeAndStart(engine, concat(u.chunks));
      u.searching = true;
    } else if (u.chunks.length) {
      process16k(engine, concat(u.chunks), false);
    }
    u.chunks = [];
    if (!u.ended) return;
    const ending = performance.now();
    engine.api.end(engine.decoder);
    const text = hypothesis(engine);
    const endMs = performance.now() - ending;
    u.cpuMs += cpuNow() - cpuStart;
    utterances.delete(u.id);
    reply({ id: u.id, ok: true, text, cpuMs: u.cpuMs, finalMs: performance.now() - u.endedAt, endMs });
    schedule();
  } catch (error) {
    utterances.delete(u.id);
    if (u.searching) engine.api.end(engine.decoder);
    reply({ id: u.id, ok: false, failure: 'unavailable', message: `pocketsphinx: ${error.message}` });
    schedule();
  } finally {
    if (utterances.has(u.id)) u.cpuMs += cpuNow() - cpuStart;
  }
}

function cancel(id) {
  const u = utterances.get(id);
  if (!u) return;
  utterances.delete(id);
  // The search in progress is ended and its words dropped; the next utterance gets the decoder.
  if (u.searching) engine.api.end(engine.decoder);
  schedule();
}

process.on('message', (message) => {
  const { type, id } = message ?? {};
  if (type === 'open') open(id);
  else if (type === 'audio' || type === 'recognise') {
    const u = utterances.get(id) ?? (type === 'recognise' ? open(id) : undefined);
    if (!u) return; // Cancelled already.
    u.chunks.push(message.samples);
    u.buffered += message.samples.length;
    if (type === 'recognise') {
      u.ended = true;
      u.endedAt = performance.now();
    }
  } else if (type === 'end') {
    const u = utterances.get(id);
    if (!u) reply({ id, ok: false, failure: 'unavailable', message: 'The recogniser does not know that utterance' });
    else {
      u.ended = true;
      u.endedAt = performance.now();
    }
  } else if (type === 'cancel') cancel(id);
  schedule();
});

// The app went away (exit, crash or close()): nothing here outlives it.
process.on('disconnect', () => process.exit(0));
// A reply racing the app's exit fails with EPIPE; the disconnect above ends this process anyway.
process.on('error', () => {});

openDecoder().then(
  (opened) => {
    engine = opened;
    reply({ type: 'ready' });
    schedule();
  },
  (error) => {
    reply({ type: 'failed', message: error.message });
    process.exit(0);
  },
);
