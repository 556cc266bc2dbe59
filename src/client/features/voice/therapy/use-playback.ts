import { useCallback, useEffect, useRef, useState } from 'react';
import { speak, stopSpeaking } from '../lib/speak.ts';

/**
 * One voice at a time: server audio through a single <audio> element, or the browser's
 * speechSynthesis. `playingId` is the transcript entry being heard (spec §3 isPlaying).
 */
export function usePlayback() {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    silence(audioRef.current);
    audioRef.current = null;
    stopSpeaking();
    setPlayingId(null);
  }, []);

  useEffect(
    () => () => {
      silence(audioRef.current);
      stopSpeaking();
    },
    [],
  );

  const playUrl = useCallback(
    (id: string, url: string) => {
      stop();
      // A fresh element per clip, so a late event from the previous clip cannot end this one.
      const audio = new Audio(url);
      audioRef.current = audio;
      audio.onended = () => setPlayingId((p) => (p === id ? null : p));
      audio.onerror = () => setPlayingId((p) => (p === id ? null : p));
      setPlayingId(id);
      audio.play().then(
        () => setBlocked(false),
        (error: unknown) => {
          // Autoplay refused (no recent tap): leave the replay button for the person to press.
          if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
          setPlayingId((p) => (p === id ? null : p));
        },
      );
    },
    [stop],
  );

  const speakText = useCallback(
    (id: string, text: string) => {
      stop();
      speak(text, { onStart: () => setPlayingId(id), onEnd: () => setPlayingId((p) => (p === id ? null : p)) });
    },
    [stop],
  );

  return { playingId, blocked, playUrl, speakText, stop };
}

function silence(audio: HTMLAudioElement | null) {
  if (!audio) return;
  audio.onended = null;
  audio.onerror = null;
  audio.pause();
}
