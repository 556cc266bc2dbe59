import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../../deps.ts';
import { createSynthesizer, type Synthesizer } from '../../ai/speech/synthesizer.ts';
import { createRecognition } from '../../ai/speech/recognition.ts';
import type { Transcriber } from '../../ai/speech/transcriber.ts';
import { newId } from '../../platform/ids.ts';
import type { LiveSockets } from '../../platform/live-sockets.ts';
import type { OwnerOptions } from '../entitlements/index.ts';
import { CallRegistry } from './socket/call-registry.ts';

/** What both voice sockets share for the life of the app. */
export interface VoiceContext {
  deps: AppDeps;
  /**
   * The STT_* provider, else the embedded recogniser (pocketsphinx); null when neither can run, and
   * only the browser's own recognition (if the person turns it on) can hear them.
   */
  transcriber: Transcriber | null;
  /** 'browser' kind when the server cannot speak: the client uses speechSynthesis. */
  synthesizer: Synthesizer;
  calls: CallRegistry;
  /** This app instance, as the owners' live-call leases name it (socket/call-lease.ts). */
  instanceId: string;
  ownerOptions(): OwnerOptions;
  /** Keeps work that outlives a message (turns, closing a meter) so shutdown can wait for it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Registers an open socket until it closes, so shutdown can end it. */
  hold(socket: WebSocket): void;
  /** The app's open sockets: a connection registers here to finish its turn in flight on shutdown. */
  live: LiveSockets;
  /** On shutdown: ends every voice socket, waits for their database work, stops the speech helpers. */
  drain(): Promise<void>;
}

export async function createVoiceContext(
  deps: AppDeps,
  log: FastifyBaseLogger,
  live: LiveSockets,
): Promise<VoiceContext> {
  const { config } = deps;
  const pending = new Set<Promise<unknown>>();
  const sockets = new Set<WebSocket>();
  const synthesizer = await createSynthesizer(config, { logger: log });
  const transcriber = await createRecognition(config, log);
  return {
    deps,
    transcriber,
    synthesizer,
    calls: new CallRegistry(),
    instanceId: newId('inst'),
    live,
    ownerOptions: () => ({ now: new Date(), defaultTimeZone: config.DEFAULT_TIME_ZONE }),
    track(work) {
      pending.add(work);
      work.then(
        () => pending.delete(work),
        () => pending.delete(work),
      );
      return work;
    },
    hold(socket) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },
    async drain() {
      for (const socket of sockets) socket.terminate();
      while (sockets.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      while (pending.size > 0) await Promise.allSettled([...pending]);
      if (synthesizer.kind !== 'browser') await synthesizer.close?.();
      await transcriber?.close?.();
    },
  };
}
