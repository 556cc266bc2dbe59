import { useEffect, useRef, useState } from 'react';
import {
  createRecognition,
  FATAL_RECOGNITION_ERRORS,
  recognitionCtor,
  resultsText,
} from '../lib/speech-recognition.ts';

/**
 * Continuous browser recognition during a call, for servers without speech-to-text. Chrome ends
 * recognition after a pause, so it restarts until it reports an error that means it cannot work.
 */
export function useCallRecognition(active: boolean, onText: (text: string) => void) {
  const [available, setAvailable] = useState(() => Boolean(recognitionCtor()));
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => {
    if (!active || !available) return;
    let stopped = false;
    let restart: ReturnType<typeof setTimeout> | undefined;
    let recognition = createRecognition(true);
    const run = () => {
      if (!recognition) return setAvailable(false);
      recognition.onresult = (e) => {
        const result = e.results[e.resultIndex];
        if (result?.isFinal) {
          const text = resultsText({ length: 1, 0: result }, false);
          if (text) onTextRef.current(text);
        }
      };
      recognition.onerror = (e) => {
        if (FATAL_RECOGNITION_ERRORS.has(e.error)) {
          stopped = true;
          setAvailable(false);
        }
      };
      recognition.onend = () => {
        if (stopped) return;
        restart = setTimeout(() => {
          recognition = createRecognition(true);
          run();
        }, 250);
      };
      try {
        recognition.start();
      } catch {
        setAvailable(false);
      }
    };
    run();
    return () => {
      stopped = true;
      clearTimeout(restart);
      recognition?.abort();
    };
  }, [active, available]);

  return { available };
}
