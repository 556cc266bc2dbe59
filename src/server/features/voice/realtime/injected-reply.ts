import type { ServerEvent } from '../../../../shared/realtime.ts';
import type { SafetyPayload } from '../../../../shared/safety.ts';
import { chunkPcm16, pcm16ToBase64 } from '../../../ai/speech/pcm.ts';
import { BROWSER_AUDIO_DONE, browserAudioDelta, browserResponseDone, browserTextDelta } from './to-browser.ts';

/**
 * A reply the server wrote itself, as the browser events of an ordinary response: alert first
 * (so the Crisis Support dialog opens at once), then text, then audio in 4096-sample chunks.
 * Without audio the client speaks the text itself.
 */
export function injectedReplyEvents(
  text: string,
  extra: { audio?: Int16Array; safety?: SafetyPayload } = {},
): string[] {
  const events: string[] = [];
  if (extra.safety) events.push(JSON.stringify({ type: 'safety.alert', safety: extra.safety } satisfies ServerEvent));
  events.push(browserTextDelta(text));
  if (extra.audio && extra.audio.length > 0) {
    for (const chunk of chunkPcm16(extra.audio)) events.push(browserAudioDelta(pcm16ToBase64(chunk)));
    events.push(BROWSER_AUDIO_DONE);
  }
  events.push(browserResponseDone('completed'));
  return events;
}
