import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRecognition,
  FATAL_RECOGNITION_ERRORS,
  recognitionCtor,
  resultsText,
  type Recognition,
} from '../lib/speech-recognition.ts';

/**
 * Browser speech recognition for as long as the record button is held (used when the server has
 * no speech-to-text). `available` turns false for good after an error that means it cannot work here.
 */
export function useHoldRecognition() {
  const [available, setAvailable] = useState(() => Boolean(recognitionCtor()));
  const [interim, setInterim] = useState('');
  const current = useRef<{ recognition: Recognition; text: string; failed: boolean; done: Promise<void> } | null>(null);

  useEffect(() => () => current.current?.recognition.abort(), []);

  const start = useCallback((): boolean => {
    const recognition = createRecognition(true);
    if (!recognition) {
      setAvailable(false);
      return false;
    }
    let finish: () => void = () => undefined;
    const session = { recognition, text: '', failed: false, done: new Promise<void>((resolve) => (finish = resolve)) };
    recognition.onresult = (e) => {
      session.text = resultsText(e.results, true);
      setInterim(session.text);
    };
    recognition.onerror = (e) => {
      if (!FATAL_RECOGNITION_ERRORS.has(e.error)) return;
      session.failed = true;
      setAvailable(false);
    };
    recognition.onend = () => finish();
    current.current = session;
    setInterim('');
    try {
      recognition.start();
      return true;
    } catch {
      setAvailable(false);
      return false;
    }
  }, []);

  /** Stops listening; resolves with what was heard ('' when nothing), and whether recognition failed for good. */
  const stop = useCallback(async (): Promise<{ text: string; failed: boolean }> => {
    const session = current.current;
    current.current = null;
    if (!session) return { text: '', failed: false };
    session.recognition.stop();
    await session.done;
    setInterim('');
    return { text: session.text, failed: session.failed };
  }, []);

  return { available, interim, start, stop };
}
