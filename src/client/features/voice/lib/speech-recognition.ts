/** The slice of the Web Speech API recognition interface we use (not in TypeScript's DOM lib). */
export interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; length: number; [index: number]: { transcript: string } };
}

export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((e: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
}

type RecognitionCtor = new () => Recognition;

export function recognitionCtor(): RecognitionCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Errors after which recognition will not work in this browser session (no service, no permission). */
export const FATAL_RECOGNITION_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'audio-capture',
  'language-not-supported',
]);

export function createRecognition(continuous: boolean): Recognition | null {
  const Ctor = recognitionCtor();
  if (!Ctor) return null;
  const r = new Ctor();
  r.lang = 'en-AU';
  r.interimResults = true;
  r.continuous = continuous;
  r.maxAlternatives = 1;
  return r;
}

/** Joins final results (and the trailing interim one, if asked) into one utterance. */
export function resultsText(results: RecognitionResultList, includeInterim: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i < results.length; i++) {
    const result = results[i]!;
    if (result.isFinal || includeInterim) parts.push(result[0]?.transcript ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
