import { useCallback, useEffect, useRef, useState } from 'react';
import { isUrgentTier } from '../../../../shared/safety.ts';
import type { PttServerMessage } from '../../../../shared/voice.ts';
import { base64ToBytes } from '../call/pcm.ts';
import { newEntryId, type TranscriptEntry } from '../lib/transcript.ts';
import { usePlayback } from './use-playback.ts';
import { usePttSocket, type SocketEnd } from './use-ptt-socket.ts';

export interface ConversationOptions {
  voiceSessionId: string | null;
  /** The signed-in user's id, or null: the socket reopens when it changes. */
  identity: string | null;
  /** Who speaks replies (public config): server audio_response, or speechSynthesis here. */
  tts: 'server' | 'browser';
  onUrgent: () => void;
  onEnded: (reason: SocketEnd) => void;
  onSttUnavailable: () => void;
}

const errorNotices: Record<string, string> = {
  bad_audio: "I couldn't make out that recording. Try holding the button a little longer while you speak.",
  rate_limited: 'That was a lot in a short time. Take a breath, then try again in a moment.',
};

/** Transcript, turn state and replies for the push-to-talk screen. */
export function useVoiceConversation({
  voiceSessionId,
  identity,
  tts,
  onUrgent,
  onEnded,
  onSttUnavailable,
}: ConversationOptions) {
  const [entries, setEntriesState] = useState<TranscriptEntry[]>([]);
  // Socket messages can arrive faster than React renders; the ref is the up-to-date list.
  const entriesRef = useRef<TranscriptEntry[]>([]);
  const setEntries = useCallback((update: (list: TranscriptEntry[]) => TranscriptEntry[]) => {
    entriesRef.current = update(entriesRef.current);
    setEntriesState(entriesRef.current);
  }, []);
  const [processing, setProcessing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const playback = usePlayback(useCallback(() => setNotice(`Tap “Play again” to hear the reply.`), []));
  const urls = useRef<string[]>([]);
  const callbacks = useRef({ onUrgent, onSttUnavailable });
  callbacks.current = { onUrgent, onSttUnavailable };

  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };

  const onMessage = useCallback(
    (message: PttServerMessage) => {
      switch (message.type) {
        case 'transcription':
          setEntries((list) => fillPendingUser(list, message.text));
          break;
        case 'ai_response': {
          const entry: TranscriptEntry = {
            id: newEntryId('therapist'),
            type: 'therapist',
            text: message.text,
            timestamp: new Date().toISOString(),
            ...(message.safety.offerSafetyPlan && { offerSafetyPlan: true }),
          };
          setEntries((list) => [...list.filter((e) => !(e.pending && !e.text)), entry]);
          setProcessing(false);
          if (isUrgentTier(message.safety.tier)) callbacks.current.onUrgent();
          if (tts === 'browser') playback.speakText(entry.id, entry.text);
          break;
        }
        case 'audio_response': {
          const bytes = base64ToBytes(message.audio);
          const url = objectUrl(new Blob([bytes as BlobPart], { type: message.mimeType }));
          const target = entriesRef.current.findLast((e) => e.type === 'therapist' && !e.audioUrl);
          if (!target) break;
          setEntries((list) => list.map((e) => (e.id === target.id ? { ...e, audioUrl: url } : e)));
          if (message.autoPlay) playback.playUrl(target.id, url);
          break;
        }
        case 'error':
          setProcessing(false);
          setEntries((list) => list.filter((e) => !(e.pending && !e.text)));
          if (message.code === 'stt_unavailable') callbacks.current.onSttUnavailable();
          else if (message.code !== 'limit_reached') setNotice(errorNotices[message.code ?? ''] ?? message.error);
          break;
        case 'pong':
          break;
      }
    },
    [tts, playback, setEntries],
  );

  const socket = usePttSocket(voiceSessionId, { identity, onMessage, onEnded });

  useEffect(() => {
    if (!socket.online && processing) {
      setProcessing(false);
      setNotice('The connection dropped before a reply came back. Please try again.');
    }
  }, [socket.online, processing]);

  const sendRecording = useCallback(
    (blob: Blob, seconds: number) => {
      if (!socket.send(blob)) return setNotice('Still connecting. Please try again in a moment.');
      const entry: TranscriptEntry = {
        id: newEntryId('user'),
        type: 'user',
        text: '',
        timestamp: new Date().toISOString(),
        audioUrl: objectUrl(blob),
        duration: seconds,
        pending: true,
      };
      setEntries((list) => [...list, entry]);
      setNotice(null);
      setProcessing(true);
    },
    [socket, setEntries],
  );

  const sendText = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed) return false;
      if (!socket.send({ type: 'text', text: trimmed })) {
        setNotice('Still connecting. Please try again in a moment.');
        return false;
      }
      setEntries((list) => [
        ...list,
        { id: newEntryId('user'), type: 'user', text: trimmed, timestamp: new Date().toISOString() },
      ]);
      setNotice(null);
      setProcessing(true);
      return true;
    },
    [socket, setEntries],
  );

  return { entries, processing, notice, setNotice, online: socket.online, playback, sendRecording, sendText };
}

function fillPendingUser(list: TranscriptEntry[], text: string): TranscriptEntry[] {
  const index = list.findIndex((e) => e.pending);
  if (index >= 0) return list.map((e, i) => (i === index ? { ...e, text, pending: false } : e));
  const last = list.at(-1);
  if (last?.type === 'user' && last.text === text) return list; // our own typed text, echoed back
  return [...list, { id: newEntryId('user'), type: 'user', text, timestamp: new Date().toISOString() }];
}
