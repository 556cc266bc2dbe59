import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SpeechProviderError, type SpeechProviderFailure } from '../provider-http.ts';

const WORKER = fileURLToPath(new URL('./pocketsphinx-worker.mjs', import.meta.url));
const SERVICE = 'embedded speech recognition';

export interface RecogniserHelperOptions {
  modelDir: string;
  /** Extra pocketsphinx options, e.g. ['-maxhmmpf', '3000']. */
  extraArgs?: string[];
  /** 16 kHz samples of a streamed utterance gathered before its search starts (see the worker). */
  primeSamples?: number;
  /** Language model files (none: the model folder's en-us.lm.bin); several are mixed with their weights. */
  languageModels?: { path: string; weight?: number }[];
}

export interface Recognised {
  text: string;
  /** CPU time the decode took in the helper (for the real-time factor). */
  cpuMs: number;
  /** Wall time in the helper from the end of the audio to the hypothesis (the final pass). */
  finalMs: number;
  /** Wall time of ps_end_utt and the hypothesis alone (the final passes: with `-fwdflat no`, bestpath only). */
  endMs: number;
}

/** One utterance fed to the recogniser while it is spoken. */
export interface HelperStream {
  /** More of the utterance, 16 kHz PCM16. */
  push(samples16k: Int16Array): void;
  /** The utterance has ended: its words, once the decoder has finished them. */
  finish(timeoutMs: number, signal?: AbortSignal): Promise<Recognised>;
  /** Drops the utterance (no answer is wanted). */
  cancel(): void;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { id: number; ok: true; text: string; cpuMs: number; finalMs: number; endMs: number }
  | { id: number; ok: false; failure: SpeechProviderFailure; message: string };

interface Pending {
  resolve(result: Recognised): void;
  reject(error: SpeechProviderError): void;
}

/**
 * The long-lived pocketsphinx helper process. Started on first use (or by warm()), it loads the
 * model once (about half a second) and decodes utterances in the order they were opened, each
 * while its audio arrives (stream()) or whole (recognise()). One that dies is
 * replaced on the next request; the requests it held fail with 'unavailable'.
 */
export class RecogniserHelper {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: RecogniserHelperOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the helper now so the first utterance does not wait for the model to load. */
  warm(): void {
    if (!this.closed) this.ensureChild();
  }

  recognise(samples16k: Int16Array, timeoutMs: number, signal?: AbortSignal): Promise<Recognised> {
    const child = this.closed ? undefined : this.ensureChild();
    const id = this.nextId++;
    return this.request(child, id, { type: 'recognise', id, samples: samples16k }, timeoutMs, signal);
  }

  /**
   * Opens an utterance that is searched as its audio arrives. If the helper stops meanwhile, the
   * audio it had is gone and finish() fails with 'unavailable' (the next utterance starts a new one).
   */
  stream(): HelperStream {
    const child = this.closed ? undefined : this.ensureChild();
    const id = this.nextId++;
    let done = false;
    const alive = () => child !== undefined && this.child === child && child.connected;
    if (alive()) child!.send({ type: 'open', id });
    return {
      push: (samples16k) => {
        if (!done && alive()) child!.send({ type: 'audio', id, samples: samples16k });
      },
      finish: (timeoutMs, signal) => {
        if (done) return Promise.reject(new SpeechProviderError(SERVICE, 'unavailable', 'That utterance was closed'));
        done = true;
        return this.request(alive() ? child : undefined, id, { type: 'end', id }, timeoutMs, signal);
      },
      cancel: () => {
        if (done) return;
        done = true;
        if (alive()) child!.send({ type: 'cancel', id });
      },
    };
  }

  private request(
    child: ChildProcess | undefined,
    id: number,
    message: object,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<Recognised> {
    if (this.closed)
      return Promise.reject(new SpeechProviderError(SERVICE, 'unavailable', 'The recogniser has shut down'));
    if (!child)
      return Promise.reject(
        new SpeechProviderError(
          SERVICE,
          'unavailable',
          'The recogniser stopped during the utterance; it restarts on the next one',
        ),
      );
    if (signal?.aborted) {
      if (child.connected) child.send({ type: 'cancel', id });
      return Promise.reject(new SpeechProviderError(SERVICE, 'aborted', 'Recognition was cancelled'));
    }
    return new Promise<Recognised>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      const fail = (failure: SpeechProviderFailure, message: string) => {
        finish();
        if (child.connected) child.send({ type: 'cancel', id });
        reject(new SpeechProviderError(SERVICE, failure, message));
      };
      const timer = setTimeout(() => fail('timeout', `Recognition took longer than ${timeoutMs} ms`), timeoutMs);
      const onAbort = () => fail('aborted', 'Recognition was cancelled');
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (result) => (finish(), resolve(result)),
        reject: (error) => (finish(), reject(error)),
      });
      child.send(message);
    });
  }

  /** Stops the helper; pending requests fail. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Hold the event loop until it has gone, or a script awaiting close() would end mid-await.
    child.ref();
    if (child.connected) child.disconnect();
    else child.kill('SIGKILL');
    await exited;
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const args = [
      this.options.modelDir,
      JSON.stringify(this.options.extraArgs ?? []),
      String(this.options.primeSamples ?? 16_000),
      JSON.stringify(this.options.languageModels ?? []),
    ];
    // Plain node, not the app's loaders: the helper is JavaScript.
    const child = fork(WORKER, args, {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.unref();
    child.channel?.unref();
    child.on('message', (message: WorkerMessage) => this.onMessage(message));
    child.on('error', () => {}); // A failed send shows up as 'exit' too; requests are failed there.
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const why = this.closed
        ? 'The recogniser has shut down'
        : `The recogniser stopped (${signal ?? `exit ${code}`}); it restarts on the next utterance`;
      for (const request of [...this.pending.values()])
        request.reject(new SpeechProviderError(SERVICE, 'unavailable', why));
    });
    this.child = child;
    return child;
  }

  private onMessage(message: WorkerMessage): void {
    if ('type' in message) {
      if (message.type === 'failed')
        for (const request of [...this.pending.values()])
          request.reject(
            new SpeechProviderError(SERVICE, 'unavailable', `The recogniser could not start: ${message.message}`),
          );
      return;
    }
    const request = this.pending.get(message.id);
    if (!request) return; // Timed out or cancelled already.
    if (message.ok)
      request.resolve({ text: message.text, cpuMs: message.cpuMs, finalMs: message.finalMs, endMs: message.endMs });
    else request.reject(new SpeechProviderError(SERVICE, message.failure, message.message));
  }
}
