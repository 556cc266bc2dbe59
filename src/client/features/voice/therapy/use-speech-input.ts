import { useCallback, useState } from 'react';
import { micProblemText, type MicProblem } from '../lib/microphone.ts';
import { useHoldRecognition } from './use-hold-recognition.ts';
import { useRecorder } from './use-recorder.ts';

export type SpeechMode = 'server' | 'browser' | 'none';

interface Options {
  /** The server turns speech into text (public config), and has not said otherwise since. */
  serverStt: boolean;
  sendRecording: (blob: Blob, seconds: number) => void;
  sendText: (text: string) => boolean;
  setNotice: (notice: string | null) => void;
  /** Runs inside the press, so replies may play afterwards on mobile browsers. */
  onGesture: () => void;
}

/**
 * Decides how a held button becomes words: server transcription of a recording, the browser's own
 * recognition, or (neither available, or no microphone) nothing, and the page offers typing.
 */
export function useSpeechInput({ serverStt, sendRecording, sendText, setNotice, onGesture }: Options) {
  const [micBlocked, setMicBlocked] = useState<MicProblem | null>(null);
  const [recording, setRecording] = useState(false);
  const onProblem = useCallback(
    (problem: MicProblem) => {
      setMicBlocked(problem);
      setNotice(micProblemText[problem]);
    },
    [setNotice],
  );
  const recorder = useRecorder(onProblem);
  const recognition = useHoldRecognition();

  const mode: SpeechMode = serverStt ? 'server' : recognition.available ? 'browser' : 'none';

  const holdStart = useCallback(() => {
    onGesture();
    setNotice(null);
    setRecording(true);
    if (mode === 'server') void recorder.start().then((ok) => ok || setRecording(false));
    else if (mode === 'browser' && !recognition.start()) setRecording(false);
  }, [mode, recorder, recognition, setNotice, onGesture]);

  const holdEnd = useCallback(async () => {
    setRecording(false);
    if (mode === 'server') {
      const result = await recorder.stop();
      if (result) sendRecording(result.blob, result.seconds);
      else if (!micBlocked) setNotice('Hold the button down while you speak, then let go to send.');
    } else if (mode === 'browser') {
      const { text, failed } = await recognition.stop();
      if (text) sendText(text);
      else if (!failed) setNotice("I didn't catch that. Try again a little closer to the microphone, or type below.");
    }
  }, [mode, recorder, recognition, sendRecording, sendText, setNotice, micBlocked]);

  return {
    mode,
    recording,
    interim: recognition.interim,
    micBlocked,
    holdStart,
    holdEnd,
    releaseMic: recorder.release,
  };
}
