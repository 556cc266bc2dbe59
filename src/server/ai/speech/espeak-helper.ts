import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SpeechProviderError, type SpeechProviderFailure } from './provider-http.ts';

const WORKER = fileURLToPath(new URL('./espeak-worker.mjs', import.meta.url));
const SERVICE = 'espeak-ng';

export interface EspeakHelperOptions {
  /** espeak-ng processes running at once; more requests wait their turn (the timeout counts the wait). */
  maxConcurrent?: number;
}

export interface EspeakJob {
  binary: string;
  args: string[];
  text: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

type WorkerReply =
  | { id: number; ok: true; wav: Uint8Array }
  | { id: number; ok: false; failure: SpeechProviderFailure; message: string };

interface Pending {
  resolve(wav: Buffer): void;
  reject(error: SpeechProviderError): void;
}

/**
 * A long-lived helper process that runs espeak-ng for the app. Forking from a large Node process
 * blocks its event loop for 30-50 ms each time, so the app forks this small helper once (lazily,
 * on the first utterance) and it spawns espeak-ng per request. A helper that dies is replaced on
 * the next request; requests it was holding fail with 'unavailable'.
 */
export class EspeakHelper {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: EspeakHelperOptions = {}) {}

  /** The helper's process id while it runs (tests use it to kill the helper). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The WAV espeak-ng wrote for `job.text`. Rejects with a SpeechProviderError on timeout, cancel or failure. */
  speak(job: EspeakJob): Promise<Buffer> {
    if (this.closed)
      return Promise.reject(new SpeechProviderError(SERVICE, 'unavailable', 'The speech helper has shut down'));
    if (job.signal?.aborted)
      return Promise.reject(new SpeechProviderError(SERVICE, 'aborted', 'The espeak-ng request was cancelled'));
    const child = this.ensureChild();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        job.signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      const fail = (failure: SpeechProviderFailure, message: string) => {
        finish();
        if (child.connected) child.send({ type: 'cancel', id });
        reject(new SpeechProviderError(SERVICE, failure, message));
      };
      // The helper also stops espeak-ng at this time; this timer covers a helper that hangs.
      const timer = setTimeout(
        () => fail('timeout', `espeak-ng did not finish within ${job.timeoutMs} ms`),
        job.timeoutMs,
      );
      const onAbort = () => fail('aborted', 'The espeak-ng request was cancelled');
      job.signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (wav) => (finish(), resolve(wav)),
        reject: (error) => (finish(), reject(error)),
      });
      child.send({ type: 'speak', id, binary: job.binary, args: job.args, text: job.text, timeoutMs: job.timeoutMs });
    });
  }

  /** Stops the helper (and any espeak-ng it runs); pending requests fail. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Disconnecting tells the helper to stop its espeak-ng children and exit.
    if (child.connected) child.disconnect();
    else child.kill('SIGKILL');
    await exited;
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    // Plain node, not the app's loaders (tsx, the test runner's): the helper is JavaScript.
    const child = fork(WORKER, [String(this.options.maxConcurrent ?? 2)], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Neither the process nor its channel keeps the app alive; pending requests hold their own timers.
    child.unref();
    child.channel?.unref();
    child.on('message', (message: WorkerReply) => {
      const request = this.pending.get(message.id);
      if (!request) return; // Timed out or cancelled already.
      if (message.ok) request.resolve(Buffer.from(message.wav.buffer, message.wav.byteOffset, message.wav.byteLength));
      else request.reject(new SpeechProviderError(SERVICE, message.failure, message.message));
    });
    child.on('error', () => {}); // A failed send shows up as 'exit' too; that is where requests are failed.
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const why = this.closed
        ? 'The speech helper has shut down'
        : `The speech helper stopped (${signal ?? `exit ${code}`}); it restarts on the next reply`;
      for (const request of [...this.pending.values()])
        request.reject(new SpeechProviderError(SERVICE, 'unavailable', why));
    });
    this.child = child;
    return child;
  }
}
