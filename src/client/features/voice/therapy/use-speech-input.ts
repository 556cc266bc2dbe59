import { useCallback, useState } from 'react';
import { useBrowserRecognitionChoice } from '../lib/browser-recognition-choice.ts';
import { micProblemText, type MicProblem } from '../lib/microphone.ts';
import { recordingToWav } from '../lib/recording-wav.ts';
import { useHoldRecognition } from './use-hold-recognition.ts';
import { useRecorder } from './use-recorder.ts';

export type SpeechMode = 'server' | 'browser' | 'none';

interface Options {
  /** The server turns speech into text (public config), and has not said otherwise since. */
  serverStt: boolean;
  /** The server's own recogniser listens: it reads WAV, not the recorder's compressed audio. */
  wavUploads: boolean;
  sendRecording: (blob: Blob, seconds: number) => void;
  sendText: (text: string) => boolean;
  setNotice: (notice: string | null) => void;
  /** Runs inside the press, so replies may play afterwards on mobile browsers. */
  onGesture: () => void;
}

/**
 * Decides how a held button becomes words: server transcription of a recording (a provider or the
 * server's own recogniser), the browser's own recognition if the person turned it on, or (none, or
 * no microphone) nothing, and the page offers typing.
 */
export function useSpeechInput({ serverStt, wavUploads, sendRecording, sendText, setNotice, onGesture }: Options) {
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
  const browserChoice = useBrowserRecognitionChoice();

  const mode: SpeechMode = serverStt ? 'server' : recognition.available && browserChoice.chosen ? 'browser' : 'none';

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
      const blob = result && wavUploads ? await recordingToWav(result.blob) : result?.blob;
      if (result && blob) sendRecording(blob, result.seconds);
      else if (result) setNotice("This browser couldn't prepare the recording for the server. Please type instead.");
      else if (!micBlocked) setNotice('Hold the button down while you speak, then let go to send.');
    } else if (mode === 'browser') {
      const { text, failed } = await recognition.stop();
      if (text) sendText(text);
      else if (!failed) setNotice("I didn't catch that. Try again a little closer to the microphone, or type below.");
    }
  }, [mode, wavUploads, recorder, recognition, sendRecording, sendText, setNotice, micBlocked]);

  return {
    mode,
    recording,
    interim: recognition.interim,
    micBlocked,
    /** The browser could recognise speech itself, if the person turns it on (only offered when the server cannot). */
    browserOffer: !serverStt && recognition.available ? browserChoice : null,
    holdStart,
    holdEnd,
    releaseMic: recorder.release,
  };
}
