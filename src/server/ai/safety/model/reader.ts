import { createRequire } from 'node:module';
import { Tensor } from 'onnxruntime-node';
import { MAX_NGRAMS, MESSAGE_TOKENS, pack, tokenise, withContext, type Tokens } from './features.ts';
import { loadVectors, type WordVectors } from './vectors.ts';

/** Output order of the model's two heads (tools/safety/textfeat.py TIERS and KINDS). */
export const modelTiers = ['none', 'elevated', 'check', 'high', 'immediate'] as const;
export const riskKinds = [
  'none',
  'suicide_self_harm',
  'medical',
  'abuse_violence',
  'harm_to_others',
  'psychosis',
] as const;
export type RiskKind = (typeof riskKinds)[number];

export interface ModelReading {
  /** P(tier), in `modelTiers` order. */
  tier: number[];
  /** P(kind), in `riskKinds` order. */
  kind: number[];
}

/**
 * A message longer than the model's length limit is read in windows of 30 tokens overlapping by half,
 * so one sentence of risk is weighed against at most 29 ordinary tokens (a 60-token window diluted
 * 'i want to die' at the start of a long message below the check threshold).
 */
const WINDOW_TOKENS = 30;
const WINDOW_STEP = 15;

/** The native session of onnxruntime-node (dist/binding.js), whose `run` is synchronous. */
interface NativeSession {
  loadModel(path: string, options: object): void;
  run(feeds: Record<string, Tensor>, fetches: Record<string, null>, options: object): Record<string, Tensor>;
}
interface Binding {
  binding: { InferenceSession: new () => NativeSession };
  initOrt(): void;
}

interface Loaded {
  session: NativeSession;
  vectors: WordVectors;
}

let loaded: Loaded | null = null;

/**
 * Loads the model and vectors once per process (80-95 ms measured); later calls share it. The package's public
 * `InferenceSession.run` only defers this same synchronous call with setImmediate; calling the
 * binding directly keeps a reading synchronous (the embedded therapist checks its plans with it)
 * and saves an event-loop turn per message. See docs/decisions/0009-safety-runtime.md.
 */
export function loadReader(): Loaded {
  if (loaded) return loaded;
  const ort = createRequire(import.meta.url)('onnxruntime-node/dist/binding.js') as Binding;
  ort.initOrt();
  const session = new ort.binding.InferenceSession();
  // One thread: a reading takes well under a millisecond, and the other cores serve requests.
  session.loadModel(new URL('./model.onnx', import.meta.url).pathname, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  loaded = { session, vectors: loadVectors(new URL('./vectors-100d.bin', import.meta.url)) };
  return loaded;
}

function windowsOf(tokens: string[]): string[][] {
  if (tokens.length <= MESSAGE_TOKENS) return [tokens];
  const out: string[][] = [];
  for (let i = 0; i + WINDOW_TOKENS < tokens.length; i += WINDOW_STEP) out.push(tokens.slice(i, i + WINDOW_TOKENS));
  out.push(tokens.slice(-WINDOW_TOKENS));
  return out;
}

/** Runs equal-length inputs as one batch and returns each one's probabilities. */
export function runModel(inputs: readonly Tokens[]): ModelReading[] {
  const { session, vectors } = loadReader();
  const batch = pack(inputs, vectors);
  const [b, t] = batch.dims;
  const out = session.run(
    {
      vecs: new Tensor('float32', batch.vecs, [b, t, vectors.dims]),
      ngrams: new Tensor('int64', batch.ngrams, [b, t, MAX_NGRAMS]),
      segment: new Tensor('int64', batch.segment, [b, t]),
    },
    { tier_probs: null, kind_probs: null },
    {},
  );
  const tiers = out.tier_probs!.data as Float32Array;
  const kinds = out.kind_probs!.data as Float32Array;
  return inputs.map((_, i) => ({
    tier: Array.from(tiers.subarray(i * 5, i * 5 + 5)),
    kind: Array.from(kinds.subarray(i * 6, i * 6 + 6)),
  }));
}

/**
 * Reads a message with the person's own earlier turns of the session (oldest first) and, when there
 * are any, also alone, in one batch. A message longer than the model's window is read in windows,
 * each with the same context, and every window's reading is returned: the caller takes the most
 * worrying. The policy (assess.ts) lets the lone reading count only where it says clear risk: calm turns before a
 * message ('thanks, that helps', 'ok') made 'i want to kill myself' read as nothing, while ordinary
 * session talk read alone ('I just notice the mistakes more') is often unclear without its context.
 */
export function readBoth(
  text: string,
  recent: readonly string[],
): { inContext: ModelReading[]; alone: ModelReading[] } {
  const tokens = tokenise(text);
  // Nothing said (a blank transcript): nothing to read, whatever came before.
  if (tokens.length === 0) return { inContext: [{ tier: [1, 0, 0, 0, 0], kind: [1, 0, 0, 0, 0, 0] }], alone: [] };
  const windows = windowsOf(tokens);
  const rows = [
    ...windows.map((w) => withContext(w, recent)),
    ...(recent.length ? windows.map((w) => withContext(w, [])) : []),
  ];
  const read = runModel(rows);
  return { inContext: read.slice(0, windows.length), alone: read.slice(windows.length) };
}
