import type { FastifyBaseLogger } from 'fastify';
import type { Synthesizer } from '../../../ai/speech/synthesizer.ts';
import { REALTIME_SAMPLE_RATE } from '../../../ai/speech/pcm.ts';
import { encodeWav } from '../../../ai/speech/wav.ts';

/**
 * The reply as one playable WAV for the push-to-talk client, or undefined when the browser speaks
 * (no server speech) or speech failed this time (the client still shows the text).
 */
export async function speakForPushToTalk(
  synthesizer: Synthesizer,
  text: string,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<{ base64: string; mimeType: string } | undefined> {
  if (synthesizer.kind === 'browser' || signal.aborted) return undefined;
  try {
    const spoken = await synthesizer.synthesize(text, { signal });
    if (spoken.audio.length === 0) return undefined;
    return { base64: encodeWav(spoken.audio, REALTIME_SAMPLE_RATE).toString('base64'), mimeType: 'audio/wav' };
  } catch (error) {
    if (!signal.aborted) log.warn({ err: (error as Error).message }, 'text-to-speech failed for a push-to-talk reply');
    return undefined;
  }
}
