// Voice budgets (DECISIONS §7): relay overhead per audio event, concurrent local calls on one
// instance, and the local pipeline's time to first audio. `npm run bench voice` runs only these.
import { benchVoiceLoad } from './voice-load.ts';
import { benchVoiceRelay } from './voice-relay.ts';
import { benchVoiceTurn } from './voice-turn.ts';

export async function benchVoice(): Promise<void> {
  await benchVoiceRelay();
  await benchVoiceTurn();
  await benchVoiceLoad();
}
