import { useCallback, useEffect, useRef } from 'react';
import { micProblem, openMicrophone, stopStream, type MicProblem } from '../lib/microphone.ts';

export interface Recording {
  blob: Blob;
  seconds: number;
}

/** Shorter than this is a tap, not speech. */
const MIN_RECORDING_MS = 400;

function pickMimeType(): string | undefined {
  const options = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];
  return options.find((t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t));
}

/**
 * Hold-to-record with MediaRecorder. The microphone stays open for the session after the first
 * press so the start of each sentence is not lost to a permission round-trip; it closes on unmount.
 */
export function useRecorder(onProblem: (problem: MicProblem) => void) {
  const streamRef = useRef<MediaStream | null>(null);
  const active = useRef<{ recorder: MediaRecorder; chunks: Blob[]; startedAt: number } | null>(null);
  const starting = useRef<Promise<boolean> | null>(null);

  useEffect(() => () => stopStream(streamRef.current), []);

  const start = useCallback((): Promise<boolean> => {
    const run = async () => {
      try {
        if (typeof MediaRecorder === 'undefined') throw new DOMException('no MediaRecorder', 'NotSupportedError');
        if (!streamRef.current || streamRef.current.getAudioTracks().every((t) => t.readyState === 'ended')) {
          streamRef.current = await openMicrophone();
        }
        const mimeType = pickMimeType();
        const recorder = new MediaRecorder(streamRef.current, mimeType ? { mimeType } : undefined);
        const chunks: Blob[] = [];
        recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
        recorder.start();
        active.current = { recorder, chunks, startedAt: performance.now() };
        return true;
      } catch (error) {
        onProblem(typeof MediaRecorder === 'undefined' ? 'unsupported' : micProblem(error));
        return false;
      }
    };
    starting.current = run();
    return starting.current;
  }, [onProblem]);

  /** Resolves with the recording, or null when nothing usable was recorded. */
  const stop = useCallback(async (): Promise<Recording | null> => {
    if (starting.current) await starting.current;
    starting.current = null;
    const current = active.current;
    active.current = null;
    if (!current) return null;
    const ms = performance.now() - current.startedAt;
    const stopped = new Promise<void>((resolve) => (current.recorder.onstop = () => resolve()));
    current.recorder.stop();
    await stopped;
    if (ms < MIN_RECORDING_MS || current.chunks.length === 0) return null;
    return { blob: new Blob(current.chunks, { type: current.recorder.mimeType || 'audio/webm' }), seconds: ms / 1000 };
  }, []);

  const release = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
  }, []);

  return { start, stop, release };
}
