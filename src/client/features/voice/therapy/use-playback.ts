import { useCallback, useEffect, useRef, useState } from 'react';
import { bytesToBase64 } from '../call/pcm.ts';
import { speak, speechSynthesisAvailable, stopSpeaking } from '../lib/speak.ts';

/** 10 ms of silence as a WAV data URL: played during a tap so mobile browsers let later replies play. */
function silentWavUrl(): string {
  const samples = 80;
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (offset: number, s: string) => [...s].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return `data:audio/wav;base64,${bytesToBase64(new Uint8Array(view.buffer))}`;
}

/**
 * One voice at a time: server audio through one reused <audio> element (reused because mobile
 * Safari only lets an element play unprompted after it has played during a tap), or the browser's
 * speechSynthesis. `playingId` is the transcript entry being heard (spec §3 isPlaying).
 */
export function usePlayback(onBlocked: () => void) {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const token = useRef(0);
  const unlocked = useRef(false);
  const onBlockedRef = useRef(onBlocked);
  onBlockedRef.current = onBlocked;

  const element = () => (audioRef.current ??= new Audio());

  const stop = useCallback(() => {
    token.current++;
    audioRef.current?.pause();
    stopSpeaking();
    setPlayingId(null);
  }, []);

  useEffect(
    () => () => {
      token.current++;
      audioRef.current?.pause();
      stopSpeaking();
    },
    [],
  );

  /** Call from a tap or key press. */
  const unlock = useCallback(() => {
    if (unlocked.current) return;
    unlocked.current = true;
    const audio = element();
    audio.src = silentWavUrl();
    audio.play().catch(() => undefined);
    if (speechSynthesisAvailable()) window.speechSynthesis.speak(new SpeechSynthesisUtterance(''));
  }, []);

  const playUrl = useCallback(
    (id: string, url: string) => {
      stop();
      const mine = ++token.current;
      const done = () => mine === token.current && setPlayingId(null);
      const audio = element();
      audio.onended = done;
      audio.onerror = done;
      audio.src = url;
      setPlayingId(id);
      audio.play().catch((error: unknown) => {
        done();
        // Autoplay refused (no recent tap): the replay button is there for the person to press.
        if (error instanceof DOMException && error.name === 'NotAllowedError') onBlockedRef.current();
      });
    },
    [stop],
  );

  const speakText = useCallback(
    (id: string, text: string) => {
      stop();
      const mine = token.current;
      speak(text, { onStart: () => setPlayingId(id), onEnd: () => mine === token.current && setPlayingId(null) });
    },
    [stop],
  );

  return { playingId, unlock, playUrl, speakText, stop };
}
