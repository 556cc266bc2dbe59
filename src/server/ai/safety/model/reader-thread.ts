import { Worker } from 'node:worker_threads';
import { MAX_NGRAMS, pack, type Tokens } from './features.ts';
import {
  loadReader,
  MODEL_PATH,
  nothingSaid,
  readingsOf,
  rowsOf,
  runModel,
  SESSION_OPTIONS,
  split,
  type BothReadings,
  type ModelReading,
} from './reader.ts';

/**
 * The reader's native run (about a millisecond of CPU a message, a third of a chat turn) on a
 * thread of its own, so the event loop serves other requests meanwhile. The same model file,
 * session options and packed inputs as `runModel`, so the same probabilities. Featurising stays
 * here (it is our code and small). If the thread cannot start or stops, readings run in this
 * thread as before: a message is never left unread.
 */
type Reply = { id: number; tier?: Float32Array; kind?: Float32Array; error?: string; ready?: boolean };
interface Waiting {
  count: number;
  inputs: readonly Tokens[];
  resolve: (r: ModelReading[]) => void;
}

let thread: Worker | null = null;
let failed = false;
let nextId = 1;
const pending = new Map<number, Waiting>();

function start(): Worker | null {
  if (thread || failed) return thread;
  try {
    const worker = new Worker(new URL('./reader-thread.mjs', import.meta.url), {
      workerData: { modelPath: MODEL_PATH, options: SESSION_OPTIONS },
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      // Held open only while a reading is under way, so an idle reader never keeps a process alive.
      if (!pending.size) worker.unref();
      if (reply.error || !reply.tier || !reply.kind) waiting.resolve(runModel(waiting.inputs));
      else waiting.resolve(readingsOf(waiting.count, reply.tier, reply.kind));
    });
    const stop = () => {
      failed = true;
      thread = null;
      for (const waiting of pending.values()) waiting.resolve(runModel(waiting.inputs));
      pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', stop);
    thread = worker;
  } catch {
    failed = true;
  }
  return thread;
}

/** `runModel` on the reader's thread. */
export function runModelOffThread(inputs: readonly Tokens[]): Promise<ModelReading[]> {
  const worker = start();
  if (!worker) return Promise.resolve(runModel(inputs));
  const { vectors } = loadReader();
  const batch = pack(inputs, vectors);
  const id = nextId++;
  return new Promise((resolve) => {
    if (!pending.size) worker.ref();
    pending.set(id, { count: inputs.length, inputs, resolve });
    worker.postMessage(
      {
        id,
        vecs: batch.vecs,
        ngrams: batch.ngrams,
        segment: batch.segment,
        dims: [...batch.dims, vectors.dims, MAX_NGRAMS],
      },
      [batch.vecs.buffer, batch.ngrams.buffer, batch.segment.buffer] as ArrayBuffer[],
    );
  });
}

/** `readBoth` (reader.ts) with the model run on the reader's thread: the same readings. */
export async function readBothOffThread(text: string, recent: readonly string[]): Promise<BothReadings> {
  const rows = rowsOf(text, recent);
  return rows ? split(await runModelOffThread(rows.rows), rows.windows) : nothingSaid();
}
