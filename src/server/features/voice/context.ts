import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { Therapist } from '../../ai/therapist/types.ts';
import { createSynthesizer, type Synthesizer } from '../../ai/speech/synthesizer.ts';
import { createTranscriber, type Transcriber } from '../../ai/speech/transcriber.ts';
import type { OwnerOptions } from '../entitlements/service.ts';
import { CallRegistry } from './socket/call-registry.ts';

/** What both voice sockets share for the life of the app. */
export interface VoiceContext {
  deps: AppDeps;
  therapist: Therapist;
  /** Null without a speech-to-text provider: the browser recognises speech itself. */
  transcriber: Transcriber | null;
  /** 'browser' kind when the server cannot speak: the client uses speechSynthesis. */
  synthesizer: Synthesizer;
  calls: CallRegistry;
  ownerOptions(): OwnerOptions;
}

export async function createVoiceContext(deps: AppDeps, therapist: Therapist, log: FastifyBaseLogger): Promise<VoiceContext> {
  const { config } = deps;
  return {
    deps,
    therapist,
    transcriber: createTranscriber(config),
    synthesizer: await createSynthesizer(config, { logger: log }),
    calls: new CallRegistry(),
    ownerOptions: () => ({ now: new Date(), defaultTimeZone: config.DEFAULT_TIME_ZONE }),
  };
}
