// The embedded recogniser's helper process (see recogniser-helper.ts). It loads Debian's
// libpocketsphinx through koffi (an FFI with prebuilt binaries on npm) once, keeps one decoder with
// its 30 MB language model in memory, and decodes one utterance at a time. A separate process, so a
// crash in native code or a long decode never touches the app's event loop. Plain JavaScript so it
// starts under bare Node without the TypeScript loader.
//
// argv: [modelDir, extraArgsJson]
// Messages over the IPC channel (advanced serialization, so audio travels as bytes):
//   out (once): { type: 'ready' }   { type: 'failed', message }
//   in:  { type: 'recognise', id, samples: Int16Array at 16 kHz }   { type: 'cancel', id }
//   out: { id, ok: true, text, cpuMs }   { id, ok: false, failure, message }
import fs from 'node:fs';
import path from 'node:path';

const [modelDir = '/usr/share/pocketsphinx/model/en-us', extraJson = '[]'] = process.argv.slice(2);
/** Half a second at a time, so a cancel that arrives mid-utterance is seen between blocks. */
const BLOCK = 8000;

const reply = (message) => {
  if (process.connected) process.send(message);
};

async function openDecoder() {
  const files = ['en-us/mdef', 'en-us.lm.bin', 'cmudict-en-us.dict'].map((f) => path.join(modelDir, f));
  const missing = files.find((f) => !fs.existsSync(f));
  if (missing) throw new Error(`the pocketsphinx-en-us model is missing (${missing})`);
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
  };
  const argv = [
    ['-hmm', path.join(modelDir, 'en-us')],
    ['-lm', path.join(modelDir, 'en-us.lm.bin')],
    ['-dict', path.join(modelDir, 'cmudict-en-us.dict')],
    ['-logfn', '/dev/null'],
  ].flat();
  argv.push(...JSON.parse(extraJson).map(String));
  const config = api.parse(null, api.args(), argv.length, argv, 1);
  if (!config) throw new Error('pocketsphinx refused its options');
  const decoder = api.init(config);
  if (!decoder) throw new Error('pocketsphinx could not load its model');
  return { api, decoder };
}

/** Feeds the samples in blocks; with noSearch only the features run (which updates the CMN estimate). */
function feed({ api, decoder }, samples, noSearch) {
  if (api.start(decoder) < 0) throw new Error('pocketsphinx could not start an utterance');
  for (let at = 0; at < samples.length; at += BLOCK) {
    const block = samples.subarray(at, Math.min(at + BLOCK, samples.length));
    if (api.process(decoder, block, block.length, noSearch ? 1 : 0, 0) < 0) throw new Error('pocketsphinx failed');
  }
  api.end(decoder);
}

/**
 * Two passes over one utterance: the first only computes features, so the live cepstral mean
 * starts from this speaker and microphone instead of the model's default (the first words were
 * otherwise lost: "on the on each ottawa" for "I'm really anxious about work"); the second searches.
 */
function recognise(engine, samples) {
  const started = process.cpuUsage();
  feed(engine, samples, true);
  feed(engine, samples, false);
  const raw = engine.api.hyp(engine.decoder, [0]) ?? '';
  const used = process.cpuUsage(started);
  // Alternate pronunciations come back as "word(2)".
  const text = raw
    .replace(/\(\d+\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, cpuMs: (used.user + used.system) / 1000 };
}

const queue = [];
let engine;
let busy = false;

function pump() {
  if (busy || !engine) return;
  const request = queue.shift();
  if (!request) return;
  busy = true;
  try {
    reply({ id: request.id, ok: true, ...recognise(engine, request.samples) });
  } catch (error) {
    reply({ id: request.id, ok: false, failure: 'unavailable', message: `pocketsphinx: ${error.message}` });
  }
  busy = false;
  // Yield between utterances so a cancel for the next one is read first.
  setImmediate(pump);
}

process.on('message', (message) => {
  if (message?.type === 'recognise') {
    queue.push(message);
    pump();
  } else if (message?.type === 'cancel') {
    const waiting = queue.findIndex((r) => r.id === message.id);
    if (waiting >= 0) queue.splice(waiting, 1);
  }
});

// The app went away (exit, crash or close()): nothing here outlives it.
process.on('disconnect', () => process.exit(0));
// A reply racing the app's exit fails with EPIPE; the disconnect above ends this process anyway.
process.on('error', () => {});

openDecoder().then(
  (opened) => {
    engine = opened;
    reply({ type: 'ready' });
    pump();
  },
  (error) => {
    reply({ type: 'failed', message: error.message });
    process.exit(0);
  },
);
