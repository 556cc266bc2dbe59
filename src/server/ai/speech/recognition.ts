import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import {
  createEmbeddedTranscriber,
  languageModelFiles,
  pocketsphinxProblem,
  type EmbeddedOptions,
} from './pocketsphinx/embedded-transcriber.ts';
import { SpeechProviderError } from './provider-http.ts';
import { createTranscriber, type SttAudio, type Transcriber } from './transcriber.ts';
import { isWav } from './wav.ts';

export type RecognitionConfig = Pick<
  Config,
  'STT_BASE_URL' | 'STT_API_KEY' | 'STT_MODEL' | 'STT_EMBEDDED' | 'STT_EMBEDDED_MODEL_DIR' | 'STT_EMBEDDED_LM'
>;

/** Who hears the person, as the browser is told (public config): a provider, this server's recogniser, or neither. */
export type RecognitionKind = 'provider' | 'embedded' | 'none';

/** Whether the embedded recogniser is switched on and can run here (asked once per process). */
export async function embeddedRecognitionReady(config: RecognitionConfig): Promise<boolean> {
  return config.STT_EMBEDDED === 'on' && (await pocketsphinxProblem(config.STT_EMBEDDED_MODEL_DIR)) === null;
}

export async function recognitionKind(config: RecognitionConfig): Promise<RecognitionKind> {
  if (config.STT_BASE_URL) return 'provider';
  return (await embeddedRecognitionReady(config)) ? 'embedded' : 'none';
}

/**
 * The order of DECISIONS §2: the STT_* provider, then the offline recogniser on this server, else
 * null (the browser's own recognition, only if the person turns it on). With both, a provider turn
 * that fails is heard by the embedded recogniser when it can read the audio (PCM or WAV).
 */
export async function createRecognition(
  config: RecognitionConfig,
  log: FastifyBaseLogger,
  embeddedOptions: Omit<EmbeddedOptions, 'modelDir'> = {},
): Promise<Transcriber | null> {
  const provider = createTranscriber(config);
  let embedded: Transcriber | null = null;
  if (config.STT_EMBEDDED === 'on') {
    const problem = await pocketsphinxProblem(config.STT_EMBEDDED_MODEL_DIR);
    if (problem) log.warn(`Embedded speech recognition is off: ${problem}`);
    else
      embedded = createEmbeddedTranscriber({
        languageModels: languageModelFiles(config.STT_EMBEDDED_LM, config.STT_EMBEDDED_MODEL_DIR),
        ...embeddedOptions,
        modelDir: config.STT_EMBEDDED_MODEL_DIR,
      });
  }
  if (!provider || !embedded) return provider ?? embedded;
  return withFallback(provider, embedded, log);
}

const readableOffline = (audio: SttAudio) => audio.format === 'pcm16' || isWav(audio.data);

function withFallback(provider: Transcriber, embedded: Transcriber, log: FastifyBaseLogger): Transcriber {
  return {
    kind: 'provider',
    model: provider.model,
    async transcribe(audio, options) {
      try {
        return await provider.transcribe(audio, options);
      } catch (error) {
        const failed = error instanceof SpeechProviderError && error.failure !== 'aborted';
        if (!failed || !readableOffline(audio)) throw error;
        log.warn({ err: error.message }, 'speech-to-text provider failed; the embedded recogniser heard this turn');
        return embedded.transcribe(audio, options);
      }
    },
    close: () => embedded.close?.() ?? Promise.resolve(),
  };
}
