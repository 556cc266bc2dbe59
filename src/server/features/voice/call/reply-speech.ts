import type { ServerSynthesizer } from '../../../ai/speech/synthesizer.ts';
import { splitSentences } from '../../../ai/speech/sentences.ts';

const SENTENCE_END = /[.!?…]["'”’)\]]*\s*$/;
const NEXT = 'Next';

/**
 * Speaks a reply that is still being written: the first sentence is synthesised as soon as it is
 * complete, while the rest of the turn is produced and stored.
 */
export class ReplySpeech {
  private first: { text: string; audio: Promise<Int16Array> } | undefined;

  constructor(
    private readonly synth: ServerSynthesizer,
    private readonly signal: AbortSignal,
  ) {}

  /**
   * Call with the reply so far; starts the first sentence as soon as it is complete: it ends in
   * . ! ? or … (not an abbreviation such as "Dr."), or a second one has begun. A guess that the rest
   * of the reply proves wrong ("3." of "3.5") only costs a synthesis: speak() says what the reply says.
   */
  feed(textSoFar: string): void {
    if (this.first) return;
    const ended = SENTENCE_END.test(textSoFar);
    // The marker stands in for the next sentence, so a finished last sentence is cut as one.
    const pieces = splitSentences(ended ? `${textSoFar} ${NEXT}` : textSoFar);
    if (pieces.length < 2) return;
    this.first = { text: pieces[0]!, audio: this.say(pieces[0]!) };
  }

  /**
   * The reply as 24 kHz PCM16: the first sentence, then the rest in one piece. Two synthesis calls
   * per reply, not one per sentence: starting espeak-ng is what costs (a process spawn each).
   */
  async *speak(reply: string): AsyncGenerator<Int16Array> {
    const [head, ...tail] = splitSentences(reply);
    if (head === undefined) return;
    const first = this.first?.text === head ? this.first.audio : this.say(head);
    const rest = tail.length ? this.say(tail.join(' ')) : undefined;
    yield await first;
    if (rest) yield await rest;
  }

  private say(text: string): Promise<Int16Array> {
    const audio = this.synth.synthesize(text, { signal: this.signal }).then((s) => s.audio);
    audio.catch(() => {});
    return audio;
  }
}
