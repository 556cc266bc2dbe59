import type { ServerSynthesizer } from '../../../ai/speech/synthesizer.ts';
import { splitSentences } from '../../../ai/speech/sentences.ts';

/**
 * Speaks a reply that is still being written: the first sentence is synthesised as soon as it is
 * complete (while the rest of the turn is produced and stored), the remaining ones one ahead of playback.
 */
export class ReplySpeech {
  private first: { text: string; audio: Promise<Int16Array> } | undefined;

  constructor(
    private readonly synth: ServerSynthesizer,
    private readonly signal: AbortSignal,
  ) {}

  /** Call with the reply so far; starts the first sentence once a second one has begun. */
  feed(textSoFar: string): void {
    if (this.first) return;
    const pieces = splitSentences(textSoFar);
    if (pieces.length < 2) return;
    const audio = this.synth.synthesize(pieces[0]!, { signal: this.signal }).then((s) => s.audio);
    audio.catch(() => {});
    this.first = { text: pieces[0]!, audio };
  }

  /** The whole reply as 24 kHz PCM16, sentence by sentence. */
  async *speak(reply: string): AsyncGenerator<Int16Array> {
    const pieces = splitSentences(reply);
    if (!this.first || pieces[0] !== this.first.text) {
      for await (const s of this.synth.stream(reply, { signal: this.signal })) yield s.audio;
      return;
    }
    const rest = pieces.length > 1 ? this.synth.stream(pieces.slice(1).join(' '), { signal: this.signal }) : undefined;
    const upcoming = rest?.next();
    upcoming?.catch(() => {});
    yield await this.first.audio;
    if (!rest || !upcoming) return;
    for (let step = await upcoming; !step.done; step = await rest.next()) yield step.value.audio;
  }
}
