import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_CALL_PATH } from '../../../../shared/voice.ts';
import { ApiError } from '../../../lib/api.ts';
import { endVoiceSession } from '../api/end-voice-session.ts';
import { startVoiceSession } from '../api/start-voice-session.ts';
import { decodeChunk } from '../call/pcm.ts';
import { openMicrophone, stopStream } from '../lib/microphone.ts';
import { voiceSocketUrl } from '../lib/socket-url.ts';
import { playTestChunk } from './test-audio.ts';

export type TestStatus = 'disconnected' | 'connecting' | 'connected';
export interface LogLine {
  id: number;
  at: string;
  text: string;
  level: 'info' | 'error';
}

interface TestResources {
  ws?: WebSocket;
  stream?: MediaStream;
  audio?: AudioContext;
  sessionId?: string;
  startedAt: number;
  nextStart: number;
  reply: string;
}

export const TEST_UTTERANCE = "Hello, I'd like to check that voice therapy is working.";

/** Spec §4 test voice connection: disconnected → connecting → connected, and back on close, error or Disconnect. */
export function useTestConnection() {
  const [status, setStatus] = useState<TestStatus>('disconnected');
  const [logs, setLogs] = useState<LogLine[]>([]);
  const res = useRef<TestResources | null>(null);
  const nextId = useRef(0);

  const log = useCallback((text: string, level: LogLine['level'] = 'info') => {
    setLogs((l) =>
      [...l, { id: nextId.current++, at: new Date().toLocaleTimeString('en-AU'), text, level }].slice(-300),
    );
  }, []);

  const release = useCallback(() => {
    const r = res.current;
    res.current = null;
    if (!r) return;
    stopStream(r.stream);
    void r.audio?.close().catch(() => undefined);
    if (r.sessionId)
      void endVoiceSession({
        voiceSessionId: r.sessionId,
        sessionDuration: (performance.now() - r.startedAt) / 1000,
      }).catch(() => undefined);
    setStatus('disconnected');
  }, []);

  const onMessage = useCallback(
    (raw: unknown) => {
      let event: {
        type?: string;
        delta?: string;
        session?: unknown;
        error?: { message?: string };
        message?: string;
        transcript?: string;
      };
      try {
        event = JSON.parse(String(raw));
      } catch {
        return log('Message parse error', 'error');
      }
      const r = res.current;
      switch (event.type) {
        case 'session.created':
          return log(`Session created: ${JSON.stringify(event.session)}`);
        case 'response.text.delta':
          if (r) r.reply += event.delta ?? '';
          return;
        case 'response.audio.delta':
          if (!r?.audio || !event.delta) return;
          try {
            const samples = decodeChunk(event.delta);
            try {
              r.nextStart = playTestChunk(r.audio, samples, r.nextStart);
            } catch (error) {
              log(`Audio playback error: ${(error as Error).message}`, 'error');
            }
          } catch (error) {
            log(`Audio decode error: ${(error as Error).message}`, 'error');
          }
          return;
        case 'response.audio.done':
          return log('Audio response complete');
        case 'response.done':
          if (r?.reply) log(`Assistant: ${r.reply}`);
          if (r) r.reply = '';
          return log('Response done');
        case 'conversation.item.input_audio_transcription.completed':
          return log(`Heard: ${event.transcript ?? ''}`);
        case 'realtime_fallback':
          return log(event.message ?? 'Realtime fallback');
        case 'error':
          return log(event.error?.message ?? 'Unknown provider error', 'error');
        default:
          return log(`Event: ${event.type ?? 'unknown'}`);
      }
    },
    [log],
  );

  const start = useCallback(async () => {
    if (res.current) return;
    setStatus('connecting');
    const r: TestResources = { startedAt: performance.now(), nextStart: 0, reply: '' };
    res.current = r;
    try {
      log('Starting test session…');
      const session = await startVoiceSession();
      r.sessionId = session.voiceSessionId;
      log(`Session started for ${session.sessionKey.slice(0, 12)}… (voice session ${session.voiceSessionId})`);
      r.stream = await openMicrophone();
      log('Microphone ready');
      r.audio = new AudioContext({ sampleRate: 24_000 });
      const ws = new WebSocket(voiceSocketUrl(REALTIME_CALL_PATH, session.voiceSessionId));
      r.ws = ws;
      ws.onopen = () => {
        setStatus('connected');
        log('WebSocket connected');
      };
      ws.onmessage = (e) => onMessage(e.data);
      ws.onerror = () => log('WebSocket error', 'error');
      ws.onclose = (e) => {
        log(`WebSocket disconnected${e.reason ? `: ${e.reason}` : ''}`);
        if (res.current === r) release();
      };
    } catch (error) {
      log(`Connection error: ${error instanceof ApiError ? error.userMessage : (error as Error).message}`, 'error');
      release();
    }
  }, [log, onMessage, release]);

  const testSpeech = useCallback(() => {
    const ws = res.current?.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return log('WebSocket not connected', 'error');
    ws.send(
      JSON.stringify({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: TEST_UTTERANCE }] },
      }),
    );
    log(`Sent: ${TEST_UTTERANCE}`);
  }, [log]);

  const disconnect = useCallback(() => {
    res.current?.ws?.close(1000, 'test ended');
    release();
    log('Disconnected');
  }, [log, release]);

  useEffect(() => () => release(), [release]);

  return { status, logs, start, testSpeech, disconnect, clear: () => setLogs([]) };
}
